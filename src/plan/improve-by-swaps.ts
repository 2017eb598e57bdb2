import { loadsOf } from "./bin-loads.ts";

/** How many exchanges the swaps may weigh in all (some 20 ms), however large the plan. */
const SWAP_BUDGET = 1_000_000;

/**
 * Moves one item off the fullest bin, or swaps it for a smaller one, whenever both bins end
 * below the fullest's load; failing that, the same with two items of the fullest bin (a big
 * unit beside two small ones needs that). The best such step each time. Each step lowers the sum
 * of squared loads, so it ends; the exchanges weighed are bounded besides (`SWAP_BUDGET`).
 */
export function improveBySwaps(sorted: readonly number[], bins: number, start: readonly number[]): number[] {
  const binOf = [...start];
  const loads = loadsOf(sorted, bins, binOf);
  const budget = { left: SWAP_BUDGET };
  while (budget.left > 0) {
    let fullest = 0;
    for (let bin = 1; bin < bins; bin++) if ((loads[bin] ?? 0) > (loads[fullest] ?? 0)) fullest = bin;
    const inFullest = binOf.flatMap((bin, item) => (bin === fullest ? [item] : []));
    const exchange =
      bestExchange(
        sorted,
        binOf,
        loads,
        fullest,
        inFullest.map((item) => [item]),
        budget,
      ) ?? bestExchange(sorted, binOf, loads, fullest, pairsOf(inFullest), budget);
    if (exchange === undefined) break;
    for (const item of exchange.out) binOf[item] = exchange.bin;
    if (exchange.in !== undefined) binOf[exchange.in] = fullest;
    loads[fullest] = (loads[fullest] ?? 0) - exchange.delta;
    loads[exchange.bin] = (loads[exchange.bin] ?? 0) + exchange.delta;
  }
  return binOf;
}

function* pairsOf(items: readonly number[]): Generator<readonly number[]> {
  for (let first = 0; first < items.length; first++)
    for (let second = first + 1; second < items.length; second++)
      yield [items[first] ?? 0, items[second] ?? 0];
}

interface Exchange {
  /** Items leaving the fullest bin for `bin`. */
  out: readonly number[];
  /** The item of `bin` that comes back, if any. */
  in?: number;
  bin: number;
  /** The load that moves off the fullest bin. */
  delta: number;
  peak: number;
}

/** The exchange of one of `groups` (items of the fullest bin) that leaves the lowest peak of the two bins. */
function bestExchange(
  sorted: readonly number[],
  binOf: readonly number[],
  loads: readonly number[],
  fullest: number,
  groups: Iterable<readonly number[]>,
  budget: { left: number },
): Exchange | undefined {
  const top = loads[fullest] ?? 0;
  let best: Exchange | undefined;
  const consider = (out: readonly number[], bin: number, delta: number, back?: number) => {
    const peak = Math.max(top - delta, (loads[bin] ?? 0) + delta);
    if (delta > 0 && peak < top && (best === undefined || peak < best.peak))
      best = { out, bin, delta, peak, ...(back === undefined ? {} : { in: back }) };
  };
  for (const out of groups) {
    if (budget.left <= 0) break;
    budget.left -= loads.length + binOf.length;
    const outSize = out.reduce((sum, item) => sum + (sorted[item] ?? 0), 0);
    for (let bin = 0; bin < loads.length; bin++) if (bin !== fullest) consider(out, bin, outSize);
    for (const [other, otherBin] of binOf.entries())
      if (otherBin !== fullest) consider(out, otherBin, outSize - (sorted[other] ?? 0), other);
  }
  return best;
}
