import type { RunnerConfig } from "./runner-config.ts";

/** What an agent needs in its environment to authenticate: any one of `anyOf`. */
export interface CredentialNeed {
  anyOf: readonly string[];
}

const OPENCODE_PROVIDER_KEYS: Readonly<Record<string, readonly string[]>> = {
  anthropic: ["ANTHROPIC_API_KEY"],
  openai: ["OPENAI_API_KEY"],
  google: ["GOOGLE_GENERATIVE_AI_API_KEY", "GEMINI_API_KEY"],
  openrouter: ["OPENROUTER_API_KEY"],
  groq: ["GROQ_API_KEY"],
  xai: ["XAI_API_KEY"],
  deepseek: ["DEEPSEEK_API_KEY"],
  mistral: ["MISTRAL_API_KEY"],
  "amazon-bedrock": ["AWS_BEARER_TOKEN_BEDROCK", "AWS_ACCESS_KEY_ID"],
  opencode: ["OPENCODE_API_KEY"],
};

/**
 * The credential variables an agent authenticates with (reference/agent-clis.md), or undefined for
 * runners that need none (command, replay) or whose provider we cannot tell.
 */
export function credentialNeed(config: RunnerConfig): CredentialNeed | undefined {
  switch (config.agent) {
    case "claude-code":
      return {
        anyOf: [
          "ANTHROPIC_API_KEY",
          "ANTHROPIC_AUTH_TOKEN",
          "CLAUDE_CODE_OAUTH_TOKEN",
          "CLAUDE_CODE_USE_BEDROCK",
          "CLAUDE_CODE_USE_VERTEX",
        ],
      };
    case "codex":
      return {
        anyOf: config.provider?.envKey ? [config.provider.envKey] : ["CODEX_API_KEY", "OPENAI_API_KEY"],
      };
    case "gemini-cli":
      return { anyOf: ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI"] };
    case "opencode": {
      const provider = config.model?.split("/")[0];
      const keys = provider === undefined ? undefined : OPENCODE_PROVIDER_KEYS[provider];
      return keys === undefined ? undefined : { anyOf: keys };
    }
    case "cursor-agent":
      return { anyOf: ["CURSOR_API_KEY"] };
    case "copilot":
      return { anyOf: ["COPILOT_GITHUB_TOKEN", "GH_TOKEN", "GITHUB_TOKEN"] };
    case "command":
    case "replay":
      return undefined;
  }
}

/**
 * The variables a runner lacks, or undefined when it can authenticate: one of its credential
 * variables is set, in the host environment or in the runner's own `env:`.
 */
export function missingCredential(
  config: RunnerConfig,
  hostEnv: Readonly<Record<string, string | undefined>>,
): CredentialNeed | undefined {
  const need = credentialNeed(config);
  if (need === undefined) return undefined;
  const runnerEnv: Readonly<Record<string, string>> = "env" in config ? config.env : {};
  const present = (name: string) => Boolean(hostEnv[name]) || Boolean(runnerEnv[name]);
  return need.anyOf.some(present) ? undefined : need;
}

/**
 * The files holding an agent's own login, relative to HOME, for `--use-local-auth`: copied from
 * the user's HOME into the execution's private one, never their skills or settings.
 */
export function localAuthFiles(agent: RunnerConfig["agent"]): readonly string[] {
  switch (agent) {
    case "claude-code":
      return [".claude/.credentials.json"];
    case "codex":
      // The private CODEX_HOME is `<private HOME>/.codex`.
      return [".codex/auth.json"];
    case "gemini-cli":
      return [".gemini/oauth_creds.json", ".gemini/google_accounts.json"];
    default:
      return [];
  }
}
