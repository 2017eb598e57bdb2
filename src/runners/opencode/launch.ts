import { join } from "node:path";
import { z } from "zod";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentEnv, agentRunnerFields } from "../agent-launch.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".config/opencode/skills";

export const opencodeRunnerSchema = z.strictObject({
  agent: z.literal("opencode"),
  ...agentRunnerFields("opencode"),
  /** `provider/model`, e.g. `anthropic/claude-sonnet-4-5`; omitted means OpenCode's default. */
  model: z
    .string()
    .regex(/^[^/\s]+\/\S+$/, 'expected "provider/model", e.g. "anthropic/claude-sonnet-4-5"')
    .optional(),
});
export type OpencodeRunnerConfig = z.infer<typeof opencodeRunnerSchema>;

/**
 * Host variables OpenCode needs to reach its model and authenticate. Its providers are the AI SDK's,
 * which read their keys and base URLs from these names. `PATH` must reach `rg`: the `skill` tool
 * lists a skill's files with ripgrep and fails ("ripgrep execution failed") when it cannot download
 * it (reference/agent-clis.md §4.2).
 */
const PASSED_THROUGH = [
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENCODE_API_KEY",
  "OPENROUTER_API_KEY",
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "GEMINI_API_KEY",
  "GROQ_API_KEY",
  "XAI_API_KEY",
  "DEEPSEEK_API_KEY",
  "MISTRAL_API_KEY",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_REGION",
  "AWS_BEARER_TOKEN_BEDROCK",
];

/**
 * `opencode run --format json --auto` with a private HOME whose XDG folders hold OpenCode's config,
 * data, state and cache, so the user's own config, sessions and skills never reach the run. Skills
 * go to the user-level folder `$XDG_CONFIG_HOME/opencode/skills/<name>/` (verified in
 * test/e2e/opencode-cli.test.ts); no config file is needed, everything is set through the env.
 */
export function launchOpencode(config: OpencodeRunnerConfig, input: LaunchInput): LaunchSpec {
  // `--auto` approves what is not explicitly denied, as Claude's default bypassPermissions does;
  // without it `opencode run` rejects every permission that would ask (external files, doom loops).
  const args = ["run", "--format", "json", "--auto"];
  if (config.model !== undefined) args.push("--model", config.model);
  args.push(...config.args);
  // `--` keeps a prompt that starts with "-" from reading as an option.
  args.push("--", input.prompt);

  const hostBaseUrl = input.hostEnv.ANTHROPIC_BASE_URL;
  const env = agentEnv(
    input,
    PASSED_THROUGH,
    {
      ...(hostBaseUrl === undefined || hostBaseUrl === "" ? {} : { ANTHROPIC_BASE_URL: hostBaseUrl }),
      HOME: input.home,
      ...xdgDirs(input.home),
      TERM: "dumb",
      // The pinned CLI's bundled model list, not a download from models.dev; no self-update.
      OPENCODE_DISABLE_MODELS_FETCH: "1",
      OPENCODE_DISABLE_AUTOUPDATE: "1",
    },
    config.env,
  );
  // The same base URL as Claude Code's, from the host or the runner's env, made to suit OpenCode.
  const baseUrl = env.ANTHROPIC_BASE_URL;
  if (baseUrl !== undefined && baseUrl !== "") env.ANTHROPIC_BASE_URL = anthropicBaseUrlForAiSdk(baseUrl);

  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join(input.home, SKILLS_FOLDER),
  };
}

function xdgDirs(home: string) {
  return {
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_STATE_HOME: join(home, ".local", "state"),
    XDG_CACHE_HOME: join(home, ".cache"),
  };
}

/**
 * `ANTHROPIC_BASE_URL` means the API root for Anthropic's SDK and Claude Code
 * (`http://host` + `/v1/messages`), but the AI SDK inside OpenCode appends only `/messages`
 * (`http://host` → `POST /messages`, a 404; seen in the e2e). The same variable serves both agents
 * when `/v1` is added where it is missing.
 */
function anthropicBaseUrlForAiSdk(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
}
