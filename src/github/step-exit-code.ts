import { EXIT } from "../verdicts/exit-code.ts";
import type { FailOn } from "./action-inputs.ts";

/**
 * The step's exit code under `fail-on`: configuration (2) and infrastructure (3) problems always
 * fail; a failing verdict fails under `failure`; a regression fails under `failure` and
 * `regression`; `never` keeps verdicts from failing the step.
 */
export function stepExitCode(resultsExitCode: number, failOn: FailOn, regressions: number): number {
  if (resultsExitCode === EXIT.configError || resultsExitCode === EXIT.infrastructure) return resultsExitCode;
  if (failOn === "never") return EXIT.passed;
  if (regressions > 0) return EXIT.verdictFailed;
  return failOn === "failure" ? resultsExitCode : EXIT.passed;
}
