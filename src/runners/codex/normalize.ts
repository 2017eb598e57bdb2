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
import { countToolCalls } from "../count-tool-calls.ts";
import { describeExit } from "../describe-exit.ts";
import { parseJsonLine, UNPARSED } from "../json-line.ts";
import { recordRead } from "../record-read.ts";
import { resolvePath } from "../resolve-path.ts";
import { extractShellReads } from "../shell-reads.ts";
import { detectSkills, type SkillEvidence } from "../skill-detection.ts";
import { skillFileReads } from "../skill-file-reads.ts";
import {
  agentMessageItemSchema,
  type CodexItem,
  type CodexUsage,
  type CommandExecutionItem,
  codexLineSchema,
  collabToolCallItemSchema,
  commandExecutionItemSchema,
  errorItemSchema,
  type FileChangeItem,
  fileChangeItemSchema,
  type McpToolCallItem,
  mcpToolCallItemSchema,
  reasoningItemSchema,
  webSearchItemSchema,
} from "./stream-schema.ts";

/**
 * Turns `codex exec --json` stdout into a SessionReport, one line at a time (reference/agent-clis.md
 * §2.3, §2.5, §5). Keeps what the report needs, never the lines.
 *
 * What the stream does not carry, the report leaves out: no model name, no CLI version, no
 * timestamps, no cost (Codex prints none; pricing is not this adapter's job) and no model-call count
 * (`turn.completed.usage` is a sum over the turn's model calls; only the rollout file counts them).
 */
export function createCodexNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, codexLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === undefined || parsed === UNPARSED) return;
      const { event } = parsed;
      switch (event.type) {
        case "thread.started":
          state.sessionId ??= event.thread_id;
          break;
        case "turn.completed":
          state.turnsCompleted += 1;
          if (event.usage !== undefined) addUsage(state, event.usage);
          break;
        case "turn.failed":
          state.turnFailed = event.error?.message ?? "turn failed";
          noteErrorText(state, state.turnFailed);
          break;
        case "error":
          state.streamErrors += 1;
          if (event.message !== undefined) {
            state.lastStreamError = event.message;
            noteErrorText(state, event.message);
          }
          break;
        case "item.started":
        case "item.updated":
        case "item.completed":
          onItem(state, event.item, event.type === "item.completed");
          break;
        default:
          // turn.started, item.plan.delta, request_user_input: nothing to report.
          break;
      }
    },
    stepsSoFar: () => countToolCalls(state.events),
    finish(outcome) {
      return buildReport(state, outcome);
    },
  };
}

/** The model-side names of the tools behind the stream's item types (reference §2.4). */
const SHELL_TOOL = "exec_command";
const PATCH_TOOL = "apply_patch";
/** A status or text that says the server refused the credentials. */
const AUTH_FAILURE = /\bstatus\W{0,3}(?:401|403)\b|\b(?:401 Unauthorized|403 Forbidden)\b/i;

interface PendingCall {
  tool: string;
  /** The result has been reported (an item can be completed only once, but be safe). */
  done: boolean;
  command?: CommandEvent;
}

interface UsageTotals {
  input?: number;
  cached?: number;
  cacheWrite?: number;
  output?: number;
  reasoning?: number;
}

interface State {
  input: NormalizerInput;
  events: SessionEvent[];
  calls: Map<string, PendingCall>;
  skillEvidence: SkillEvidence[];
  reads: Set<string>;
  writes: Set<string>;
  usage: UsageTotals;
  reasoningChars: number;
  unparsedLines: number;
  anonymousItems: number;
  turnsCompleted: number;
  streamErrors: number;
  warnings: number;
  declined: number;
  authFailure: boolean;
  sessionId?: string;
  lastAgentMessage?: string;
  turnFailed?: string;
  lastStreamError?: string;
  lastWarning?: string;
}

