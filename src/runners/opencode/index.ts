import { defineAgent } from "../agent-descriptor.ts";
import { launchOpencode, opencodeRunnerSchema, SKILLS_FOLDER } from "./launch.ts";
import { createOpencodeNormalizer } from "./normalize.ts";

/** The key each model provider reads, by the provider prefix of `model` (`anthropic/…`). */
const PROVIDER_KEYS: Readonly<Record<string, readonly string[]>> = {
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

export const opencodeAgent = defineAgent({
  id: "opencode",
  configSchema: opencodeRunnerSchema,
  launch: launchOpencode,
  normalizer: createOpencodeNormalizer,
  credentials: (config) => {
    const provider = config.model?.split("/")[0];
    const keys = provider === undefined ? undefined : PROVIDER_KEYS[provider];
    return keys === undefined ? undefined : { anyOf: keys };
  },
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: true,
  isAgentCli: true,
  npmPackage: { packageName: "opencode-ai", bin: "opencode" },
  skillgymType: "opencode",
  agentvProviders: ["opencode"],
});
