import type {
  CommandEvent,
  SessionErrorKind,
  SessionEvent,
  SessionReport,
  UsageReport,
} from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../adapter.ts";
import { clipOutput } from "../clip-output.ts";
import { unwrapShellCommand } from "../codex/shell-command.ts";
import { countToolCalls } from "../count-tool-calls.ts";
import { isRecord } from "../is-record.ts";
import { parseJsonLine, UNPARSED } from "../json-line.ts";
import { recordRead } from "../record-read.ts";
import { resolvePath } from "../resolve-path.ts";
import { extractShellReads } from "../shell-reads.ts";
import { detectSkills, type SkillEvidence } from "../skill-detection.ts";
import { skillFileReads } from "../skill-file-reads.ts";
import {
  type CallOutput,
  callOutputSchema,
  customToolCallSchema,
  errorEventSchema,
  functionCallSchema,
  localShellCallSchema,
  messageItemSchema,
  payloadTypeSchema,
  reasoningItemSchema,
  rolloutLineSchema,
  sessionMetaSchema,
  shellArgumentsSchema,
  type TokenUsage,
  taskCompleteSchema,
  textEventSchema,
  tokenCountSchema,
  turnAbortedSchema,
  turnContextSchema,
  webSearchCallSchema,
  wrappedOutputSchema,
} from "./stream-schema.ts";

/**
 * Turns a Codex rollout file (`~/.codex/sessions/**\/rollout-*.jsonl`) into a SessionReport, one
 * line at a time (reference/agent-clis.md §2.6). Keeps what the report needs, never the lines.
 *
 * - Tool calls are the `response_item` `function_call`s (exec_command, write_stdin, update_plan,
 *   `mcp__<server>__<tool>`, …), `custom_tool_call`s (apply_patch), `local_shell_call`s and
 *   `web_search_call`s. Shell commands are unwrapped (`bash -lc '<cmd>'` → `<cmd>`) and take their
 *   exit code from the matching output ("Process exited with code N", "Exit code: N", or
 *   `metadata.exit_code`); a command still running when its output came (a session id) takes it
 *   from the `write_stdin` output that reports the exit.
 * - The rollout writes each assistant text twice, as an `event_msg` `agent_message` and as a
 *   `response_item` `message`. The `event_msg` form is kept (it is what the CLI showed, and what the
 *   last `task_complete` repeats); the `response_item` form is used only for rollouts without it.
 *   The same holds for reasoning (`agent_reasoning` over `reasoning` summaries).
 * - Usage is `total_token_usage` of the last `token_count` with `info` (the counts are
 *   cumulative). Model calls are the `token_usage_record` lines (one per model call, 0.169);
 *   older rollouts have none, and then the count is left out.
 * - As for `codex exec`, a shell read of a skill's SKILL.md that succeeded is the skill use.
 * - Unlike a Claude session log, a rollout marks the end of each task (`task_complete`). The
 *   session failed when its last task was aborted (`turn_aborted`), or never completed (the log
 *   stops mid-task: `errorKind: "crash"`), or an `error` event ended it (`api-error`, or `auth`
 *   for a 401/403), or the engine saw a timeout. An error or abort followed by a task that
 *   completed is history, not a failure.
 */
export function createCodexRolloutNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, rolloutLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === undefined || parsed === UNPARSED) return;
      onLine(state, parsed.event.type, parsed.event.payload, parsed.event.timestamp);
    },
    stepsSoFar: () => (state.modelCalls > 0 ? state.modelCalls : countToolCalls(state.events)),
    finish(outcome) {
      return buildReport(state, outcome);
    },
  };
}

/** Function tools that run a shell command, and where their arguments keep it. */
const SHELL_FUNCTIONS = new Set(["exec_command", "shell", "shell_command", "container.exec"]);
const STDIN_FUNCTION = "write_stdin";
/** A status or text that says the server refused the credentials. */
const AUTH_FAILURE = /\bstatus\W{0,3}(?:401|403)\b|\b(?:401 Unauthorized|403 Forbidden)\b/i;

