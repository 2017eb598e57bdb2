import { posix } from "node:path";
import type {
  CommandEvent,
  SessionErrorKind,
  SessionEvent,
  SessionReport,
  UsageReport,
} from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../adapter.ts";
import { clipOutput } from "../clip-output.ts";
import { describeExit } from "../describe-exit.ts";
import { parseJsonLine, UNPARSED } from "../json-line.ts";
import { recordRead } from "../record-read.ts";
import { resolvePath } from "../resolve-path.ts";
import { extractShellReads } from "../shell-reads.ts";
import { detectSkills, normalizeSkillName, type SkillEvidence } from "../skill-detection.ts";
import { skillFileReads } from "../skill-file-reads.ts";
import { stringField } from "../string-field.ts";
import {
  type AssistantLine,
  claudeStreamLineSchema,
  type ResultLine,
  type SystemLine,
  type ToolResultBlock,
  type ToolUseBlock,
  textBlockSchema,
  thinkingBlockSchema,
  toolResultBlockSchema,
  toolUseBlockSchema,
  type UserLine,
} from "./stream-schema.ts";

/**
 * Turns `claude -p --output-format stream-json --verbose` stdout into a SessionReport, one line at
 * a time (reference/agent-clis.md §1.4–1.6). Keeps what the report needs, never the lines.
 */
export function createClaudeCodeNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, claudeStreamLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === undefined || parsed === UNPARSED) return;
      const { event } = parsed;
      if (event.type === "system") onSystem(state, event);
      else if (event.type === "assistant") onAssistant(state, event);
      else if (event.type === "user") onUser(state, event);
      else state.result = event;
    },
    stepsSoFar: () => state.messageIds.size,
    finish(outcome) {
      return buildReport(state, outcome);
    },
  };
}

/** The synthetic user message that carries a skill's body after a Skill call (§1.5). */
const SKILL_BASE_DIR = "Base directory for this skill:";
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);
const READ_TOOLS: Record<string, string> = { Read: "file_path", NotebookRead: "notebook_path" };
const WRITE_TOOLS: Record<string, string> = {
  Write: "file_path",
  Edit: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path",
};

type SkillToolEvidence = Extract<SkillEvidence, { kind: "skill-tool" }>;

interface PendingCall {
  tool: string;
  command?: CommandEvent;
  skill?: SkillToolEvidence;
}

interface State {
  input: NormalizerInput;
  events: SessionEvent[];
  calls: Map<string, PendingCall>;
  commandsByCallId: Map<string, CommandEvent>;
  skillEvidence: SkillEvidence[];
  reads: Set<string>;
  writes: Set<string>;
  messageIds: Set<string>;
  deniedCallIds: Set<string>;
  deniedMessages: string[];
  reasoningChars: number;
  unparsedLines: number;
  sessionId?: string;
  model?: string;
  agentVersion?: string;
  lastTopLevelText?: string;
  apiError?: { status?: number; code?: string; text: string };
  result?: ResultLine;
}

function createState(input: NormalizerInput): State {
  return {
    input,
    events: [],
    calls: new Map(),
    commandsByCallId: new Map(),
    skillEvidence: [],
    reads: new Set(),
    writes: new Set(),
    messageIds: new Set(),
    deniedCallIds: new Set(),
    deniedMessages: [],
    reasoningChars: 0,
    unparsedLines: 0,
  };
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

function onAssistant(state: State, line: AssistantLine): void {
  const blocks =
    typeof line.message.content === "string"
      ? [{ type: "text", text: line.message.content }]
      : line.message.content;
  // API errors end with a line the CLI makes up itself: not a model call, not an answer.
  if (line.message.model === "<synthetic>" || line.is_api_error_message === true) {
    const text = blocks.flatMap((block) => textBlockSchema.safeParse(block).data?.text ?? []).join("\n");
    state.apiError = { status: line.api_error_status, code: line.error, text };
    return;
  }
  if (line.message.id !== undefined) state.messageIds.add(line.message.id);
  state.model ??= line.message.model;
  state.sessionId ??= line.session_id;
  const parent = line.parent_tool_use_id;
  const at = line.timestamp === undefined ? {} : { at: line.timestamp };
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block);
    if (text.success) {
      state.events.push({ type: "message", role: "assistant", text: text.data.text, ...at });
      if (parent === undefined) state.lastTopLevelText = text.data.text;
      continue;
    }
    const thinking = thinkingBlockSchema.safeParse(block);
    if (thinking.success) {
      state.events.push({
        type: "message",
        role: "assistant",
        phase: "thinking",
        text: thinking.data.thinking,
        ...at,
      });
      state.reasoningChars += thinking.data.thinking.length;
      continue;
    }
    const toolUse = toolUseBlockSchema.safeParse(block);
    if (toolUse.success) onToolUse(state, toolUse.data, parent, at);
  }
}

