import { join } from "node:path";
import { z } from "zod";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentLaunch, agentRunnerFields } from "../agent-launch.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".cursor/skills";

export const cursorAgentRunnerSchema = z.strictObject({
  agent: z.literal("cursor-agent"),
  /** `model` omitted means Cursor's default ("Auto"); newer installs also call the binary `agent`. */
  ...agentRunnerFields("cursor-agent"),
});
export type CursorAgentRunnerConfig = z.infer<typeof cursorAgentRunnerSchema>;

/**
 * Host variables cursor-agent needs. It has no base-URL override and authenticates with
 * `CURSOR_API_KEY` (a login stored under the real HOME is not visible from the private one).
 */
const PASSED_THROUGH = ["CURSOR_API_KEY"];

/**
 * `cursor-agent -p --output-format stream-json` (reference/agent-clis.md §4.1, seed-systems.md §1.2).
 * `--force` lets it run commands and write files without asking; `--trust` accepts the workspace,
 * which a fresh private HOME has never seen, instead of stopping at the trust prompt.
 *
 * Skills go to `$HOME/.cursor/skills/<name>/`, Cursor's user-level skill folder, not the workspace's
 * `.cursor/skills/`: the private HOME isolates them per execution like Claude's, and the workspace
 * (which suites diff and assert on) stays exactly as the case set it up.
 */
export function launchCursorAgent(config: CursorAgentRunnerConfig, input: LaunchInput): LaunchSpec {
  const args = ["-p", "--output-format", "stream-json", "--force", "--trust", "--workspace", input.workspace];
  if (config.model !== undefined) args.push("--model", config.model);
  args.push(...config.args);
  // A prompt that starts with "-" would read as an option; "--" ends the options first.
  if (input.prompt.startsWith("-")) args.push("--");
  args.push(input.prompt);

  return agentLaunch(config, input, {
    args,
    hostVariables: PASSED_THROUGH,
    env: { HOME: input.home, TERM: "dumb", NO_COLOR: "1" },
    skillsDir: join(input.home, SKILLS_FOLDER),
  });
}
