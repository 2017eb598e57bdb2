import { z } from "zod";
import { ConfigError } from "../model/errors.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { type Config, configSchema } from "./config-schema.ts";

/** agentv's targets file, found in a `.agentv/` folder beside or above an eval file. */
export const AGENTV_TARGETS_FILE = ".agentv/targets.yaml";

/** agentv providers that are agent CLIs we run, by our agent id (reference/seed-systems.md §2.1, §2.3). */
const AGENT_OF_PROVIDER: Record<
  string,
  "claude-code" | "codex" | "copilot" | "gemini-cli" | "opencode" | "cursor-agent"
> = {
  claude: "claude-code",
  "claude-cli": "claude-code",
  "claude-code": "claude-code",
  "claude-sdk": "claude-code",
  codex: "codex",
  "codex-cli": "codex",
  "codex-sdk": "codex",
  "codex-app-server": "codex",
  copilot: "copilot",
  "copilot-cli": "copilot",
  "copilot-sdk": "copilot",
  "gemini-cli": "gemini-cli",
  opencode: "opencode",
  cursor: "cursor-agent",
  "cursor-agent": "cursor-agent",
};

const targetSchema = z.looseObject({
  name: z.string().min(1),
  provider: z.string().min(1),
  model: z.string().optional(),
  /** `cli` targets: a command template with {PROMPT} or {PROMPT_FILE}. */
  command: z.union([z.string(), z.array(z.string())]).optional(),
  executable: z.string().optional(),
});
const targetsFileSchema = z.looseObject({ targets: z.array(targetSchema) });

/**
 * Turns `.agentv/targets.yaml` (after `${{ VAR }}` interpolation) into runners: agent-CLI
 * providers become runners of that agent (`executable` as the binary), `cli` targets command
 * runners (`{PROMPT}` / `{PROMPT_FILE}` become `{prompt}` / `{prompt_file}`; a string command is
 * split on spaces, without a shell). LLM-API providers (openai, anthropic, ...) are not agents:
 * they are skipped with a warning. Pure.
 */
export function translateAgentvTargets(
  value: unknown,
  file: string,
): { config: Config; warnings: ConfigWarning[] } {
  const parsed = targetsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `targets file: ${issue?.path.map(String).join(".") || "(root)"}: ${issue?.message}`,
      {
        position: { file },
        hint: "write targets: [{ name: claude, provider: claude-cli, model: ... }]",
      },
    );
  }
  const warnings: ConfigWarning[] = [];
  const runners: Record<string, unknown> = {};
  for (const target of parsed.data.targets) {
    const agent = AGENT_OF_PROVIDER[target.provider];
    if (agent !== undefined) {
      runners[target.name] = {
        agent,
        ...(target.model === undefined ? {} : { model: target.model }),
        ...(target.executable === undefined ? {} : { command: target.executable }),
      };
    } else if (target.provider === "cli" && target.command !== undefined) {
      const words =
        typeof target.command === "string" ? target.command.split(/\s+/).filter(Boolean) : target.command;
      runners[target.name] = {
        agent: "command",
        command: words.map((word) =>
          word.replace(/\{PROMPT_FILE\}/g, "{prompt_file}").replace(/\{PROMPT\}/g, "{prompt}"),
        ),
        ...(target.model === undefined ? {} : { model: target.model }),
      };
    } else {
      warnings.push({
        message: `target ${target.name}: provider ${target.provider} is not an agent CLI we run, so it is skipped`,
        position: { file },
      });
    }
  }
  const config = configSchema.safeParse({ runners });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new ConfigError(`targets file: ${issue?.path.map(String).join(".")}: ${issue?.message}`, {
      position: { file },
      hint: "targets need an agent-CLI provider (claude-cli, codex-cli, copilot-cli, gemini-cli, opencode) or provider: cli with a command",
    });
  }
  return { config: config.data, warnings };
}
