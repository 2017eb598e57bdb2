import { defineAgent } from "../agent-descriptor.ts";
import { copilotRunnerSchema, launchCopilot, SKILLS_FOLDER } from "./launch.ts";
import { createCopilotNormalizer } from "./normalize.ts";

export const copilotAgent = defineAgent({
  id: "copilot",
  configSchema: copilotRunnerSchema,
  launch: launchCopilot,
  normalizer: createCopilotNormalizer,
  credentials: () => ({ anyOf: ["COPILOT_GITHUB_TOKEN", "GH_TOKEN", "GITHUB_TOKEN"] }),
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: true,
  isAgentCli: true,
  npmPackage: { packageName: "@github/copilot", bin: "copilot" },
  skillgymType: "copilot",
  agentvProviders: ["copilot", "copilot-cli", "copilot-sdk"],
});
