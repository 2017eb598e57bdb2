/** Where each item went, the longest bin, and how far from the best possible that is. */
export interface Balance {
  /** The bin (0-based) of each item, in the order of the input sizes. */
  binOf: number[];
  /** The load of the fullest bin. */
  makespan: number;
  /** No assignment has a smaller makespan than this. */
  lowerBound: number;
  /** True when no assignment has a smaller makespan: the bound is met or the search was exhaustive. */
  optimal: boolean;
}

export interface BalanceOptions {
  /** Plans of at most this many items are searched exhaustively (within `nodeBudget`). */
  exactMaxItems?: number;
  /** How many partial assignments the exhaustive search may visit before it keeps its best so far. */
  nodeBudget?: number;
}

/** Up to ~60 items an exhaustive search usually finishes in a few milliseconds. */
export const EXACT_MAX_ITEMS = 60;
/** Bounds the search's work (at most some 30 ms at 16 bins), so a plan never waits on it. */
export const DEFAULT_NODE_BUDGET = 50_000;

/**
 * Assigns items of whole-number `sizes` to `bins` bins, minimizing the fullest bin (makespan):
 * longest first to the least-loaded bin, then moves and swaps off the fullest bin while they
 * help, then, for small plans, a branch and bound seeded with that result that finds the
 * optimum or stops at its work budget with the best found. Deterministic for a given input
 * order. Pure.
 */
export function balanceLoads(sizes: readonly number[], bins: number, options: BalanceOptions = {}): Balance {
  const order = sizes.map((_, index) => index).sort((a, b) => size(sizes, b) - size(sizes, a) || a - b);
  const sorted = order.map((index) => size(sizes, index));
  const lowerBound = makespanLowerBound(sorted, bins);
  let binOfSorted = improveBySwaps(sorted, bins, longestFirst(sorted, bins));
  let makespan = Math.max(0, ...loadsOf(sorted, bins, binOfSorted));
  let optimal = makespan <= lowerBound;
  if (!optimal && sorted.length <= (options.exactMaxItems ?? EXACT_MAX_ITEMS)) {
    const searched = branchAndBound(sorted, bins, {
      incumbent: binOfSorted,
      makespan,
      lowerBound,
      nodeBudget: options.nodeBudget ?? DEFAULT_NODE_BUDGET,
    });
    binOfSorted = searched.binOf;
    makespan = searched.makespan;
    optimal = searched.exhausted || makespan <= lowerBound;
  }
  const binOf = new Array<number>(sizes.length).fill(0);
  for (const [position, index] of order.entries()) binOf[index] = binOfSorted[position] ?? 0;
  return { binOf, makespan, lowerBound, optimal };
}

/**
 * The largest of: the longest item, the mean load rounded up, for each k the k + 1 smallest of the
 * k·bins + 1 longest items (some bin holds k + 1 of them), and the least capacity that Martello
 * and Toth's L2 bin-packing bound does not prove needs more than `bins` bins.
 */
export function makespanLowerBound(sortedDescending: readonly number[], bins: number): number {
  const total = sortedDescending.reduce((sum, item) => sum + item, 0);
  let bound = Math.max(sortedDescending[0] ?? 0, Math.ceil(total / bins));
  for (let k = 1; k * bins < sortedDescending.length; k++) {
    let together = 0;
    for (let index = k * bins - k; index <= k * bins; index++) together += sortedDescending[index] ?? 0;
    bound = Math.max(bound, together);
  }
  const ascending = [...sortedDescending].reverse();
  const prefix = [0];
  for (const item of ascending) prefix.push((prefix.at(-1) ?? 0) + item);
  let infeasible = bound - 1;
  let feasible = Math.max(bound, total);
  if (binsNeeded(ascending, prefix, bound) <= bins) return bound;
  // Binary search for the least capacity the bound allows (it is monotone in the capacity).
  while (feasible - infeasible > 1) {
    const capacity = Math.floor((feasible + infeasible) / 2);
    if (binsNeeded(ascending, prefix, capacity) <= bins) feasible = capacity;
    else infeasible = capacity;
  }
  return feasible;
}

/**
 * Martello and Toth's L2: for a threshold t ≤ capacity / 2, the items above capacity − t each
 * need a bin, so do those above capacity / 2, and the items from t to capacity / 2 fill what
 * those leave free before they need bins of their own. The best t is among the item sizes.
 */
function binsNeeded(ascending: readonly number[], prefix: readonly number[], capacity: number): number {
  const count = ascending.length;
  const firstAbove = (limit: number) => upperBound(ascending, limit);
  const sumFrom = (from: number, to: number) => (prefix[to] ?? 0) - (prefix[from] ?? 0);
  const aboveHalf = firstAbove(Math.floor(capacity / 2));
  let needed = count - aboveHalf;
  for (const threshold of [0, ...ascending]) {
    if (2 * threshold > capacity) break;
    const aboveRest = firstAbove(capacity - threshold);
    const large = count - aboveRest;
    const medium = aboveRest - aboveHalf;
    const freeBesideMedium = medium * capacity - sumFrom(aboveHalf, aboveRest);
    const small = sumFrom(lowerBoundIndex(ascending, threshold), aboveHalf);
    needed = Math.max(needed, large + medium + Math.max(0, Math.ceil((small - freeBesideMedium) / capacity)));
  }
  return needed;
}

