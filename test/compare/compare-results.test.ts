import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import type { CaseComparison } from "../../src/compare/comparison.ts";
import { type CaseRuns, makeResults } from "./results-builder.ts";

const base = makeResults(
  [
    { case: "steady", outcomes: "p" },
    { case: "broke", outcomes: "p" },
    { case: "collapsed", outcomes: "pppppppppp" },
    { case: "wobbly", outcomes: "pppppppppp" },
    { case: "dropped-twice", outcomes: "pp" },
    { case: "healed", outcomes: "f" },
    { case: "broken", outcomes: "f" },
    { case: "stale", outcomes: "f", expectedFail: true },
    { case: "gap", outcomes: "f", expectedFail: true },
    { case: "gone", outcomes: "p" },
    { case: "crashing", outcomes: "p" },
    { case: "settled", outcomes: "ppfp", threshold: 0.5 },
    { suite: "elsewhere", case: "not-selected", outcomes: "f" },
  ],
  { commit: "b".repeat(40) },
);
const head = makeResults(
  [
    { case: "steady", outcomes: "p" },
    { case: "broke", outcomes: "f" },
    { case: "collapsed", outcomes: "ffffffffff" },
    { case: "wobbly", outcomes: "ppppppppff" },
    { case: "dropped-twice", outcomes: "ff" },
    { case: "healed", outcomes: "p" },
    { case: "broken", outcomes: "f" },
    { case: "stale", outcomes: "p", expectedFail: true },
    { case: "gap", outcomes: "f", expectedFail: true },
    { case: "fresh", outcomes: "p" },
    { case: "crashing", outcomes: "e" },
    { case: "settled", outcomes: "pppp", threshold: 0.5 },
  ],
  { commit: "a".repeat(40) },
);

function byCase(entries: readonly CaseComparison[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.case, entry.category]));
}

