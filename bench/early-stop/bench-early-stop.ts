import { canStopEarly } from "../../src/verdicts/early-stop.ts";
import type { Figure } from "../lib/figure.ts";

const ITERATIONS = 10;
const THRESHOLD = 0.8;
const PASS_PROBABILITIES = [0.1, 0.5, 0.8, 0.95];

/** The verdict rule of `verdicts/case-results.ts` for graded executions: pass rate ≥ threshold. */
function passes(outcomes: readonly boolean[]): boolean {
  return outcomes.filter(Boolean).length / outcomes.length >= THRESHOLD;
}

/** The executions the engine runs for one sequence of outcomes before `canStopEarly` says stop. */
function executedPrefix(outcomes: readonly boolean[]): boolean[] {
  const progress = { planned: outcomes.length, passes: 0, fails: 0, errors: 0 };
  const executed: boolean[] = [];
  for (const outcome of outcomes) {
    if (canStopEarly(progress, THRESHOLD)) break;
    executed.push(outcome);
    if (outcome) progress.passes += 1;
    else progress.fails += 1;
  }
  return executed;
}

function sequence(bits: number): boolean[] {
  return Array.from({ length: ITERATIONS }, (_, index) => ((bits >> index) & 1) === 1);
}

/**
 * Item 5: every one of the 2^10 pass/fail sequences is run with and without early stop, so the
 * verdicts are compared exhaustively and the expected executions per pass probability are exact.
 */
export function benchEarlyStop(): Figure[] {
  const sequences = Array.from({ length: 2 ** ITERATIONS }, (_, bits) => sequence(bits));
  const mismatches = sequences.filter(
    (outcomes) => passes(executedPrefix(outcomes)) !== passes(outcomes),
  ).length;
  const shares = PASS_PROBABILITIES.map((p) => {
    let expected = 0;
    for (const outcomes of sequences) {
      const passCount = outcomes.filter(Boolean).length;
      expected += p ** passCount * (1 - p) ** (ITERATIONS - passCount) * executedPrefix(outcomes).length;
    }
    return expected / ITERATIONS;
  });
  const mean = shares.reduce((sum, share) => sum + share, 0) / shares.length;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return [
    ...PASS_PROBABILITIES.map((p, index) => ({
      name: `early stop: executions spent at p=${p}`,
      value: percent(shares[index]!),
      target: "",
      note: `of ${ITERATIONS} iterations, threshold ${THRESHOLD}`,
    })),
    {
      name: "early stop: executions spent, mean over p",
      value: percent(mean),
      target: "≤ 60% of full",
      met: mean <= 0.6,
      note: `a pass is certain only after ${Math.ceil(THRESHOLD * ITERATIONS)} passes: no exact early stop spends less on passing cases`,
    },
    {
      name: "early stop: verdicts equal to full runs",
      value: `${sequences.length - mismatches}/${sequences.length}`,
      target: "all sequences",
      met: mismatches === 0,
      note: "every pass/fail sequence of 10 iterations, exhaustively",
    },
  ];
}
