import { z } from "zod";
import { timeoutMsSchema } from "../../model/limits.ts";

export const claudeCodeRunnerSchema = z.strictObject({
  agent: z.literal("claude-code"),
  /** Model name passed to the agent; omitted means the agent's default. */
  model: z.string().optional(),
  /** Extra arguments appended to the agent's own. */
  args: z.array(z.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: z.record(z.string(), z.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: timeoutMsSchema.optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: z.string().default("claude"),
  permissionMode: z
    .enum(["bypassPermissions", "acceptEdits", "auto", "default", "dontAsk", "plan"])
    .default("bypassPermissions"),
  maxTurns: z.number().int().positive().optional(),
});
export type ClaudeCodeRunnerConfig = z.infer<typeof claudeCodeRunnerSchema>;