type At = { at?: string };

interface PendingCall {
  tool: string;
  command?: CommandEvent;
  /** write_stdin: the exec session it writes to. */
  stdinSession?: string;
  /** apply_patch: the files the patch names. */
  patchPaths?: string[];
}

interface State {
  input: NormalizerInput;
  events: SessionEvent[];
  calls: Map<string, PendingCall>;
  /** exec_command sessions still running, by session id. */
  runningCommands: Map<string, CommandEvent>;
  skillEvidence: SkillEvidence[];
  reads: Set<string>;
  writes: Set<string>;
  /** `response_item` copies of texts, dropped at the end when the `event_msg` form was seen. */
  itemMessages: Set<SessionEvent>;
  itemReasoning: Set<SessionEvent>;
  sawAgentMessages: boolean;
  sawAgentReasoning: boolean;
  eventReasoningChars: number;
  itemReasoningChars: number;
  unparsedLines: number;
  recognizedLines: number;
  modelCalls: number;
  anonymousCalls: number;
  usage?: TokenUsage;
  sessionId?: string;
  agentVersion?: string;
  model?: string;
  transcriptCwd?: string;
  lastAgentMessage?: string;
  lastItemMessage?: string;
  lastTaskMessage?: string;
  /** How the last task ended: still open, completed, or aborted. */
  task: "none" | "open" | "complete" | "aborted";
  abortReason?: string;
  /** An `error` event since the last task started. */
  turnError?: string;
}

function createState(input: NormalizerInput): State {
  return {
    input,
    events: [],
    calls: new Map(),
    runningCommands: new Map(),
    skillEvidence: [],
    reads: new Set(),
    writes: new Set(),
    itemMessages: new Set(),
    itemReasoning: new Set(),
    sawAgentMessages: false,
    sawAgentReasoning: false,
    eventReasoningChars: 0,
    itemReasoningChars: 0,
    unparsedLines: 0,
    recognizedLines: 0,
    modelCalls: 0,
    anonymousCalls: 0,
    task: "none",
  };
}

function onLine(state: State, type: string, payload: unknown, timestamp: string | undefined): void {
  const at: At = timestamp === undefined ? {} : { at: timestamp };
  switch (type) {
    case "session_meta": {
      const meta = sessionMetaSchema.safeParse(payload).data;
      state.recognizedLines += 1;
      state.sessionId ??= meta?.id;
      state.agentVersion ??= meta?.cli_version;
      state.transcriptCwd ??= meta?.cwd;
      return;
    }
    case "turn_context": {
      const context = turnContextSchema.safeParse(payload).data;
      state.model ??= context?.model;
      state.transcriptCwd ??= context?.cwd;
      return;
    }
    case "token_usage_record":
      state.modelCalls += 1;
      return;
    case "response_item":
      state.recognizedLines += 1;
      onResponseItem(state, payload, at);
      return;
    case "event_msg":
      state.recognizedLines += 1;
      onEventMsg(state, payload, at);
      return;
    default:
      // compacted, world_state, …: nothing to report.
      return;
  }
}

/** Relative paths resolve against the run's cwd, or the session's own when the run has none. */
function resolve(state: State, path: string): string {
  const base = state.input.cwd !== "" ? state.input.cwd : (state.transcriptCwd ?? "");
  return resolvePath(base, path, { keepWithoutCwd: true });
}

