import type { SessionErrorKind, SessionEvent, SessionReport } from "../../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";

/**
 * The `text` format of the command runner: stdout is the answer. The final output is all of
 * stdout with trailing whitespace removed, reported as one assistant message; a non-zero exit or
 * a signal is a crash, and a timeout a timeout. There are no tool calls, files or skills to see.
 */
export function createTextNormalizer(input: NormalizerInput): TranscriptNormalizer {
  const lines: string[] = [];
  return {
    push(line) {
      // Lines arrive without their "\n"; a CRLF program leaves a "\r" behind.
      lines.push(line.endsWith("\r") ? line.slice(0, -1) : line);
    },
    stepsSoFar: () => 0,
    finish(outcome) {
      return buildReport(input, lines.join("\n").trimEnd(), outcome);
    },
  };
}

function buildReport(input: NormalizerInput, finalOutput: string, outcome: ProcessOutcome): SessionReport {
  const errorKind = classifyError(outcome);
  const events: SessionEvent[] =
    finalOutput === "" ? [] : [{ type: "message", role: "assistant", phase: "final", text: finalOutput }];
  const errorMessage = errorMessageOf(outcome, errorKind);
  return {
    runner: input.runner,
    prompt: input.prompt,
    finalOutput,
    events,
    detectedSkills: [],
    attemptedSkills: [],
    files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
    usage: {
      inputChars: input.prompt.length,
      outputChars: finalOutput.length,
      reasoningChars: 0,
      source: { input: "chars", output: "chars", reasoning: "chars" },
    },
    durationMs: outcome.durationMs,
    isError: errorKind !== undefined,
    ...(errorKind === undefined ? {} : { errorKind }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
    unparsedLines: 0,
    rawArtifacts: {},
  };
}

function classifyError(outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  if (outcome.exitCode !== 0 || (outcome.signal ?? null) !== null) return "crash";
  return undefined;
}

function errorMessageOf(outcome: ProcessOutcome, kind: SessionErrorKind | undefined): string | undefined {
  if (kind === undefined) return undefined;
  const stderr = outcome.stderrTail.trim();
  const withStderr = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${withStderr}`;
  const ended = describeExit(outcome);
  return `The command ${ended}${withStderr}`;
}