function createState(input: NormalizerInput): State {
  return {
    input,
    events: [],
    calls: new Map(),
    skillEvidence: [],
    reads: new Set(),
    writes: new Set(),
    usage: {},
    reasoningChars: 0,
    unparsedLines: 0,
    anonymousItems: 0,
    turnsCompleted: 0,
    streamErrors: 0,
    warnings: 0,
    declined: 0,
    authFailure: false,
  };
}

function noteErrorText(state: State, text: string): void {
  if (AUTH_FAILURE.test(text)) state.authFailure = true;
}

function onItem(state: State, item: CodexItem, completed: boolean): void {
  // Items without an id cannot be joined across lines; each line then stands alone.
  const id = item.id ?? `anonymous_${++state.anonymousItems}`;
  switch (item.type) {
    case "command_execution": {
      const parsed = commandExecutionItemSchema.safeParse(item);
      if (parsed.success) onCommand(state, id, parsed.data, completed);
      return;
    }
    case "file_change": {
      const parsed = fileChangeItemSchema.safeParse(item);
      if (parsed.success) onFileChange(state, id, parsed.data, completed);
      return;
    }
    case "mcp_tool_call": {
      const parsed = mcpToolCallItemSchema.safeParse(item);
      if (parsed.success) onMcpCall(state, id, parsed.data, completed);
      return;
    }
    case "web_search": {
      const parsed = webSearchItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { query, action } = parsed.data;
      openCall(state, id, "web_search", { ...(query === undefined ? {} : { query }), action });
      return;
    }
    case "collab_tool_call": {
      const parsed = collabToolCallItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { type: _type, id: _id, tool, status, ...args } = parsed.data;
      openCall(state, id, tool, args);
      if (completed) closeCall(state, id, "", status === "failed");
      return;
    }
    default:
      break;
  }
  // The remaining items arrive once, completed.
  if (!completed) return;
  const message = agentMessageItemSchema.safeParse(item);
  if (message.success) {
    state.events.push({ type: "message", role: "assistant", text: message.data.text });
    state.lastAgentMessage = message.data.text;
    return;
  }
  const reasoning = reasoningItemSchema.safeParse(item);
  if (reasoning.success) {
    state.events.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning.data.text });
    state.reasoningChars += reasoning.data.text.length;
    return;
  }
  const warning = errorItemSchema.safeParse(item);
  if (warning.success) {
    state.warnings += 1;
    state.lastWarning = warning.data.message;
  }
  // todo_list and plan items track the agent's plan; they are not tool calls of their own.
}

/** Reports the call the first time its item is seen (started, updated or completed). */
function openCall(state: State, id: string, tool: string, args: unknown): PendingCall {
  const existing = state.calls.get(id);
  if (existing !== undefined) return existing;
  const call: PendingCall = { tool, done: false };
  state.calls.set(id, call);
  state.events.push({ type: "toolCall", tool, args, callId: id });
  return call;
}

/** Reports the call's result once; returns false when it was already reported. */
function closeCall(state: State, id: string, output: string, isError: boolean): boolean {
  const call = state.calls.get(id);
  if (call === undefined || call.done) return false;
  call.done = true;
  state.events.push({ type: "toolResult", tool: call.tool, output: clipOutput(output), callId: id, isError });
  return true;
}

