import { getHeapStatistics, setFlagsFromString } from "node:v8";

const MiB = 1024 * 1024;
/**
 * The heap limit from which V8 lets the old generation grow up to four times what is live: an old
 * generation of 2 GiB and the young one's 192 MiB. Below it V8's own growth is smaller, and a
 * fixed one of 150% would let the heap grow more, not less (bench/README.md).
 */
const FOUR_TIMES_FROM = 2240 * MiB;

/** The growth to hold a heap of this limit to, in percent: none where V8's own is already smaller. */
export function heldGrowingPercent(heapSizeLimit: number): number | undefined {
  return heapSizeLimit >= FOUR_TIMES_FROM ? 150 : undefined;
}

/**
 * Called first thing by every entry point. With a large heap limit V8 lets the old generation grow
 * up to four times what was live before it collects, and the faster a process runs the nearer it
 * comes to that: a long transcript's events, which live just long enough to be promoted, and a
 * run of many short executions both left most of their heap as garbage (bench/README.md). The
 * process lets it grow by 150% instead. An action cannot pass Node flags, and V8 reads this one
 * whenever it sets the next limit.
 */
export function holdHeapNearLive(): void {
  const percent = heldGrowingPercent(getHeapStatistics().heap_size_limit);
  if (percent !== undefined) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
