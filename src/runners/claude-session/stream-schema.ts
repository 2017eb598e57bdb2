import { z } from "zod";

/**
 * The records of a Claude Code session log, `~/.claude/projects/<proj>/<session>.jsonl` and its
 * `<session>/subagents/agent-*.jsonl` files (reference/agent-clis.md §1.7). Message content uses
 * the same blocks as `stream-json`, so the block schemas are shared with the claude-code adapter.
 * Lenient on purpose: unknown keys pass through and a field of an unexpected type reads as absent.
 * Record types the normalizer does not read (`file-history-snapshot`, `queue-operation`,
 * `attachment`, `cost-state`, …) are accepted by `baseRecordSchema` and skipped.
 */

/** An optional field that falls back to `undefined` when missing, null or of another type. */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** Content arrives as a string or a list of blocks, parsed one by one by the normalizer. */
const contentSchema = z.union([z.string(), z.array(z.unknown())]).catch([]);

/** Fields every conversation record carries. */
const commonFields = {
  uuid: lenient(z.string()),
  sessionId: lenient(z.string()),
  version: lenient(z.string()),
  cwd: lenient(z.string()),
  timestamp: lenient(z.string()),
  /** True on a subagent's lines (every line of `subagents/agent-*.jsonl`). */
  isSidechain: lenient(z.boolean()),
  /** The subagent's id on sidechain lines (`agent-<agentId>.jsonl`). */
  agentId: lenient(z.string()),
};

const usageSchema = z.looseObject({
  input_tokens: lenient(z.number()),
  output_tokens: lenient(z.number()),
  cache_read_input_tokens: lenient(z.number()),
  cache_creation_input_tokens: lenient(z.number()),
});
export type SessionUsage = z.infer<typeof usageSchema>;

/** One content block of one API message; a message spans as many lines as it has blocks. */
export const assistantRecordSchema = z.looseObject({
  type: z.literal("assistant"),
  ...commonFields,
  message: z.looseObject({
    id: lenient(z.string()),
    model: lenient(z.string()),
    content: contentSchema,
    usage: lenient(usageSchema),
  }),
  /** Set on the line the CLI makes up for an API error (`model: "<synthetic>"`). */
  isApiErrorMessage: lenient(z.boolean()),
});
export type AssistantRecord = z.infer<typeof assistantRecordSchema>;

export const userRecordSchema = z.looseObject({
  type: z.literal("user"),
  ...commonFields,
  message: z.looseObject({ content: contentSchema }),
  /** Injected by the CLI (skill bodies, command caveats), not typed by the user. */
  isMeta: lenient(z.boolean()),
  isCompactSummary: lenient(z.boolean()),
  /** On an injected skill body: the Skill call that caused it. */
  sourceToolUseID: lenient(z.string()),
  /** Tool specific: an object, or a plain string (`"Error: …"`, `"User rejected tool use"`). */
  toolUseResult: z.unknown().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** `progress` records; `agent_progress` ones tie a subagent's id to the Task call that started it. */
export const progressRecordSchema = z.looseObject({
  type: z.literal("progress"),
  ...commonFields,
  parentToolUseID: lenient(z.string()),
  data: lenient(z.looseObject({ type: lenient(z.string()), agentId: lenient(z.string()) })),
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

/**
 * What every record is read as first: its type and session fields. The record schemas above are
 * then applied to the same JSON by type; other types are skipped.
 */
export const baseRecordSchema = z.looseObject({ type: z.string(), ...commonFields });
export type BaseRecord = z.infer<typeof baseRecordSchema>;

/** The `toolUseResult` of a Task call names the subagent it ran; a Skill call's says whether it launched. */
export const toolUseResultObjectSchema = z.looseObject({
  agentId: lenient(z.string()),
  success: lenient(z.boolean()),
  commandName: lenient(z.string()),
});
