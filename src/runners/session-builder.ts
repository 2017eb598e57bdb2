import type {
  CommandEvent,
  SessionErrorKind,
  SessionEvent,
  SessionReport,
  UsageReport,
} from "../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "./adapter.ts";
import { clipDepth } from "./clip-depth.ts";
import { clipOutput } from "./clip-output.ts";
import { EventLog } from "./event-log.ts";
import { lazyEvents } from "./lazy-events.ts";
import { recordRead } from "./record-read.ts";
import {
  detectSkills,
  type SkillEvidence,
  SkillEvidenceList,
  skillEvidenceForRead,
} from "./skill-detection.ts";
import { skillFileReads } from "./skill-file-reads.ts";

export type At = { at?: string };
export type SkillToolEvidence = Extract<SkillEvidence, { kind: "skill-tool" }>;

/** A tool call whose result has not been seen yet, with what its result completes. */
export interface PendingCall {
  tool: string;
  command?: CommandEvent;
  skill?: SkillToolEvidence;
}

/** Token counts as the agent reports them; `input` already includes cache reads where it should. */
export interface TokenTotals {
  input?: number;
  output?: number;
  reasoning?: number;
  cacheRead?: number;
  cacheWrite?: number;
  /** When the agent reports its own total; else input + output once both are known. */
  total?: number;
}

/** What a normalizer decides about its session at the end; the builder knows the rest. */
export interface ReportFacts {
  /** The events to report when the normalizer dropped some of those it collected. */
  events?: SessionEvent[];
  sessionId?: string;
  finalOutput: string;
  usage: UsageReport;
  costUsd?: number;
  turns?: number;
  modelCalls?: number;
  agentVersion?: string;
  model?: string;
  startedAt?: string;
  endedAt?: string;
  isError: boolean;
  errorKind?: SessionErrorKind;
  errorMessage?: string;
}

/**
 * The part every agent's normalizer shares: the events in order, tool calls awaiting results,
 * commands, file reads and writes, skill evidence and the report they add up to. Each normalizer
 * maps its own lines onto these calls and keeps only its agent's facts beside it.
 */
export class SessionBuilder<Call extends PendingCall = PendingCall> {
  /** In memory, or mostly in the input's `eventStore` when it has one. */
  readonly events: EventLog;
  /** Tool calls by id, until their result arrives (normalizers decide when to forget them). */
  readonly calls = new Map<string, Call>();
  readonly skillEvidence = new SkillEvidenceList();
  readonly reads = new Set<string>();
  readonly writes = new Set<string>();
  reasoningChars = 0;
  unparsedLines = 0;

  readonly input: NormalizerInput;

  constructor(input: NormalizerInput) {
    this.input = input;
    this.events = new EventLog(input.eventStore);
  }

  message(role: "user" | "assistant", text: string, at: At = {}): SessionEvent {
    const event: SessionEvent = { type: "message", role, text, ...at };
    this.events.push(event);
    return event;
  }

  thinking(text: string, at: At = {}): SessionEvent {
    const event: SessionEvent = { type: "message", role: "assistant", phase: "thinking", text, ...at };
    this.events.push(event);
    this.reasoningChars += text.length;
    return event;
  }

  /** Reports a tool call; `extra` carries `parentCallId` and `at`, in that order. */
  toolCall(
    tool: string,
    args: unknown,
    callId: string | undefined,
    extra: { parentCallId?: string; at?: string } = {},
  ): void {
    this.events.push({
      type: "toolCall",
      tool,
      args: clipDepth(args),
      ...(callId === undefined ? {} : { callId }),
      ...extra,
    });
  }

  /** Reports a shell command the agent ran; its exit code is filled in when the result arrives. */
  command(command: string, at: At = {}): CommandEvent {
    const event: CommandEvent = { type: "command", command, ...at };
    this.events.push(event);
    return event;
  }

  toolResult(
    tool: string | undefined,
    output: string,
    callId: string | undefined,
    isError: boolean,
    at: At = {},
  ): void {
    this.events.push({
      type: "toolResult",
      ...(tool === undefined ? {} : { tool }),
      output: clipOutput(output),
      ...(callId === undefined ? {} : { callId }),
      isError,
      ...at,
    });
  }

  /** Records a read of `path` (already resolved), with skill evidence when it is a skill's file. */
  read(path: string, at: At = {}): void {
    recordRead(this, path, at);
  }

  /** Skill evidence for a read without a fileRead event (agents that report reads elsewhere). */
  skillRead(path: string): SkillEvidence | undefined {
    const evidence = skillEvidenceForRead(path, this.input.skillRoots);
    if (evidence !== undefined) this.skillEvidence.push(evidence);
    return evidence;
  }

  write(path: string, at: At = {}): void {
    this.events.push({ type: "fileWrite", path, ...at });
    this.writes.add(path);
  }

