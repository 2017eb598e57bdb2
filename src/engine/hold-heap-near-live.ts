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

let held = false;

/**
 * Called when a session's events first go to disk: a long transcript's events live just long
 * enough to be promoted to the old generation and are garbage soon after, and with a large heap
 * limit V8 lets that generation grow up to four times what was live before it collects. From its
 * next full collection on, the process lets it grow by 150% instead. The flag is the process's
 * for the rest of the run; runs whose transcripts stay short never set it. An action cannot pass
 * Node flags, and V8 reads this one whenever it sets the next limit.
 */
export function holdHeapNearLive(): void {
  if (held) return;
  held = true;
  const percent = heldGrowingPercent(getHeapStatistics().heap_size_limit);
  if (percent !== undefined) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
