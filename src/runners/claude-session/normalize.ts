import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../adapter.ts";
import {
  blocksOf,
  onAssistantBlocks,
  onSkillBodyText,
  onToolUse,
  onUserMessage,
} from "../claude-code/claude-blocks.ts";
import { errorFacts } from "../error-facts.ts";
import { atOf, bool, num, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import {
  addCount,
  type ErrorMessage,
  SessionBuilder,
  stderrDetail,
  timedOutMessage,
} from "../session-builder.ts";

/**
 * Turns a Claude Code session log (`~/.claude/projects/<proj>/<session>.jsonl`, or a subagent's
 * `subagents/agent-*.jsonl`, or both concatenated) into a SessionReport, one record at a time
 * (reference/agent-clis.md §1.7). Keeps what the report needs, never the lines. Message content
 * uses the same blocks as `stream-json`: they are read by the claude-code adapter's block reader.
 *
 * How it differs from `stream-json`:
 * - One API message is written as one line per content block, each repeating the message's usage,
 *   so usage is the sum over distinct message ids of the last line seen for each id, and model calls
 *   are the distinct ids. Tool uses are de-duplicated by their id.
 * - Subagent (`isSidechain`) lines are kept: their tool calls carry `parentCallId` (the Task call,
 *   when a Task result or an `agent_progress` record has named it, else `agent-<agentId>`), but the
 *   final output is the last main-chain assistant text. Tool calls nested inside `progress` records
 *   are copies of the subagent's lines and are not counted.
 * - There is no result line: no cost, no turn count, and no verdict from the CLI. A log simply stops
 *   where the session stopped, and an interactive session that the user left is not a crash, so
 *   `isError` is false unless the engine saw a timeout, or the log holds no conversation record at
 *   all (then `errorKind: "crash"`). Refused tool calls still give `errorKind: "permission-denied"`
 *   without failing the session, as for the stream-json adapter.
 *
 * Records are checked by hand for the fields read (a field of another type reads as absent); record
 * types it does not read (`file-history-snapshot`, `queue-operation`, …) are skipped.
 */
export const createClaudeSessionNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onRecord,
  (state) => state.messages.size,
  buildReport,
);

/** `toolUseResult` of a call the user refused. */
const USER_REJECTED = "User rejected tool use";

interface MessageUsage {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite?: number;
}

interface State {
  session: SessionBuilder;
  /** Every tool use id seen, to drop repeats. */
  toolUseIds: Set<string>;
  /** The skill each Skill call named, to name the skill body it injects. */
  skillByCallId: Map<string, string>;
  /** A subagent's id to the Task call that started it. */
  agentParents: Map<string, string>;
  /** Distinct assistant message ids, each with the usage of its last line. */
  messages: Map<string, MessageUsage | undefined>;
  deniedCallIds: Set<string>;
  conversationRecords: number;
  sessionId?: string;
  agentVersion?: string;
  model?: string;
  sidechainModel?: string;
  transcriptCwd?: string;
  lastMainText?: string;
}

function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    toolUseIds: new Set(),
    skillByCallId: new Map(),
    agentParents: new Map(),
    messages: new Map(),
    deniedCallIds: new Set(),
    conversationRecords: 0,
  };
}

/** Returns false for a record that is not one (no type, or a conversation record without a message). */
function onRecord(state: State, record: Record<string, unknown>): boolean {
  if (typeof record.type !== "string") return false;
  if (record.type === "assistant" || record.type === "user") {
    const message = rec(record, "message");
    if (message === undefined) return false;
    noteSession(state, record);
    state.conversationRecords += 1;
    if (record.type === "assistant") onAssistant(state, record, message);
    else onUser(state, record, message);
  } else if (record.type === "progress") {
    onProgress(state, record);
  }
  return true;
}

function noteSession(state: State, record: Record<string, unknown>): void {
  state.sessionId ??= str(record, "sessionId");
  state.agentVersion ??= str(record, "version");
  state.transcriptCwd ??= str(record, "cwd");
}

/** Relative paths resolve against the run's cwd, or the session's own when the run has none. */
function resolve(state: State, path: string): string {
  const cwd = state.session.input.cwd;
  return resolvePath(cwd !== "" ? cwd : (state.transcriptCwd ?? ""), path, { keepWithoutCwd: true });
}

function onProgress(state: State, record: Record<string, unknown>): void {
  const data = rec(record, "data");
  const agentId = data === undefined ? undefined : str(data, "agentId");
  const parent = str(record, "parentToolUseID");
  if (data?.type === "agent_progress" && agentId !== undefined && parent !== undefined) {
    state.agentParents.set(agentId, parent);
  }
}

/** The call a subagent's line belongs to: its Task call once known, else the subagent's id. */
function parentOf(state: State, record: Record<string, unknown>): string | undefined {
  if (bool(record, "isSidechain") !== true) return undefined;
  const agentId = str(record, "agentId");
  if (agentId === undefined) return "sidechain";
  return state.agentParents.get(agentId) ?? `agent-${agentId}`;
}