function onResponseItem(state: State, payload: unknown, at: At): void {
  switch (payloadTypeSchema.safeParse(payload).data?.type) {
    case "message": {
      const item = messageItemSchema.safeParse(payload).data;
      if (item?.role !== "assistant") return;
      const text = item.content.flatMap((part) => part.text ?? []).join("");
      const phase =
        item.phase === "final_answer" ? "final" : item.phase === "commentary" ? "commentary" : undefined;
      const event: SessionEvent = {
        type: "message",
        role: "assistant",
        ...(phase === undefined ? {} : { phase }),
        text,
        ...at,
      };
      state.events.push(event);
      state.itemMessages.add(event);
      state.lastItemMessage = text;
      return;
    }
    case "reasoning": {
      const item = reasoningItemSchema.safeParse(payload).data;
      if (item === undefined) return;
      const text = item.summary.flatMap((part) => part.text ?? []).join("\n");
      if (text === "") return;
      const event: SessionEvent = { type: "message", role: "assistant", phase: "thinking", text, ...at };
      state.events.push(event);
      state.itemReasoning.add(event);
      state.itemReasoningChars += text.length;
      return;
    }
    case "function_call": {
      const item = functionCallSchema.safeParse(payload).data;
      if (item !== undefined) onFunctionCall(state, item.name, item.arguments, item.call_id, at);
      return;
    }
    case "custom_tool_call": {
      const item = customToolCallSchema.safeParse(payload).data;
      if (item === undefined) return;
      const call = openCall(state, item.call_id, item.name, item.input ?? "", at);
      if (item.name === "apply_patch" && item.input !== undefined) call.patchPaths = patchPaths(item.input);
      return;
    }
    case "local_shell_call": {
      const item = localShellCallSchema.safeParse(payload).data;
      const argv = item?.action?.command;
      if (item === undefined || argv === undefined) return;
      const id = item.call_id ?? item.id ?? `anonymous_${++state.anonymousCalls}`;
      const call = openCall(state, id, "local_shell", { command: argv }, at);
      call.command = { type: "command", command: unwrapShellCommand(argv), ...at };
      state.events.push(call.command);
      return;
    }
    case "web_search_call": {
      const item = webSearchCallSchema.safeParse(payload).data;
      if (item === undefined) return;
      const id = item.id ?? `anonymous_${++state.anonymousCalls}`;
      openCall(state, id, "web_search", item.action === undefined ? {} : { action: item.action }, at);
      return;
    }
    case "function_call_output":
    case "custom_tool_call_output": {
      const item = callOutputSchema.safeParse(payload).data;
      if (item !== undefined) onCallOutput(state, item, at);
      return;
    }
    default:
      return;
  }
}

function openCall(state: State, id: string, tool: string, args: unknown, at: At): PendingCall {
  const call: PendingCall = { tool };
  state.calls.set(id, call);
  state.events.push({ type: "toolCall", tool, args, callId: id, ...at });
  return call;
}

function onFunctionCall(state: State, name: string, rawArgs: string | undefined, id: string, at: At): void {
  const args = parseArguments(rawArgs);
  const call = openCall(state, id, name, args, at);
  const shellArgs = shellArgumentsSchema.safeParse(args).data;
  if (SHELL_FUNCTIONS.has(name)) {
    const raw = shellArgs?.cmd ?? shellArgs?.command;
    if (raw === undefined) return;
    call.command = { type: "command", command: unwrapShellCommand(raw), ...at };
    state.events.push(call.command);
  } else if (name === STDIN_FUNCTION && shellArgs?.session_id !== undefined) {
    call.stdinSession = String(shellArgs.session_id);
  }
}

/** Arguments are a JSON string; anything else (a redacted placeholder) is kept as written. */
function parseArguments(raw: string | undefined): unknown {
  if (raw === undefined) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : raw;
  } catch {
    return raw;
  }
}

function onCallOutput(state: State, item: CallOutput, at: At): void {
  const call = state.calls.get(item.call_id);
  state.calls.delete(item.call_id);
  const { text, exitCode, success } = readOutput(item.output);
  const isError = success === false || (exitCode !== undefined && exitCode !== 0);
  state.events.push({
    type: "toolResult",
    ...(call === undefined ? {} : { tool: call.tool }),
    output: clipOutput(text),
    callId: item.call_id,
    isError,
    ...at,
  });
  if (call === undefined) return;
  if (call.command !== undefined) {
    const session = /Process running with session ID (\d+)/.exec(text)?.[1];
    if (exitCode === undefined && session !== undefined) state.runningCommands.set(session, call.command);
    else settleCommand(state, call.command, exitCode ?? (success === true ? 0 : null), at);
  } else if (call.stdinSession !== undefined && exitCode !== undefined) {
    const command = state.runningCommands.get(call.stdinSession);
    state.runningCommands.delete(call.stdinSession);
    if (command !== undefined) settleCommand(state, command, exitCode, at);
  }
  // A patch that failed to apply changed nothing.
  if (call.patchPaths !== undefined && !isError) {
    for (const raw of call.patchPaths) {
      const path = resolve(state, raw);
      state.events.push({ type: "fileWrite", path, ...at });
      state.writes.add(path);
    }
  }
}

