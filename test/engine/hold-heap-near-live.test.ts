import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const spillFile = fileURLToPath(new URL("../../src/engine/event-spill-file.ts", import.meta.url));

/**
 * The V8 heap's peak size, in a fresh Node, while objects that live just long enough to be
 * promoted become garbage beside 300,000 that stay: as a long transcript's events do.
 */
function peakHeap(spill: boolean): number {
  const script = `
    import { getHeapStatistics, setFlagsFromString } from "node:v8";
    setFlagsFromString("--semi-space-growth-factor=1");
    const store = (await import(${JSON.stringify(spillFile)})).eventSpillFile();
    const live = Array.from({ length: 300000 }, (_, i) => ({ i, text: "kept " + i }));
    if (${spill}) store.append([{ type: "message", role: "user", text: "the first spilled event" }]);
    let peak = 0;
    let recent = [];
    for (let i = 0; i < 4000000; i += 1) {
      recent.push({ i, text: "line " + i });
      if (recent.length >= 20000) recent = [];
      if (i % 5000 === 0) peak = Math.max(peak, getHeapStatistics().total_heap_size);
    }
    store.remove();
    console.log(JSON.stringify({ peak, live: live.length }));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return (JSON.parse(output) as { peak: number }).peak;
}

describe("holdHeapNearLive", () => {
  it("takes effect when a session's events first go to disk, holding the heap nearer what is live", () => {
    const unspilled = peakHeap(false);
    const spilled = peakHeap(true);
    expect(spilled).toBeLessThan(0.92 * unspilled);
  });
});
