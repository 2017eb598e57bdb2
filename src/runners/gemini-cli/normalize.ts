import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { parseJsonLine, UNPARSED } from "../json-line.ts";
import { resolvePath } from "../resolve-path.ts";
import { type PendingCall, SessionBuilder } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import {
  type ErrorLine,
  type GeminiStats,
  geminiStreamLineSchema,
  type InitLine,
  type MessageLine,
  type ResultLine,
  type ToolResultLine,
  type ToolUseLine,
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
export function createGeminiCliNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, geminiStreamLineSchema);
      if (parsed === UNPARSED) state.session.unparsedLines += 1;
      if (parsed === undefined || parsed === UNPARSED) return;
      const { event } = parsed;
      switch (event.type) {
        case "init":
          onInit(state, event);
          break;
        case "message":
          onMessage(state, event);
          break;
        case "tool_use":
          onToolUse(state, event);
          break;
        case "tool_result":
          onToolResult(state, event);
          break;
        case "error":
          onError(state, event);
          break;
        case "result":
          flushText(state);
          state.result = event;
          break;
      }
    },
    stepsSoFar: () => state.modelCalls,
    finish(outcome) {
      return buildReport(state, outcome);
    },
  };
}

const SHELL_TOOL = "run_shell_command";
const SKILL_TOOL = "activate_skill";
/** Path parameter `file_path` (0.61); older releases named it `absolute_path`. */
const READ_TOOLS = new Set(["read_file"]);
const WRITE_TOOLS = new Set(["write_file", "replace"]);
/** The tool-result error type of a call the policy engine refused. */
const POLICY_VIOLATION = "policy_violation";
/** Lines Gemini CLI always writes to stderr; they explain nothing about a failure. */
const STDERR_NOISE = [
  /^Warning: Basic terminal detected/,
  /^Warning: 256-color support/,
  /^YOLO mode is enabled/,
];

interface State {
  session: SessionBuilder;
  deniedCallIds: Set<string>;
  deniedMessages: string[];
  /** Model responses seen: runs of assistant output between tool results. */
  modelCalls: number;
  /** True while the current model response is still printing (no tool result since). */
  inResponse: boolean;
  /** Assistant chunks not yet turned into a message event. */
  pendingText?: { text: string; at?: string };
  /** The assistant's text since the last tool call: the final answer once the run ends. */
  textSinceLastToolCall: string;
  lastErrorMessage?: string;
  sessionId?: string;
  model?: string;
  result?: ResultLine;
}

function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    deniedCallIds: new Set(),
    deniedMessages: [],
    modelCalls: 0,
    inResponse: false,
    textSinceLastToolCall: "",
  };
}

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

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  flushText(state);
  state.session.closeDanglingCalls();
  const result = state.result;
  const resultIsError = result?.status === "error";
  const errorKind = classifyError(state, outcome);
  const isError = resultIsError || outcome.timedOut || (result === undefined && errorKind === "crash");
  const finalOutput = state.textSinceLastToolCall;
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(state.session, result?.stats, finalOutput),
    modelCalls: state.modelCalls,
    model: state.model,
    isError,
    errorKind,
    errorMessage: errorMessageOf(state, outcome, errorKind, isError),
  });
}

/** `Fatal*Error` types the CLI gives for problems of its own setup, not of the model API. */
const SETUP_ERRORS = new Set([
  "FatalInputError",
  "FatalConfigError",
  "FatalSandboxError",
  "FatalToolExecutionError",
  "FatalCancellationError",
]);

function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  if (result === undefined) {
    return outcome.exitCode !== 0 || (outcome.signal ?? null) !== null ? "crash" : undefined;
  }
  if (result.status === "error") {
    const type = result.error?.type;
    if (type === "FatalTurnLimitedError") return "max-turns";
    if (type === "FatalAuthenticationError") return "auth";
    if (type !== undefined && SETUP_ERRORS.has(type)) return "crash";
    const status = httpStatusOf(result.error?.message, outcome.stderrTail);
    if (status === 401 || status === 403) return "auth";
    // `unknown` errors come from the model loop: HTTP errors, unreachable server, invalid streams.
    return "api-error";
  }
  if (state.deniedCallIds.size > 0) return "permission-denied";
  return undefined;
}

/**
 * The HTTP status of an API error: the `code` of the JSON body in `[API Error: {...}]`, else the
 * `status: N` that ends the error's stack trace on stderr.
 */
export function httpStatusOf(message: string | undefined, stderr: string): number | undefined {
  const fromBody = /"code"\s*:\s*(\d{3})\b/.exec(message ?? "")?.[1];
  if (fromBody !== undefined) return Number(fromBody);
  const fromStderr = [...stderr.matchAll(/^\s*status: (\d{3})\s*$/gm)].at(-1)?.[1];
  return fromStderr === undefined ? undefined : Number(fromStderr);
}

function errorMessageOf(
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
  isError: boolean,
): string | undefined {
  const stderr = meaningfulStderr(outcome.stderrTail);
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash" && state.result === undefined) {
    const ended = describeExit(outcome);
    return `Gemini CLI ${ended} without a result line${stderr === "" ? "" : `: ${stderr}`}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return undefined;
  const message = state.result?.error?.message;
  return (
    (message === undefined || message === "" ? undefined : message) ??
    state.lastErrorMessage ??
    (stderr === "" ? undefined : stderr)
  );
}

function meaningfulStderr(stderr: string): string {
  return stderr
    .split("\n")
    .filter((line) => !STDERR_NOISE.some((noise) => noise.test(line)))
    .join("\n")
    .trim();
}

/**
 * Token counts from the result line's `stats` (summed over models by the CLI). `input_tokens` is
 * the prompt count, cached tokens included; thoughts are not reported apart, so reasoning is what
 * the total has beyond input and output.
 */
function usageOf(session: SessionBuilder, stats: GeminiStats | undefined, finalOutput: string) {
  const input = stats?.input_tokens;
  const output = stats?.output_tokens;
  const total =
    stats?.total_tokens ?? (input === undefined || output === undefined ? undefined : input + output);
  const beyond =
    total === undefined || input === undefined || output === undefined ? 0 : total - input - output;
  const reasoning = beyond > 0 ? beyond : undefined;
  return session.usage({ input, output, reasoning, cacheRead: stats?.cached, total }, finalOutput, "derived");
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