/**
 * Sets a command's exit code. Only a command that succeeded counts as a read: a failed `cat`
 * printed nothing the model could use, and for Codex a shell read of SKILL.md *is* the skill use.
 */
function settleCommand(state: State, command: CommandEvent, exitCode: number | null, at: At): void {
  command.exitCode = exitCode;
  if (exitCode !== 0) return;
  for (const path of extractShellReads(command.command)) recordRead(state, resolve(state, path), at);
}

function readOutput(output: CallOutput["output"]): { text: string; exitCode?: number; success?: boolean } {
  if (output === undefined) return { text: "" };
  if (typeof output !== "string") {
    const text = output.content ?? "";
    const exitCode = exitCodeIn(text);
    return { text, ...(exitCode === undefined ? {} : { exitCode }), ...optionalSuccess(output.success) };
  }
  if (output.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(output);
    } catch {
      json = undefined;
    }
    const wrapped = wrappedOutputSchema.safeParse(json).data;
    if (wrapped?.output !== undefined) {
      const exitCode = wrapped.metadata?.exit_code ?? exitCodeIn(wrapped.output);
      return { text: wrapped.output, ...(exitCode === undefined ? {} : { exitCode }) };
    }
  }
  const exitCode = exitCodeIn(output);
  return { text: output, ...(exitCode === undefined ? {} : { exitCode }) };
}

function optionalSuccess(success: boolean | undefined): { success?: boolean } {
  return success === undefined ? {} : { success };
}

