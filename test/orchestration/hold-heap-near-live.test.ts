import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { heldGrowingPercent } from "../../src/orchestration/hold-heap-near-live.ts";

const holdModule = fileURLToPath(new URL("../../src/orchestration/hold-heap-near-live.ts", import.meta.url));

/**
 * The V8 heap's peak size, in a fresh Node with the given old generation, while objects that live
 * just long enough to be promoted become garbage beside 300,000 that stay: as a long transcript's
 * events do. `hold` calls holdHeapNearLive first, as the entry points do.
 */
function peakHeap(hold: boolean, oldGenerationMiB: number): number {
  const script = `
    import { getHeapStatistics, setFlagsFromString } from "node:v8";
    setFlagsFromString("--semi-space-growth-factor=1");
    if (${hold}) (await import(${JSON.stringify(holdModule)})).holdHeapNearLive();
    const live = Array.from({ length: 300000 }, (_, i) => ({ i, text: "kept " + i }));
    let peak = 0;
    let recent = [];
    for (let i = 0; i < 4000000; i += 1) {
      recent.push({ i, text: "line " + i });
      if (recent.length >= 20000) recent = [];
      if (i % 5000 === 0) peak = Math.max(peak, getHeapStatistics().total_heap_size);
    }
    console.log(JSON.stringify({ peak, live: live.length }));`;
  const output = execFileSync(
    process.execPath,
    [`--max-old-space-size=${oldGenerationMiB}`, "--input-type=module", "-e", script],
    { encoding: "utf8" },
  );
  return (JSON.parse(output) as { peak: number }).peak;
}

describe("holdHeapNearLive", () => {
  it("holds a large heap nearer what is live", () => {
    expect(peakHeap(true, 4096)).toBeLessThan(0.92 * peakHeap(false, 4096));
  }, 30_000);

  it("leaves heaps of under 2 GiB of old generation to V8, whose own growth is smaller there", () => {
    const limit = (oldGenerationMiB: number) =>
      Number(
        execFileSync(
          process.execPath,
          [
            `--max-old-space-size=${oldGenerationMiB}`,
            "-p",
            "require('node:v8').getHeapStatistics().heap_size_limit",
          ],
          { encoding: "utf8" },
        ),
      );
    expect(heldGrowingPercent(limit(2047))).toBeUndefined();
    expect(heldGrowingPercent(limit(2048))).toBe(150);
    expect(heldGrowingPercent(limit(4096))).toBe(150);
  }, 30_000);
});
