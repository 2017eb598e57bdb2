import { z } from "zod";
import { lenient, lenientFields } from "../lenient.ts";

/**
 * The rare lines of `claude -p --output-format stream-json --verbose` that the normalizer parses
 * with zod (reference/agent-clis.md §1.4); `assistant` and `user` lines are checked by hand
 * (claude-blocks.ts). Lenient on purpose: unknown keys pass through, and a field of
 * an unexpected type reads as absent instead of rejecting its line, since the CLI changes shape
 * between versions (2.0.21 in the public captures, 2.1.330 in the recordings).
 */

/** `system` lines: `init` and the others we use (`permission_denied`); the rest are skipped. */
export const systemLineSchema = z.looseObject({
  type: z.literal("system"),
  ...lenientFields(z.string(), [
    "subtype",
    "session_id",
    "model",
    "claude_code_version",
    "tool_use_id",
    "tool_name",
    "message",
  ]),
});

const resultUsageSchema = z.looseObject({
  ...lenientFields(z.number(), [
    "input_tokens",
    "output_tokens",
    "cache_read_input_tokens",
    "cache_creation_input_tokens",
  ]),
  output_tokens_details: lenient(z.looseObject({ thinking_tokens: lenient(z.number()) })),
});
export type ResultUsage = z.infer<typeof resultUsageSchema>;

export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  subtype: lenient(z.string()),
  is_error: lenient(z.boolean()),
  /** Absent on a `--max-turns` stop. */
  result: lenient(z.string()),
  ...lenientFields(z.number(), ["num_turns", "total_cost_usd", "duration_ms"]),
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

export type SystemLine = z.infer<typeof systemLineSchema>;
