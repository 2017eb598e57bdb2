import { fisherLowerTail, fisherMinimum, type Tally } from "../verdicts/statistics.ts";

/**
 * The drop worth catching, for ruling one out: head's pass rate at this fraction of base's. Against
 * it, a run's outcomes are weighed as odds (below): how much likelier they are if the skill kept
 * base's pass rate than if that rate had halved.
 */
const DROP_FACTOR = 0.25;
/** Odds at which a drop is ruled out: the outcomes are this many times likelier without one. */
export const RULED_OUT_ODDS = 10;

export interface DropEvidence {
  /** Head's pass rate is below base's. */
  worse: boolean;
  /** One-sided Fisher exact p-value of "head passes less often than base". */
  pValue: number;
  /**
   * The smallest p-value the comparison could give (Tarone's rule): with these margins when head's
   * runs are fixed in advance; with confirmation runs, head failing every run it could reach.
   */
  minimumPValue: number;
  /** Likelihood of head's outcomes at base's pass rate ÷ at DROP_FACTOR of it. */
  noDropOdds: number;
}

/**
 * What one case × runner's graded outcomes say about a drop from base to head. Pure. Each failure
 * on head lowers the p-value and the odds; each pass raises both: more evidence of a drop can
 * only make it stronger (the monotone rule of DESIGN §5).
 *
 * `confirmationsLeft` (runs with confirmation runs) makes Tarone's minimum independent of head's
 * outcomes. Confirmation runs go only to drops that look worse, so the margins of exactly the
 * comparisons likeliest to reach significance grow while the others' stay out of the family:
 * on suites of flaky cases and no real change that selection gave a false regression on 9–12% of
 * pull requests at α = 0.05 (bench/README.md, "Regressions"). Counted from the runs each
 * comparison could reach, the family holds every comparison that any outcome could make
 * significant, and the rate stays under α.
 */
export function dropEvidence(head: Tally, base: Tally, confirmationsLeft?: number): DropEvidence {
  return {
    worse: isWorse(head, base),
    pValue: fisherLowerTail(head, base),
    minimumPValue:
      confirmationsLeft === undefined
        ? fisherMinimum(head, base)
        : fisherLowerTail({ passes: 0, trials: head.trials + confirmationsLeft }, base),
    noDropOdds: noDropOdds(head, base),
  };
}

/**
 * A drop the rule has not decided yet: head is worse than base and its outcomes do not rule a
 * drop out. Significance needs the whole family (Tarone), so the engine asks only this while
 * a run is under way: such a case × runner must not stop early.
 */
export function isUndecidedDrop(head: Tally, base: Tally): boolean {
  return isWorse(head, base) && noDropOdds(head, base) < RULED_OUT_ODDS;
}

function isWorse(head: Tally, base: Tally): boolean {
  return head.trials > 0 && base.trials > 0 && head.passes * base.trials < base.passes * head.trials;
}

function noDropOdds(head: Tally, base: Tally): number {
  const fails = head.trials - head.passes;
  // Laplace's estimate: never 0 or 1, so one run on base never makes a rate certain.
  const baseRate = (base.passes + 1) / (base.trials + 2);
  const dropped = baseRate * DROP_FACTOR;
  const logOdds =
    head.passes * Math.log(baseRate / dropped) + fails * Math.log((1 - baseRate) / (1 - dropped));
  return Math.exp(logOdds);
}
