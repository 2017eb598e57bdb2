import { clipDepth } from "../clip-depth.ts";
import { bool, num, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At, PendingCall } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport, sumUsage, tokenCounts } from "./report.ts";
import { createState, type State, TOKEN_KEYS, type TokenCounts } from "./state.ts";
import {
  modelChangeSchema,
  resultLineSchema,
  sessionErrorSchema,
  sessionShutdownSchema,
  sessionStartSchema,
} from "./stream-schema.ts";

/**
 * Turns `copilot -p … --output-format json --stream on` stdout into a SessionReport, one line at a
 * time. The format is undocumented, so the normalizer is lenient: it reads the events it knows
 * (messages, reasoning, tool executions, usage, errors, the closing `result` line) and skips the
 * many bookkeeping events (`session.mcp_server_status_changed`, `assistant.turn_start`, deltas, …).
 * Messages, reasoning, usage and tool events, nearly all of a session, are checked by hand for the
 * fields read (a field of another type reads as absent); the rare `session.*` events and the closing
 * `result` line go through their zod schemas.
 */
export const createCopilotNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => state.messageIds.size,
  buildReport,
);

/** Every line is an envelope, checked by hand: a `type`, the event's `data` object and a timestamp. */
interface Envelope {
  type: string;
  data: Record<string, unknown>;
  timestamp?: string;
}

function onLine(state: State, json: Record<string, unknown>): boolean {
  if (typeof json.type !== "string") return false;
  onEvent(state, { type: json.type, data: rec(json, "data") ?? {}, timestamp: str(json, "timestamp") }, json);
  return true;
}

const SHELL_TOOLS = new Set(["bash", "powershell", "shell", "local_shell"]);
const READ_TOOLS = new Set(["view", "read", "read_file"]);
const WRITE_TOOLS = new Set(["create", "edit", "str_replace", "write", "write_file", "insert"]);
/** `str_replace_editor{command, path}`: the older editor tool, one name for reads and writes. */
const EDITOR_TOOL = "str_replace_editor";
const EDITOR_WRITES = new Set(["create", "str_replace", "insert", "undo_edit"]);
const DENIED_CODES = new Set(["denied", "permission_denied", "rejected", "user_rejected"]);

function onEvent(state: State, event: Envelope, json: unknown): void {
  const at = event.timestamp === undefined ? {} : { at: event.timestamp };
  const data = event.data;
  switch (event.type) {
    case "session.start": {
      const start = sessionStartSchema.parse(data);
      state.sessionId = start.sessionId ?? state.sessionId;
      state.model = start.selectedModel ?? start.model ?? state.model;
      state.agentVersion = start.copilotVersion ?? state.agentVersion;
      return;
    }
    case "session.model_change":
    case "session.auto_mode_resolved": {
      const change = modelChangeSchema.parse(data);
      state.model = change.newModel ?? change.chosenModel ?? state.model;
      return;
    }
    case "session.error":
      state.sessionError = sessionErrorSchema.parse(data);
      return;
    case "session.shutdown": {
      const metrics = Object.values(sessionShutdownSchema.parse(data).modelMetrics ?? {});
      const usages = metrics.flatMap((metric) =>
        metric.usage === undefined ? [] : [tokenCounts(metric.usage)],
      );
      if (usages.length > 0) state.shutdownUsage = sumUsage(usages);
      return;
    }
    case "user.message": {
      const text = str(data, "content") ?? "";
      if (text !== "") state.session.message("user", text, at);
      return;
    }
    case "assistant.message":
      onAssistantMessage(state, data, at);
      return;
    case "assistant.reasoning": {
      // A complete thought (the deltas are skipped).
      const text = str(data, "content") ?? "";
      const reasoningId = str(data, "reasoningId");
      if (text === "" || (reasoningId !== undefined && state.reasoningIds.has(reasoningId))) return;
      if (reasoningId !== undefined) state.reasoningIds.add(reasoningId);
      state.session.thinking(text, at);
      return;
    }
    case "assistant.usage":
      state.callUsages.push(tokensOf(data));
      return;
    case "tool.execution_start":
      onToolStart(state, data, at);
      return;
    case "tool.execution_complete":
      onToolComplete(state, data, at);
      return;
    case "result": {
      const result = resultLineSchema.safeParse(json);
      if (!result.success) {
        state.session.unparsedLines += 1;
        return;
      }
      state.result = result.data;
      state.sessionId = result.data.sessionId ?? state.sessionId;
      return;
    }
  }
}

/** The token counts of one model call (`assistant.usage`): the numbers among them. */
function tokensOf(data: Record<string, unknown>): TokenCounts {
  const counts: TokenCounts = {};
  for (const key of TOKEN_KEYS) {
    const value = num(data, key);
    if (value !== undefined) counts[key] = value;
  }
  return counts;
}

/**
 * `assistant.message{messageId, model, content, toolRequests[], outputTokens, parentToolCallId}`:
 * one per model response; `content` is empty when the response only calls tools.
 */
