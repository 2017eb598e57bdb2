/** The statistics behind "regressed": Wilson intervals, a one-sided Fisher exact test, Tarone's correction. */

export const DEFAULT_ALPHA = 0.05;

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for `passes` out of `trials` (95% by default); undefined when there are no trials. */
export function wilsonInterval(passes: number, trials: number, z = Z_95): Interval | undefined {
  if (trials <= 0) return undefined;
  const p = passes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or all passes one bound is exactly 0 or 1; the subtraction leaves a rounding error there.
  return {
    low: passes === 0 ? 0 : Math.max(0, centre - half),
    high: passes === trials ? 1 : Math.min(1, centre + half),
  };
}

export interface Tally {
  passes: number;
  trials: number;
}

/**
 * One-sided Fisher exact test of "head's pass rate is lower than base's": the probability, with the
 * 2×2 table's margins fixed, of head passing at most as often as it did (hypergeometric lower tail).
 */
export function fisherLowerTail(head: Tally, base: Tally): number {
  const total = head.trials + base.trials;
  const passes = head.passes + base.passes;
  const lowest = Math.max(0, passes - base.trials);
  let probability = 0;
  for (let k = lowest; k <= head.passes; k++)
    probability += Math.exp(hypergeometricLog(k, head.trials, passes, total));
  return Math.min(1, probability);
}

/**
 * The smallest p-value `fisherLowerTail` could give with these margins (the same total of passes,
 * the same numbers of runs): every pass on base's side. Tarone's rule keeps only comparisons for
 * which it is small enough to ever reach significance.
 */
export function fisherMinimum(head: Tally, base: Tally): number {
  const passes = head.passes + base.passes;
  const headPasses = Math.max(0, passes - base.trials);
  return fisherLowerTail(
    { passes: headPasses, trials: head.trials },
    { passes: passes - headPasses, trials: base.trials },
  );
}

/**
 * Tarone's rule for discrete tests: the smallest K ≥ 1 such that at most K comparisons could reach
 * p ≤ alpha/K at all (their minimum attainable p-value); Bonferroni over those K is then exact at
 * family-wise level `alpha`, while comparisons that could never be significant cost nothing.
 */
export function taroneFamily(minimumPValues: readonly number[], alpha = DEFAULT_ALPHA): number {
  // Ascending, so the comparisons still reachable at alpha/k are a prefix that only shrinks as k
  // grows: one pass, where counting afresh for each k costs K × n (K ≥ the pending comparisons).
  const sorted = minimumPValues.filter((p) => !Number.isNaN(p)).sort((a, b) => a - b);
  let reachable = sorted.length;
  for (let k = 1; ; k++) {
    while (reachable > 0 && !((sorted[reachable - 1] ?? 0) <= alpha / k)) reachable -= 1;
    if (reachable <= k) return k;
  }
}

/** log P(X = k) for X ~ Hypergeometric(draws, successes, population). */
function hypergeometricLog(k: number, draws: number, successes: number, population: number): number {
  return (
    logChoose(successes, k) + logChoose(population - successes, draws - k) - logChoose(population, draws)
  );
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++)
    logFactorials[i] = (logFactorials[i - 1] ?? 0) + Math.log(i);
  return logFactorials[n] ?? 0;
}
