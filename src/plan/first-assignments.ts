/** Each item, longest first, to the least-loaded bin (ties: the lowest index). */
export function longestFirst(sorted: readonly number[], bins: number): number[] {
  const loads = new Array<number>(bins).fill(0);
  return sorted.map((item) => {
    let target = 0;
    for (let bin = 1; bin < bins; bin++) if ((loads[bin] ?? 0) < (loads[target] ?? 0)) target = bin;
    loads[target] = (loads[target] ?? 0) + item;
    return target;
  });
}

/**
 * Karmarkar and Karp's largest differencing method for `bins` bins: every item starts as a
 * partition of its own; the two partitions whose fullest and emptiest bins differ most are merged,
 * the fullest bins of one with the emptiest of the other, until one is left. Much closer than
 * longest first when there are many more items than bins.
 */
export function largestDifferencing(sorted: readonly number[], bins: number): number[] {
  type Partition = { loads: number[]; items: number[][] };
  const spread = (partition: Partition) => (partition.loads[0] ?? 0) - (partition.loads.at(-1) ?? 0);
  // Kept by spread, smallest first, so the two to merge are at the end.
  const partitions: Partition[] = sorted
    .map((item, index) => ({
      loads: [item, ...new Array<number>(bins - 1).fill(0)],
      items: [[index], ...Array.from({ length: bins - 1 }, () => [])],
    }))
    .reverse();
  while (partitions.length > 1) {
    const first = partitions.pop() as Partition;
    const second = partitions.pop() as Partition;
    const merged = first.loads.map((load, bin) => ({
      load: load + (second.loads[bins - 1 - bin] ?? 0),
      items: [...(first.items[bin] ?? []), ...(second.items[bins - 1 - bin] ?? [])],
    }));
    merged.sort((a, b) => b.load - a.load);
    const partition = { loads: merged.map((bin) => bin.load), items: merged.map((bin) => bin.items) };
    // After every partition of equal spread, so equal spreads merge oldest first.
    let at = 0;
    while (at < partitions.length && spread(partitions[at] as Partition) <= spread(partition)) at++;
    partitions.splice(at, 0, partition);
  }
  const binOf = new Array<number>(sorted.length).fill(0);
  for (const [bin, items] of (partitions[0]?.items ?? []).entries())
    for (const item of items) binOf[item] = bin;
  return binOf;
}