/** "Process exited with code N" (exec_command) or "Exit code: N" (shell, apply_patch). */
function exitCodeIn(text: string): number | undefined {
  const match = /Process exited with code (-?\d+)/.exec(text) ?? /^Exit code: (-?\d+)/m.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The files an apply_patch patch adds, updates, deletes or moves to. */
function patchPaths(patch: string): string[] {
  const paths: string[] = [];
  for (const line of patch.split("\n")) {
    const match = /^\*\*\* (?:Add File|Update File|Delete File|Move to): (.+)$/.exec(line.trimEnd());
    const path = match?.[1]?.trim();
    if (path !== undefined && path !== "" && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

function onEventMsg(state: State, payload: unknown, at: At): void {
  const type = payloadTypeSchema.safeParse(payload).data?.type;
  switch (type) {
    case "agent_message":
    case "user_message":
    case "agent_reasoning": {
      const item = textEventSchema.safeParse(payload).data;
      const text = item?.message ?? item?.text;
      if (text === undefined) return;
      if (type === "agent_reasoning") {
        state.sawAgentReasoning = true;
        state.eventReasoningChars += text.length;
        state.events.push({ type: "message", role: "assistant", phase: "thinking", text, ...at });
      } else if (type === "agent_message") {
        state.sawAgentMessages = true;
        state.lastAgentMessage = text;
        state.events.push({ type: "message", role: "assistant", text, ...at });
      } else {
        state.events.push({ type: "message", role: "user", text, ...at });
      }
      return;
    }
    case "token_count": {
      const usage = tokenCountSchema.safeParse(payload).data?.info?.total_token_usage;
      if (usage !== undefined) state.usage = usage;
      return;
    }
    case "task_started":
      state.task = "open";
      state.turnError = undefined;
      state.abortReason = undefined;
      return;
    case "task_complete":
      state.task = "complete";
      state.lastTaskMessage = taskCompleteSchema.safeParse(payload).data?.last_agent_message;
      return;
    case "turn_aborted":
      state.task = "aborted";
      state.abortReason = turnAbortedSchema.safeParse(payload).data?.reason ?? "aborted";
      return;
    case "error":
      state.turnError = errorEventSchema.safeParse(payload).data?.message ?? "error";
      return;
    default:
      // stream_error (a retry), task/turn bookkeeping, exec_command_end of old rollouts: not used.
      return;
  }
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const events = state.events.filter(
    (event) =>
      !(state.sawAgentMessages && state.itemMessages.has(event)) &&
      !(state.sawAgentReasoning && state.itemReasoning.has(event)),
  );
  const reasoningChars = state.sawAgentReasoning ? state.eventReasoningChars : state.itemReasoningChars;
  const finalOutput =
    (state.sawAgentMessages ? state.lastAgentMessage : state.lastItemMessage) ?? state.lastTaskMessage ?? "";
  const errorKind = classifyError(state, outcome);
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf(state, outcome, errorKind);
  return {
    runner: state.input.runner,
    ...(state.sessionId === undefined ? {} : { sessionId: state.sessionId }),
    prompt: state.input.prompt,
    finalOutput,
    events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes],
    },
    usage: usageOf(state.usage, state.input.prompt, finalOutput, reasoningChars),
    ...(state.modelCalls === 0 ? {} : { modelCalls: state.modelCalls }),
    ...(state.agentVersion === undefined ? {} : { agentVersion: state.agentVersion }),
    ...(state.model === undefined ? {} : { model: state.model }),
    durationMs: outcome.durationMs,
    isError: errorKind !== undefined,
    ...(errorKind === undefined ? {} : { errorKind }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
    unparsedLines: state.unparsedLines,
    rawArtifacts: {},
  };
}

function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  if (state.turnError !== undefined) return AUTH_FAILURE.test(state.turnError) ? "auth" : "api-error";
  if (state.recognizedLines === 0 || state.task === "open" || state.task === "aborted") return "crash";
  return undefined;
}

function errorMessageOf(
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
): string | undefined {
  const stderr = outcome.stderrTail.trim();
  const detail = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${detail}`;
  if (kind === "api-error" || kind === "auth") return state.turnError;
  if (kind !== "crash") return undefined;
  if (state.recognizedLines === 0) return `The Codex rollout has no session record${detail}`;
  if (state.task === "aborted") return `Codex turn aborted (${state.abortReason ?? "aborted"})${detail}`;
  const unanswered = state.calls.size === 0 ? "" : ` with ${state.calls.size} tool call(s) unanswered`;
  return `The Codex rollout ends before its task completed${unanswered}${detail}`;
}

/**
 * The cumulative totals of the last `token_count`. OpenAI counts cached tokens inside
 * `input_tokens` and reasoning inside `output_tokens`, which is also skillgym's convention.
 */
function usageOf(
  usage: TokenUsage | undefined,
  prompt: string,
  finalOutput: string,
  reasoningChars: number,
): UsageReport {
  const input = usage?.input_tokens;
  const output = usage?.output_tokens;
  const reasoning = usage?.reasoning_output_tokens;
  const cached = usage?.cached_input_tokens;
  return {
    ...(input === undefined ? {} : { inputTokens: input }),
    ...(output === undefined ? {} : { outputTokens: output }),
    ...(reasoning === undefined ? {} : { reasoningTokens: reasoning }),
    ...(cached === undefined ? {} : { cacheTokens: cached, cacheReadTokens: cached }),
    ...(input === undefined || output === undefined ? {} : { totalTokens: input + output }),
    inputChars: prompt.length,
    outputChars: finalOutput.length,
    reasoningChars,
    source: {
      input: input === undefined ? "chars" : "provider",
      output: output === undefined ? "chars" : "provider",
      reasoning: reasoning === undefined ? "chars" : "provider",
    },
  };
}
