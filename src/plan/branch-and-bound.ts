export interface SearchStart {
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
export function branchAndBound(
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