describe("compareResults", () => {
  const comparison = compareResults(head, base, { baseline: { commit: "b".repeat(40), commitsBehind: 2 } });

  it("puts every case × runner in its category", () => {
    expect(byCase(comparison.cases)).toEqual({
      steady: "unchanged",
      // 1/1 → 0/1 and 2/2 → 0/2: worse, neither established nor ruled out; 8 passes of 10 rule out
      // a fall to a quarter of base's rate.
      broke: "unconfirmed",
      collapsed: "regressed",
      wobbly: "flaky",
      "dropped-twice": "unconfirmed",
      healed: "fixed",
      broken: "still-failing",
      stale: "unexpected-pass",
      gap: "unchanged",
      fresh: "new",
      gone: "removed",
      crashing: "errored",
      settled: "flaky",
    });
    expect(comparison.counts.regressed).toBe(1);
    expect(comparison.counts.unconfirmed).toBe(2);
    expect(comparison.counts.errored).toBe(1);
    expect(comparison.baseline).toEqual({ commit: "b".repeat(40), commitsBehind: 2 });
  });

  it("never calls a suite this run did not select removed", () => {
    expect(comparison.cases.some((entry) => entry.suite === "elsewhere")).toBe(false);
    const deleted = compareResults(head, base, { removedSuites: ["elsewhere"] });
    expect(deleted.cases.find((entry) => entry.suite === "elsewhere")?.category).toBe("removed");
  });

  it("knows a deleted suite by the file selection names, and by head's own selection by default", () => {
    // Selection records what the change deleted as files; suites are known by id.
    const byFile = compareResults(head, base, { removedSuites: ["elsewhere.suite.ts"] });
    expect(byFile.cases.find((entry) => entry.suite === "elsewhere")?.category).toBe("removed");
    const selection = { mode: "changed" as const, reason: "r", removedSuites: ["elsewhere.suite.ts"] };
    const recorded = compareResults({ ...head, run: { ...head.run, selection } }, base);
    expect(recorded.cases.find((entry) => entry.suite === "elsewhere")?.category).toBe("removed");
  });

  it("leaves out the base cases of a runner this run did not use: not removed", () => {
    const twoRunners = makeResults(
      [
        { case: "a", outcomes: "p" },
        { case: "a", runner: "codex", outcomes: "p" },
      ],
      {
        runners: [
          { id: "claude", agent: "claude-code" },
          { id: "codex", agent: "codex" },
        ],
      },
    );
    const claudeOnly = makeResults([{ case: "a", outcomes: "p" }]);
    const narrowed = compareResults(claudeOnly, twoRunners);
    expect(narrowed.cases.map((entry) => [entry.runner, entry.category])).toEqual([["claude", "unchanged"]]);
    expect(narrowed.counts.removed).toBe(0);
  });

  it("corrects only over comparisons whose runs could reach significance (Tarone)", () => {
    // Only collapsed (10/10 → 0/10) could reach p ≤ 0.05: broke's 1/1 → 0/1 can do no better than 0.5.
    expect(comparison.family).toBe(1);
    const collapsed = comparison.cases.find((entry) => entry.case === "collapsed");
    expect(collapsed?.pValue).toBeCloseTo(1 / 184_756, 12);
    expect(collapsed?.adjustedPValue).toBeCloseTo(1 / 184_756, 12);
    const wobbly = comparison.cases.find((entry) => entry.case === "wobbly");
    expect(wobbly?.pValue).toBeCloseTo(0.2368421052631579, 12);
    expect(wobbly?.passRateDelta).toBeCloseTo(-0.2, 12);
    expect(comparison.cases.find((entry) => entry.case === "broke")?.pValue).toBeCloseTo(0.5, 12);
    expect(comparison.cases.find((entry) => entry.case === "steady")?.pValue).toBeUndefined();
  });

  it("needs the corrected test, not the raw p-value, to call a regression", () => {
    // 3/10 vs 8/10: one-sided p = 0.0349, below 0.05 alone but not after correcting over 20 cases.
    // Threshold 0.7: base passes (8/10), head fails (3/10).
    const spec =
      (outcomes: string) =>
      (index: number): CaseRuns => ({ case: `c${index}`, outcomes, threshold: 0.7 });
    const many = (outcomes: string) =>
      makeResults(Array.from({ length: 20 }, (_, index) => spec(outcomes)(index)));
    const corrected = compareResults(many("pppfffffff"), many("ppppppppff"));
    expect(corrected.family).toBe(20);
    expect(corrected.counts.regressed).toBe(0);
    expect(corrected.counts.unconfirmed).toBe(20);
    const alone = compareResults(
      makeResults([{ case: "c0", outcomes: "pppfffffff", threshold: 0.7 }]),
      makeResults([{ case: "c0", outcomes: "ppppppppff", threshold: 0.7 }]),
    );
    expect(alone.cases[0]?.category).toBe("regressed");
    expect(alone.cases[0]?.pValue).toBeCloseTo(0.03488925934746368, 12);
    // A stricter level leaves the same evidence unconfirmed: worse, not established.
    const strict = compareResults(
      makeResults([{ case: "c0", outcomes: "pppfffffff", threshold: 0.7 }]),
      makeResults([{ case: "c0", outcomes: "ppppppppff", threshold: 0.7 }]),
      { alpha: 0.01 },
    );
    expect(strict.cases[0]?.category).toBe("unconfirmed");
  });

  it("without a baseline compares nothing and finds no regressions", () => {
    const alone = compareResults(head, undefined);
    expect(alone.baseline).toBeUndefined();
    expect(alone.counts.regressed).toBe(0);
    expect(alone.counts.removed).toBe(0);
    expect(byCase(alone.cases)).toMatchObject({
      broke: "not-compared",
      wobbly: "flaky",
      stale: "unexpected-pass",
      fresh: "not-compared",
    });
    expect(alone.runners[0]?.base).toBeUndefined();
  });

  it("gives per-runner deltas over the suites this run selected", () => {
    const runner = comparison.runners[0];
    expect(runner?.runner).toBe("claude");
    // Head: 12 cases, meeting expectations: steady, healed, gap, fresh, settled, wobbly? (8/10 < 1: failed).
    expect(runner?.head.passRate).toBeCloseTo(5 / 12, 12);
    // Base without suite "elsewhere": 12 cases; steady, broke, collapsed, wobbly, dropped-twice, stale, gap, gone, crashing, settled.
    expect(runner?.base?.passRate).toBeCloseTo(10 / 12, 12);
    expect(runner?.delta?.passRate).toBeCloseTo(5 / 12 - 10 / 12, 12);
    // Head ran 1+1+10+10+2+1+1+1+1+1+1+4 = 34 executions, base (in scope) 1+1+10+10+2+1+1+1+1+1+1+4 = 34.
    expect(runner?.head.durationMs).toBe(34 * 20_000);
    expect(runner?.head.tokens).toBe(34 * 10_000);
    expect(runner?.delta?.durationMs).toBe(0);
    expect(runner?.head.costUsd).toBeCloseTo(34 * 0.05, 10);
  });

  it("warns when a runner's model or agent CLI version changed", () => {
    const before = makeResults([{ case: "x", outcomes: "p" }], {
      runners: [{ id: "claude", model: "claude-sonnet-4-5", agentVersion: "2.0.1" }],
    });
    const after = makeResults([{ case: "x", outcomes: "p" }], {
      runners: [{ id: "claude", model: "claude-opus-4-1", agentVersion: "2.0.1" }],
    });
    expect(compareResults(after, before).mismatches).toEqual([
      { runner: "claude", field: "model", base: "claude-sonnet-4-5", head: "claude-opus-4-1" },
    ]);
    expect(compareResults(after, after).mismatches).toEqual([]);
  });

  it("adds a Wilson interval to case results run more than once", () => {
    const wobbly = head.cases.find((result) => result.case === "wobbly");
    expect(wobbly?.wilson?.low).toBeCloseTo(0.4901624, 6);
    expect(wobbly?.wilson?.high).toBeCloseTo(0.9433178, 6);
    expect(head.cases.find((result) => result.case === "broke")?.wilson).toBeUndefined();
  });
});

