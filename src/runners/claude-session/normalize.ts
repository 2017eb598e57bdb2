import { posix } from "node:path";
import type {
  CommandEvent,
  SessionErrorKind,
  SessionEvent,
  SessionReport,
  UsageReport,
} from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../adapter.ts";
import {
  type ToolResultBlock,
  type ToolUseBlock,
  textBlockSchema,
  thinkingBlockSchema,
  toolResultBlockSchema,
  toolUseBlockSchema,
} from "../claude-code/stream-schema.ts";
import { clipOutput } from "../clip-output.ts";
import { parseJsonLine, UNPARSED } from "../json-line.ts";
import { recordRead } from "../record-read.ts";
import { resolvePath } from "../resolve-path.ts";
import { extractShellReads } from "../shell-reads.ts";
import { detectSkills, normalizeSkillName, type SkillEvidence } from "../skill-detection.ts";
import { skillFileReads } from "../skill-file-reads.ts";
import { stringField } from "../string-field.ts";
import {
  type AssistantRecord,
  assistantRecordSchema,
  type BaseRecord,
  baseRecordSchema,
  type ProgressRecord,
  progressRecordSchema,
  type SessionUsage,
  toolUseResultObjectSchema,
  type UserRecord,
  userRecordSchema,
} from "./stream-schema.ts";

/**
 * Turns a Claude Code session log (`~/.claude/projects/<proj>/<session>.jsonl`, or a subagent's
 * `subagents/agent-*.jsonl`, or both concatenated) into a SessionReport, one record at a time
 * (reference/agent-clis.md §1.7). Keeps what the report needs, never the lines.
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
 */
export function createClaudeSessionNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, baseRecordSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === undefined || parsed === UNPARSED) return;
      onRecord(state, parsed.event, parsed.json);
    },
    stepsSoFar: () => state.messages.size,
    finish(outcome) {
      return buildReport(state, outcome);
    },
  };
}

/** The synthetic user message that carries a skill's body after a Skill call (§1.5). */
const SKILL_BASE_DIR = "Base directory for this skill:";
/** `toolUseResult` of a call the user refused. */
const USER_REJECTED = "User rejected tool use";
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);
const READ_TOOLS: Record<string, string> = { Read: "file_path", NotebookRead: "notebook_path" };
const WRITE_TOOLS: Record<string, string> = {
  Write: "file_path",
  Edit: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path",
};

type SkillToolEvidence = Extract<SkillEvidence, { kind: "skill-tool" }>;
type At = { at?: string };

interface PendingCall {
  tool: string;
  command?: CommandEvent;
  skill?: SkillToolEvidence;
}

interface State {
  input: NormalizerInput;
  events: SessionEvent[];
  /** Tool uses not yet answered, by id. */
  calls: Map<string, PendingCall>;
  /** Every tool use id seen, to drop repeats. */
  toolUseIds: Set<string>;
  /** The skill each Skill call named, to name the skill body it injects. */
  skillByCallId: Map<string, string>;
  /** A subagent's id to the Task call that started it. */
  agentParents: Map<string, string>;
  skillEvidence: SkillEvidence[];
  reads: Set<string>;
  writes: Set<string>;
  /** Distinct assistant message ids, each with the usage of its last line. */
  messages: Map<string, SessionUsage | undefined>;
  deniedCallIds: Set<string>;
  reasoningChars: number;
  unparsedLines: number;
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
    input,
    events: [],
    calls: new Map(),
    toolUseIds: new Set(),
    skillByCallId: new Map(),
    agentParents: new Map(),
    skillEvidence: [],
    reads: new Set(),
    writes: new Set(),
    messages: new Map(),
    deniedCallIds: new Set(),
    reasoningChars: 0,
    unparsedLines: 0,
    conversationRecords: 0,
  };
}

function onRecord(state: State, record: BaseRecord, json: unknown): void {
  if (record.type === "assistant" || record.type === "user") {
    const parsed =
      record.type === "assistant" ? assistantRecordSchema.safeParse(json) : userRecordSchema.safeParse(json);
    if (!parsed.success) {
      state.unparsedLines += 1;
      return;
    }
    noteSession(state, record);
    state.conversationRecords += 1;
    if (parsed.data.type === "assistant") onAssistant(state, parsed.data);
    else onUser(state, parsed.data);
  } else if (record.type === "progress") {
    const parsed = progressRecordSchema.safeParse(json);
    if (parsed.success) onProgress(state, parsed.data);
  }
}

function noteSession(state: State, record: BaseRecord): void {
  state.sessionId ??= record.sessionId;
  state.agentVersion ??= record.version;
  state.transcriptCwd ??= record.cwd;
}

/** Relative paths resolve against the run's cwd, or the session's own when the run has none. */
function baseDir(state: State): string {
  return state.input.cwd !== "" ? state.input.cwd : (state.transcriptCwd ?? "");
}

function resolve(state: State, path: string): string {
  return resolvePath(baseDir(state), path, { keepWithoutCwd: true });
}

