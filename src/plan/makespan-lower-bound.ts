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
