import type { SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { clipDepth } from "../clip-depth.ts";
import { countToolCalls } from "../count-tool-calls.ts";
import { num, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At, PendingCall } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport } from "./report.ts";
import { createState, type State } from "./state.ts";
import { resultLineSchema, systemLineSchema } from "./stream-schema.ts";

/**
 * Turns `cursor-agent -p --output-format stream-json` stdout into a SessionReport, one line at a
 * time (reference/agent-clis.md §4.1, §5). Cursor cannot be driven locally, so this is written
 * against the public captures and the documented event shapes, and is lenient about the rest.
 */
export const createCursorAgentNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => countToolCalls(state.session.events),
  finish,
);

/**
 * Thinking deltas, messages and tool calls, nearly all of a stream, are checked by hand for the
 * fields read (a field of another type reads as absent); the rare `system` and `result` lines go
 * through their zod schemas. Returns false for a line type the format does not have.
 */
function onLine(state: State, json: Record<string, unknown>): boolean {
  const type = json.type;
  if (typeof type !== "string" || !LINE_TYPES.has(type)) return false;
  if (type !== "thinking") flushThinking(state);
  // Converted only where an event keeps it: a thought keeps its first delta's time only.
  const at =
    type === "thinking" && state.thinking !== undefined ? {} : atOf(state, num(json, "timestamp_ms"));
  state.sessionId ??= str(json, "session_id");
  switch (type) {
    case "system": {
      const line = systemLineSchema.parse(json);
      if (line.subtype === "init") {
        state.sessionId = line.session_id ?? state.sessionId;
        state.model = line.model ?? state.model;
        state.initCwd = line.cwd ?? state.initCwd;
      }
      break;
    }
    case "user": {
      const text = messageText(json);
      if (text !== "") state.session.message("user", text, at);
      break;
    }
    case "thinking": {
      // `thinking/delta{text}` pieces, closed by one `thinking/completed`.
      const text = str(json, "text");
      if (text !== undefined) {
        state.thinking ??= { text: "", at };
        state.thinking.text += text;
      }
      if (json.subtype === "completed") flushThinking(state);
      break;
    }
    case "assistant": {
      // One line per complete assistant message (the text between two tool calls).
      const text = messageText(json);
      if (text === "") break;
      state.session.message("assistant", text, at);
      state.assistantTexts.push(text);
      break;
    }
    case "tool_call":
      onToolCall(state, json, at);
      break;
    case "result":
      state.result = resultLineSchema.parse(json);
      break;
  }
  return true;
}

const LINE_TYPES = new Set(["system", "user", "thinking", "assistant", "tool_call", "result"]);

function finish(state: State, outcome: ProcessOutcome): SessionReport {
  flushThinking(state);
  return buildReport(state, outcome);
}

/** Result variants that mean the tool did not do its job. */
const FAILED_RESULTS = ["failure", "error", "rejected", "permissionDenied", "timeout", "aborted"];
const PATH_KEYS = ["path", "filePath", "file_path", "targetFile", "target_file"];

/** Thinking streams as many deltas; the report keeps one message per thought. */
function flushThinking(state: State): void {
  const thinking = state.thinking;
  state.thinking = undefined;
  if (thinking === undefined || thinking.text === "") return;
  state.session.thinking(thinking.text, thinking.at);
}

interface ToolCallShape {
  /** `shellToolCall` → `shell`, `updateTodosToolCall` → `update-todos` (skillgym's names). */
  tool: string;
  args: Record<string, unknown>;
  result?: Record<string, unknown>;
}

/**
 * `tool_call: {<name>ToolCall: {args, result?}}`, or `tool_call: {function: {name, arguments}}` for
 * tools without a dedicated shape (`arguments` is JSON text).
 */
function toolCallShape(toolCall: Record<string, unknown> | undefined): ToolCallShape | undefined {
  if (toolCall === undefined) return undefined;
  for (const [key, value] of Object.entries(toolCall)) {
    if (!isRecord(value)) continue;
    // `{success: {...}}`, `{failure: {...}}`, `{error: {...}}`, `{rejected: {...}}`, …
    const result = rec(value, "result");
    if (key === "function") {
      const name = str(value, "name");
      if (name === undefined) continue;
      const raw = value.arguments;
      const args = typeof raw === "string" || isRecord(raw) ? raw : undefined;
      return { tool: name, args: functionArgs(args), result };
    }
    const name = key.endsWith("ToolCall") ? key.slice(0, -"ToolCall".length) : key;
    return { tool: kebab(name), args: rec(value, "args") ?? {}, result };
  }
  return undefined;
}

/**
 * `tool_call{subtype: started|completed, call_id, tool_call}`. `call_id` can hold a newline
 * (`"call_…\nfc_…"`): it is an opaque string.
 */
function onToolCall(state: State, line: Record<string, unknown>, at: At): void {
  const shape = toolCallShape(rec(line, "tool_call"));
  if (shape === undefined) {
    state.session.unparsedLines += 1;
    return;
  }
  const callId = str(line, "call_id");
  let call = callId === undefined ? undefined : state.session.calls.get(callId);
  if (call === undefined) call = onToolStarted(state, shape, callId, at);
  if (line.subtype !== "completed") return;
  if (callId !== undefined) state.session.calls.delete(callId);
  onToolCompleted(state, call, shape, callId, at);
}