function onToolUse(state: State, block: ToolUseBlock, parent: string | undefined, at: { at?: string }): void {
  const args = block.input ?? {};
  const parentCallId = parent === undefined ? {} : { parentCallId: parent };
  state.events.push({ type: "toolCall", tool: block.name, args, callId: block.id, ...parentCallId, ...at });
  const call: PendingCall = { tool: block.name };
  state.calls.set(block.id, call);
  const command = SHELL_TOOLS.has(block.name) ? stringField(args, "command") : undefined;
  if (command !== undefined) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    state.commandsByCallId.set(block.id, call.command);
    for (const path of extractShellReads(command)) recordRead(state, resolvePath(state.input.cwd, path), at);
  }
  const readKey = READ_TOOLS[block.name];
  const readPath = readKey === undefined ? undefined : stringField(args, readKey);
  if (readPath !== undefined) recordRead(state, resolvePath(state.input.cwd, readPath), at);
  const writeKey = WRITE_TOOLS[block.name];
  const writePath = writeKey === undefined ? undefined : stringField(args, writeKey);
  if (writePath !== undefined) {
    const path = resolvePath(state.input.cwd, writePath);
    state.events.push({ type: "fileWrite", path, ...at });
    state.writes.add(path);
  }
  if (block.name === "Skill") {
    // 2.1.x sends `{skill}`; older CLIs sent `{command: "/name"}` (reference §1.5).
    const skill = normalizeSkillName(stringField(args, "skill") ?? stringField(args, "command") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool: block.name };
      state.skillEvidence.push(call.skill);
    }
  }
}

function onUser(state: State, line: UserLine): void {
  const at = line.timestamp === undefined ? {} : { at: line.timestamp };
  const blocks =
    typeof line.message.content === "string"
      ? [{ type: "text", text: line.message.content }]
      : line.message.content;
  const results = blocks.flatMap((block) => toolResultBlockSchema.safeParse(block).data ?? []);
  for (const result of results) onToolResult(state, result, line, results.length === 1, at);
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block).data?.text;
    if (text !== undefined) onUserText(state, text, line.isSynthetic === true, at);
  }
}

function onUserText(state: State, text: string, synthetic: boolean, at: { at?: string }): void {
  if (text.startsWith(SKILL_BASE_DIR)) {
    const dir = (text.slice(SKILL_BASE_DIR.length).split("\n")[0] ?? "").trim();
    const skill = posix.basename(dir);
    if (skill === "") return;
    state.skillEvidence.push({ kind: "skill-base-dir", skill, dir });
    state.events.push({ type: "skillSignal", skill, signal: "skill-base-dir", ...at });
    return;
  }
  // Skill bodies and re-invocation notes are the CLI's, not the user's; a subagent's prompt is kept.
  if (!synthetic) state.events.push({ type: "message", role: "user", text, ...at });
}

