import type { SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { rec, str } from "../fields.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { PendingCall } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport } from "./report.ts";
import { createState, type State } from "./state.ts";
import {
  type ErrorLine,
  errorLineSchema,
  type InitLine,
  initLineSchema,
  resultLineSchema,
} from "./stream-schema.ts";

/**
 * Turns `gemini -p ... -o stream-json` stdout into a SessionReport, one line at a time
 * (reference/agent-clis.md §3, fixtures/transcripts README "Gemini CLI 0.61.0"). Keeps what the
 * report needs, never the lines.
 *
 * What the stream does not say, and how it is handled:
 * - Model calls are not counted by the CLI: each run of assistant output (text chunks and tool calls)
 *   between tool results comes from one model response, so `modelCalls` counts those runs. A
 *   response the CLI prints nothing for (thoughts only, empty) is not seen.
 * - A shell command's exit code shows only when the command printed nothing
 *   (`Command exited with code: N`); an empty output means 0; otherwise the code stays unknown.
 */
export const createGeminiCliNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => state.modelCalls,
  finish,
);

/**
 * `message`, `tool_use` and `tool_result` lines, nearly all of a stream, are checked by hand for the
 * fields read (a field of another type reads as absent); the rare `init`, `error` and `result` lines
 * go through their zod schemas. Returns false for a line the format does not have.
 */
function onLine(state: State, json: Record<string, unknown>): boolean {
  switch (json.type) {
    case "message": {
      const role = str(json, "role");
      if (role === undefined) return false;
      onMessage(state, { role, content: str(json, "content") ?? "", timestamp: str(json, "timestamp") });
      return true;
    }
    case "tool_use": {
      const line = toolUseOf(json);
      if (line !== undefined) onToolUse(state, line);
      return line !== undefined;
    }
    case "tool_result": {
      const line = toolResultOf(json);
      if (line !== undefined) onToolResult(state, line);
      return line !== undefined;
    }
    case "init": {
      const line = initLineSchema.safeParse(json).data;
      if (line !== undefined) onInit(state, line);
      return line !== undefined;
    }
    case "error": {
      const line = errorLineSchema.safeParse(json).data;
      if (line !== undefined) onError(state, line);
      return line !== undefined;
    }
    case "result": {
      const line = resultLineSchema.safeParse(json).data;
      if (line === undefined) return false;
      flushText(state);
      state.result = line;
      return true;
    }
    default:
      return false;
  }
}

/** The user's prompt, and the model's text as `delta: true` chunks to be concatenated. */
interface MessageLine {
  role: string;
  content: string;
  timestamp?: string;
}

interface ToolUseLine {
  tool_name: string;
  /** `<tool>__<tool>_<epoch ms>_<n>`; joins the call to its `tool_result`. */
  tool_id: string;
  parameters?: Record<string, unknown>;
  timestamp?: string;
}

/**
 * `status: "success"` even for a shell command that exited non-zero (its output then reads
 * `Command exited with code: N` when the command printed nothing); `read_file` prints `output: ""`.
 */
interface ToolResultLine {
  tool_id: string;
  status?: string;
  output?: string;
  error?: { type?: string; message?: string };
  timestamp?: string;
}

function toolUseOf(json: Record<string, unknown>): ToolUseLine | undefined {
  const toolName = str(json, "tool_name");
  const toolId = str(json, "tool_id");
  if (toolName === undefined || toolId === undefined) return undefined;
  const parameters = rec(json, "parameters");
  return { tool_name: toolName, tool_id: toolId, parameters, timestamp: str(json, "timestamp") };
}

function toolResultOf(json: Record<string, unknown>): ToolResultLine | undefined {
  const toolId = str(json, "tool_id");
  if (toolId === undefined) return undefined;
  const error = rec(json, "error");
  return {
    tool_id: toolId,
    status: str(json, "status"),
    output: str(json, "output"),
    error: error === undefined ? undefined : { type: str(error, "type"), message: str(error, "message") },
    timestamp: str(json, "timestamp"),
  };
}

function finish(state: State, outcome: ProcessOutcome): SessionReport {
  flushText(state);
  return buildReport(state, outcome);
}

const SHELL_TOOL = "run_shell_command";
const SKILL_TOOL = "activate_skill";
/** Path parameter `file_path` (0.61); older releases named it `absolute_path`. */
const READ_TOOLS = new Set(["read_file"]);
const WRITE_TOOLS = new Set(["write_file", "replace"]);
/** The tool-result error type of a call the policy engine refused. */
const POLICY_VIOLATION = "policy_violation";

function atOf(timestamp: string | undefined): { at?: string } {
  return timestamp === undefined ? {} : { at: timestamp };
}

function onInit(state: State, line: InitLine): void {
  state.sessionId = line.session_id ?? state.sessionId;
  state.model = line.model ?? state.model;
}

