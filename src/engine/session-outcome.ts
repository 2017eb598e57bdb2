import type { Failure } from "../model/results.ts";
import type { RunnerInfo, SessionReport } from "../model/session-report.ts";
import type { ProcessOutcome } from "../runners/adapter.ts";
import { blankReportNormalizer } from "../runners/registry.ts";
import { classForSessionError, INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { isModelRejection } from "./model-rejection.ts";

export interface Session {
  report: SessionReport;
  /** A failure that kept the agent from producing a usable session. */
  infrastructureFailure?: Failure;
  /** agentv's `file_changes` for graders that read it (see `trackFileChanges`). */
  fileChanges?: string;
}

export function failedSetup(
  info: RunnerInfo,
  prompt: string,
  message: string,
  kind: "workspace" | "bootstrap" = "workspace",
): Session {
  return {
    report: emptyReport(info, prompt, NOT_STARTED),
    infrastructureFailure: {
      origin: "workspace-bootstrap",
      class: INFRASTRUCTURE_CLASSES[kind],
      message,
    },
  };
}

/**
 * The session's own files could not be made or written (a directory in the way, too many open
 * files): nothing of it is kept, so nothing is graded.
 */
export function sessionNotRecorded(info: RunnerInfo, prompt: string, error: unknown): Session {
  return {
    report: emptyReport(info, prompt, NOT_STARTED),
    infrastructureFailure: {
      origin: "collection",
      class: INFRASTRUCTURE_CLASSES.collection,
      message: `the agent's session could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
    },
  };
}

const NOT_STARTED: ProcessOutcome = { exitCode: null, timedOut: false, stderrTail: "", durationMs: 0 };

/** A report with no session in it, for executions whose agent output cannot be used. */
export function emptyReport(info: RunnerInfo, prompt: string, outcome: ProcessOutcome): SessionReport {
  return blankReportNormalizer({ runner: info, prompt, cwd: "", skillRoots: [] }).finish(outcome);
}

export function normalizationFailure(message: string): Failure {
  return {
    origin: "normalization",
    class: INFRASTRUCTURE_CLASSES.normalization,
    message: `the agent's output could not be read: ${message}`,
  };
}

/**
 * The session's output could not be stored (a full disk, a file size limit): what is known of the
 * session is kept, but it is not graded, since what was lost may have decided it.
 */
export function collectionFailure(notStored: string, agentStopped: boolean): Failure {
  return {
    origin: "collection",
    class: INFRASTRUCTURE_CLASSES.collection,
    message: `the agent's output could not be stored: ${notStored}${agentStopped ? "; the agent was stopped" : ""}. Free space on the disk of the output folder (or lift the file size limit) and run again`,
  };
}

/** A report of what a stopped session cost, without the partial session itself. */
export function withoutSession(report: SessionReport): SessionReport {
  return {
    ...report,
    finalOutput: "",
    events: [],
    detectedSkills: [],
    attemptedSkills: [],
    files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
    isError: true,
    errorKind: "max-steps",
  };
}

/** A session that reports an error (crash, API error, turn limit, timeout) never reaches assertions. */
export function sessionWithFailure(report: SessionReport, timeoutMessage?: string, stderrTail = ""): Session {
  if (!report.isError) return { report };
  const rejected =
    timeoutMessage === undefined && isModelRejection(`${report.errorMessage ?? ""}\n${stderrTail}`);
  return {
    report,
    infrastructureFailure: {
      origin: rejected ? "model-rejected" : "runner",
      class: rejected ? INFRASTRUCTURE_CLASSES["model-rejected"] : classForSessionError(report.errorKind),
      message:
        timeoutMessage ??
        report.errorMessage ??
        `the agent reported an error (${report.errorKind ?? "unknown"})`,
    },
  };
}
