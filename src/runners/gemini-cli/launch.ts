import { join } from "node:path";
import { z } from "zod";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentLaunch, agentRunnerFields } from "../agent-launch.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".gemini/skills";

export const geminiCliRunnerSchema = z.strictObject({
  agent: z.literal("gemini-cli"),
  /** `model` is passed with `-m`; omitted means the CLI's default (`auto`, which routes per request). */
  ...agentRunnerFields("gemini"),
  /** Turn limit (`model.maxSessionTurns` in settings.json); the CLI has no flag for it. */
  maxSessionTurns: z.number().int().positive().optional(),
});
export type GeminiCliRunnerConfig = z.infer<typeof geminiCliRunnerSchema>;

/**
 * Host variables Gemini CLI needs to reach its model and authenticate (reference/agent-clis.md §3):
 * Gemini API key, Vertex AI (project/location or express-mode key), a custom endpoint, certificates.
 */
const PASSED_THROUGH = [
  "GEMINI_API_KEY",
  "GOOGLE_API_KEY",
  "GOOGLE_GEMINI_BASE_URL",
  "GOOGLE_VERTEX_BASE_URL",
  "GOOGLE_GENAI_USE_VERTEXAI",
  "GOOGLE_CLOUD_PROJECT",
  "GOOGLE_CLOUD_LOCATION",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "NODE_EXTRA_CA_CERTS",
];

/**
 * `gemini -p` in stream-json mode with every tool call approved (`--yolo`) and the workspace trusted
 * for the session (`--skip-trust`; untrusted folders get no project skills). HOME is private, so the
 * user's own settings and skills never shadow the skill under test; skills go to
 * `$HOME/.gemini/skills/<name>/`, and `geminiHomeFiles` must be written into HOME before launch.
 */
export function launchGeminiCli(config: GeminiCliRunnerConfig, input: LaunchInput): LaunchSpec {
  // yargs reads `-p -x` as a missing value; `--prompt=-x` keeps a leading dash in the prompt.
  const prompt = input.prompt.startsWith("-") ? [`--prompt=${input.prompt}`] : ["-p", input.prompt];
  const args = [...prompt, "-o", "stream-json", "--yolo", "--skip-trust"];
  if (config.model !== undefined) args.push("-m", config.model);
  args.push(...config.args);

  return agentLaunch(config, input, {
    args,
    hostVariables: PASSED_THROUGH,
    // One process instead of a relaunched child with a bigger heap: starts faster, dies whole.
    env: { HOME: input.home, TERM: "dumb", GEMINI_CLI_NO_RELAUNCH: "true" },
    skillsDir: join(input.home, SKILLS_FOLDER),
  });
}

/**
 * Files to write into the private HOME before launch (path relative to HOME → content).
 * `~/.gemini/settings.json` selects the auth method: with `GOOGLE_GEMINI_BASE_URL` set and no
 * selection, Gemini CLI 0.61.0 picks `gateway` and refuses to run ("Invalid auth method selected.",
 * exit 41). It also turns off usage statistics, telemetry and update checks, and sets the turn limit.
 * `env` (the host environment plus `config.env`) chooses Vertex AI when
 * `GOOGLE_GENAI_USE_VERTEXAI=true`, otherwise the Gemini API key.
 */
export function geminiHomeFiles(
  config: GeminiCliRunnerConfig,
  hostEnv: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
  const vertex = (config.env.GOOGLE_GENAI_USE_VERTEXAI ?? hostEnv.GOOGLE_GENAI_USE_VERTEXAI) === "true";
  const settings = {
    security: { auth: { selectedType: vertex ? "vertex-ai" : "gemini-api-key" } },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    ...(config.maxSessionTurns === undefined ? {} : { model: { maxSessionTurns: config.maxSessionTurns } }),
  };
  return { ".gemini/settings.json": `${JSON.stringify(settings, null, 2)}\n` };
}
