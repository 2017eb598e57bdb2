import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The rare items of `codex exec --json` that the normalizer reads with zod (reference/agent-clis.md
 * §2.3; the authoritative shapes are `codex-rs/exec/src/exec_events.rs`); the lines themselves and
 * the frequent items (messages, reasoning, commands) are checked by hand. Lenient on purpose: unknown keys
 * pass through and a field of an unexpected type reads as absent, since the stream changed between
 * the Nov 2025 captures (`bash -lc`, no reasoning, usage without reasoning tokens) and 0.169.0.
 */

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
