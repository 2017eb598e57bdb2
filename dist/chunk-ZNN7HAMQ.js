import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-EWQYGJWM.js";

// src/model/session-report.ts
var agentIdSchema = external_exports.enum([
  "claude-code",
  "codex",
  "gemini-cli",
  "opencode",
  "cursor-agent",
  "copilot",
  "command",
  "replay"
]);
var runnerInfoSchema = external_exports.object({
  id: external_exports.string(),
  pathKey: external_exports.string(),
  agent: external_exports.object({ type: external_exports.string(), model: external_exports.string() })
});
var skillConfidenceSchema = external_exports.enum(["weak", "medium", "strong", "explicit"]);
var skillDetectionSchema = external_exports.object({
  skill: external_exports.string(),
  confidence: skillConfidenceSchema,
  evidence: external_exports.array(external_exports.string())
});
var at = external_exports.string().optional();
var messageEventSchema = external_exports.object({
  type: external_exports.literal("message"),
  role: external_exports.enum(["user", "assistant"]),
  phase: external_exports.enum(["thinking", "commentary", "final"]).optional(),
  text: external_exports.string(),
  at
});
var toolCallEventSchema = external_exports.object({
  type: external_exports.literal("toolCall"),
  tool: external_exports.string(),
  args: external_exports.unknown().optional(),
  /** The agent's own id for the call, used to join it to its result. */
  callId: external_exports.string().optional(),
  /** Set when the call was made inside a subagent. */
  parentCallId: external_exports.string().optional(),
  at
});
var toolResultEventSchema = external_exports.object({
  type: external_exports.literal("toolResult"),
  tool: external_exports.string().optional(),
  output: external_exports.string(),
  callId: external_exports.string().optional(),
  isError: external_exports.boolean().optional(),
  at
});
var commandEventSchema = external_exports.object({
  type: external_exports.literal("command"),
  command: external_exports.string(),
  exitCode: external_exports.number().int().nullable().optional(),
  denied: external_exports.boolean().optional(),
  at
});
var fileReadEventSchema = external_exports.object({ type: external_exports.literal("fileRead"), path: external_exports.string(), at });
var fileWriteEventSchema = external_exports.object({ type: external_exports.literal("fileWrite"), path: external_exports.string(), at });
var skillSignalEventSchema = external_exports.object({
  type: external_exports.literal("skillSignal"),
  skill: external_exports.string(),
  signal: external_exports.string(),
  at
});
var sessionEventSchema = external_exports.discriminatedUnion("type", [
  messageEventSchema,
  toolCallEventSchema,
  toolResultEventSchema,
  commandEventSchema,
  fileReadEventSchema,
  fileWriteEventSchema,
  skillSignalEventSchema
]);
var usageSourceSchema = external_exports.enum(["provider", "derived", "chars"]);
var usageReportSchema = external_exports.object({
  inputTokens: external_exports.number().optional(),
  outputTokens: external_exports.number().optional(),
  reasoningTokens: external_exports.number().optional(),
  /** skillgym's name for tokens read from the prompt cache. */
  cacheTokens: external_exports.number().optional(),
  cacheReadTokens: external_exports.number().optional(),
  cacheWriteTokens: external_exports.number().optional(),
  totalTokens: external_exports.number().optional(),
  inputChars: external_exports.number(),
  outputChars: external_exports.number(),
  reasoningChars: external_exports.number(),
  source: external_exports.object({ input: usageSourceSchema, output: usageSourceSchema, reasoning: usageSourceSchema })
});
var sessionErrorKindSchema = external_exports.enum([
  "max-turns",
  "api-error",
  "auth",
  "permission-denied",
  "crash",
  "timeout",
  "max-steps"
]);
var sessionReportSchema = external_exports.object({
  runner: runnerInfoSchema,
  sessionId: external_exports.string().optional(),
  prompt: external_exports.string(),
  finalOutput: external_exports.string(),
  events: external_exports.array(sessionEventSchema),
  detectedSkills: external_exports.array(skillDetectionSchema),
  /** Skill calls the agent made that failed: attempted, never counted as used. */
  attemptedSkills: external_exports.array(skillDetectionSchema),
  files: external_exports.object({
    observedReads: external_exports.array(external_exports.string()),
    observedSkillReads: external_exports.array(external_exports.string()),
    observedWrites: external_exports.array(external_exports.string())
  }),
  usage: usageReportSchema,
  costUsd: external_exports.number().optional(),
  /** The cost was computed from list prices, not reported by the agent. */
  costEstimated: external_exports.boolean().optional(),
  /** The agent's own turn count, where it reports one. */
  turns: external_exports.number().optional(),
  /** Model requests, counted from the stream (distinct response ids). */
  modelCalls: external_exports.number().optional(),
  agentVersion: external_exports.string().optional(),
  model: external_exports.string().optional(),
  startedAt: external_exports.string().optional(),
  endedAt: external_exports.string().optional(),
  durationMs: external_exports.number().optional(),
  isError: external_exports.boolean(),
  errorKind: sessionErrorKindSchema.optional(),
  errorMessage: external_exports.string().optional(),
  /** Lines of stdout that were not understood: counted, never fatal. */
  unparsedLines: external_exports.number(),
  rawArtifacts: external_exports.object({
    stdoutPath: external_exports.string().optional(),
    stderrPath: external_exports.string().optional(),
    sessionPath: external_exports.string().optional(),
    exportPath: external_exports.string().optional()
  })
});

// src/model/path-within.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
function isWithin(folder, path) {
  const fromFolder = relative(resolve(folder), resolve(path));
  return fromFolder === "" || fromFolder !== ".." && !fromFolder.startsWith(`..${sep}`) && !isAbsolute(fromFolder);
}
function isStrictlyWithin(folder, path) {
  return isWithin(folder, path) && resolve(folder) !== resolve(path);
}

// src/model/execution-key.ts
function caseKey(suite, caseId, runner) {
  return `${suite}/${caseId}/${runner}`;
}
function executionKey(suite, caseId, runner, iteration) {
  return `${caseKey(suite, caseId, runner)}#${iteration}`;
}

export {
  runnerInfoSchema,
  skillConfidenceSchema,
  sessionReportSchema,
  isWithin,
  isStrictlyWithin,
  caseKey,
  executionKey
};
