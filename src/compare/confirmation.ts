import type { CaseResult } from "../model/results.ts";
import type { Comparison } from "./comparison.ts";
import { isUndecidedDrop } from "./drop-evidence.ts";
import type { Tally } from "./statistics.ts";

/**
 * Executions added at most per case × runner to decide a drop (`confirm-iterations`). Chosen from
 * `npm run bench -- regressions` (bench/README.md): enough for a collapse from ~100% to be
 * established among a suite of 50 cases, while a flaky case stops as soon as its odds rule a
 * drop out.
 */
export const DEFAULT_CONFIRM_ITERATIONS = 6;

/** The base side a running case × runner is weighed against: only where pass rates compare (see compareResults). */
export function baseTallyOf(base: CaseResult | undefined): Tally | undefined {
  if (base === undefined || base.expectedFail || base.graded === 0) return undefined;
  return { passes: base.passes, trials: base.graded };
}

/**
 * Early stop never cuts short a comparison the rule needs: while a case × runner's outcomes so far
 * are worse than base and do not rule a drop out, its planned iterations all run.
 */
export function comparisonNeedsMore(
  progress: { passes: number; fails: number },
  base: Tally | undefined,
): boolean {
  return (
    base !== undefined &&
    isUndecidedDrop({ passes: progress.passes, trials: progress.passes + progress.fails }, base)
  );
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
