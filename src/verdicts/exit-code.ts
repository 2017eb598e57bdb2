import type { CaseResult, ExecutionResult } from "../model/results.ts";

export const EXIT = { passed: 0, verdictFailed: 1, configError: 2, infrastructure: 3 } as const;

const GATING_VERDICTS = new Set(["failed", "error", "unexpected-passed"]);

/**
 * The run's exit code (DESIGN §2): 3 when the run could not complete (interrupted, or every
 * execution an infrastructure error), else 1 for a gating verdict, else 0. Configuration errors
 * (2) never get this far.
 */
export function exitCodeOf(run: {
  complete: boolean;
  executions: readonly ExecutionResult[];
  cases: readonly CaseResult[];
}): number {
  const ran = run.executions.filter((execution) => execution.status !== "skipped");
  if (!run.complete) return EXIT.infrastructure;
  if (ran.length > 0 && ran.every((execution) => execution.status === "error")) return EXIT.infrastructure;
  if (run.cases.some((result) => GATING_VERDICTS.has(result.verdict))) return EXIT.verdictFailed;
  return EXIT.passed;
}
