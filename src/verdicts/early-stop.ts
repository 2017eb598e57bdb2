/**
 * Early stop for one case × runner (DESIGN §2 verdict rules): may the executions still planned
 * for the case be skipped because they can no longer change its verdict?
 *
 * The verdict of a case is `error` once any execution ended in `error`; otherwise it depends only on
 * whether passRate = passes ÷ graded (graded = passes + fails) is ≥ the threshold (`expectedFail`
 * merely renames the two outcomes). So it is fixed when:
 * - an execution already ended in `error` (the verdict is `error`, whatever follows);
 * - nothing remains to run;
 * - fail is certain: even if every remaining execution passes, (passes + remaining) ÷ (graded +
 *   remaining) < threshold;
 * - pass is certain: even if every remaining execution fails, passes ÷ (graded + remaining) ≥
 *   threshold.
 * In the last two cases the pass rate over the executions that did run lies on the same side of the
 * threshold as every possible full run (passes ÷ graded sits between those two bounds), so the
 * case result built from the executions that ran (skipped ones count nowhere) gets the verdict a
 * full run would give. Rates are computed with the same division as the aggregation
 * (`case-results.ts`), and IEEE division is monotonic, so rounding cannot split them.
 *
 * The guarantee is over assertion outcomes: it assumes every remaining execution reaches its
 * assertions. A skipped execution that would have hit an infrastructure `error` (or, under
 * `expectedFail`, a not-excusable failure of the suite's own assert code, which also fixes the
 * verdict) would have changed the verdict, but that is unknowable without running it; callers that
 * already saw such a not-excusable failure should stop too, as its verdict is fixed.
 *
 * No graded execution yet means no pass rate and no verdict to keep, so it never stops before the
 * first execution (this matters at threshold 0, where "pass is certain" holds from the start).
 */
export function canStopEarly(
  progress: { planned: number; passes: number; fails: number; errors: number },
  threshold: number,
): boolean {
  const { planned, passes, fails, errors } = progress;
  if (errors > 0) return true;
  const remaining = planned - passes - fails - errors;
  if (remaining <= 0) return true;
  const graded = passes + fails;
  if (graded === 0) return false;
  const total = graded + remaining;
  const failCertain = (passes + remaining) / total < threshold;
  const passCertain = passes / total >= threshold;
  return failCertain || passCertain;
}
