import { rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At, PendingCall } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport, sumUsage, tokenCounts } from "./report.ts";
import { createState, type State } from "./state.ts";
import {
  assistantMessageSchema,
  assistantUsageSchema,
  modelChangeSchema,
  reasoningSchema,
  resultLineSchema,
  sessionErrorSchema,
  sessionShutdownSchema,
  sessionStartSchema,
  toolCompleteSchema,
  toolStartSchema,
  userMessageSchema,
} from "./stream-schema.ts";

/**
 * Turns `copilot -p … --output-format json --stream on` stdout into a SessionReport, one line at a
 * time. The format is undocumented, so the normalizer is lenient: it reads the events it knows
 * (messages, reasoning, tool executions, usage, errors, the closing `result` line) and skips the
 * many bookkeeping events (`session.mcp_server_status_changed`, `assistant.turn_start`, deltas, …).
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
      const text = userMessageSchema.parse(data).content ?? "";
      if (text !== "") state.session.message("user", text, at);
      return;
    }
    case "assistant.message":
      onAssistantMessage(state, data, at);
      return;
    case "assistant.reasoning": {
      const reasoning = reasoningSchema.parse(data);
      const text = reasoning.content ?? "";
      if (
        text === "" ||
        (reasoning.reasoningId !== undefined && state.reasoningIds.has(reasoning.reasoningId))
      )
        return;
      if (reasoning.reasoningId !== undefined) state.reasoningIds.add(reasoning.reasoningId);
      state.session.thinking(text, at);
      return;
    }
    case "assistant.usage":
      state.callUsages.push(tokenCounts(assistantUsageSchema.parse(data)));
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

function onAssistantMessage(state: State, data: Record<string, unknown>, at: At): void {
  const message = assistantMessageSchema.parse(data);
  if (message.messageId !== undefined) state.messageIds.add(message.messageId);
  if (message.outputTokens !== undefined)
    state.messageOutputTokens = (state.messageOutputTokens ?? 0) + message.outputTokens;
  for (const request of message.toolRequests ?? []) {
    if (request.toolCallId === undefined || request.name === undefined) continue;
    state.requested.set(request.toolCallId, { name: request.name, args: request.arguments });
  }
  const topLevel = message.parentToolCallId === undefined;
  if (topLevel && message.model !== undefined) state.model = message.model;
  const text = message.content ?? "";
  if (text === "") return;
  const phase =
    message.phase === "commentary" ? "commentary" : message.phase === "final" ? "final" : undefined;
  state.session.events.push({
    type: "message",
    role: "assistant",
    ...(phase === undefined ? {} : { phase }),
    text,
    ...at,
  });
  if (topLevel) state.lastTopLevelText = text;
}

function onToolStart(state: State, data: Record<string, unknown>, at: At): void {
  const start = toolStartSchema.parse(data);
  const name =
    start.toolName ??
    (start.toolCallId === undefined ? undefined : state.requested.get(start.toolCallId)?.name);
  if (name === undefined) {
    state.session.unparsedLines += 1;
    return;
  }
  startCall(state, name, start.arguments, start.toolCallId, start.parentToolCallId, at);
}

function startCall(
  state: State,
  tool: string,
  rawArgs: unknown,
  callId: string | undefined,
  parentCallId: string | undefined,
  at: At,
): PendingCall {
  const args = parseArgs(rawArgs);
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

function onToolComplete(state: State, data: Record<string, unknown>, at: At): void {
  const done = toolCompleteSchema.parse(data);
  const callId = done.toolCallId;
  let call = callId === undefined ? undefined : state.session.calls.get(callId);
  if (call === undefined && callId !== undefined) {
    const requested = state.requested.get(callId);
    if (requested !== undefined)
      call = startCall(state, requested.name, requested.args, callId, undefined, at);
  }
  if (callId !== undefined) state.session.calls.delete(callId);
  const error = typeof done.error === "string" ? { message: done.error } : done.error;
  const isError = done.success === false || error !== undefined;
  const result = typeof done.result === "string" ? { content: done.result } : done.result;
  const output = isError
    ? (error?.message ?? result?.content ?? "")
    : (result?.detailedContent ?? result?.content ?? "");
  const denied =
    isError &&
    ((error?.code !== undefined && DENIED_CODES.has(error.code.toLowerCase())) ||
      /^(?:denied|permission denied|the user rejected)/i.test(error?.message ?? ""));
  const tool = call?.tool ?? done.toolName;
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
