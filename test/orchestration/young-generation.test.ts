import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const helper = fileURLToPath(new URL("../../src/orchestration/young-generation.ts", import.meta.url));

/** The young generation's size before and after a burst of short-lived objects, in a fresh Node. */
function youngGeneration(keepSmall: boolean): { before: number; after: number } {
  const script = `
    import { getHeapSpaceStatistics } from "node:v8";
    const size = () => getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size;
    if (${keepSmall}) (await import(${JSON.stringify(helper)})).keepYoungGenerationSmall();
    const before = size();
    let held = [];
    for (let i = 0; i < 400000; i += 1) {
      held.push({ i, text: "line " + i });
      if (held.length > 20000) held = [];
    }
    console.log(JSON.stringify({ before, after: size() }));`;
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }),
  );
}

describe("keepYoungGenerationSmall", () => {
  it("stops V8 from growing the young generation after busy scavenges, from the call on", () => {
    const grown = youngGeneration(false);
    expect(grown.after).toBeGreaterThanOrEqual(8 * grown.before);
    const kept = youngGeneration(true);
    expect(kept.after).toBeLessThanOrEqual(2 * kept.before);
  });
});
