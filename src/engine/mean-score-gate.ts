import type { ExecutionResult, Results } from "../model/results.ts";
import type { Suite } from "../model/suite.ts";
import { EXIT } from "../verdicts/exit-code.ts";

/** agentv's `execution.threshold` for one suite: the mean score of its tests must reach it. */
export interface MeanScoreGate {
  suite: string;
  threshold: number;
  /** null when no execution of the suite ran. */
  meanScore: number | null;
  passed: boolean;
}

/**
 * The suite-level gates (reference §2.1: `execution.threshold`, 0–1, the suite's MEAN score).
 * Each execution that ran counts with its score; one that errored before grading scores 0, as
 * agentv scores an execution error. Skipped executions count nowhere.
 */
export function meanScoreGates(
  suites: readonly Suite[],
  executions: readonly ExecutionResult[],
): MeanScoreGate[] {
  return suites.flatMap((suite) => {
    if (suite.meanScoreThreshold === undefined) return [];
    const scores = executions
      .filter((execution) => execution.suite === suite.id && execution.status !== "skipped")
      .map((execution) => execution.score ?? (execution.status === "passed" ? 1 : 0));
    const meanScore =
      scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
    return [
      {
        suite: suite.id,
        threshold: suite.meanScoreThreshold,
        meanScore,
        passed: meanScore === null || meanScore >= suite.meanScoreThreshold,
      },
    ];
  });
}

export function describeGate(gate: MeanScoreGate): string {
  const mean = gate.meanScore === null ? "no score" : `mean score ${gate.meanScore.toFixed(2)}`;
  const verdict = gate.passed ? "reaches" : "is below";
  return `suite ${gate.suite}: ${mean} ${verdict} its execution.threshold ${gate.threshold}`;
}

/** A failed gate fails the run like a failed verdict (exit 1), unless something worse happened. */
export function withGates(results: Results, gates: readonly MeanScoreGate[]): Results {
  const failed = gates.some((gate) => !gate.passed);
  if (!failed || results.summary.exitCode !== EXIT.passed) return results;
  return { ...results, summary: { ...results.summary, exitCode: EXIT.verdictFailed } };
}
