import { join } from "node:path";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentLaunch } from "../agent-launch.ts";
import type { ClaudeCodeRunnerConfig } from "../runner-config.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".claude/skills";

/** Host variables Claude Code needs to reach its model and authenticate (reference/agent-clis.md §1.3). */
const PASSED_THROUGH = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_BASE_URL",
  "CLAUDE_CODE_OAUTH_TOKEN",
  "CLAUDE_CODE_USE_BEDROCK",
  "CLAUDE_CODE_USE_VERTEX",
  "IS_SANDBOX",
];

/**
 * `claude -p` in stream-json mode, with a private HOME so the user's own settings and skills
 * never shadow the skill under test; skills go to `$HOME/.claude/skills/<name>/`.
 */
export function launchClaudeCode(config: ClaudeCodeRunnerConfig, input: LaunchInput): LaunchSpec {
  const args = ["-p", "--output-format", "stream-json", "--verbose"];
  if (config.permissionMode === "bypassPermissions") args.push("--dangerously-skip-permissions");
  else args.push("--permission-mode", config.permissionMode);
  if (config.model !== undefined) args.push("--model", config.model);
  if (config.maxTurns !== undefined) args.push("--max-turns", String(config.maxTurns));
  args.push(...config.args);
  // A prompt that starts with "-" would read as an option; claude -p reads stdin when no prompt is given.
  const viaStdin = input.prompt.startsWith("-");
  if (!viaStdin) args.push(input.prompt);

  return agentLaunch(config, input, {
    args,
    hostVariables: PASSED_THROUGH,
    env: {
      HOME: input.home,
      TERM: "dumb",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      DISABLE_TELEMETRY: "1",
      DISABLE_AUTOUPDATER: "1",
    },
    stdin: viaStdin ? input.prompt : undefined,
    skillsDir: join(input.home, SKILLS_FOLDER),
  });
}