  /** A call of the agent's skill tool: evidence that its result turns into used or failed. */
  skillCall(skill: string, tool: string): SkillToolEvidence {
    const evidence: SkillToolEvidence = { kind: "skill-tool", skill, ok: false, tool };
    this.skillEvidence.push(evidence);
    return evidence;
  }

  /** The skill call's result: the evidence is settled and a skill signal reported. */
  skillResult(evidence: SkillToolEvidence, failed: boolean, error: string, at: At = {}): void {
    evidence.ok = !failed;
    if (failed) evidence.error = error;
    this.events.push({
      type: "skillSignal",
      skill: evidence.skill,
      signal: failed ? "skill-tool-error" : "skill-tool",
      ...at,
    });
  }

  skillSignal(skill: string, signal: string, at: At = {}): void {
    this.events.push({ type: "skillSignal", skill, signal, ...at });
  }

  /** Skill calls that never got a result were attempted, not used. */
  closeDanglingCalls(): void {
    for (const call of this.calls.values()) {
      if (call.skill !== undefined) call.skill.error ??= "no tool result";
    }
  }

  report(outcome: ProcessOutcome, facts: ReportFacts): SessionReport {
    const { detectedSkills, attemptedSkills } = detectSkills(this.skillEvidence);
    const reads = [...this.reads];
    return {
      runner: this.input.runner,
      ...optional("sessionId", facts.sessionId),
      prompt: this.input.prompt,
      finalOutput: facts.finalOutput,
      events: facts.events ?? (this.events.spilled ? lazyEvents(this.events) : this.events.toArray()),
      detectedSkills,
      attemptedSkills,
      files: {
        observedReads: reads,
        observedSkillReads: skillFileReads(reads),
        observedWrites: [...this.writes],
      },
      usage: facts.usage,
      ...optional("costUsd", facts.costUsd),
      ...optional("turns", facts.turns),
      ...optional("modelCalls", facts.modelCalls),
      ...optional("agentVersion", facts.agentVersion),
      ...optional("model", facts.model),
      ...optional("startedAt", facts.startedAt),
      ...optional("endedAt", facts.endedAt),
      durationMs: outcome.durationMs,
      isError: facts.isError,
      ...optional("errorKind", facts.errorKind),
      ...optional("errorMessage", facts.errorMessage),
      unparsedLines: this.unparsedLines,
      rawArtifacts: {},
    };
  }

  /** The report's usage: token counts where the agent gave them, character counts always. */
  usage(
    tokens: TokenTotals,
    finalOutput: string,
    reasoningSource: "provider" | "derived" = "provider",
  ): UsageReport {
    const { input, output, reasoning, cacheRead, cacheWrite } = tokens;
    const total = tokens.total ?? (input === undefined || output === undefined ? undefined : input + output);
    return {
      ...optional("inputTokens", input),
      ...optional("outputTokens", output),
      ...optional("reasoningTokens", reasoning),
      ...(cacheRead === undefined ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead }),
      ...optional("cacheWriteTokens", cacheWrite),
      ...optional("totalTokens", total),
      inputChars: this.input.prompt.length,
      outputChars: finalOutput.length,
      reasoningChars: this.reasoningChars,
      source: {
        input: input === undefined ? "chars" : "provider",
        output: output === undefined ? "chars" : "provider",
        reasoning: reasoning === undefined ? "chars" : reasoningSource,
      },
    };
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]: V });
}

/** How a normalizer words its session's error, once it has classified it. */
export type ErrorMessage<State> = (
  state: State,
  outcome: ProcessOutcome,
  kind: SessionErrorKind | undefined,
  isError: boolean,
) => string | undefined;

/** `: <stderr>` when the agent printed anything on stderr, else nothing. */
export function stderrDetail(outcome: ProcessOutcome): string {
  const stderr = outcome.stderrTail.trim();
  return stderr === "" ? "" : `: ${stderr}`;
}

/** The stderr tail, or undefined when empty: the last resort for an error message. */
export function stderrText(outcome: ProcessOutcome): string | undefined {
  const stderr = outcome.stderrTail.trim();
  return stderr === "" ? undefined : stderr;
}

export function timedOutMessage(outcome: ProcessOutcome): string {
  return `Timed out after ${outcome.durationMs} ms${stderrDetail(outcome)}`;
}

/** Adds `value` to a running total that stays undefined until a value is reported. */
export function addCount(total: number | undefined, value: number | undefined): number | undefined {
  return value === undefined ? total : (total ?? 0) + value;
}

/** Bash failures read "Exit code N" (Claude Code 2.1.x); other errors carry no code. */
export function exitCodeFrom(output: string): number | null {
  const match = /^Exit code (-?\d+)/.exec(output.trimStart());
  return match?.[1] === undefined ? null : Number(match[1]);
}