function onAssistant(state: State, record: Record<string, unknown>, message: Record<string, unknown>): void {
  const model = str(message, "model");
  // The line the CLI writes for an API error is not a model call, and not an answer.
  if (model === "<synthetic>" || bool(record, "isApiErrorMessage") === true) return;
  const id = str(message, "id");
  if (id !== undefined) {
    // Each line repeats its message's usage; the last line of a message has the final counts.
    state.messages.delete(id);
    state.messages.set(id, usageOf(rec(message, "usage")));
  }
  const sidechain = bool(record, "isSidechain") === true;
  if (sidechain) state.sidechainModel ??= model;
  else state.model ??= model;
  const parent = parentOf(state, record);
  const at = atOf(record);
  const { session } = state;
  const onText = (text: string) => {
    if (!sidechain) state.lastMainText = text;
  };
  onAssistantBlocks(session, blocksOf(message), at, onText, (toolUse) => {
    if (state.toolUseIds.has(toolUse.id)) return;
    state.toolUseIds.add(toolUse.id);
    const call = onToolUse(session, toolUse, parent, at, (path) => resolve(state, path));
    if (call.skill !== undefined) state.skillByCallId.set(toolUse.id, call.skill.skill);
  });
}

function usageOf(usage: Record<string, unknown> | undefined): MessageUsage | undefined {
  if (usage === undefined) return undefined;
  return {
    input: num(usage, "input_tokens"),
    output: num(usage, "output_tokens"),
    cacheRead: num(usage, "cache_read_input_tokens"),
    cacheWrite: num(usage, "cache_creation_input_tokens"),
  };
}

function onUser(state: State, record: Record<string, unknown>, message: Record<string, unknown>): void {
  const at = atOf(record);
  const meta = bool(record, "isMeta") === true;
  const compactSummary = bool(record, "isCompactSummary") === true;
  onUserMessage(
    state.session,
    message,
    record.toolUseResult,
    at,
    (result, lineResult, errorString) => {
      const resultObject = isRecord(lineResult) ? lineResult : undefined;
      const agentId = resultObject === undefined ? undefined : str(resultObject, "agentId");
      if (agentId !== undefined) state.agentParents.set(agentId, result.toolUseId);
      const denied = lineResult === USER_REJECTED;
      if (denied) state.deniedCallIds.add(result.toolUseId);
      const isError = result.isError || errorString !== undefined || denied;
      // A Skill call that errored (its `!` pre-expansion failed, say) was attempted, not used.
      const launchFailed = resultObject !== undefined && bool(resultObject, "success") === false;
      return { isError, denied, skillFailed: isError || launchFailed, errorString };
    },
    (text) => {
      // Skill bodies, command caveats and compaction summaries are the CLI's, not the user's.
      if (meta) onSkillBodyText(state.session, text, at, skillOfSource(state, record));
      else if (!compactSummary) state.session.message("user", text, at);
    },
  );
}

/** The skill named by the Skill call whose body a meta record injects. */
function skillOfSource(state: State, record: Record<string, unknown>): string | undefined {
  const source = str(record, "sourceToolUseID");
  return source === undefined ? undefined : state.skillByCallId.get(source);
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const { session } = state;
  session.closeDanglingCalls();
  const empty = state.conversationRecords === 0;
  const errorKind: SessionErrorKind | undefined = outcome.timedOut
    ? "timeout"
    : empty
      ? "crash"
      : state.deniedCallIds.size > 0
        ? "permission-denied"
        : undefined;
  const finalOutput = state.lastMainText ?? "";
  const isError = outcome.timedOut || empty;
  return session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: session.usage(totalUsage(state), finalOutput),
    modelCalls: state.messages.size,
    agentVersion: state.agentVersion,
    model: state.model ?? state.sidechainModel,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind) => {
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "crash") {
    return `The Claude Code session log has no user or assistant record${stderrDetail(outcome)}`;
  }
  if (kind === "permission-denied") return `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  return undefined;
};

/**
 * Sums the final usage of each distinct message. As for stream-json, input counts the tokens
 * served from the cache too (skillgym's convention); cache writes are reported on their own. The
 * log has no thinking-token count: reasoning is measured in characters.
 */
function totalUsage(state: State) {
  let input: number | undefined;
  let output: number | undefined;
  let cacheRead: number | undefined;
  let cacheWrite: number | undefined;
  for (const usage of state.messages.values()) {
    if (usage === undefined) continue;
    input = addCount(addCount(input, usage.input), usage.cacheRead);
    output = addCount(output, usage.output);
    cacheRead = addCount(cacheRead, usage.cacheRead);
    cacheWrite = addCount(cacheWrite, usage.cacheWrite);
  }
  return { input, output, cacheRead, cacheWrite };
}
