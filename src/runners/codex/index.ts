import { defineAgent } from "../agent-descriptor.ts";
import { codexHomeFiles, codexRunnerSchema, launchCodex, SKILLS_FOLDER } from "./launch.ts";
import { createCodexNormalizer } from "./normalize.ts";

export const codexAgent = defineAgent({
  id: "codex",
  configSchema: codexRunnerSchema,
  launch: (config, input) => ({ ...launchCodex(config, input), homeFiles: codexHomeFiles(config) }),
  normalizer: createCodexNormalizer,
  credentials: (config) => ({
    anyOf: config.provider?.envKey ? [config.provider.envKey] : ["CODEX_API_KEY", "OPENAI_API_KEY"],
  }),
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: false,
  isAgentCli: true,
  npmPackage: { packageName: "@openai/codex", bin: "codex" },
  // The private CODEX_HOME is `<private HOME>/.codex`.
  localAuth: { files: [".codex/auth.json"] },
  skillgymType: "codex",
  agentvProviders: ["codex", "codex-cli", "codex-sdk", "codex-app-server"],
});