function onCommand(state: State, id: string, item: CommandExecutionItem, completed: boolean): void {
  const command = unwrapShellCommand(item.command);
  const known = state.calls.has(id);
  const call = openCall(state, id, SHELL_TOOL, { command });
  if (!known) {
    call.command = { type: "command", command };
    state.events.push(call.command);
  }
  const status = item.status;
  if (!completed && status !== "completed" && status !== "failed" && status !== "declined") return;
  const declined = status === "declined";
  const exitCode = declined ? null : (item.exit_code ?? (status === "completed" ? 0 : null));
  const isError = declined || status === "failed" || (exitCode !== null && exitCode !== 0);
  if (!closeCall(state, id, item.aggregated_output ?? "", isError)) return;
  if (call.command !== undefined) {
    call.command.exitCode = exitCode;
    if (declined) call.command.denied = true;
  }
  if (declined) state.declined += 1;
  // A failed read printed nothing the model could use (`cat` of a missing file exits 1). Since for
  // Codex a shell read of SKILL.md *is* the skill use, counting it would report a skill the model
  // never saw, so only commands that succeeded count as reads.
  if (isError) return;
  // Codex has no skill tool: its `<skills_instructions>` tell the model to open a skill's SKILL.md,
  // and the model does so with a shell command (`cat`, `sed -n`, …). That read is the skill use — the
  // recorded fixtures list it in `skillsInvoked` — and it is the strongest evidence Codex's stream can
  // give. On the shared ladder it is `strong`, not `explicit`: `explicit` is reserved for the agent
  // itself confirming a skill load (a successful skill-tool call), which Codex never reports. Reading
  // another file of a skill's folder is `medium`, as for every agent.
  for (const path of extractShellReads(command)) recordRead(state, resolvePath(state.input.cwd, path));
}

/** `apply_patch` (also when the model sends it through exec_command, Codex reports a file_change). */
function onFileChange(state: State, id: string, item: FileChangeItem, completed: boolean): void {
  const changes = item.changes
    .filter((change) => change.path !== "")
    .map((change) => ({ path: change.path, kind: change.kind ?? "update" }));
  openCall(state, id, PATCH_TOOL, { changes });
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const failed = item.status === "failed";
  const summary = changes.map((change) => `${change.kind} ${change.path}`).join("\n");
  if (!closeCall(state, id, summary, failed)) return;
  // A patch that failed to apply changed nothing.
  if (failed) return;
  for (const change of changes) {
    const path = resolvePath(state.input.cwd, change.path);
    state.events.push({ type: "fileWrite", path });
    state.writes.add(path);
  }
}

function onMcpCall(state: State, id: string, item: McpToolCallItem, completed: boolean): void {
  // The model sees MCP tools as `mcp__<server>__<tool>` (reference/agent-clis.md §6, rollouts).
  const tool = item.server === undefined ? item.tool : `mcp__${item.server}__${item.tool}`;
  openCall(state, id, tool, item.arguments ?? {});
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const errorText = item.error?.message;
  const contentText = (item.result?.content ?? []).flatMap((part) => part.text ?? []).join("\n");
  const isError = item.status === "failed" || item.error !== undefined;
  closeCall(state, id, errorText ?? contentText, isError);
}

function addUsage(state: State, usage: CodexUsage): void {
  const totals = state.usage;
  const add = (current: number | undefined, value: number | undefined) =>
    value === undefined ? current : (current ?? 0) + value;
  totals.input = add(totals.input, usage.input_tokens);
  totals.cached = add(totals.cached, usage.cached_input_tokens);
  totals.cacheWrite = add(totals.cacheWrite, usage.cache_write_input_tokens);
  totals.output = add(totals.output, usage.output_tokens);
  totals.reasoning = add(totals.reasoning, usage.reasoning_output_tokens);
}

function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const ended = state.turnsCompleted > 0;
  const crashed = !ended && outcome.exitCode !== 0;
  const isError = state.turnFailed !== undefined || crashed || outcome.timedOut;
  const errorKind = classifyError(state, outcome, crashed);
  const finalOutput = state.lastAgentMessage ?? "";
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
    usage: usageOf(state.usage, state.input.prompt, finalOutput, state.reasoningChars),
    durationMs: outcome.durationMs,
    isError,
    ...(errorKind === undefined ? {} : { errorKind }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
    unparsedLines: state.unparsedLines,
    rawArtifacts: {},
  };
}

function classifyError(
  state: State,
  outcome: ProcessOutcome,
  crashed: boolean,
): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  // turn.failed ends a turn the model API would not serve (after Codex's own retries).
  if (state.turnFailed !== undefined) return state.authFailure ? "auth" : "api-error";
  if (crashed) return "crash";
  if (state.declined > 0) return "permission-denied";
  return undefined;
}

