import { defineAgent } from "../agent-descriptor.ts";
import { cursorAgentRunnerSchema, launchCursorAgent, SKILLS_FOLDER } from "./launch.ts";
import { createCursorAgentNormalizer } from "./normalize.ts";

export const cursorAgent = defineAgent({
  id: "cursor-agent",
  configSchema: cursorAgentRunnerSchema,
  launch: launchCursorAgent,
  normalizer: createCursorAgentNormalizer,
  credentials: () => ({ anyOf: ["CURSOR_API_KEY"] }),
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: true,
  isAgentCli: true,
  npmPackage: {
    notOnNpm: "install it in an earlier step with Cursor's installer, and remove it from install-agents",
  },
  skillgymType: "cursor-agent",
  agentvProviders: ["cursor", "cursor-agent"],
});