/** The first index whose item is greater than `limit`. */
function upperBound(ascending: readonly number[], limit: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ascending[middle] ?? 0) > limit) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The first index whose item is at least `limit`. */
function lowerBoundIndex(ascending: readonly number[], limit: number): number {
  return upperBound(ascending, limit - 1);
}

function size(sizes: readonly number[], index: number): number {
  return sizes[index] ?? 0;
}

/** Each item, longest first, to the least-loaded bin (ties: the lowest index). */
function longestFirst(sorted: readonly number[], bins: number): number[] {
  const loads = new Array<number>(bins).fill(0);
  return sorted.map((item) => {
    let target = 0;
    for (let bin = 1; bin < bins; bin++) if ((loads[bin] ?? 0) < (loads[target] ?? 0)) target = bin;
    loads[target] = (loads[target] ?? 0) + item;
    return target;
  });
}

function loadsOf(sorted: readonly number[], bins: number, binOf: readonly number[]): number[] {
  const loads = new Array<number>(bins).fill(0);
  for (const [index, bin] of binOf.entries()) loads[bin] = (loads[bin] ?? 0) + (sorted[index] ?? 0);
  return loads;
}

/**
 * Moves one item off the fullest bin, or swaps it for a smaller one, whenever both bins end
 * below the fullest's load; the best such step each time. Each step lowers the sum of squared
 * loads, so it ends; the step count is bounded besides.
 */
function improveBySwaps(sorted: readonly number[], bins: number, start: readonly number[]): number[] {
  const binOf = [...start];
  const loads = loadsOf(sorted, bins, binOf);
  for (let step = 0; step < 4 * sorted.length; step++) {
    let fullest = 0;
    for (let bin = 1; bin < bins; bin++) if ((loads[bin] ?? 0) > (loads[fullest] ?? 0)) fullest = bin;
    const top = loads[fullest] ?? 0;
    let best: { peak: number; item: number; other: number; bin: number } | undefined;
    for (const [item, bin] of binOf.entries()) {
      if (bin !== fullest) continue;
      const itemSize = sorted[item] ?? 0;
      for (let target = 0; target < bins; target++) {
        if (target === fullest) continue;
        const peak = Math.max(top - itemSize, (loads[target] ?? 0) + itemSize);
        if (peak < top && (best === undefined || peak < best.peak))
          best = { peak, item, other: -1, bin: target };
      }
      for (const [other, otherBin] of binOf.entries()) {
        const delta = itemSize - (sorted[other] ?? 0);
        if (otherBin === fullest || delta <= 0) continue;
        const peak = Math.max(top - delta, (loads[otherBin] ?? 0) + delta);
        if (peak < top && (best === undefined || peak < best.peak))
          best = { peak, item, other, bin: otherBin };
      }
    }
    if (best === undefined) break;
    const itemSize = sorted[best.item] ?? 0;
    const otherSize = best.other === -1 ? 0 : (sorted[best.other] ?? 0);
    loads[fullest] = top - itemSize + otherSize;
    loads[best.bin] = (loads[best.bin] ?? 0) + itemSize - otherSize;
    binOf[best.item] = best.bin;
    if (best.other !== -1) binOf[best.other] = fullest;
  }
  return binOf;
}

interface SearchStart {
  incumbent: readonly number[];
  makespan: number;
  lowerBound: number;
  nodeBudget: number;
}

/**
 * Depth-first over items, longest first, each to a bin whose load stays below the best makespan
 * found so far; bins of equal load are tried once (they are interchangeable), the fullest that
 * still fits first (tight bins find better solutions sooner than least-loaded-first did).
 * Stops when a solution meets the lower bound, the tree is exhausted, or the budget is spent.
 */
function branchAndBound(
  sorted: readonly number[],
  bins: number,
  start: SearchStart,
): { binOf: number[]; makespan: number; exhausted: boolean } {
  let best = { binOf: [...start.incumbent], makespan: start.makespan };
  const loads = new Array<number>(bins).fill(0);
  const current = new Array<number>(sorted.length).fill(0);
  let nodes = 0;
  let stopped = false;
  const visit = (item: number, peak: number): void => {
    if (item === sorted.length) {
      best = { binOf: [...current], makespan: peak };
      stopped = peak <= start.lowerBound;
      return;
    }
    if (++nodes > start.nodeBudget) {
      stopped = true;
      return;
    }
    const itemSize = sorted[item] ?? 0;
    const candidates: number[] = [];
    for (let bin = 0; bin < bins; bin++) {
      const load = loads[bin] ?? 0;
      if (load + itemSize >= best.makespan) continue;
      if (candidates.some((other) => loads[other] === load)) continue;
      candidates.push(bin);
    }
    candidates.sort((a, b) => (loads[b] ?? 0) - (loads[a] ?? 0) || a - b);
    for (const bin of candidates) {
      if (stopped) return;
      // The best may have improved since the candidates were listed.
      if ((loads[bin] ?? 0) + itemSize >= best.makespan) continue;
      loads[bin] = (loads[bin] ?? 0) + itemSize;
      current[item] = bin;
      visit(item + 1, Math.max(peak, loads[bin] ?? 0));
      loads[bin] = (loads[bin] ?? 0) - itemSize;
    }
  };
  visit(0, 0);
  return { ...best, exhausted: !stopped || best.makespan <= start.lowerBound };
}
