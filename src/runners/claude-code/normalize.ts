import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import { isSettledCommand } from "../event-log.ts";
import { atOf, bool, num, rec, recordList, str } from "../fields.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import {
  type ErrorMessage,
  SessionBuilder,
  stderrDetail,
  stderrText,
  timedOutMessage,
} from "../session-builder.ts";
import {
  blocksOf,
  onAssistantBlocks,
  onSkillBodyText,
  onToolUse,
  onUserMessage,
  textOf,
} from "./claude-blocks.ts";
import { type ResultLine, readResultLine, readSystemLine, type SystemLine } from "./stream-schema.ts";

/**
 * Turns `claude -p --output-format stream-json --verbose` stdout into a SessionReport, one line at
 * a time (reference/agent-clis.md §1.4–1.6). Keeps what the report needs, never the lines.
 * Every line is checked by hand for the fields read (claude-blocks.ts, stream-schema.ts).
 */
export const createClaudeCodeNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => state.messageIds.size,
  buildReport,
);

interface State {
  session: SessionBuilder;
  /** Commands without a result yet or whose result was an error: the last line may deny them. */
  commandsByCallId: Map<string, NonNullable<ReturnType<typeof onToolUse>["command"]>>;
  messageIds: Set<string>;
  deniedCallIds: Set<string>;
  deniedMessages: string[];
  sessionId?: string;
  model?: string;
  agentVersion?: string;
  lastTopLevelText?: string;
  apiError?: { status?: number; code?: string; text: string };
  result?: ResultLine;
}

function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    commandsByCallId: new Map(),
    messageIds: new Set(),
    deniedCallIds: new Set(),
    deniedMessages: [],
  };
}

/** Returns false for a line the format does not have (then counted as unparsed). */
function onLine(state: State, json: Record<string, unknown>): boolean {
  if (json.type === "assistant" || json.type === "user") {
    const message = rec(json, "message");
    if (message === undefined) return false;
    if (json.type === "assistant") onAssistant(state, json, message);
    else onUser(state, json, message);
    return true;
  }
  if (json.type === "system") {
    onSystem(state, readSystemLine(json));
    return true;
  }
  const result = readResultLine(json);
  if (result !== undefined) state.result = result;
  return result !== undefined;
}

function onSystem(state: State, line: SystemLine): void {
  if (line.subtype === "init") {
    state.sessionId = line.session_id ?? state.sessionId;
    state.model = line.model ?? state.model;
    state.agentVersion = line.claude_code_version ?? state.agentVersion;
  } else if (line.subtype === "permission_denied") {
    if (line.tool_use_id !== undefined) state.deniedCallIds.add(line.tool_use_id);
    if (line.message !== undefined && state.deniedMessages.length < 10)
      state.deniedMessages.push(line.message);
  }
}

function onAssistant(state: State, line: Record<string, unknown>, message: Record<string, unknown>): void {
  const blocks = blocksOf(message);
  const model = str(message, "model");
  // API errors end with a line the CLI makes up itself: not a model call, not an answer.
  if (model === "<synthetic>" || bool(line, "is_api_error_message") === true) {
    const text = blocks.flatMap((block) => textOf(block) ?? []).join("\n");
    state.apiError = { status: num(line, "api_error_status"), code: str(line, "error"), text };
    return;
  }
  const id = str(message, "id");
  if (id !== undefined) state.messageIds.add(id);
  state.model ??= model;
  state.sessionId ??= str(line, "session_id");
  const parent = str(line, "parent_tool_use_id");
  const at = atOf(line);
  const { session } = state;
  const onText = (text: string) => {
    if (parent === undefined) state.lastTopLevelText = text;
  };
  onAssistantBlocks(session, blocks, at, onText, (toolUse) => {
    const call = onToolUse(session, toolUse, parent, at, (path) => resolvePath(session.input.cwd, path));
    if (call.command !== undefined) state.commandsByCallId.set(toolUse.id, call.command);
  });
}

