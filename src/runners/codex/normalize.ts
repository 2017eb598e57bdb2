import { countToolCalls } from "../count-tool-calls.ts";
import { num, rec, str } from "../fields.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import { addCount } from "../session-builder.ts";
import { AUTH_FAILURE, readsOfCommand } from "./codex-facts.ts";
import { buildReport } from "./report.ts";
import { commandOf, unwrapShellCommand } from "./shell-command.ts";
import { type CodexCall, createState, type State } from "./state.ts";
import {
  collabToolCallItemSchema,
  type FileChangeItem,
  fileChangeItemSchema,
  type McpToolCallItem,
  mcpToolCallItemSchema,
  webSearchItemSchema,
} from "./stream-schema.ts";

/**
 * Turns `codex exec --json` stdout into a SessionReport, one line at a time (reference/agent-clis.md
 * §2.3, §2.5, §5). Keeps what the report needs, never the lines.
 *
 * What the stream does not carry, the report leaves out: no model name, no CLI version, no
 * timestamps, no cost (Codex prints none; pricing is not this adapter's job) and no model-call count
 * (`turn.completed.usage` is a sum over the turn's model calls; only the rollout file counts them).
 */
export const createCodexNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => countToolCalls(state.session.events),
  buildReport,
);

/** The line types of the stream; the others are not this format's (counted as unparsed). */
const LINE_TYPES = new Set([
  "thread.started",
  "turn.started",
  "turn.completed",
  "turn.failed",
  "item.started",
  "item.updated",
  "item.completed",
  "item.plan.delta",
  "request_user_input",
  "error",
]);

/**
 * Lines are checked by hand for the fields read (a field of another type reads as absent), and so
 * are the frequent items (messages, reasoning, commands); the rare items go through their zod schemas.
 */
function onLine(state: State, json: Record<string, unknown>): boolean {
  const type = json.type;
  if (typeof type !== "string" || !LINE_TYPES.has(type)) return false;
  switch (type) {
    case "thread.started":
      state.sessionId ??= str(json, "thread_id");
      return true;
    case "turn.completed": {
      state.turnsCompleted += 1;
      const usage = rec(json, "usage");
      if (usage !== undefined) addUsage(state, usage);
      return true;
    }
    case "turn.failed":
      state.turnFailed = str(rec(json, "error") ?? {}, "message") ?? "turn failed";
      noteErrorText(state, state.turnFailed);
      return true;
    case "error": {
      state.streamErrors += 1;
      const message = str(json, "message");
      if (message !== undefined) {
        state.lastStreamError = message;
        noteErrorText(state, message);
      }
      return true;
    }
    case "item.started":
    case "item.updated":
    case "item.completed": {
      // Every item has a type, and an id to join it across lines.
      const item = rec(json, "item");
      const itemType = item === undefined ? undefined : str(item, "type");
      if (item === undefined || itemType === undefined) return false;
      onItem(state, item, itemType, type === "item.completed");
      return true;
    }
    default:
      // turn.started, item.plan.delta, request_user_input: nothing to report.
      return true;
  }
}

/** The model-side names of the tools behind the stream's item types (reference §2.4). */
const SHELL_TOOL = "exec_command";
const PATCH_TOOL = "apply_patch";

function noteErrorText(state: State, text: string): void {
  if (AUTH_FAILURE.test(text)) state.authFailure = true;
}

function onItem(state: State, item: Record<string, unknown>, type: string, completed: boolean): void {
  // Items without an id cannot be joined across lines; each line then stands alone.
  const id = str(item, "id") ?? `anonymous_${++state.anonymousItems}`;
  switch (type) {
    case "command_execution": {
      const command = commandOf(item.command);
      if (command !== undefined) onCommand(state, id, item, command, completed);
      return;
    }
    case "file_change": {
      const parsed = fileChangeItemSchema.safeParse(item);
      if (parsed.success) onFileChange(state, id, parsed.data, completed);
      return;
    }
    case "mcp_tool_call": {
      const parsed = mcpToolCallItemSchema.safeParse(item);
      if (parsed.success) onMcpCall(state, id, parsed.data, completed);
      return;
    }
    case "web_search": {
      const parsed = webSearchItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { query, action } = parsed.data;
      openCall(state, id, "web_search", { ...(query === undefined ? {} : { query }), action });
      return;
    }
    case "collab_tool_call": {
      const parsed = collabToolCallItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { type: _type, id: _id, tool, status, ...args } = parsed.data;
      openCall(state, id, tool, args);
      if (completed) closeCall(state, id, "", status === "failed");
      return;
    }
    default:
      break;
  }
  // The remaining items arrive once, completed.
  if (!completed) return;
  if (type === "agent_message") {
    const text = str(item, "text");
    if (text === undefined) return;
    state.session.message("assistant", text);
    state.lastAgentMessage = text;
  } else if (type === "reasoning") {
    const text = str(item, "text");
    if (text !== undefined) state.session.thinking(text);
  } else if (type === "error") {
    // A non-fatal warning (e.g. "Model metadata for `x` not found"): never fails the run by itself.
    const message = str(item, "message");
    if (message === undefined) return;
    state.warnings += 1;
    state.lastWarning = message;
  }
  // todo_list and plan items track the agent's plan; they are not tool calls of their own.
}

