import type { CaseResult } from "../model/results.ts";
import { canStopEarly } from "../verdicts/early-stop.ts";
import { type Repetitions, repetitionOutcome } from "../verdicts/repetitions.ts";
import type { Tally } from "../verdicts/statistics.ts";
import type { Comparison } from "./comparison.ts";
import { isUndecidedDrop } from "./drop-evidence.ts";

/**
 * Executions added at most per case × runner to decide a drop (`confirm-iterations`). Chosen from
 * `npm run bench -- regressions` (bench/README.md): at 3 iterations with history, 10 is the first
 * cap that flags ≥ 95% of real drops (95.8%, 0.01 false flags per pull request; 6: 90.8%; 15:
 * 97.5% for 1% more executions); a flaky case stops as soon as its odds rule a drop out.
 */
export const DEFAULT_CONFIRM_ITERATIONS = 10;

/** The base side a running case × runner is weighed against: only where pass rates compare (see compareResults). */
export function baseTallyOf(base: CaseResult | undefined): Tally | undefined {
  if (base === undefined || base.expectedFail || base.graded === 0) return undefined;
  return { passes: base.passes, trials: base.graded };
}

export interface IterationProgress {
  planned: number;
  passes: number;
  fails: number;
  errors: number;
  /** Under expectedFail, the case's own assert code failed: its verdict is fixed. */
  brokenCode: boolean;
  /** Assertion outcomes in execution order (true = passed), for skillgym's `repetitions`. */
  outcomes: readonly boolean[];
}

/**
 * Whether the engine skips a case × runner's next planned iteration (`early-stop`): its verdict
 * can no longer change, and no comparison needs it. Early stop never cuts short a comparison the
 * rule needs: while the outcomes so far are worse than base and do not rule a drop out, or none
 * was graded yet (only errors), every planned iteration runs.
 */
export function stopsEarly(
  earlyStop: boolean,
  progress: IterationProgress,
  rule: { threshold: number; repetitions?: Repetitions | undefined },
  base: Tally | undefined,
): boolean {
  if (!earlyStop || !verdictFixed(progress, rule)) return false;
  const graded = { passes: progress.passes, trials: progress.passes + progress.fails };
  if (base === undefined) return true;
  // An error fixes the verdict, not the comparison: with no graded outcome yet, a transient error
  // on the first run would leave the case "errored" and hide a drop the planned runs would show.
  if (graded.trials === 0) return false;
  return !isUndecidedDrop(graded, base);
}

/** Whether more iterations can no longer change the case × runner's verdict. */
function verdictFixed(
  progress: IterationProgress,
  { threshold, repetitions }: { threshold: number; repetitions?: Repetitions | undefined },
): boolean {
  if (progress.brokenCode) return true;
  if (repetitions === undefined) return canStopEarly(progress, threshold);
  return progress.errors > 0 || repetitionOutcome(progress.outcomes, repetitions) !== "undecided";
}

/**
 * The case × runners that get one more (confirmation) execution: every one the rule leaves
 * `unconfirmed`, until it has had `cap` of them. Sorted by key, so runs are reproducible.
 */
export function casesToConfirm(
  comparison: Comparison,
  added: ReadonlyMap<string, number>,
  cap: number,
): string[] {
  return comparison.cases
    .filter((entry) => entry.category === "unconfirmed" && (added.get(entry.key) ?? 0) < cap)
    .map((entry) => entry.key)
    .sort();
}
