import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of `cursor-agent -p --output-format stream-json` that the normalizer reads
 * (reference/agent-clis.md §4.1; public captures in test/fixtures/public/cursor-stream-json).
 * Cursor is closed source and cannot be run locally, so everything here is lenient: unknown keys
 * pass through, and a field of an unexpected type reads as absent instead of rejecting its line.
 */

const record = z.record(z.string(), z.unknown());

export const textBlockSchema = z.looseObject({ type: z.literal("text"), text: z.string() });

/** Content arrives as a string or a list of blocks; blocks are parsed one by one. */
const contentSchema = z.union([z.string(), z.array(z.unknown())]).catch([]);
const messageSchema = z.looseObject({ content: contentSchema }).catch({ content: [] });

const common = {
  session_id: lenient(z.string()),
  /** Milliseconds since the epoch; absent on many lines. */
  timestamp_ms: lenient(z.number()),
};

/** `system/init{apiKeySource, cwd, session_id, model, permissionMode}`. */
export const systemLineSchema = z.looseObject({
  type: z.literal("system"),
  subtype: lenient(z.string()),
  model: lenient(z.string()),
  cwd: lenient(z.string()),
  ...common,
});

/** The prompt, echoed back. */
export const userLineSchema = z.looseObject({ type: z.literal("user"), message: messageSchema, ...common });

/** `thinking/delta{text}` pieces, closed by one `thinking/completed`. */
export const thinkingLineSchema = z.looseObject({
  type: z.literal("thinking"),
  subtype: lenient(z.string()),
  text: lenient(z.string()),
  ...common,
});

/** One line per complete assistant message (the text between two tool calls). */
export const assistantLineSchema = z.looseObject({
  type: z.literal("assistant"),
  message: messageSchema,
  model_call_id: lenient(z.string()),
  ...common,
});

/**
 * `tool_call{subtype: started|completed, call_id, tool_call: {<name>ToolCall: {args, result?}}}`, or
 * `tool_call: {function: {name, arguments}}` for tools without a dedicated shape. `call_id` can
 * hold a newline (`"call_…\nfc_…"`): it is an opaque string.
 */
export const toolCallLineSchema = z.looseObject({
  type: z.literal("tool_call"),
  subtype: lenient(z.string()),
  call_id: lenient(z.string()),
  tool_call: lenient(record),
  model_call_id: lenient(z.string()),
  ...common,
});

/** The body of `<name>ToolCall`. */
export const toolCallBodySchema = z.looseObject({
  args: lenient(record),
  /** `{success: {...}}`, `{failure: {...}}`, `{error: {...}}`, `{rejected: {...}}`, … */
  result: lenient(record),
});

/** The body of the generic `function` form; `arguments` is a JSON string. */
export const functionCallBodySchema = z.looseObject({
  name: z.string(),
  arguments: z.union([z.string(), record]).optional().catch(undefined),
  result: lenient(record),
});

/** What a shell call reports, under `success` or `failure`. */
export const shellOutcomeSchema = z.looseObject({
  exitCode: lenient(z.number()),
  stdout: lenient(z.string()),
  stderr: lenient(z.string()),
  interleavedOutput: lenient(z.string()),
});

const usageSchema = z.looseObject({
  inputTokens: lenient(z.number()),
  outputTokens: lenient(z.number()),
  cacheReadTokens: lenient(z.number()),
  cacheWriteTokens: lenient(z.number()),
});
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

export const cursorStreamLineSchema = z.discriminatedUnion("type", [
  systemLineSchema,
  userLineSchema,
  thinkingLineSchema,
  assistantLineSchema,
  toolCallLineSchema,
  resultLineSchema,
]);
export type CursorStreamLine = z.infer<typeof cursorStreamLineSchema>;
export type CursorToolCallLine = z.infer<typeof toolCallLineSchema>;