/** A new run of assistant output starts a model response. */
function noteModelOutput(state: State): void {
  if (state.inResponse) return;
  state.inResponse = true;
  state.modelCalls += 1;
}

function onMessage(state: State, line: MessageLine): void {
  if (line.role !== "assistant") {
    flushText(state);
    state.session.message("user", line.content, atOf(line.timestamp));
    return;
  }
  if (line.content === "") return;
  noteModelOutput(state);
  state.textSinceLastToolCall += line.content;
  if (state.pendingText === undefined) state.pendingText = { text: line.content, ...atOf(line.timestamp) };
  else state.pendingText.text += line.content;
}

/** Consecutive chunks become one message event, placed before whatever interrupted them. */
function flushText(state: State): void {
  const pending = state.pendingText;
  if (pending === undefined) return;
  state.pendingText = undefined;
  state.session.message("assistant", pending.text, atOf(pending.at));
}

function onToolUse(state: State, line: ToolUseLine): void {
  flushText(state);
  noteModelOutput(state);
  state.textSinceLastToolCall = "";
  const at = atOf(line.timestamp);
  const args = line.parameters ?? {};
  const { session } = state;
  const { cwd } = session.input;
  session.toolCall(line.tool_name, args, line.tool_id, at);
  const call: PendingCall = { tool: line.tool_name };
  session.calls.set(line.tool_id, call);

  if (line.tool_name === SHELL_TOOL) {
    const command = stringField(args, "command");
    if (command !== undefined) {
      call.command = session.command(command, at);
      const dirPath = stringField(args, "dir_path");
      const base = dirPath === undefined ? cwd : resolvePath(cwd, dirPath);
      for (const path of extractShellReads(command)) session.read(resolvePath(base, path), at);
    }
  }
  if (READ_TOOLS.has(line.tool_name)) {
    const path = stringField(args, "file_path") ?? stringField(args, "absolute_path");
    if (path !== undefined) session.read(resolvePath(cwd, path), at);
  }
  if (line.tool_name === "read_many_files") {
    for (const path of literalPaths(args.include ?? args.paths)) session.read(resolvePath(cwd, path), at);
  }
  if (WRITE_TOOLS.has(line.tool_name)) {
    const raw = stringField(args, "file_path") ?? stringField(args, "absolute_path");
    if (raw !== undefined) session.write(resolvePath(cwd, raw), at);
  }
  if (line.tool_name === SKILL_TOOL) {
    const skill = normalizeSkillName(stringField(args, "name") ?? "");
    if (skill !== "") call.skill = session.skillCall(skill, line.tool_name);
  }
}

function onToolResult(state: State, line: ToolResultLine): void {
  flushText(state);
  state.inResponse = false;
  const at = atOf(line.timestamp);
  const id = line.tool_id;
  const call = state.session.calls.get(id);
  state.session.calls.delete(id);
  const isError = line.status === "error";
  const output = line.output ?? "";
  const errorText = line.error?.message;
  const denied = isError && line.error?.type === POLICY_VIOLATION;
  if (denied) {
    state.deniedCallIds.add(id);
    if (errorText !== undefined && state.deniedMessages.length < 10) state.deniedMessages.push(errorText);
  }
  state.session.toolResult(
    call?.tool,
    output === "" && isError ? (errorText ?? "") : output,
    id,
    isError,
    at,
  );
  if (call?.command !== undefined) {
    if (denied) {
      call.command.exitCode = null;
      call.command.denied = true;
    } else {
      const exitCode = isError ? null : exitCodeFrom(output);
      if (exitCode !== undefined) call.command.exitCode = exitCode;
    }
  }
  if (call?.skill !== undefined) {
    state.session.skillResult(call.skill, isError, errorText ?? (output === "" ? "error" : output), at);
  }
}

function onError(state: State, line: ErrorLine): void {
  flushText(state);
  if (line.message !== undefined && line.message !== "") state.lastErrorMessage = line.message;
}

/** Paths given as a list (or one string) without glob characters. */
function literalPaths(value: unknown): string[] {
  const items = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  return items.flatMap((item) =>
    typeof item === "string" && item !== "" && !/[*?[\]{}]/.test(item) ? [item] : [],
  );
}

/**
 * The exit code a shell result shows: `Command exited with code: N` when the command printed nothing
 * and failed; null when it was killed, failed to start or was cancelled; 0 for no output at all;
 * undefined (unknown) when it printed something, since the CLI then shows only the output.
 */
export function exitCodeFrom(output: string): number | null | undefined {
  const text = output.trim();
  if (text === "") return 0;
  const code = /^Command exited with code: (-?\d+)$/.exec(text)?.[1];
  if (code !== undefined) return Number(code);
  if (/^Command (?:terminated by signal: |failed: )/.test(text)) return null;
  if (/^Command (?:was )?(?:automatically )?cancel+ed\b/.test(text)) return null;
  return undefined;
}
