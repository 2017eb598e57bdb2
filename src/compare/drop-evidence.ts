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
  /** The smallest p-value these numbers of runs and passes could give (Tarone's rule). */
  minimumPValue: number;
  /** Likelihood of head's outcomes at base's pass rate ÷ at DROP_FACTOR of it. */
  noDropOdds: number;
}

/**
 * What one case × runner's graded outcomes say about a drop from base to head. Pure. Each failure
 * on head lowers the p-value and the odds; each pass raises both: more evidence of a drop can
 * only make it stronger (the monotone rule of DESIGN §5).
 */
export function dropEvidence(head: Tally, base: Tally): DropEvidence {
  return {
    worse: isWorse(head, base),
    pValue: fisherLowerTail(head, base),
    minimumPValue: fisherMinimum(head, base),
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
