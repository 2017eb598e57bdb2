import { z } from "zod";
import { claudeCodeRunnerSchema } from "./claude-code/runner-schema.ts";
import { codexRunnerSchema } from "./codex/launch.ts";
import { commandRunnerSchema } from "./command/launch.ts";
import { copilotRunnerSchema } from "./copilot/launch.ts";
import { cursorAgentRunnerSchema } from "./cursor-agent/launch.ts";
import { geminiCliRunnerSchema } from "./gemini-cli/launch.ts";
import { opencodeRunnerSchema } from "./opencode/launch.ts";

export const replayRunnerSchema = z.strictObject({
  agent: z.literal("replay"),
  /** Folder of recorded transcripts, relative to the config file. */
  transcripts: z.string(),
  /** Which agent's output format the transcripts are in. */
  format: z
    .enum([
      "claude-code",
      "codex",
      "gemini-cli",
      "opencode",
      "cursor-agent",
      "copilot",
      "text",
      "claude-session",
      "codex-rollout",
    ])
    .default("claude-code"),
  model: z.string().optional(),
});

/** A runner in skill-eval.config: its `agent` picks the adapter, and the adapter owns its fields. */
export const runnerConfigSchema = z.discriminatedUnion("agent", [
  claudeCodeRunnerSchema,
  codexRunnerSchema,
  geminiCliRunnerSchema,
  opencodeRunnerSchema,
  cursorAgentRunnerSchema,
  copilotRunnerSchema,
  commandRunnerSchema,
  replayRunnerSchema,
]);
export type RunnerConfig = z.infer<typeof runnerConfigSchema>;
export type ReplayRunnerConfig = z.infer<typeof replayRunnerSchema>;
export type { ClaudeCodeRunnerConfig } from "./claude-code/runner-schema.ts";

/** A runner as the engine uses it: its id plus its validated config. */
export interface Runner {
  id: string;
  config: RunnerConfig;
  /** Where the runner's relative paths (replay transcripts) resolve: its config file's folder. */
  baseDir: string;
  /** The `-without-skill` twin of `compare-without-skill`: the suite's skills are not installed. */
  withoutSkills?: boolean;
}
