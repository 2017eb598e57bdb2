import { bool, num, rec, recordList, str, stringList } from "../fields.ts";

/**
 * The `system` and `result` lines of `claude -p --output-format stream-json --verbose`
 * (reference/agent-clis.md §1.4), read by hand for the fields the normalizer uses, like the
 * `assistant` and `user` lines (claude-blocks.ts). Lenient on purpose: a field of an unexpected
 * type reads as absent instead of rejecting its line, since the CLI changes shape between versions
 * (2.0.21 in the public captures, 2.1.330 in the recordings). Claude Code writes a `system` line for
 * each hook, retry and task update, and a long `result`: these are read on every session, so no
 * zod parse copies them.
 */

/** `system` lines: `init` and the others we use (`permission_denied`); the rest are skipped. */
export interface SystemLine {
  subtype?: string;
  session_id?: string;
  model?: string;
  claude_code_version?: string;
  tool_use_id?: string;
  message?: string;
}

export function readSystemLine(json: Record<string, unknown>): SystemLine {
  return {
    subtype: str(json, "subtype"),
    session_id: str(json, "session_id"),
    model: str(json, "model"),
    claude_code_version: str(json, "claude_code_version"),
    tool_use_id: str(json, "tool_use_id"),
    message: str(json, "message"),
  };
}

export interface ResultUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
  output_tokens_details?: { thinking_tokens?: number };
}

export interface PermissionDenial {
  tool_name?: string;
  tool_use_id?: string;
}

export interface ResultLine {
  subtype?: string;
  is_error?: boolean;
  /** Absent on a `--max-turns` stop. */
  result?: string;
  num_turns?: number;
  total_cost_usd?: number;
  duration_ms?: number;
  session_id?: string;
  usage?: ResultUsage;
  terminal_reason?: string;
  api_error_status?: number;
  /** Only when every entry is a string. */
  errors?: string[];
  /** Only when every entry is an object. */
  permission_denials?: PermissionDenial[];
}

/** The fields of a `result` line; undefined for a line of another type. */
export function readResultLine(json: Record<string, unknown>): ResultLine | undefined {
  if (json.type !== "result") return undefined;
  return {
    subtype: str(json, "subtype"),
    is_error: bool(json, "is_error"),
    result: str(json, "result"),
    num_turns: num(json, "num_turns"),
    total_cost_usd: num(json, "total_cost_usd"),
    duration_ms: num(json, "duration_ms"),
    session_id: str(json, "session_id"),
    usage: usageOf(rec(json, "usage")),
    terminal_reason: str(json, "terminal_reason"),
    api_error_status: num(json, "api_error_status"),
    errors: stringList(json.errors),
    permission_denials: recordList(json.permission_denials)?.map((entry) => ({
      tool_name: str(entry, "tool_name"),
      tool_use_id: str(entry, "tool_use_id"),
    })),
  };
}

function usageOf(usage: Record<string, unknown> | undefined): ResultUsage | undefined {
  if (usage === undefined) return undefined;
  const details = rec(usage, "output_tokens_details");
  return {
    input_tokens: num(usage, "input_tokens"),
    output_tokens: num(usage, "output_tokens"),
    cache_read_input_tokens: num(usage, "cache_read_input_tokens"),
    cache_creation_input_tokens: num(usage, "cache_creation_input_tokens"),
    output_tokens_details:
      details === undefined ? undefined : { thinking_tokens: num(details, "thinking_tokens") },
  };
}
