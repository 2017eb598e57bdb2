import { defineAgent } from "../agent-descriptor.ts";
import { geminiCliRunnerSchema, geminiHomeFiles, launchGeminiCli, SKILLS_FOLDER } from "./launch.ts";
import { createGeminiCliNormalizer } from "./normalize.ts";

export const geminiCliAgent = defineAgent({
  id: "gemini-cli",
  configSchema: geminiCliRunnerSchema,
  launch: (config, input) => ({
    ...launchGeminiCli(config, input),
    homeFiles: geminiHomeFiles(config, input.hostEnv),
  }),
  normalizer: createGeminiCliNormalizer,
  credentials: () => ({ anyOf: ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI"] }),
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: true,
  isAgentCli: true,
  npmPackage: { packageName: "@google/gemini-cli", bin: "gemini" },
  localAuth: {
    files: [".gemini/oauth_creds.json", ".gemini/google_accounts.json"],
    // Our own settings.json selects the API key; a Google login needs `oauth-personal` instead.
    loginSettings: {
      file: ".gemini/settings.json",
      merge: { security: { auth: { selectedType: "oauth-personal" } } },
      unlessEnv: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
    },
  },
  skillgymType: "gemini-cli",
  agentvProviders: ["gemini-cli"],
});
