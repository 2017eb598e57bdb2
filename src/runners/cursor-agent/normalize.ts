import type { SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { countToolCalls } from "../count-tool-calls.ts";
import { num, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At, PendingCall } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport } from "./report.ts";
import { createState, type State } from "./state.ts";
import {
  type CursorStreamLine,
  type CursorToolCallLine,
  cursorStreamLineSchema,
  functionCallBodySchema,
  shellOutcomeSchema,
  textBlockSchema,
  toolCallBodySchema,
} from "./stream-schema.ts";

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

/** Thinking deltas, most of a stream, are checked by hand; other lines go through their zod schemas. */
function onLine(state: State, json: Record<string, unknown>): boolean {
  const event = json.type === "thinking" ? thinkingLine(json) : cursorStreamLineSchema.safeParse(json).data;
  if (event === undefined) return false;
  onEvent(state, event);
  return true;
}

function thinkingLine(json: Record<string, unknown>): CursorStreamLine {
  return {
    type: "thinking",
    subtype: str(json, "subtype"),
    text: str(json, "text"),
    session_id: str(json, "session_id"),
    timestamp_ms: num(json, "timestamp_ms"),
  };
}

function onEvent(state: State, event: CursorStreamLine): void {
  if (event.type !== "thinking") flushThinking(state);
  const at = atOf(state, event.timestamp_ms);
  state.sessionId ??= event.session_id;
  switch (event.type) {
    case "system":
      if (event.subtype === "init") {
        state.sessionId = event.session_id ?? state.sessionId;
        state.model = event.model ?? state.model;
        state.initCwd = event.cwd ?? state.initCwd;
      }
      break;
    case "user": {
      const text = textOf(event.message.content);
      if (text !== "") state.session.message("user", text, at);
      break;
    }
    case "thinking":
      if (event.text !== undefined) {
        state.thinking ??= { text: "", at };
        state.thinking.text += event.text;
      }
      if (event.subtype === "completed") flushThinking(state);
      break;
    case "assistant": {
      const text = textOf(event.message.content);
      if (text === "") break;
      state.session.message("assistant", text, at);
      state.assistantTexts.push(text);
      break;
    }
    case "tool_call":
      onToolCall(state, event, at);
      break;
    case "result":
      state.result = event;
      break;
  }
}

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

function toolCallShape(toolCall: Record<string, unknown> | undefined): ToolCallShape | undefined {
  if (toolCall === undefined) return undefined;
  for (const [key, value] of Object.entries(toolCall)) {
    if (key === "function") {
      const body = functionCallBodySchema.safeParse(value);
      if (!body.success) continue;
      return { tool: body.data.name, args: functionArgs(body.data.arguments), result: body.data.result };
    }
    const body = toolCallBodySchema.safeParse(value);
    if (!body.success) continue;
    const name = key.endsWith("ToolCall") ? key.slice(0, -"ToolCall".length) : key;
    return { tool: kebab(name), args: body.data.args ?? {}, result: body.data.result };
  }
  return undefined;
}

function onToolCall(state: State, line: CursorToolCallLine, at: At): void {
  const shape = toolCallShape(line.tool_call);
  if (shape === undefined) {
    state.session.unparsedLines += 1;
    return;
  }
  const callId = line.call_id;
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
    const exitCode = shellOutcomeSchema.safeParse(variant).data?.exitCode;
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
  const shell = shellOutcomeSchema.safeParse(variant).data;
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
  return JSON.stringify(variant) ?? "";
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

function textOf(content: string | unknown[]): string {
  if (typeof content === "string") return content;
  return content.flatMap((block) => textBlockSchema.safeParse(block).data?.text ?? []).join("\n");
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
