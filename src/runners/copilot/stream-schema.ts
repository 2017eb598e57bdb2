import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of GitHub Copilot CLI's `copilot -p … --output-format json --stream on`: one session
 * event per line, `{type, data, id, timestamp, parentId, ephemeral?}`, closed by a top-level
 * `{type: "result", sessionId, exitCode, usage}`. The format is undocumented; the shapes below
 * follow lines of Copilot CLI 1.0.x output quoted in public repositories. Everything is lenient:
 * a field of an unexpected type reads as absent, and unknown event types are skipped. The envelope
 * (`type`, `data`, `timestamp`) is checked by hand; these schemas read the `data` of each event.
 */

/** `session.start{sessionId, selectedModel, copilotVersion, context{cwd}}`. */
export const sessionStartSchema = z.looseObject({
  sessionId: lenient(z.string()),
  selectedModel: lenient(z.string()),
  model: lenient(z.string()),
  copilotVersion: lenient(z.string()),
});

/** `session.model_change{newModel}` and `session.auto_mode_resolved{chosenModel}`. */
export const modelChangeSchema = z.looseObject({
  newModel: lenient(z.string()),
  chosenModel: lenient(z.string()),
});

/** `session.error{errorType, statusCode, message}`: quota, rate limit, authentication, … */
export const sessionErrorSchema = z.looseObject({
  errorType: lenient(z.string()),
  statusCode: lenient(z.number()),
  message: lenient(z.string()),
});

/** `user.message{content}`; `transformedContent` is the prompt as the model saw it. */
export const userMessageSchema = z.looseObject({ content: lenient(z.string()) });

/**
 * `assistant.message{messageId, model, content, toolRequests[], outputTokens, parentToolCallId}`:
 * one per model response; `content` is empty when the response only calls tools.
 */
export const assistantMessageSchema = z.looseObject({
  messageId: lenient(z.string()),
  model: lenient(z.string()),
  content: lenient(z.string()),
  phase: lenient(z.string()),
  outputTokens: lenient(z.number()),
  parentToolCallId: lenient(z.string()),
  toolRequests: lenient(
    z.array(
      z
        .looseObject({
          toolCallId: lenient(z.string()),
          name: lenient(z.string()),
          arguments: z.unknown().optional(),
        })
        .catch({}),
    ),
  ),
});

/** `assistant.reasoning{reasoningId, content}`: a complete thought (the deltas are skipped). */
export const reasoningSchema = z.looseObject({
  reasoningId: lenient(z.string()),
  content: lenient(z.string()),
});

/** `assistant.usage{model, inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens}`, per model call. */
export const assistantUsageSchema = z.looseObject({
  model: lenient(z.string()),
  inputTokens: lenient(z.number()),
  outputTokens: lenient(z.number()),
  cacheReadTokens: lenient(z.number()),
  cacheWriteTokens: lenient(z.number()),
});
export type CopilotTokenUsage = z.infer<typeof assistantUsageSchema>;

/** `tool.execution_start{toolCallId, toolName, arguments, parentToolCallId?}`. */
export const toolStartSchema = z.looseObject({
  toolCallId: lenient(z.string()),
  toolName: lenient(z.string()),
  /** An object, or sometimes its JSON text. */
  arguments: z.unknown().optional(),
  parentToolCallId: lenient(z.string()),
});

/** `tool.execution_complete{toolCallId, success, result{content, detailedContent}, error{message, code}}`. */
export const toolCompleteSchema = z.looseObject({
  toolCallId: lenient(z.string()),
  toolName: lenient(z.string()),
  success: lenient(z.boolean()),
  result: lenient(
    z.union([
      z.string(),
      z.looseObject({ content: lenient(z.string()), detailedContent: lenient(z.string()) }),
    ]),
  ),
  error: lenient(
    z.union([z.string(), z.looseObject({ message: lenient(z.string()), code: lenient(z.string()) })]),
  ),
});

/** `session.shutdown{modelMetrics{<model>{usage{…}}}}`: the session's totals, when it ends cleanly. */
export const sessionShutdownSchema = z.looseObject({
  modelMetrics: lenient(
    z.record(z.string(), z.looseObject({ usage: lenient(assistantUsageSchema) }).catch({})),
  ),
});

/** The last line: `{type: "result", sessionId, exitCode, usage{premiumRequests, …}}` (top level, no `data`). */
export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  sessionId: lenient(z.string()),
  exitCode: lenient(z.number()),
  usage: lenient(
    z.looseObject({
      premiumRequests: lenient(z.number()),
      inputTokens: lenient(z.number()),
      outputTokens: lenient(z.number()),
      cacheReadTokens: lenient(z.number()),
      cacheWriteTokens: lenient(z.number()),
    }),
  ),
});
export type CopilotResultLine = z.infer<typeof resultLineSchema>;