function onProgress(state: State, record: ProgressRecord): void {
  const agentId = record.data?.agentId;
  if (
    record.data?.type === "agent_progress" &&
    agentId !== undefined &&
    record.parentToolUseID !== undefined
  ) {
    state.agentParents.set(agentId, record.parentToolUseID);
  }
}

/** The call a subagent's line belongs to: its Task call once known, else the subagent's id. */
function parentOf(state: State, record: BaseRecord): string | undefined {
  if (record.isSidechain !== true) return undefined;
  if (record.agentId === undefined) return "sidechain";
  return state.agentParents.get(record.agentId) ?? `agent-${record.agentId}`;
}

function onAssistant(state: State, record: AssistantRecord): void {
  // The line the CLI writes for an API error is not a model call, and not an answer.
  if (record.message.model === "<synthetic>" || record.isApiErrorMessage === true) return;
  const { id, model, usage } = record.message;
  if (id !== undefined) {
    // Each line repeats its message's usage; the last line of a message has the final counts.
    state.messages.delete(id);
    state.messages.set(id, usage);
  }
  const sidechain = record.isSidechain === true;
  if (sidechain) state.sidechainModel ??= model;
  else state.model ??= model;
  const parent = parentOf(state, record);
  const at: At = record.timestamp === undefined ? {} : { at: record.timestamp };
  const blocks =
    typeof record.message.content === "string"
      ? [{ type: "text", text: record.message.content }]
      : record.message.content;
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block);
    if (text.success) {
      state.events.push({ type: "message", role: "assistant", text: text.data.text, ...at });
      if (!sidechain) state.lastMainText = text.data.text;
      continue;
    }
    const thinking = thinkingBlockSchema.safeParse(block);
    if (thinking.success) {
      const text = thinking.data.thinking;
      state.events.push({ type: "message", role: "assistant", phase: "thinking", text, ...at });
      state.reasoningChars += text.length;
      continue;
    }
    const toolUse = toolUseBlockSchema.safeParse(block);
    if (toolUse.success && !state.toolUseIds.has(toolUse.data.id)) onToolUse(state, toolUse.data, parent, at);
  }
}

function onToolUse(state: State, block: ToolUseBlock, parent: string | undefined, at: At): void {
  state.toolUseIds.add(block.id);
  const args = block.input ?? {};
  const parentCallId = parent === undefined ? {} : { parentCallId: parent };
  state.events.push({ type: "toolCall", tool: block.name, args, callId: block.id, ...parentCallId, ...at });
  const call: PendingCall = { tool: block.name };
  state.calls.set(block.id, call);
  const command = SHELL_TOOLS.has(block.name) ? stringField(args, "command") : undefined;
  if (command !== undefined) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    for (const path of extractShellReads(command)) recordRead(state, resolve(state, path), at);
  }
  const readKey = READ_TOOLS[block.name];
  const readPath = readKey === undefined ? undefined : stringField(args, readKey);
  if (readPath !== undefined) recordRead(state, resolve(state, readPath), at);
  const writeKey = WRITE_TOOLS[block.name];
  const writePath = writeKey === undefined ? undefined : stringField(args, writeKey);
  if (writePath !== undefined) {
    const path = resolve(state, writePath);
    state.events.push({ type: "fileWrite", path, ...at });
    state.writes.add(path);
  }
  if (block.name === "Skill") {
    // 2.1.x sends `{skill, args?}`; older CLIs sent `{command: "/name"}` (reference §1.5).
    const skill = normalizeSkillName(stringField(args, "skill") ?? stringField(args, "command") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool: block.name };
      state.skillEvidence.push(call.skill);
      state.skillByCallId.set(block.id, skill);
    }
  }
}

function onUser(state: State, record: UserRecord): void {
  const at: At = record.timestamp === undefined ? {} : { at: record.timestamp };
  const blocks =
    typeof record.message.content === "string"
      ? [{ type: "text", text: record.message.content }]
      : record.message.content;
  const results = blocks.flatMap((block) => toolResultBlockSchema.safeParse(block).data ?? []);
  // `toolUseResult` belongs to the line, so it is only read when the line answers one call.
  const lineResult = results.length === 1 ? record.toolUseResult : undefined;
  for (const result of results) onToolResult(state, result, lineResult, at);
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block).data?.text;
    if (text === undefined) continue;
    if (record.isMeta === true && text.startsWith(SKILL_BASE_DIR)) onSkillBody(state, text, record, at);
    else if (record.isMeta !== true && record.isCompactSummary !== true) {
      // Skill bodies, command caveats and compaction summaries are the CLI's, not the user's.
      state.events.push({ type: "message", role: "user", text, ...at });
    }
  }
}

/** The injected skill body names its folder; the Skill call that caused it names the skill. */
function onSkillBody(state: State, text: string, record: UserRecord, at: At): void {
  const dir = (text.slice(SKILL_BASE_DIR.length).split("\n")[0] ?? "").trim();
  const fromCall =
    record.sourceToolUseID === undefined ? undefined : state.skillByCallId.get(record.sourceToolUseID);
  const skill = fromCall ?? posix.basename(dir);
  if (skill === "") return;
  state.skillEvidence.push({ kind: "skill-base-dir", skill, dir });
  state.events.push({ type: "skillSignal", skill, signal: "skill-base-dir", ...at });
}

