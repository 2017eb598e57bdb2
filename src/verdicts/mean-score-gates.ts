import type { ExecutionResult, Results } from "../model/results.ts";

/** agentv's `execution.threshold` for one suite: the mean score of its tests must reach it. */
export interface MeanScoreGate {
  suite: string;
  threshold: number;
  /** null when no execution of the suite ran. */
  meanScore: number | null;
  passed: boolean;
}

/** A suite as a run or its results.json records it: its id, and its gate when it has one. */
export interface GatedSuite {
  id: string;
  meanScoreThreshold?: number;
}

/**
 * The suite-level gates (reference §2.1: `execution.threshold`, 0–1, the suite's MEAN score).
 * Each execution that ran counts with its score; one that errored before grading scores 0, as
 * agentv scores an execution error. Skipped executions count nowhere. Pure.
 */
export function meanScoreGates(
  suites: readonly GatedSuite[],
  executions: readonly ExecutionResult[],
): MeanScoreGate[] {
  return suites.flatMap((suite) => {
    const threshold = suite.meanScoreThreshold;
    if (threshold === undefined) return [];
    const scores = executions
      .filter((execution) => execution.suite === suite.id && execution.status !== "skipped")
      .map((execution) => execution.score ?? (execution.status === "passed" ? 1 : 0));
    // Rounded to 12 digits: three scores of 0.7 have the mean 0.7, not 0.6999999999999998.
    const meanScore =
      scores.length === 0
        ? null
        : Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 1e12) / 1e12;
    return [{ suite: suite.id, threshold, meanScore, passed: meanScore === null || meanScore >= threshold }];
  });
}

export function describeGate(gate: MeanScoreGate): string {
  const mean =
    gate.meanScore === null ? "no score" : `mean score ${scoreBeside(gate.meanScore, gate.threshold)}`;
  const verdict = gate.passed ? "reaches" : "is below";
  return `suite ${gate.suite}: ${mean} ${verdict} its execution.threshold ${gate.threshold}`;
}

/**
 * The score to two decimals, or with as many more as it takes (up to 6, then every digit) for the
 * shown number to stand where the score stands against the threshold: 0.8995 below 0.9 is "0.899",
 * never "0.90".
 */
function scoreBeside(score: number, threshold: number): string {
  for (let decimals = 2; decimals <= 6; decimals++) {
    const shown = Number(score.toFixed(decimals));
    if (shown >= threshold === score >= threshold && (shown === threshold) === (score === threshold)) {
      return score.toFixed(decimals);
    }
  }
  return String(score);
}

/** The gates a run failed, each described: what its headline says beside the case verdicts. */
export function failedGateNotes(results: Results): string[] {
  return (results.summary.gates ?? []).filter((gate) => !gate.passed).map(describeGate);
}