/** Reports the call the first time its item is seen (started, updated or completed). */
function openCall(state: State, id: string, tool: string, args: unknown): CodexCall {
  const existing = state.session.calls.get(id);
  if (existing !== undefined) return existing;
  const call: CodexCall = { tool, done: false };
  state.session.calls.set(id, call);
  state.session.toolCall(tool, args, id);
  return call;
}

/** Reports the call's result once; returns false when it was already reported. */
function closeCall(state: State, id: string, output: string, isError: boolean): boolean {
  const call = state.session.calls.get(id);
  if (call === undefined || call.done) return false;
  call.done = true;
  state.session.toolResult(call.tool, output, id, isError);
  return true;
}

function onCommand(
  state: State,
  id: string,
  item: Record<string, unknown>,
  ran: string | string[],
  completed: boolean,
): void {
  const command = unwrapShellCommand(ran);
  const known = state.session.calls.has(id);
  const call = openCall(state, id, SHELL_TOOL, { command });
  if (!known) call.command = state.session.command(command);
  // in_progress | completed | failed | declined
  const status = str(item, "status");
  if (!completed && status !== "completed" && status !== "failed" && status !== "declined") return;
  const declined = status === "declined";
  const reported = num(item, "exit_code");
  const exitCode = declined
    ? null
    : ((Number.isInteger(reported) ? reported : undefined) ?? (status === "completed" ? 0 : null));
  const isError = declined || status === "failed" || (exitCode !== null && exitCode !== 0);
  if (!closeCall(state, id, str(item, "aggregated_output") ?? "", isError)) return;
  if (call.command !== undefined) {
    call.command.exitCode = exitCode;
    if (declined) call.command.denied = true;
  }
  if (declined) state.declined += 1;
  if (isError) return;
  const { session } = state;
  readsOfCommand(session, command, (path) => resolvePath(session.input.cwd, path));
}

/** `apply_patch` (also when the model sends it through exec_command, Codex reports a file_change). */
function onFileChange(state: State, id: string, item: FileChangeItem, completed: boolean): void {
  const changes = item.changes
    .filter((change) => change.path !== "")
    .map((change) => ({ path: change.path, kind: change.kind ?? "update" }));
  openCall(state, id, PATCH_TOOL, { changes });
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const failed = item.status === "failed";
  const summary = changes.map((change) => `${change.kind} ${change.path}`).join("\n");
  if (!closeCall(state, id, summary, failed)) return;
  // A patch that failed to apply changed nothing.
  if (failed) return;
  for (const change of changes) state.session.write(resolvePath(state.session.input.cwd, change.path));
}

function onMcpCall(state: State, id: string, item: McpToolCallItem, completed: boolean): void {
  // The model sees MCP tools as `mcp__<server>__<tool>` (reference/agent-clis.md §6, rollouts).
  const tool = item.server === undefined ? item.tool : `mcp__${item.server}__${item.tool}`;
  openCall(state, id, tool, item.arguments ?? {});
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const errorText = item.error?.message;
  const contentText = (item.result?.content ?? []).flatMap((part) => part.text ?? []).join("\n");
  const isError = item.status === "failed" || item.error !== undefined;
  closeCall(state, id, errorText ?? contentText, isError);
}

function addUsage(state: State, usage: Record<string, unknown>): void {
  const totals = state.usage;
  totals.input = addCount(totals.input, num(usage, "input_tokens"));
  totals.cached = addCount(totals.cached, num(usage, "cached_input_tokens"));
  totals.cacheWrite = addCount(totals.cacheWrite, num(usage, "cache_write_input_tokens"));
  totals.output = addCount(totals.output, num(usage, "output_tokens"));
  totals.reasoning = addCount(totals.reasoning, num(usage, "reasoning_output_tokens"));
}