function onToolResult(state: State, block: ToolResultBlock, lineResult: unknown, at: At): void {
  const id = block.tool_use_id;
  const call = state.calls.get(id);
  state.calls.delete(id);
  const output = toolResultText(block.content);
  const resultObject = toolUseResultObjectSchema.safeParse(lineResult).data;
  if (resultObject?.agentId !== undefined) state.agentParents.set(resultObject.agentId, id);
  // A failed tool's `toolUseResult` is a plain "Error: ..." string.
  const errorString =
    typeof lineResult === "string" && lineResult.startsWith("Error") ? lineResult : undefined;
  const denied = lineResult === USER_REJECTED;
  const isError = block.is_error === true || errorString !== undefined || denied;
  if (denied) state.deniedCallIds.add(id);
  state.events.push({
    type: "toolResult",
    ...(call === undefined ? {} : { tool: call.tool }),
    output: clipOutput(output),
    callId: id,
    isError,
    ...at,
  });
  if (call?.command !== undefined) {
    call.command.exitCode = denied ? null : isError ? exitCodeFrom(output) : 0;
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== undefined) {
    // A Skill call that errored (its `!` pre-expansion failed, say) was attempted, not used.
    const failed = isError || resultObject?.success === false;
    call.skill.ok = !failed;
    if (failed) call.skill.error = output === "" ? (errorString ?? "error") : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: failed ? "skill-tool-error" : "skill-tool",
      ...at,
    });
  }
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  for (const call of state.calls.values()) {
    if (call.skill !== undefined) call.skill.error ??= "no tool result";
  }
  const empty = state.conversationRecords === 0;
  const isError = outcome.timedOut || empty;
  const errorKind: SessionErrorKind | undefined = outcome.timedOut
    ? "timeout"
    : empty
      ? "crash"
      : state.deniedCallIds.size > 0
        ? "permission-denied"
        : undefined;
  const finalOutput = state.lastMainText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf(state, outcome, errorKind);
  const model = state.model ?? state.sidechainModel;
  return {
    runner: state.input.runner,
    ...(state.sessionId === undefined ? {} : { sessionId: state.sessionId }),
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes],
    },
    usage: usageOf(state, finalOutput),
    modelCalls: state.messages.size,
    ...(state.agentVersion === undefined ? {} : { agentVersion: state.agentVersion }),
    ...(model === undefined ? {} : { model }),
    durationMs: outcome.durationMs,
    isError,
    ...(errorKind === undefined ? {} : { errorKind }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
    unparsedLines: state.unparsedLines,
    rawArtifacts: {},
  };
}

function errorMessageOf(
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
): string | undefined {
  const stderr = outcome.stderrTail.trim();
  const detail = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${detail}`;
  if (kind === "crash") return `The Claude Code session log has no user or assistant record${detail}`;
  if (kind === "permission-denied") return `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  return undefined;
}

/**
 * Sums the final usage of each distinct message. As for stream-json, input counts the tokens
 * served from the cache too (skillgym's convention); cache writes are reported on their own.
 */
function usageOf(state: State, finalOutput: string): UsageReport {
  let input: number | undefined;
  let output: number | undefined;
  let cacheRead: number | undefined;
  let cacheWrite: number | undefined;
  const add = (total: number | undefined, value: number | undefined) =>
    value === undefined ? total : (total ?? 0) + value;
  for (const usage of state.messages.values()) {
    if (usage === undefined) continue;
    input = add(add(input, usage.input_tokens), usage.cache_read_input_tokens);
    output = add(output, usage.output_tokens);
    cacheRead = add(cacheRead, usage.cache_read_input_tokens);
    cacheWrite = add(cacheWrite, usage.cache_creation_input_tokens);
  }
  return {
    ...(input === undefined ? {} : { inputTokens: input }),
    ...(output === undefined ? {} : { outputTokens: output }),
    ...(cacheRead === undefined ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead }),
    ...(cacheWrite === undefined ? {} : { cacheWriteTokens: cacheWrite }),
    ...(input === undefined || output === undefined ? {} : { totalTokens: input + output }),
    inputChars: state.input.prompt.length,
    outputChars: finalOutput.length,
    reasoningChars: state.reasoningChars,
    source: {
      input: input === undefined ? "chars" : "provider",
      output: output === undefined ? "chars" : "provider",
      // The log has no thinking-token count: reasoning is measured in characters.
      reasoning: "chars",
    },
  };
}

function toolResultText(content: ToolResultBlock["content"]): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => part.text ?? []).join("\n");
}

/** Bash failures read "Exit code N"; other errors carry no code. */
function exitCodeFrom(output: string): number | null {
  const match = /^Exit code (-?\d+)/.exec(output.trimStart());
  return match?.[1] === undefined ? null : Number(match[1]);
}
