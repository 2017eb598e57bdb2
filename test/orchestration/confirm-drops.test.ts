import { describe, expect, it } from "vitest";
import { confirmDrops } from "../../src/orchestration/confirm-drops.ts";
import { makeResults } from "../compare/results-builder.ts";

// Base: three cases that always passed. Head: "a" and "b" failed their one run (undecided drops),
// "c" passed. Each confirmation of a case appends the outcome its script gives next.
function scenario(scripts: Record<string, string>) {
  const baseline = makeResults(["a", "b", "c"].map((id) => ({ case: id, outcomes: "ppp" })));
  const head: Record<string, string> = { a: "f", b: "f", c: "p" };
  const runs: string[] = [];
  return {
    baseline,
    head,
    runs,
    snapshot: () => makeResults(Object.entries(head).map(([id, outcomes]) => ({ case: id, outcomes }))),
    runOne: async (key: string) => {
      const id = key.split("/")[1] ?? "";
      runs.push(key);
      const next = scripts[id]?.[(head[id]?.length ?? 1) - 1] ?? "f";
      head[id] = `${head[id] ?? ""}${next}`;
    },
  };
}

describe("confirmDrops", () => {
  it("adds one execution per undecided unit per round until the rule decides or the cap", async () => {
    // a keeps failing: 0/3 against 3/3 is established (p = 1/20, K = 1) after two confirmations.
    // b passes from then on: three passes make 1 fail + 3 passes 16 times likelier without a drop.
    const run = scenario({ a: "ffffff", b: "pppppp" });
    await confirmDrops({
      snapshot: run.snapshot,
      baseline: run.baseline,
      cap: 10,
      keys: new Set(["demo/a/claude", "demo/b/claude", "demo/c/claude"]),
      pendingComparisons: 0,
      room: () => Number.POSITIVE_INFINITY,
      runOne: run.runOne,
      concurrency: 2,
    });
    expect(run.head).toEqual({ a: "fff", b: "fppp", c: "p" });
    expect(run.runs.filter((key) => key.includes("/c/"))).toEqual([]);
  });

  it("stops at the cap, and confirms only the units it was given (a shard's own)", async () => {
    const run = scenario({ a: "pfpfpfpfpf", b: "ffffff" });
    await confirmDrops({
      snapshot: run.snapshot,
      baseline: run.baseline,
      cap: 2,
      keys: new Set(["demo/a/claude"]),
      pendingComparisons: 0,
      room: () => Number.POSITIVE_INFINITY,
      runOne: run.runOne,
      concurrency: 1,
    });
    expect(run.runs).toEqual(["demo/a/claude", "demo/a/claude"]);
    expect(run.head.b).toBe("f");
  });

  it("starts no more executions than the room left (budget, max-executions, interrupt)", async () => {
    const run = scenario({ a: "ffffff", b: "ffffff" });
    let room = 3;
    await confirmDrops({
      snapshot: run.snapshot,
      baseline: run.baseline,
      cap: 10,
      keys: new Set(["demo/a/claude", "demo/b/claude"]),
      pendingComparisons: 0,
      room: () => room,
      runOne: async (key) => {
        room -= 1;
        await run.runOne(key);
      },
      concurrency: 2,
    });
    expect(run.runs).toEqual(["demo/a/claude", "demo/b/claude", "demo/a/claude"]);
  });

  it("counts the suites still to run in the family: a drop they could leave undecided is confirmed further", async () => {
    // Two comparisons to come make K = 3: 0/n against 3/3 must reach p ≤ 0.05/3, which 0/6 does
    // (p = 1/84) and 0/3 (p = 1/20, enough alone) does not.
    const run = scenario({ a: "ffffffffff", b: "pppppp" });
    await confirmDrops({
      snapshot: run.snapshot,
      baseline: run.baseline,
      cap: 10,
      keys: new Set(["demo/a/claude", "demo/b/claude", "demo/c/claude"]),
      pendingComparisons: 2,
      room: () => Number.POSITIVE_INFINITY,
      runOne: run.runOne,
      concurrency: 2,
    });
    expect(run.head.a).toBe("ffffff");
  });
});
