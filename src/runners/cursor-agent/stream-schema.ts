import { z } from "zod";
import { lenient, lenientFields } from "../lenient.ts";

/**
 * The rare lines of `cursor-agent -p --output-format stream-json` that the normalizer reads with zod
 * (reference/agent-clis.md §4.1; public captures in test/fixtures/public/cursor-stream-json); the
 * thinking, message and tool-call lines are checked by hand (normalize.ts).
 * Cursor is closed source and cannot be run locally, so everything here is lenient: unknown keys
 * pass through, and a field of an unexpected type reads as absent instead of rejecting its line.
 */

const common = {
  session_id: lenient(z.string()),
  /** Milliseconds since the epoch; absent on many lines. */
  timestamp_ms: lenient(z.number()),
};

/** `system/init{apiKeySource, cwd, session_id, model, permissionMode}`. */
export const systemLineSchema = z.looseObject({
  type: z.literal("system"),
  ...lenientFields(z.string(), ["subtype", "model", "cwd"]),
  ...common,
});

const usageSchema = z.looseObject(
  lenientFields(z.number(), ["inputTokens", "outputTokens", "cacheReadTokens", "cacheWriteTokens"]),
);
export type CursorUsage = z.infer<typeof usageSchema>;

/** The terminal line; missing when the CLI fails (it then exits non-zero and writes to stderr). */
export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  subtype: lenient(z.string()),
  is_error: lenient(z.boolean()),
  /** All assistant texts of the session, concatenated with no separator. */
  result: lenient(z.string()),
  duration_ms: lenient(z.number()),
  request_id: lenient(z.string()),
  usage: lenient(usageSchema),
  error: lenient(z.union([z.string(), z.looseObject({ message: lenient(z.string()) })])),
  ...common,
});
export type CursorResultLine = z.infer<typeof resultLineSchema>;
