import type { CaseResult, ExecutionResult, Results } from "../model/results.ts";
import { EXIT, exitCodeOf } from "../verdicts/exit-code.ts";
import { type GatedSuite, meanScoreGates } from "../verdicts/mean-score-gates.ts";
import { countCases } from "../verdicts/runner-summaries.ts";

/**
 * results.json's `summary`, the same for a fresh run and a merge of shards. A suite's failed
 * mean-score gate (agentv `execution.threshold`) fails the run like a failed verdict (exit 1),
 * unless something worse happened; it is recomputed from the executions, so shards merge right.
 */
export function summarizeResults(
  cases: readonly CaseResult[],
  executions: readonly ExecutionResult[],
  complete: boolean,
  suites: readonly GatedSuite[],
): Results["summary"] {
  const gates = meanScoreGates(suites, executions);
  const exitCode = exitCodeOf({ complete, executions, cases });
  return {
    executions: countBy(executions.map((execution) => execution.status)),
    cases: countBy(cases.map((result) => result.verdict)),
    passRate: countCases(cases).passRate,
    exitCode: exitCode === EXIT.passed && gates.some((gate) => !gate.passed) ? EXIT.verdictFailed : exitCode,
    ...(gates.length === 0 ? {} : { gates }),
  };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
