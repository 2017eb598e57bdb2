import type { CaseResult, Results } from "../model/results.ts";

const MEETS_EXPECTATION = new Set<CaseResult["verdict"]>(["passed", "expected-failed"]);
const FAILS = new Set<CaseResult["verdict"]>(["failed", "error"]);

/**
 * Cases (`suite/case/runner`) that met their expectation on the baseline and fail now. A stand-in
 * until the comparison (compare/) supplies its statistically tested count. Pure.
 */
export function regressedCases(head: Results, baseline: Results | undefined): string[] {
  if (baseline === undefined) return [];
  const before = new Map(baseline.cases.map((caseResult) => [caseResult.key, caseResult.verdict]));
  return head.cases
    .filter((caseResult) => {
      const previous = before.get(caseResult.key);
      return previous !== undefined && MEETS_EXPECTATION.has(previous) && FAILS.has(caseResult.verdict);
    })
    .map((caseResult) => caseResult.key);
}
