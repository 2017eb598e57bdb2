import { defineAgent } from "../agent-descriptor.ts";
import { launchClaudeCode, SKILLS_FOLDER } from "./launch.ts";
import { createClaudeCodeNormalizer } from "./normalize.ts";
import { claudeCodeRunnerSchema } from "./runner-schema.ts";

export const claudeCodeAgent = defineAgent({
  id: "claude-code",
  configSchema: claudeCodeRunnerSchema,
  launch: launchClaudeCode,
  normalizer: createClaudeCodeNormalizer,
  credentials: () => ({
    anyOf: [
      "ANTHROPIC_API_KEY",
      "ANTHROPIC_AUTH_TOKEN",
      "CLAUDE_CODE_OAUTH_TOKEN",
      "CLAUDE_CODE_USE_BEDROCK",
      "CLAUDE_CODE_USE_VERTEX",
    ],
  }),
  skillsFolder: SKILLS_FOLDER,
  hasSkillTool: true,
  isAgentCli: true,
  npmPackage: {
    packageName: "@anthropic-ai/claude-code",
    bin: "claude",
    platformBinary: (dir, platform) => `${dir}/node_modules/@anthropic-ai/claude-code-${platform}/claude`,
    postinstallPackageDir: (dir) => `${dir}/node_modules/@anthropic-ai/claude-code`,
  },
  localAuth: { files: [".claude/.credentials.json"] },
  skillgymType: "claude-code",
  agentvProviders: ["claude", "claude-cli", "claude-code", "claude-sdk"],
});