function onAssistantMessage(state: State, data: Record<string, unknown>, at: At): void {
  const messageId = str(data, "messageId");
  if (messageId !== undefined) state.messageIds.add(messageId);
  const outputTokens = num(data, "outputTokens");
  if (outputTokens !== undefined) state.messageOutputTokens = (state.messageOutputTokens ?? 0) + outputTokens;
  const requests = Array.isArray(data.toolRequests) ? data.toolRequests : [];
  for (const request of requests) {
    const toolCallId = isRecord(request) ? str(request, "toolCallId") : undefined;
    const name = isRecord(request) ? str(request, "name") : undefined;
    if (toolCallId === undefined || name === undefined || !isRecord(request)) continue;
    state.requested.set(toolCallId, { name, args: request.arguments });
  }
  const topLevel = str(data, "parentToolCallId") === undefined;
  const model = str(data, "model");
  if (topLevel && model !== undefined) state.model = model;
  const text = str(data, "content") ?? "";
  if (text === "") return;
  const phase = str(data, "phase");
  state.session.events.push({
    type: "message",
    role: "assistant",
    ...(phase === "commentary" || phase === "final" ? { phase } : {}),
    text,
    ...at,
  });
  if (topLevel) state.lastTopLevelText = text;
}

/** `tool.execution_start{toolCallId, toolName, arguments, parentToolCallId?}`; arguments: an object or its JSON text. */
function onToolStart(state: State, data: Record<string, unknown>, at: At): void {
  const toolCallId = str(data, "toolCallId");
  const name =
    str(data, "toolName") ?? (toolCallId === undefined ? undefined : state.requested.get(toolCallId)?.name);
  if (name === undefined) {
    state.session.unparsedLines += 1;
    return;
  }
  startCall(state, name, data.arguments, toolCallId, str(data, "parentToolCallId"), at);
}

function startCall(
  state: State,
  tool: string,
  rawArgs: unknown,
  callId: string | undefined,
  parentCallId: string | undefined,
  at: At,
): PendingCall {
  const args = clipDepth(parseArgs(rawArgs));
  const { session } = state;
  const resolve = (path: string) => resolvePath(session.input.cwd, path, { keepWithoutCwd: true });
  session.events.push({
    type: "toolCall",
    tool,
    ...(rawArgs === undefined ? {} : { args }),
    ...(callId === undefined ? {} : { callId }),
    ...(parentCallId === undefined ? {} : { parentCallId }),
    ...at,
  });
  const call: PendingCall = { tool };
  if (callId !== undefined) session.calls.set(callId, call);
  const fields = isRecord(args) ? args : {};
  const command = SHELL_TOOLS.has(tool) ? stringField(fields, "command") : undefined;
  if (command !== undefined) {
    call.command = session.command(command, at);
    for (const read of extractShellReads(command)) session.read(resolve(read), at);
  }
  const path =
    stringField(fields, "path") ?? stringField(fields, "file_path") ?? stringField(fields, "filePath");
  const editorCommand = tool === EDITOR_TOOL ? stringField(fields, "command") : undefined;
  if (path !== undefined && (READ_TOOLS.has(tool) || editorCommand === "view"))
    session.read(resolve(path), at);
  if (
    path !== undefined &&
    (WRITE_TOOLS.has(tool) || (editorCommand !== undefined && EDITOR_WRITES.has(editorCommand)))
  )
    session.write(resolve(path), at);
  if (tool === "skill") {
    const skill = normalizeSkillName(stringField(fields, "skill") ?? stringField(fields, "name") ?? "");
    if (skill !== "") call.skill = session.skillCall(skill, tool);
  }
  return call;
}

/** `tool.execution_complete{toolCallId, success, result{content, detailedContent}, error{message, code}}`. */
function onToolComplete(state: State, data: Record<string, unknown>, at: At): void {
  const callId = str(data, "toolCallId");
  let call = callId === undefined ? undefined : state.session.calls.get(callId);
  if (call === undefined && callId !== undefined) {
    const requested = state.requested.get(callId);
    if (requested !== undefined)
      call = startCall(state, requested.name, requested.args, callId, undefined, at);
  }
  if (callId !== undefined) state.session.calls.delete(callId);
  const error = errorOf(data.error);
  const result = resultOf(data.result);
  const isError = bool(data, "success") === false || error !== undefined;
  const output = isError
    ? (error?.message ?? result?.content ?? "")
    : (result?.detailedContent ?? result?.content ?? "");
  const denied =
    isError &&
    ((error?.code !== undefined && DENIED_CODES.has(error.code.toLowerCase())) ||
      /^(?:denied|permission denied|the user rejected)/i.test(error?.message ?? ""));
  const tool = call?.tool ?? str(data, "toolName");
  state.session.toolResult(tool, output, callId, isError, at);
  if (denied) state.deniedCalls += 1;
  if (call?.command !== undefined) {
    call.command.exitCode = denied ? null : (exitCodeFrom(output) ?? (isError ? null : 0));
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== undefined) {
    state.session.skillResult(call.skill, isError, output === "" ? "error" : output, at);
  }
}

/** A string, or an object whose fields are read when they are strings. */
function errorOf(value: unknown): { message?: string; code?: string } | undefined {
  if (typeof value === "string") return { message: value };
  return isRecord(value) ? { message: str(value, "message"), code: str(value, "code") } : undefined;
}

function resultOf(value: unknown): { content?: string; detailedContent?: string } | undefined {
  if (typeof value === "string") return { content: value };
  return isRecord(value)
    ? { content: str(value, "content"), detailedContent: str(value, "detailedContent") }
    : undefined;
}

/** Arguments arrive as an object, or as its JSON text. */
function parseArgs(raw: unknown): unknown {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The shell tool appends `<exited with exit code N>` to a command's output. */
function exitCodeFrom(output: string): number | undefined {
  const match = /exit(?:ed with)? code:?\s*(-?\d+)>?\s*$/i.exec(output);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
