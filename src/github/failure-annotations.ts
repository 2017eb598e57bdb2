import type { Results } from "../model/results.ts";
import { escapeControlBytes } from "../report/control-bytes.ts";
import type { CheckAnnotation } from "./check-run.ts";

const FAILING_VERDICTS = new Set(["failed", "error", "unexpected-passed"]);

/**
 * One annotation per case × runner whose verdict fails: on the line where the case is written
 * (its file and line recorded at load), else at the first failed assertion's line in the suite
 * file when known, else the suite file's first line. Pure.
 */
export function failureAnnotations(results: Results): CheckAnnotation[] {
  const suitePaths = new Map(results.suites.map((suite) => [suite.id, suite.path]));
  return results.cases
    .filter((caseResult) => FAILING_VERDICTS.has(caseResult.verdict))
    .map((caseResult) => {
      const suitePath = suitePaths.get(caseResult.suite) ?? caseResult.suite;
      const path = caseResult.source?.path ?? suitePath;
      const executions = results.executions.filter(
        (execution) =>
          execution.suite === caseResult.suite &&
          execution.case === caseResult.case &&
          execution.runner === caseResult.runner,
      );
      const failedAssertion = executions
        .flatMap((execution) => execution.assertions)
        .find((assertion) => !assertion.passed && !assertion.golden);
      const reason =
        caseResult.verdict === "unexpected-passed"
          ? "marked expectedFail but passed: the expectation may be stale"
          : (executions.find((execution) => execution.failure)?.failure?.message ??
            failedAssertion?.message ??
            caseResult.verdict);
      return {
        path,
        line: caseResult.source?.line ?? lineIn(failedAssertion?.source, path) ?? 1,
        level: caseResult.verdict === "unexpected-passed" ? "warning" : "failure",
        // Case ids and messages quote suites and agents: shown, as on every surface, never obeyed.
        title: escapeControlBytes(`${caseResult.case} on ${caseResult.runner}: ${caseResult.verdict}`),
        message: escapeControlBytes(
          `${caseResult.passes}/${caseResult.graded} passed (threshold ${Math.round(caseResult.threshold * 100)}%). ${reason}`,
        ),
      } satisfies CheckAnnotation;
    });
}

function lineIn(source: string | undefined, path: string): number | undefined {
  const match = source === undefined ? null : /^(.*?):(\d+)(?::\d+)?$/.exec(source);
  return match && match[1] === path ? Number(match[2]) : undefined;
}
