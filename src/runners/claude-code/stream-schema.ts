import { z } from "zod";

/**
 * The lines of `claude -p --output-format stream-json --verbose` that the normalizer reads
 * (reference/agent-clis.md §1.4). Lenient on purpose: unknown keys pass through, and a field of
 * an unexpected type reads as absent instead of rejecting its line, since the CLI changes shape
 * between versions (2.0.21 in the public captures, 2.1.330 in the recordings).
 */

/** An optional field that falls back to `undefined` when missing, null or of another type. */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

export const textBlockSchema = z.looseObject({ type: z.literal("text"), text: z.string() });
export const thinkingBlockSchema = z.looseObject({ type: z.literal("thinking"), thinking: z.string() });
/** `tool_use`, and `server_tool_use` for tools the API runs itself (web search). */
export const toolUseBlockSchema = z.looseObject({
  type: z.enum(["tool_use", "server_tool_use"]),
  id: z.string(),
  name: z.string(),
  input: lenient(z.record(z.string(), z.unknown())),
});
const toolResultPartSchema = z.looseObject({ type: z.string(), text: lenient(z.string()) });
export const toolResultBlockSchema = z.looseObject({
  type: z.literal("tool_result"),
  tool_use_id: z.string(),
  content: lenient(z.union([z.string(), z.array(toolResultPartSchema.catch({ type: "unknown" }))])),
  is_error: lenient(z.boolean()),
});
export type ToolUseBlock = z.infer<typeof toolUseBlockSchema>;
export type ToolResultBlock = z.infer<typeof toolResultBlockSchema>;

/**
 * Content arrives as a string or a list of blocks. Blocks stay unknown here and are parsed one by
 * one with the block schemas above, so one odd block never hides the rest of its line.
 */
const contentSchema = z.union([z.string(), z.array(z.unknown())]).catch([]);

/** `system` lines: `init` and the others we use (`permission_denied`); the rest are skipped. */
export const systemLineSchema = z.looseObject({
  type: z.literal("system"),
  subtype: lenient(z.string()),
  session_id: lenient(z.string()),
  model: lenient(z.string()),
  claude_code_version: lenient(z.string()),
  tool_use_id: lenient(z.string()),
  tool_name: lenient(z.string()),
  message: lenient(z.string()),
});

export const assistantLineSchema = z.looseObject({
  type: z.literal("assistant"),
  message: z.looseObject({
    id: lenient(z.string()),
    model: lenient(z.string()),
    content: contentSchema,
  }),
  parent_tool_use_id: lenient(z.string()),
  session_id: lenient(z.string()),
  timestamp: lenient(z.string()),
  /** Set on the synthetic line the CLI prints for an API error (`model: "<synthetic>"`). */
  is_api_error_message: lenient(z.boolean()),
  api_error_status: lenient(z.number()),
  error: lenient(z.string()),
});

export const toolResultMetaSchema = z.looseObject({
  id: lenient(z.string()),
  non_execution_kind: lenient(z.string()),
  permission_decision: lenient(z.looseObject({ decision: lenient(z.string()) })),
});

export const userLineSchema = z.looseObject({
  type: z.literal("user"),
  message: z.looseObject({ content: contentSchema }),
  parent_tool_use_id: lenient(z.string()),
  timestamp: lenient(z.string()),
  /** Tool specific; a plain string (`"Error: Exit code 3"`) when the tool failed. */
  tool_use_result: z.unknown().optional(),
  tool_result_meta: lenient(z.array(toolResultMetaSchema)),
  isSynthetic: lenient(z.boolean()),
});

const resultUsageSchema = z.looseObject({
  input_tokens: lenient(z.number()),
  output_tokens: lenient(z.number()),
  cache_read_input_tokens: lenient(z.number()),
  cache_creation_input_tokens: lenient(z.number()),
  output_tokens_details: lenient(z.looseObject({ thinking_tokens: lenient(z.number()) })),
});
export type ResultUsage = z.infer<typeof resultUsageSchema>;

export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  subtype: lenient(z.string()),
  is_error: lenient(z.boolean()),
  /** Absent on a `--max-turns` stop. */
  result: lenient(z.string()),
  num_turns: lenient(z.number()),
  total_cost_usd: lenient(z.number()),
  duration_ms: lenient(z.number()),
  session_id: lenient(z.string()),
  usage: lenient(resultUsageSchema),
  terminal_reason: lenient(z.string()),
  api_error_status: lenient(z.number()),
  errors: lenient(z.array(z.string())),
  permission_denials: lenient(
    z.array(z.looseObject({ tool_name: lenient(z.string()), tool_use_id: lenient(z.string()) })),
  ),
});
export type ResultLine = z.infer<typeof resultLineSchema>;

export const claudeStreamLineSchema = z.discriminatedUnion("type", [
  systemLineSchema,
  assistantLineSchema,
  userLineSchema,
  resultLineSchema,
]);
export type ClaudeStreamLine = z.infer<typeof claudeStreamLineSchema>;
export type AssistantLine = z.infer<typeof assistantLineSchema>;
export type UserLine = z.infer<typeof userLineSchema>;
export type SystemLine = z.infer<typeof systemLineSchema>;