function errorMessageOf(
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
  isError: boolean,
): string | undefined {
  const stderr = outcome.stderrTail.trim();
  const lastError = state.lastStreamError ?? state.lastWarning;
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash") {
    const ended = describeExit(outcome);
    const detail = lastError ?? (stderr === "" ? undefined : stderr);
    return `Codex ${ended} before its turn completed${detail === undefined ? "" : `: ${detail}`}`;
  }
  if (kind === "permission-denied" && !isError) return `Codex declined ${state.declined} command(s)`;
  if (!isError) return undefined;
  return state.turnFailed ?? lastError ?? (stderr === "" ? undefined : stderr);
}

/**
 * Token counts are summed over `turn.completed` lines, each already the total of its turn's model
 * calls. OpenAI counts cached tokens inside `input_tokens` and reasoning inside `output_tokens`,
 * which is also skillgym's convention, so both pass through unchanged.
 */
function usageOf(
  totals: UsageTotals,
  prompt: string,
  finalOutput: string,
  reasoningChars: number,
): UsageReport {
  const { input, cached, cacheWrite, output, reasoning } = totals;
  return {
    ...(input === undefined ? {} : { inputTokens: input }),
    ...(output === undefined ? {} : { outputTokens: output }),
    ...(reasoning === undefined ? {} : { reasoningTokens: reasoning }),
    ...(cached === undefined ? {} : { cacheTokens: cached, cacheReadTokens: cached }),
    ...(cacheWrite === undefined ? {} : { cacheWriteTokens: cacheWrite }),
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

const SHELLS = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
const SHELL_FLAGS = /^-(?:l?c|cl)$/;

/**
 * The command the model asked for. Codex reports what it ran: `/bin/bash -lc <shell-quoted cmd>`
 * (0.169.0), `bash -lc …` (2025 builds) or `/bin/sh -lc …` (`codex review`), quoted with none,
 * single or double quotes. Anything that is not exactly `<shell> -lc <one word>` stays as it is.
 */
export function unwrapShellCommand(command: string | readonly string[]): string {
  const words = typeof command === "string" ? shellWords(command) : [...command];
  if (words === undefined || words.length !== 3) {
    return typeof command === "string" ? command : command.join(" ");
  }
  const [shell = "", flag = "", script = ""] = words;
  if (SHELLS.has(posix.basename(shell)) && SHELL_FLAGS.test(flag)) return script;
  return typeof command === "string" ? command : command.join(" ");
}

/**
 * Splits a command line into words, undoing quotes and backslashes. Returns undefined when the line
 * has an unquoted operator or expansion (`|`, `;`, `$`, …) or an unterminated quote: then it is not
 * a plain word list and must not be unwrapped.
 */
function shellWords(line: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  while (i < line.length) {
    const char = line.charAt(i);
    if (char === " " || char === "\t" || char === "\n") {
      if (word !== undefined) words.push(word);
      word = undefined;
      i += 1;
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return undefined;
      word = (word ?? "") + line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      let value = "";
      let j = i + 1;
      for (; j < line.length && line.charAt(j) !== '"'; j += 1) {
        const inner = line.charAt(j);
        const next = line.charAt(j + 1);
        if (
          inner === "\\" &&
          (next === '"' || next === "\\" || next === "$" || next === "`" || next === "\n")
        ) {
          if (next !== "\n") value += next;
          j += 1;
        } else if (inner === "$" || inner === "`") {
          return undefined;
        } else {
          value += inner;
        }
      }
      if (j >= line.length) return undefined;
      word = (word ?? "") + value;
      i = j + 1;
    } else if (char === "\\") {
      const next = line.charAt(i + 1);
      if (next !== "\n") word = (word ?? "") + next;
      i += 2;
    } else if ("|&;<>()`$*?[".includes(char) || (word === undefined && (char === "#" || char === "~"))) {
      return undefined;
    } else {
      word = (word ?? "") + char;
      i += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
