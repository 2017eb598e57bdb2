import { z } from "zod";

/**
 * The normalized transcript of one agent session. A superset of skillgym's `SessionReport`
 * (reference/seed-systems.md §1.1), so suites written against skillgym read the same fields.
 */

export const runnerInfoSchema = z.object({
  id: z.string(),
  pathKey: z.string(),
  agent: z.object({ type: z.string(), model: z.string() }),
});
export type RunnerInfo = z.infer<typeof runnerInfoSchema>;

export const skillConfidenceSchema = z.enum(["weak", "medium", "strong", "explicit"]);
export type SkillConfidence = z.infer<typeof skillConfidenceSchema>;

export const skillDetectionSchema = z.object({
  skill: z.string(),
  confidence: skillConfidenceSchema,
  evidence: z.array(z.string()),
});
export type SkillDetection = z.infer<typeof skillDetectionSchema>;

const at = z.string().optional();

export const messageEventSchema = z.object({
  type: z.literal("message"),
  role: z.enum(["user", "assistant"]),
  phase: z.enum(["thinking", "commentary", "final"]).optional(),
  text: z.string(),
  at,
});
export const toolCallEventSchema = z.object({
  type: z.literal("toolCall"),
  tool: z.string(),
  args: z.unknown().optional(),
  /** The agent's own id for the call, used to join it to its result. */
  callId: z.string().optional(),
  /** Set when the call was made inside a subagent. */
  parentCallId: z.string().optional(),
  at,
});
export const toolResultEventSchema = z.object({
  type: z.literal("toolResult"),
  tool: z.string().optional(),
  output: z.string(),
  callId: z.string().optional(),
  isError: z.boolean().optional(),
  at,
});
export const commandEventSchema = z.object({
  type: z.literal("command"),
  command: z.string(),
  exitCode: z.number().int().nullable().optional(),
  denied: z.boolean().optional(),
  at,
});
export const fileReadEventSchema = z.object({ type: z.literal("fileRead"), path: z.string(), at });
export const fileWriteEventSchema = z.object({ type: z.literal("fileWrite"), path: z.string(), at });
export const skillSignalEventSchema = z.object({
  type: z.literal("skillSignal"),
  skill: z.string(),
  signal: z.string(),
  at,
});

export const sessionEventSchema = z.discriminatedUnion("type", [
  messageEventSchema,
  toolCallEventSchema,
  toolResultEventSchema,
  commandEventSchema,
  fileReadEventSchema,
  fileWriteEventSchema,
  skillSignalEventSchema,
]);
export type SessionEvent = z.infer<typeof sessionEventSchema>;
export type MessageEvent = z.infer<typeof messageEventSchema>;
export type ToolCallEvent = z.infer<typeof toolCallEventSchema>;
export type ToolResultEvent = z.infer<typeof toolResultEventSchema>;
export type CommandEvent = z.infer<typeof commandEventSchema>;
export type FileReadEvent = z.infer<typeof fileReadEventSchema>;
export type FileWriteEvent = z.infer<typeof fileWriteEventSchema>;
export type SkillSignalEvent = z.infer<typeof skillSignalEventSchema>;

const usageSourceSchema = z.enum(["provider", "derived", "chars"]);

export const usageReportSchema = z.object({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
  /** skillgym's name for tokens read from the prompt cache. */
  cacheTokens: z.number().optional(),
  cacheReadTokens: z.number().optional(),
  cacheWriteTokens: z.number().optional(),
  totalTokens: z.number().optional(),
  inputChars: z.number(),
  outputChars: z.number(),
  reasoningChars: z.number(),
  source: z.object({ input: usageSourceSchema, output: usageSourceSchema, reasoning: usageSourceSchema }),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

export const sessionErrorKindSchema = z.enum([
  "max-turns",
  "api-error",
  "auth",
  "permission-denied",
  "crash",
  "timeout",
  "max-steps",
]);
export type SessionErrorKind = z.infer<typeof sessionErrorKindSchema>;

export const sessionReportSchema = z.object({
  runner: runnerInfoSchema,
  sessionId: z.string().optional(),
  prompt: z.string(),
  finalOutput: z.string(),
  events: z.array(sessionEventSchema),
  detectedSkills: z.array(skillDetectionSchema),
  /** Skill calls the agent made that failed: attempted, never counted as used. */
  attemptedSkills: z.array(skillDetectionSchema),
  files: z.object({
    observedReads: z.array(z.string()),
    observedSkillReads: z.array(z.string()),
    observedWrites: z.array(z.string()),
  }),
  usage: usageReportSchema,
  costUsd: z.number().optional(),
  /** The cost was computed from list prices, not reported by the agent. */
  costEstimated: z.boolean().optional(),
  /** The agent's own turn count, where it reports one. */
  turns: z.number().optional(),
  /** Model requests, counted from the stream (distinct response ids). */
  modelCalls: z.number().optional(),
  agentVersion: z.string().optional(),
  model: z.string().optional(),
  startedAt: z.string().optional(),
  endedAt: z.string().optional(),
  durationMs: z.number().optional(),
  isError: z.boolean(),
  errorKind: sessionErrorKindSchema.optional(),
  errorMessage: z.string().optional(),
  /** Lines of stdout that were not understood: counted, never fatal. */
  unparsedLines: z.number(),
  rawArtifacts: z.object({
    stdoutPath: z.string().optional(),
    stderrPath: z.string().optional(),
    sessionPath: z.string().optional(),
    exportPath: z.string().optional(),
  }),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;
