import { z } from "zod";

const envSchema = z.record(z.string(), z.string());

const common = {
  /** Model name passed to the agent; omitted means the agent's default. */
  model: z.string().optional(),
  /** Extra arguments appended to the agent's own. */
  args: z.array(z.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: envSchema.default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: z.number().int().positive().optional(),
};

export const claudeCodeRunnerSchema = z.strictObject({
  agent: z.literal("claude-code"),
  ...common,
  /** The binary to launch (a path or a name on PATH). */
  command: z.string().default("claude"),
  permissionMode: z
    .enum(["bypassPermissions", "acceptEdits", "auto", "default", "dontAsk", "plan"])
    .default("bypassPermissions"),
  maxTurns: z.number().int().positive().optional(),
});

export const replayRunnerSchema = z.strictObject({
  agent: z.literal("replay"),
  /** Folder of recorded transcripts, relative to the config file. */
  transcripts: z.string(),
  /** Which agent's output format the transcripts are in. */
  format: z.enum(["claude-code"]).default("claude-code"),
  model: z.string().optional(),
});

export const runnerConfigSchema = z.discriminatedUnion("agent", [claudeCodeRunnerSchema, replayRunnerSchema]);
export type RunnerConfig = z.infer<typeof runnerConfigSchema>;
export type ClaudeCodeRunnerConfig = z.infer<typeof claudeCodeRunnerSchema>;
export type ReplayRunnerConfig = z.infer<typeof replayRunnerSchema>;

/** A runner as the engine uses it: its id plus its validated config. */
export interface Runner {
  id: string;
  config: RunnerConfig;
  /** Where the runner's relative paths (replay transcripts) resolve: its config file's folder. */
  baseDir: string;
}
