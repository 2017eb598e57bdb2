import { z } from "zod";
import { agentRunnerFields } from "../agent-launch.ts";

export const claudeCodeRunnerSchema = z.strictObject({
  agent: z.literal("claude-code"),
  ...agentRunnerFields("claude"),
  permissionMode: z
    .enum(["bypassPermissions", "acceptEdits", "auto", "default", "dontAsk", "plan"])
    .default("bypassPermissions"),
  maxTurns: z.number().int().positive().optional(),
});
export type ClaudeCodeRunnerConfig = z.infer<typeof claudeCodeRunnerSchema>;