function onToolResult(
  state: State,
  block: ToolResultBlock,
  line: UserLine,
  onlyResult: boolean,
  at: { at?: string },
): void {
  const id = block.tool_use_id;
  const call = state.calls.get(id);
  state.calls.delete(id);
  const output = toolResultText(block.content);
  // `tool_use_result` belongs to the line; it is a plain "Error: ..." string when the tool failed.
  const lineResult = onlyResult ? line.tool_use_result : undefined;
  const errorString =
    typeof lineResult === "string" && lineResult.startsWith("Error") ? lineResult : undefined;
  const isError = block.is_error === true || errorString !== undefined;
  const meta = line.tool_result_meta?.find((entry) => entry.id === id);
  const denied =
    state.deniedCallIds.has(id) ||
    meta?.non_execution_kind === "user-rejected" ||
    meta?.permission_decision?.decision === "reject";
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
    call.skill.ok = !isError;
    if (isError) call.skill.error = output === "" ? (errorString ?? "error") : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: isError ? "skill-tool-error" : "skill-tool",
      ...at,
    });
  }
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const result = state.result;
  for (const call of state.calls.values()) {
    if (call.skill !== undefined) call.skill.error ??= "no tool result";
  }
  for (const denial of result?.permission_denials ?? []) {
    if (denial.tool_use_id === undefined) continue;
    state.deniedCallIds.add(denial.tool_use_id);
    const command = state.commandsByCallId.get(denial.tool_use_id);
    if (command !== undefined) {
      command.exitCode = null;
      command.denied = true;
    }
  }
  // Old CLIs (2.0.x) report a `--max-turns` stop with `is_error: false` (public fixture issue-38).
  const resultIsError = result?.is_error === true || (result?.subtype?.startsWith("error") ?? false);
  const errorKind = classifyError(state, outcome);
  const isError = resultIsError || outcome.timedOut || result === undefined;
  const finalOutput = (resultIsError ? undefined : result?.result) ?? state.lastTopLevelText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf(state, outcome, errorKind, isError);
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
    usage: usageOf(result, state.input.prompt, finalOutput, state.reasoningChars),
    ...(result?.total_cost_usd === undefined ? {} : { costUsd: result.total_cost_usd }),
    ...(result?.num_turns === undefined ? {} : { turns: result.num_turns }),
    modelCalls: state.messageIds.size,
    ...(state.agentVersion === undefined ? {} : { agentVersion: state.agentVersion }),
    ...(state.model === undefined ? {} : { model: state.model }),
    durationMs: outcome.durationMs,
    isError,
    ...(errorKind === undefined ? {} : { errorKind }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
    unparsedLines: state.unparsedLines,
    rawArtifacts: {},
  };
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

function errorMessageOf(
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
  isError: boolean,
): string | undefined {
  const stderr = outcome.stderrTail.trim();
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash" && state.result === undefined) {
    const ended = describeExit(outcome);
    return `Claude Code ${ended} without a result line${stderr === "" ? "" : `: ${stderr}`}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return undefined;
  const result = state.result;
  const errors = result?.errors?.join("\n");
  return (
    result?.result ??
    (errors === "" ? undefined : errors) ??
    state.apiError?.text ??
    (stderr === "" ? undefined : stderr)
  );
}

/** Token counts come from the result line only: per-line usage is a `message_start` snapshot (§1.4). */
function usageOf(
  result: ResultLine | undefined,
  prompt: string,
  finalOutput: string,
  reasoningChars: number,
): UsageReport {
  const chars = { inputChars: prompt.length, outputChars: finalOutput.length, reasoningChars };
  const usage = result?.usage;
  const cacheRead = usage?.cache_read_input_tokens;
  // skillgym's convention: input counts the tokens served from the cache too.
  const input = usage?.input_tokens === undefined ? undefined : usage.input_tokens + (cacheRead ?? 0);
  const output = usage?.output_tokens;
  const reasoning = usage?.output_tokens_details?.thinking_tokens;
  return {
    ...(input === undefined ? {} : { inputTokens: input }),
    ...(output === undefined ? {} : { outputTokens: output }),
    ...(reasoning === undefined ? {} : { reasoningTokens: reasoning }),
    ...(cacheRead === undefined ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead }),
    ...(usage?.cache_creation_input_tokens === undefined
      ? {}
      : { cacheWriteTokens: usage.cache_creation_input_tokens }),
    ...(input === undefined || output === undefined ? {} : { totalTokens: input + output }),
    ...chars,
    source: {
      input: input === undefined ? "chars" : "provider",
      output: output === undefined ? "chars" : "provider",
      reasoning: reasoning === undefined ? "chars" : "provider",
    },
  };
}

function toolResultText(content: ToolResultBlock["content"]): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => part.text ?? []).join("\n");
}

/** Bash failures read "Exit code N" (2.1.x); other errors carry no code. */
function exitCodeFrom(output: string): number | null {
  const match = /^Exit code (-?\d+)/.exec(output.trimStart());
  return match?.[1] === undefined ? null : Number(match[1]);
}
