import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of `codex exec --json` that the normalizer reads (reference/agent-clis.md §2.3; the
 * authoritative shapes are `codex-rs/exec/src/exec_events.rs`). Lenient on purpose: unknown keys
 * pass through and a field of an unexpected type reads as absent, since the stream changed between
 * the Nov 2025 captures (`bash -lc`, no reasoning, usage without reasoning tokens) and 0.169.0.
 */

/** Every item has an id and a type; the type-specific schemas below are applied one by one. */
export const itemSchema = z.looseObject({ id: lenient(z.string()), type: z.string() });
export type CodexItem = z.infer<typeof itemSchema>;

export const agentMessageItemSchema = z.looseObject({ type: z.literal("agent_message"), text: z.string() });
export const reasoningItemSchema = z.looseObject({ type: z.literal("reasoning"), text: z.string() });
/** A non-fatal warning (e.g. "Model metadata for `x` not found"): never fails the run by itself. */
export const errorItemSchema = z.looseObject({ type: z.literal("error"), message: z.string() });

export const commandExecutionItemSchema = z.looseObject({
  type: z.literal("command_execution"),
  /** `/bin/bash -lc '<cmd>'` as Codex ran it; an argv array in some builds. */
  command: z.union([z.string(), z.array(z.string())]),
  aggregated_output: lenient(z.string()),
  exit_code: lenient(z.number().int()),
  /** in_progress | completed | failed | declined */
  status: lenient(z.string()),
});
export type CommandExecutionItem = z.infer<typeof commandExecutionItemSchema>;

export const fileChangeItemSchema = z.looseObject({
  type: z.literal("file_change"),
  changes: z
    .array(z.looseObject({ path: z.string(), kind: lenient(z.string()) }).catch({ path: "" }))
    .catch([]),
  /** in_progress | completed | failed */
  status: lenient(z.string()),
});
export type FileChangeItem = z.infer<typeof fileChangeItemSchema>;

const mcpContentSchema = z.looseObject({ type: lenient(z.string()), text: lenient(z.string()) });
export const mcpToolCallItemSchema = z.looseObject({
  type: z.literal("mcp_tool_call"),
  server: lenient(z.string()),
  tool: z.string(),
  arguments: z.unknown().optional(),
  result: lenient(
    z.looseObject({
      content: lenient(z.array(mcpContentSchema.catch({}))),
      structured_content: z.unknown().optional(),
    }),
  ),
  error: lenient(z.looseObject({ message: lenient(z.string()) })),
  status: lenient(z.string()),
});
export type McpToolCallItem = z.infer<typeof mcpToolCallItemSchema>;

export const webSearchItemSchema = z.looseObject({
  type: z.literal("web_search"),
  query: lenient(z.string()),
  action: z.unknown().optional(),
});

/** Multi-agent tools (`spawn_agent`, `send_input`, `wait`, `close_agent`). */
export const collabToolCallItemSchema = z.looseObject({
  type: z.literal("collab_tool_call"),
  tool: z.string(),
  status: lenient(z.string()),
});

const itemLine = <T extends string>(type: T) => z.looseObject({ type: z.literal(type), item: itemSchema });

export const usageSchema = z.looseObject({
  input_tokens: lenient(z.number()),
  cached_input_tokens: lenient(z.number()),
  cache_write_input_tokens: lenient(z.number()),
  output_tokens: lenient(z.number()),
  reasoning_output_tokens: lenient(z.number()),
});
export type CodexUsage = z.infer<typeof usageSchema>;

export const codexLineSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("thread.started"), thread_id: lenient(z.string()) }),
  z.looseObject({ type: z.literal("turn.started") }),
  z.looseObject({ type: z.literal("turn.completed"), usage: lenient(usageSchema) }),
  z.looseObject({
    type: z.literal("turn.failed"),
    error: lenient(z.looseObject({ message: lenient(z.string()) })),
  }),
  itemLine("item.started"),
  itemLine("item.updated"),
  itemLine("item.completed"),
  z.looseObject({ type: z.literal("item.plan.delta") }),
  z.looseObject({ type: z.literal("request_user_input") }),
  /** Stream errors (`Reconnecting... 1/5 (...)`): non-fatal unless a `turn.failed` follows. */
  z.looseObject({ type: z.literal("error"), message: lenient(z.string()) }),
]);
export type CodexLine = z.infer<typeof codexLineSchema>;
