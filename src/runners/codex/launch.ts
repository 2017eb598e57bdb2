import { join } from "node:path";
import { z } from "zod";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentLaunch, agentRunnerFields } from "../agent-launch.ts";

const CODEX_HOME = ".codex";
/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = `${CODEX_HOME}/skills`;

/** An environment variable name: also what Codex reads the provider's key from (`env_key`). */
const envVarName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable name");

/**
 * A custom model provider, written to `$CODEX_HOME/config.toml` as `[model_providers.<id>]` and
 * selected with `model_provider` (reference/agent-clis.md §2.4). Use it to point Codex at an
 * OpenAI-compatible gateway or a local mock; without it Codex talks to OpenAI with
 * `OPENAI_API_KEY` / `CODEX_API_KEY`.
 */
export const codexProviderSchema = z.strictObject({
  /** The table key in config.toml (`[model_providers.<id>]`). */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, '_' and '-' only")
    .default("skill-eval"),
  /** Display name. Default: the id. */
  name: z.string().optional(),
  /** The API root Codex appends `/responses` to, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: z.url(),
  /** The variable holding the API key (sent as a Bearer token); passed through from the host. */
  envKey: envVarName.optional(),
  /** Codex 0.169 accepts only "responses". */
  wireApi: z.literal("responses").default("responses"),
  /** Retries of a failed request / a dropped stream; Codex's defaults retry for minutes. */
  requestMaxRetries: z.number().int().nonnegative().optional(),
  streamMaxRetries: z.number().int().nonnegative().optional(),
});

export const codexRunnerSchema = z.strictObject({
  agent: z.literal("codex"),
  /** `model` is passed with `-m`; omitted means Codex's default. */
  ...agentRunnerFields("codex"),
  /** `codex exec --sandbox`: what the agent's shell commands may touch. `exec` never asks for approval. */
  sandbox: z.enum(["read-only", "workspace-write", "danger-full-access"]).default("workspace-write"),
  provider: codexProviderSchema.optional(),
});
export type CodexRunnerConfig = z.infer<typeof codexRunnerSchema>;
export type CodexProviderConfig = z.infer<typeof codexProviderSchema>;

/** Host variables Codex needs to reach its model and authenticate (reference/agent-clis.md §2.4). */
const PASSED_THROUGH = ["OPENAI_API_KEY", "CODEX_API_KEY", "SSL_CERT_FILE"];

/** Codex's state folder inside the execution's private HOME. */

/**
 * `codex exec --json` with a private `CODEX_HOME` under the execution's HOME, so the user's own
 * config, credentials and skills never leak in. Skills go to `$CODEX_HOME/skills/<name>/`, Codex's
 * user skill root (listed as `r0` in the `<skills_instructions>` it sends the model; the bundled
 * skills land in `$CODEX_HOME/skills/.system`). stdin stays /dev/null: Codex appends a non-TTY stdin
 * to the prompt.
 */
export function launchCodex(config: CodexRunnerConfig, input: LaunchInput): LaunchSpec {
  const codexHome = join(input.home, CODEX_HOME);
  const args = ["exec", "--json", "--skip-git-repo-check", "--sandbox", config.sandbox];
  if (config.model !== undefined) args.push("-m", config.model);
  args.push("-C", input.workspace, ...config.args);
  // `--` keeps a prompt that starts with "-" from reading as an option.
  args.push("--", input.prompt);

  const envKey = config.provider?.envKey;
  return agentLaunch(config, input, {
    args,
    hostVariables: envKey === undefined ? PASSED_THROUGH : [...PASSED_THROUGH, envKey],
    env: { HOME: input.home, CODEX_HOME: codexHome, TERM: "dumb" },
    skillsDir: join(input.home, SKILLS_FOLDER),
    // Codex refuses to start when its CODEX_HOME does not exist.
    homeFolders: [CODEX_HOME],
  });
}

/**
 * Files to write under the execution's HOME before launch (path relative to HOME → content):
 * `.codex/config.toml` selecting the custom provider, when one is configured; nothing otherwise.
 */
export function codexHomeFiles(config: CodexRunnerConfig): Record<string, string> {
  const provider = config.provider;
  if (provider === undefined) return {};
  const lines = [
    "# Written by skill-eval for this execution only.",
    `model_provider = ${tomlString(provider.id)}`,
    "",
    `[model_providers.${provider.id}]`,
    `name = ${tomlString(provider.name ?? provider.id)}`,
    `base_url = ${tomlString(provider.baseUrl)}`,
    ...(provider.envKey === undefined ? [] : [`env_key = ${tomlString(provider.envKey)}`]),
    `wire_api = ${tomlString(provider.wireApi)}`,
    ...(provider.requestMaxRetries === undefined
      ? []
      : [`request_max_retries = ${provider.requestMaxRetries}`]),
    ...(provider.streamMaxRetries === undefined ? [] : [`stream_max_retries = ${provider.streamMaxRetries}`]),
  ];
  return { [join(CODEX_HOME, "config.toml")]: `${lines.join("\n")}\n` };
}

/**
 * A TOML basic string. JSON's escapes (`\"`, `\\`, `\n`, `\uXXXX`, …) are all valid TOML; DEL is the
 * one control character JSON leaves raw and TOML forbids.
 */
function tomlString(value: string): string {
  return JSON.stringify(value).replaceAll("\x7f", "\\u007f");
}