describe("compareResults, found by a review on simulated suites", () => {
  it("a case whose base history is mixed is flaky, not fixed, when it passes now", () => {
    const mixedBase = makeResults([{ case: "c", outcomes: "ppppf" }]);
    const passingHead = makeResults([{ case: "c", outcomes: "ppp" }]);
    expect(byCase(compareResults(passingHead, mixedBase).cases)).toEqual({ c: "flaky" });
  });

  it("dropping expectedFail from a case that fails as it always did is still failing, not a likely drop", () => {
    const marked = makeResults([{ case: "c", outcomes: "fffff", expectedFail: true }]);
    const unmarked = makeResults([{ case: "c", outcomes: "fffff" }]);
    expect(byCase(compareResults(unmarked, marked).cases)).toEqual({ c: "still-failing" });
  });
});

describe("compareResults, a run that covers part of its suites", () => {
  const twoCases = makeResults([
    { case: "a", outcomes: "p" },
    { case: "b", outcomes: "p" },
  ]);
  const onlyA = makeResults([{ case: "a", outcomes: "p" }]);

  it("never calls a case the run left out (a filter, another shard's unit) removed", () => {
    const comparison = compareResults(onlyA, twoCases, { leftOut: new Set(["demo/b/claude"]) });
    expect(byCase(comparison.cases)).toEqual({ a: "unchanged" });
  });

  it("lets a shard say nothing of cases it did not run: the merged report decides removals", () => {
    const shard = { ...onlyA, run: { ...onlyA.run, shard: { index: 1, total: 2 } } };
    expect(byCase(compareResults(shard, twoCases).cases)).toEqual({ a: "unchanged" });
    expect(byCase(compareResults(onlyA, twoCases).cases)).toEqual({ a: "unchanged", b: "removed" });
  });
});
