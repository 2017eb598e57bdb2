import { z } from "zod";
import { lenient, lenientFields } from "../lenient.ts";

/**
 * The lines of GitHub Copilot CLI's `copilot -p … --output-format json --stream on`: one session
 * event per line, `{type, data, id, timestamp, parentId, ephemeral?}`, closed by a top-level
 * `{type: "result", sessionId, exitCode, usage}`. The format is undocumented; the shapes below
 * follow lines of Copilot CLI 1.0.x output quoted in public repositories. Everything is lenient:
 * a field of an unexpected type reads as absent, and unknown event types are skipped. The envelope
 * (`type`, `data`, `timestamp`) and the frequent events are checked by hand; these schemas read the
 * `data` of the rare `session.*` events, and the closing line.
 */

/** `session.start{sessionId, selectedModel, copilotVersion, context{cwd}}`. */
export const sessionStartSchema = z.looseObject(
  lenientFields(z.string(), ["sessionId", "selectedModel", "model", "copilotVersion"]),
);

/** `session.model_change{newModel}` and `session.auto_mode_resolved{chosenModel}`. */
export const modelChangeSchema = z.looseObject(lenientFields(z.string(), ["newModel", "chosenModel"]));

/** `session.error{errorType, statusCode, message}`: quota, rate limit, authentication, … */
export const sessionErrorSchema = z.looseObject({
  errorType: lenient(z.string()),
  statusCode: lenient(z.number()),
  message: lenient(z.string()),
});

const tokenFields = lenientFields(z.number(), [
  "inputTokens",
  "outputTokens",
  "cacheReadTokens",
  "cacheWriteTokens",
]);

/** `{model, inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens}`, per model. */
const usageSchema = z.looseObject({ model: lenient(z.string()), ...tokenFields });

/** `session.shutdown{modelMetrics{<model>{usage{…}}}}`: the session's totals, when it ends cleanly. */
export const sessionShutdownSchema = z.looseObject({
  modelMetrics: lenient(z.record(z.string(), z.looseObject({ usage: lenient(usageSchema) }).catch({}))),
});

/** The last line: `{type: "result", sessionId, exitCode, usage{premiumRequests, …}}` (top level, no `data`). */
export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  sessionId: lenient(z.string()),
  exitCode: lenient(z.number()),
  usage: lenient(z.looseObject({ premiumRequests: lenient(z.number()), ...tokenFields })),
});
export type CopilotResultLine = z.infer<typeof resultLineSchema>;
