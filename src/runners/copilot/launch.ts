import { join } from "node:path";
import { z } from "zod";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import { agentLaunch, agentRunnerFields } from "../agent-launch.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".copilot/skills";

export const copilotRunnerSchema = z.strictObject({
  agent: z.literal("copilot"),
  ...agentRunnerFields("copilot"),
});
export type CopilotRunnerConfig = z.infer<typeof copilotRunnerSchema>;

/** Host variables Copilot CLI needs to authenticate and reach GitHub. */
const PASSED_THROUGH = ["GH_TOKEN", "GITHUB_TOKEN", "COPILOT_GITHUB_TOKEN", "GH_HOST"];

/**
 * `copilot -p <prompt> --output-format json --stream on`, with skillgym's flags
 * (reference/seed-systems.md §1.2): no auto-update, no custom instructions or built-in MCP servers
 * from the user's setup, no remote session, every tool allowed, no temp-dir access, `-C` the
 * workspace. Its state lives in a private `COPILOT_HOME` (`$HOME/.copilot`), whose `skills/` folder
 * is Copilot's personal skill folder: skills go to `$HOME/.copilot/skills/<name>/`.
 */
export function launchCopilot(config: CopilotRunnerConfig, input: LaunchInput): LaunchSpec {
  const args = ["-p", input.prompt];
  if (config.model !== undefined) args.push("--model", config.model);
  args.push(
    "--output-format",
    "json",
    "--stream",
    "on",
    "--no-auto-update",
    "--no-custom-instructions",
    "--disable-builtin-mcps",
    "--no-remote",
    "--allow-all-tools",
    "--disallow-temp-dir",
    "-C",
    input.workspace,
    ...config.args,
  );

  const copilotHome = join(input.home, ".copilot");
  return agentLaunch(config, input, {
    args,
    hostVariables: PASSED_THROUGH,
    env: {
      HOME: input.home,
      COPILOT_HOME: copilotHome,
      COPILOT_AUTO_UPDATE: "false",
      NO_COLOR: "1",
      TERM: "dumb",
    },
    skillsDir: join(input.home, SKILLS_FOLDER),
  });
}