function onUser(state: State, line: Record<string, unknown>, message: Record<string, unknown>): void {
  const at = atOf(line);
  // `tool_result_meta`: read only when it is a list of objects, as a whole.
  const metas = recordList(line.tool_result_meta);
  const synthetic = bool(line, "isSynthetic") === true;
  // `tool_use_result` is a plain "Error: ..." string when the tool failed.
  onUserMessage(
    state.session,
    message,
    line.tool_use_result,
    at,
    (result, _lineResult, errorString) => {
      const id = result.toolUseId;
      const meta = metas?.find((entry) => str(entry, "id") === id);
      const denied =
        state.deniedCallIds.has(id) ||
        (meta !== undefined &&
          (str(meta, "non_execution_kind") === "user-rejected" ||
            str(rec(meta, "permission_decision") ?? {}, "decision") === "reject"));
      if (denied) state.deniedCallIds.add(id);
      const isError = result.isError || errorString !== undefined;
      // Only a failed command may still be named by the permission denials of the last line.
      if (!isError || denied) state.commandsByCallId.delete(id);
      return { isError, denied, skillFailed: isError, errorString };
    },
    // Skill bodies and re-invocation notes are the CLI's, not the user's; a subagent's prompt is kept.
    (text) => {
      if (!onSkillBodyText(state.session, text, at) && !synthetic) state.session.message("user", text, at);
    },
  );
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const { session, result } = state;
  session.closeDanglingCalls();
  for (const denial of result?.permission_denials ?? []) {
    if (denial.tool_use_id === undefined) continue;
    state.deniedCallIds.add(denial.tool_use_id);
    const command = state.commandsByCallId.get(denial.tool_use_id);
    // A command that exited 0 ran: the log may have stored it already, as it is (isSettledCommand).
    if (command !== undefined && !isSettledCommand(command)) {
      command.exitCode = null;
      command.denied = true;
    }
  }
  // Old CLIs (2.0.x) report a `--max-turns` stop with `is_error: false` (public fixture issue-38).
  const resultIsError = result?.is_error === true || (result?.subtype?.startsWith("error") ?? false);
  const errorKind = classifyError(state, outcome);
  const isError = resultIsError || outcome.timedOut || result === undefined;
  const finalOutput = (resultIsError ? undefined : result?.result) ?? state.lastTopLevelText ?? "";
  return session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(session, result, finalOutput),
    costUsd: result?.total_cost_usd,
    turns: result?.num_turns,
    modelCalls: state.messageIds.size,
    agentVersion: state.agentVersion,
    model: state.model,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  if (result === undefined) {
    // No result line: the session did not finish, whatever the exit code (an empty transcript, a
    // wrapper that exited 0, a stream cut short).
    return "crash";
  }
  if (result.subtype === "error_max_turns" || result.terminal_reason === "max_turns") return "max-turns";
  const status = result.api_error_status ?? state.apiError?.status;
  if (status === 401 || status === 403 || state.apiError?.code === "authentication_failed") return "auth";
  if (result.terminal_reason === "api_error" || status !== undefined || state.apiError !== undefined) {
    return "api-error";
  }
  if (result.subtype === "error_during_execution") return "crash";
  if (state.deniedCallIds.size > 0) return "permission-denied";
  return undefined;
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind, isError) => {
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "crash" && state.result === undefined) {
    return `Claude Code ${describeExit(outcome)} without a result line${stderrDetail(outcome)}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return undefined;
  const result = state.result;
  const errors = result?.errors?.join("\n");
  return (
    result?.result ?? (errors === "" ? undefined : errors) ?? state.apiError?.text ?? stderrText(outcome)
  );
};

/** Token counts come from the result line only: per-line usage is a `message_start` snapshot (§1.4). */
function usageOf(session: SessionBuilder, result: ResultLine | undefined, finalOutput: string) {
  const usage = result?.usage;
  const cacheRead = usage?.cache_read_input_tokens;
  // skillgym's convention: input counts the tokens served from the cache too.
  const input = usage?.input_tokens === undefined ? undefined : usage.input_tokens + (cacheRead ?? 0);
  return session.usage(
    {
      input,
      output: usage?.output_tokens,
      reasoning: usage?.output_tokens_details?.thinking_tokens,
      cacheRead,
      cacheWrite: usage?.cache_creation_input_tokens,
    },
    finalOutput,
  );
}
