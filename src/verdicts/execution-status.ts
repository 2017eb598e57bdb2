import type { ExecutionStatus } from "../model/status.ts";

/**
 * The status of one graded or failed execution (DESIGN §2). `expectedFail` only turns assertion
 * outcomes around; an infrastructure failure stays `error`.
 */
export function executionStatus(outcome: {
  infrastructureFailure: boolean;
  assertionsPassed: boolean;
  expectedFail: boolean;
  /** The failure is the suite's own broken assert code: a failure, but never an expected one. */
  notExcusable?: boolean;
}): ExecutionStatus {
  if (outcome.infrastructureFailure) return "error";
  if (outcome.notExcusable && !outcome.assertionsPassed) return "failed";
  if (outcome.expectedFail) return outcome.assertionsPassed ? "unexpected-passed" : "expected-failed";
  return outcome.assertionsPassed ? "passed" : "failed";
}

/** Did the execution's assertions pass, whatever the expectation? */
export function assertionsPassed(status: ExecutionStatus): boolean {
  return status === "passed" || status === "unexpected-passed";
}

/** Did the execution reach its assertions? */
export function isGraded(status: ExecutionStatus): boolean {
  return status !== "error" && status !== "skipped";
}
