import type { CommandEvent, SessionEvent } from "../../model/session-report.ts";
import { patchedFiles } from "../codex/apply-patch.ts";
import { readsOfCommand } from "../codex/codex-facts.ts";
import { commandOf, unwrapShellCommand } from "../codex/shell-command.ts";
import { countToolCalls } from "../count-tool-calls.ts";
import { bool, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At } from "../session-builder.ts";
import { type CallOutput, parseArguments, readOutput } from "./call-output.ts";
import { onEventMsg, payloadType } from "./event-msg.ts";
import { buildReport } from "./report.ts";
import { createState, type RolloutCall, type State } from "./state.ts";
import {
  localShellCallSchema,
  sessionMetaSchema,
  turnContextSchema,
  webSearchCallSchema,
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
 *
 * The frequent payloads (messages, reasoning, function calls and their outputs, token counts) are
 * checked by hand for the fields read (a field of another type reads as absent); the rare ones go
 * through their zod schemas.
 */
export const createCodexRolloutNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => (state.modelCalls > 0 ? state.modelCalls : countToolCalls(state.session.events)),
  buildReport,
);

/** Every line is `{type, timestamp, payload}`, checked by hand; payloads are read by their type. */
function onLine(state: State, json: Record<string, unknown>): boolean {
  if (typeof json.type !== "string") return false;
  onRecord(state, json.type, json.payload, str(json, "timestamp"));
  return true;
}

/** The texts of a list of `{type, text}` parts; anything else is no parts. */
function partTexts(parts: unknown): string[] {
  if (!Array.isArray(parts)) return [];
  const texts: string[] = [];
  for (const part of parts) {
    const text = isRecord(part) ? str(part, "text") : undefined;
    if (text !== undefined) texts.push(text);
  }
  return texts;
}

/** Function tools that run a shell command, and where their arguments keep it. */
const SHELL_FUNCTIONS = new Set(["exec_command", "shell", "shell_command", "container.exec"]);
const STDIN_FUNCTION = "write_stdin";

function onRecord(state: State, type: string, payload: unknown, timestamp: string | undefined): void {
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
  const cwd = state.session.input.cwd;
  const base = cwd !== "" ? cwd : (state.transcriptCwd ?? "");
  return resolvePath(base, path, { keepWithoutCwd: true });
}

function onResponseItem(state: State, payload: unknown, at: At): void {
  const type = payloadType(payload);
  if (type === undefined || !isRecord(payload)) return;
  switch (type) {
    case "message": {
      // `phase`: `commentary` | `final_answer` on newer assistant messages.
      if (str(payload, "role") !== "assistant") return;
      const text = partTexts(payload.content).join("");
      const rawPhase = str(payload, "phase");
      const phase =
        rawPhase === "final_answer" ? "final" : rawPhase === "commentary" ? "commentary" : undefined;
      const event: SessionEvent = {
        type: "message",
        role: "assistant",
        ...(phase === undefined ? {} : { phase }),
        text,
        ...at,
      };
      state.session.events.push(event);
      state.itemMessages.add(state.session.events.length - 1);
      state.lastItemMessage = text;
      return;
    }
    case "reasoning": {
      const text = partTexts(payload.summary).join("\n");
      if (text === "") return;
      state.session.thinking(text, at);
      state.itemReasoning.add(state.session.events.length - 1);
      state.itemReasoningChars += text.length;
      return;
    }
    case "function_call": {
      // `arguments`: a JSON string (`{"cmd": …}` for exec_command, `{"command": [...]}` for shell).
      const name = str(payload, "name");
      const callId = str(payload, "call_id");
      if (name !== undefined && callId !== undefined)
        onFunctionCall(state, name, str(payload, "arguments"), callId, at);
      return;
    }
    case "custom_tool_call": {
      // A freeform tool (`apply_patch` takes the patch text as `input`).
      const name = str(payload, "name");
      const callId = str(payload, "call_id");
      if (name === undefined || callId === undefined) return;
      const input = str(payload, "input");
      const call = openCall(state, callId, name, input ?? "", at);
      if (name === "apply_patch" && input !== undefined) call.patchPaths = [...new Set(patchedFiles(input))];
      return;
    }
    case "local_shell_call": {
      const item = localShellCallSchema.safeParse(payload).data;
      const argv = item?.action?.command;
      if (item === undefined || argv === undefined) return;
      const id = item.call_id ?? item.id ?? `anonymous_${++state.anonymousCalls}`;
      const call = openCall(state, id, "local_shell", { command: argv }, at);
      call.command = state.session.command(unwrapShellCommand(argv), at);
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
      const callId = str(payload, "call_id");
      if (callId !== undefined) onCallOutput(state, callId, outputOf(payload.output), at);
      return;
    }
    default:
      return;
  }
}

/**
 * `output` is a string ("Chunk ID …\nProcess exited with code N\n…Output:\n…" for exec_command,
 * a JSON string `{"output", "metadata": {"exit_code"}}` for shell and apply_patch), or an object
 * `{content, success}` in some builds.
 */
function outputOf(output: unknown): CallOutput {
  if (typeof output === "string") return output;
  if (!isRecord(output)) return undefined;
  return { content: str(output, "content"), success: bool(output, "success") };
}

function openCall(state: State, id: string, tool: string, args: unknown, at: At): RolloutCall {
  const call: RolloutCall = { tool };
  state.session.calls.set(id, call);
  state.session.toolCall(tool, args, id, at);
  return call;
}

/** The arguments of the shell tools: `exec_command {cmd}`, `shell {command: argv}`, `shell_command {command}`, `write_stdin {session_id}`. */
function onFunctionCall(state: State, name: string, rawArgs: string | undefined, id: string, at: At): void {
  const args = parseArguments(rawArgs);
  const call = openCall(state, id, name, args, at);
  const fields = isRecord(args) ? args : {};
  if (SHELL_FUNCTIONS.has(name)) {
    const raw = commandOf(fields.cmd) ?? commandOf(fields.command);
    if (raw === undefined) return;
    call.command = state.session.command(unwrapShellCommand(raw), at);
  } else if (name === STDIN_FUNCTION) {
    const session = fields.session_id;
    if (typeof session === "number" || typeof session === "string") call.stdinSession = String(session);
  }
}

function onCallOutput(state: State, callId: string, output: CallOutput, at: At): void {
  const call = state.session.calls.get(callId);
  state.session.calls.delete(callId);
  const { text, exitCode, success } = readOutput(output);
  const isError = success === false || (exitCode !== undefined && exitCode !== 0);
  state.session.toolResult(call?.tool, text, callId, isError, at);
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
    for (const raw of call.patchPaths) state.session.write(resolve(state, raw), at);
  }
}

/**
 * Sets a command's exit code. Only a command that succeeded counts as a read: a failed `cat`
 * printed nothing the model could use, and for Codex a shell read of SKILL.md *is* the skill use.
 */
function settleCommand(state: State, command: CommandEvent, exitCode: number | null, at: At): void {
  command.exitCode = exitCode;
  if (exitCode !== 0) return;
  readsOfCommand(state.session, command.command, (path) => resolve(state, path), at);
}