function onToolStarted(state: State, shape: ToolCallShape, callId: string | undefined, at: At): PendingCall {
  const { tool, args } = shape;
  const { session } = state;
  session.toolCall(tool, args, callId, at);
  const call: PendingCall = { tool };
  if (callId !== undefined) session.calls.set(callId, call);
  const command = tool === "shell" ? stringField(args, "command") : undefined;
  if (command !== undefined) {
    call.command = session.command(command, at);
    const dir = stringField(args, "workingDirectory") ?? stringField(args, "working_directory");
    for (const path of extractShellReads(command)) recordCursorRead(state, path, dir, at);
  }
  const path = pathOf(args);
  if (path !== undefined && tool === "read") recordCursorRead(state, path, undefined, at);
  if (path !== undefined && /write|edit|delete/.test(tool)) {
    session.write(resolvePath(baseDir(state), path, { keepWithoutCwd: true }), at);
  }
  if (tool.toLowerCase().includes("skill")) {
    const skill = normalizeSkillName(
      stringField(args, "name") ?? stringField(args, "skill") ?? stringField(args, "skillName") ?? "",
    );
    if (skill !== "") call.skill = session.skillCall(skill, tool);
  }
  return call;
}

function onToolCompleted(
  state: State,
  call: PendingCall,
  shape: ToolCallShape,
  callId: string | undefined,
  at: At,
): void {
  const result = shape.result ?? {};
  const failedKey = FAILED_RESULTS.find((key) => key in result);
  const isError = failedKey !== undefined;
  const denied = failedKey === "rejected" || failedKey === "permissionDenied";
  const variant = failedKey === undefined ? result.success : result[failedKey];
  const output = outputOf(variant);
  state.session.toolResult(call.tool, output, callId, isError, at);
  if (call.command !== undefined) {
    const exitCode = shellOutcomeOf(variant)?.exitCode;
    call.command.exitCode = denied ? null : (exitCode ?? (isError ? null : 0));
    if (denied) call.command.denied = true;
  }
  if (denied) state.deniedCalls += 1;
  if (call.skill !== undefined) {
    state.session.skillResult(call.skill, isError, output === "" ? (failedKey ?? "error") : output, at);
  }
}

/** What a tool gave back, as text: shell output, file content, or the error's message. */
function outputOf(variant: unknown): string {
  if (variant === undefined || variant === null) return "";
  if (typeof variant === "string") return variant;
  const shell = shellOutcomeOf(variant);
  if (shell?.interleavedOutput !== undefined && shell.interleavedOutput !== "")
    return shell.interleavedOutput;
  const streams = [shell?.stdout, shell?.stderr].filter((text) => text !== undefined && text !== "");
  // A shell outcome (it has an exit code) that printed nothing is an empty output, not its JSON.
  if (streams.length > 0 || shell?.exitCode !== undefined) return streams.join("\n");
  if (typeof variant === "object") {
    for (const key of ["content", "error", "message", "reason", "resultForModel"]) {
      const value = stringField(variant, key);
      if (value !== undefined) return value;
    }
  }
  return JSON.stringify(clipDepth(variant)) ?? "";
}

/** A read resolves against the command's own absolute working directory, else the base directory. */
function recordCursorRead(state: State, rawPath: string, dir: string | undefined, at: At): void {
  const base = dir?.startsWith("/") ? dir : baseDir(state);
  state.session.read(resolvePath(base, rawPath, { keepWithoutCwd: true }), at);
}

/** Relative paths resolve against the run's workspace, or the transcript's own cwd without one. */
function baseDir(state: State): string {
  const cwd = state.session.input.cwd;
  return cwd !== "" ? cwd : (state.initCwd ?? "");
}

/** What a shell call reports, under `success` or `failure`. */
function shellOutcomeOf(variant: unknown) {
  if (!isRecord(variant)) return undefined;
  return {
    exitCode: num(variant, "exitCode"),
    stdout: str(variant, "stdout"),
    stderr: str(variant, "stderr"),
    interleavedOutput: str(variant, "interleavedOutput"),
  };
}

/** A message's content arrives as a string or a list of blocks; the text blocks are read. */
function messageText(line: Record<string, unknown>): string {
  const content = rec(line, "message")?.content;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  const texts: string[] = [];
  for (const block of content) {
    if (isRecord(block) && block.type === "text" && typeof block.text === "string") texts.push(block.text);
  }
  return texts.join("\n");
}

function functionArgs(raw: string | Record<string, unknown> | undefined): Record<string, unknown> {
  if (raw === undefined) return {};
  if (typeof raw !== "string") return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : { arguments: raw };
  } catch {
    return { arguments: raw };
  }
}

function pathOf(args: Record<string, unknown>): string | undefined {
  for (const key of PATH_KEYS) {
    const value = stringField(args, key);
    if (value !== undefined && value !== "") return value;
  }
  return undefined;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** Keeps the last conversion: consecutive lines (thinking deltas) often share their millisecond. */
function atOf(state: State, timestampMs: number | undefined): At {
  if (timestampMs === undefined || !Number.isFinite(timestampMs)) return {};
  if (state.lastAt?.ms !== timestampMs) {
    state.lastAt = { ms: timestampMs, at: { at: new Date(timestampMs).toISOString() } };
  }
  return state.lastAt.at;
}
