import type { CaseResult, ExecutionResult, Results } from "../model/results.ts";
import { exitCodeOf } from "../verdicts/exit-code.ts";
import { countCases } from "../verdicts/runner-summaries.ts";

/** results.json's `summary`, the same for a fresh run and a merge of shards. */
export function summarizeResults(
  cases: readonly CaseResult[],
  executions: readonly ExecutionResult[],
  complete: boolean,
): Results["summary"] {
  return {
    executions: countBy(executions.map((execution) => execution.status)),
    cases: countBy(cases.map((result) => result.verdict)),
    passRate: countCases(cases).passRate,
    exitCode: exitCodeOf({ complete, executions, cases }),
  };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
