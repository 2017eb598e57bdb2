import { loadsOf } from "./bin-loads.ts";
import { branchAndBound } from "./branch-and-bound.ts";
import { largestDifferencing, longestFirst } from "./first-assignments.ts";
import { improveBySwaps } from "./improve-by-swaps.ts";
import { makespanLowerBound } from "./makespan-lower-bound.ts";

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
const EXACT_MAX_ITEMS = 60;
/** Bounds the search's work (at most some 30 ms at 16 bins), so a plan never waits on it. */
const DEFAULT_NODE_BUDGET = 50_000;

/**
 * Assigns items of whole-number `sizes` to `bins` bins, minimizing the fullest bin (makespan):
 * the better of longest first and largest differencing, then moves and swaps off the fullest bin
 * while they help, then, for small plans, a branch and bound seeded with that result that finds
 * the optimum or stops at its work budget with the best found. Deterministic for a given input
 * order. Pure.
 */
export function balanceLoads(sizes: readonly number[], bins: number, options: BalanceOptions = {}): Balance {
  const order = sizes.map((_, index) => index).sort((a, b) => size(sizes, b) - size(sizes, a) || a - b);
  const sorted = order.map((index) => size(sizes, index));
  const lowerBound = makespanLowerBound(sorted, bins);
  const starts = [longestFirst(sorted, bins), largestDifferencing(sorted, bins)].map((binOf) => ({
    binOf,
    makespan: Math.max(0, ...loadsOf(sorted, bins, binOf)),
  }));
  const seed = starts.reduce((best, start) => (start.makespan < best.makespan ? start : best));
  let binOfSorted = improveBySwaps(sorted, bins, seed.binOf);
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

function size(sizes: readonly number[], index: number): number {
  return sizes[index] ?? 0;
}
