import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import { PLAN_SCHEMA_VERSION, type Plan } from "../../src/model/plan.ts";
import type { Results } from "../../src/model/results.ts";
import { commentVerdict } from "../../src/report/comment/comment-verdict.ts";
import { renderComment } from "../../src/report/comment/render-comment.ts";
import { mergeShardResults, partOfPlan } from "../../src/report/merge-results.ts";
import { type CaseRuns, makeResults } from "../compare/results-builder.ts";

const RUNNERS = [
  { id: "claude", agent: "claude-code" as const, model: "claude-sonnet-4-5", agentVersion: "2.0.14" },
  { id: "codex", agent: "codex" as const, model: "gpt-5-codex", agentVersion: "0.47.0" },
];
const slices: CaseRuns[][] = [
  [
    { suite: "pdf", case: "a", runner: "claude", outcomes: "ppp" },
    { suite: "pdf", case: "a", runner: "codex", outcomes: "pfp" },
  ],
  [
    { suite: "log", case: "b", runner: "claude", outcomes: "f" },
    { suite: "log", case: "c", runner: "claude", outcomes: "f", expectedFail: true },
  ],
  [
    { suite: "msg", case: "d", runner: "codex", outcomes: "p" },
    { suite: "msg", case: "e", runner: "codex", outcomes: "e" },
  ],
];
const shard = (index: number, startedAt: string): Results =>
  makeResults(slices[index - 1] ?? [], { runners: RUNNERS, startedAt, commit: "abc" });
const whole = makeResults(slices.flat(), { runners: RUNNERS, commit: "abc" });
const byKey = (results: Results) => [...results.cases].sort((a, b) => (a.key < b.key ? -1 : 1));

describe("mergeShardResults", () => {
  const merged = mergeShardResults(
    [
      { index: 2, results: shard(2, "2026-11-22T10:00:02.000Z") },
      { index: 1, results: shard(1, "2026-11-22T10:00:01.000Z") },
      { index: 3, results: shard(3, "2026-11-22T10:00:03.000Z") },
    ],
    { expectedShards: 3 },
  );

  it("gives the results one run of all the cases would have", () => {
    expect(byKey(merged)).toEqual(byKey(whole));
    expect(merged.executions.map((execution) => execution.key)).toEqual(
      [...whole.executions.map((execution) => execution.key)].sort(),
    );
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.summary.exitCode).toBe(1);
    expect(merged.runners.map((runner) => runner.id).sort()).toEqual(["claude", "codex"]);
    expect(merged.suites.map((suite) => suite.id).sort()).toEqual(["log", "msg", "pdf"]);
  });

  it("records every shard as received and the run as complete", () => {
    expect(merged.run.complete).toBe(true);
    expect(merged.run.shards).toEqual({ expected: 3, received: [1, 2, 3], missing: [] });
    expect(merged.run.startedAt).toBe("2026-11-22T10:00:01.000Z");
    expect(merged.run.commit).toBe("abc");
  });

  it("is incomplete, exit 3, with a missing and a corrupt shard, even when what arrived passed", () => {
    const passing = makeResults([{ suite: "pdf", case: "a", outcomes: "p" }]);
    const partial = mergeShardResults(
      [
        { index: 1, results: passing },
        { index: 2, failure: "results.json is not valid JSON (Unexpected end of JSON input)" },
      ],
      { expectedShards: 3 },
    );
    expect(partial.run.complete).toBe(false);
    expect(partial.summary.exitCode).toBe(3);
    expect(partial.run.shards).toEqual({
      expected: 3,
      received: [1],
      missing: [
        { index: 2, reason: "results.json is not valid JSON (Unexpected end of JSON input)" },
        { index: 3, reason: "no results were received" },
      ],
    });
    const verdict = commentVerdict(partial, compareResults(partial, undefined));
    expect(verdict).toMatch(/^💥 Incomplete: shard 2 of 3 \(results\.json is not valid JSON/);
    expect(verdict).toContain("shard 3 of 3 (no results were received)");
    const comment = renderComment({ results: partial });
    expect(comment).not.toContain("✅");
    expect(comment).toContain("> 💥 Shard 3 is missing: no results were received");
  });

  it("sets aside, as a failed shard, results holding a case another part holds: two runs, whatever their order", () => {
    const failing = makeResults([{ suite: "pdf", case: "a", outcomes: "f" }]);
    const passing = makeResults([{ suite: "pdf", case: "a", outcomes: "p" }]);
    for (const [first, second] of [
      [failing, passing],
      [passing, failing],
    ] as const) {
      const result = mergeShardResults([
        { index: 1, results: first },
        { index: 2, results: second },
      ]);
      expect(result.run.complete).toBe(false);
      expect(result.summary.exitCode).toBe(3);
      expect(result.run.shards?.missing).toEqual([
        {
          index: 2,
          reason:
            "its results hold 1 case × runner unit(s) that shard 1 holds too (pdf/a/claude): these are the results of two runs, not shards of one; merge the shards of one run",
        },
      ]);
    }
  });

  it("is incomplete when a shard itself did not finish", () => {
    const interrupted = makeResults([{ suite: "log", case: "b", outcomes: "p" }], { complete: false });
    const result = mergeShardResults([
      { index: 1, results: shard(1, "2026-11-22T10:00:01.000Z") },
      { index: 2, results: interrupted },
    ]);
    expect(result.run.shards?.missing).toEqual([]);
    expect(result.run.complete).toBe(false);
    expect(result.summary.exitCode).toBe(3);
  });

  it("without expectedShards, expects the shards their own results record, so a shard left out is missing", () => {
    const ofThree = (index: number): Results => {
      const results = shard(index, `2026-11-22T10:00:0${index}.000Z`);
      return { ...results, run: { ...results.run, shard: { index, total: 3 } } };
    };
    const result = mergeShardResults([
      { index: 2, results: ofThree(2) },
      { index: 3, results: ofThree(3) },
    ]);
    expect(result.run.shards).toEqual({
      expected: 3,
      received: [2, 3],
      missing: [{ index: 1, reason: "no results were received" }],
    });
    expect(result.run.complete).toBe(false);
    expect(result.summary.exitCode).toBe(3);
  });

  it("expects the shards' own total when a smaller --expected-shards is given", () => {
    const results = shard(1, "2026-11-22T10:00:01.000Z");
    const result = mergeShardResults(
      [{ index: 1, results: { ...results, run: { ...results.run, shard: { index: 1, total: 3 } } } }],
      {
        expectedShards: 1,
      },
    );
    expect(result.run.shards?.missing.map((missing) => missing.index)).toEqual([2, 3]);
    expect(result.summary.exitCode).toBe(3);
  });

  it("keeps the plan's selection and the pull request, and adds up the judge's use over the shards", () => {
    const selection = {
      mode: "changed" as const,
      reason: "2 files changed since the base commit abc1234",
      baseRef: "main",
      removedSuites: ["evals/gone.suite.ts"],
    };
    const pullRequest = { number: 7, headSha: "h".repeat(40), baseSha: "b".repeat(40) };
    const judge = (calls: number, costUsd?: number) => ({
      backend: "anthropic",
      model: "claude-haiku-4-5",
      calls,
      cachedCalls: 1,
      inputTokens: 100 * calls,
      outputTokens: 10 * calls,
      ...(costUsd === undefined ? {} : { costUsd }),
    });
    const withRun = (index: number, run: Partial<Results["run"]>): Results => {
      const results = shard(index, "2026-11-22T10:00:01.000Z");
      return { ...results, run: { ...results.run, selection, pullRequest, ...run } };
    };
    const parts = (costs: [number | undefined, number | undefined]) =>
      mergeShardResults([
        { index: 1, results: withRun(1, { judge: judge(2, costs[0]) }) },
        { index: 2, results: withRun(2, { judge: judge(3, costs[1]) }) },
        { index: 3, results: withRun(3, {}) },
      ]);
    const merged = parts([0.5, 0.25]);
    expect(merged.run.selection).toEqual(selection);
    expect(merged.run.pullRequest).toEqual(pullRequest);
    expect(merged.run.judge).toEqual({ ...judge(5, 0.75), cachedCalls: 2 });
    // A shard whose judge cost is unknown leaves the total unknown, not understated.
    expect(parts([0.5, undefined]).run.judge?.costUsd).toBeUndefined();
  });

  it("reports every shard missing when none arrived", () => {
    const none = mergeShardResults([], { expectedShards: 2, toolVersion: "0.1.0" });
    expect(none.run.shards?.missing.map((shard) => shard.index)).toEqual([1, 2]);
    expect(none.summary.exitCode).toBe(3);
    expect(none.cases).toEqual([]);
  });
});

describe("a shard's results weighed against the plan", () => {
  const plan = (units: string[][]): Plan => ({
    schemaVersion: PLAN_SCHEMA_VERSION,
    createdAt: "2026-11-22T10:00:00.000Z",
    totalShards: units.length,
    selection: { mode: "all", reason: "all", suites: [], removedSuites: [] },
    shards: units.map((slice, index) => ({ index: index + 1, units: slice, estimatedMs: 0 })),
  });
  const slicesNow = [
    ["pdf/a/claude", "pdf/a/codex"],
    ["log/b/claude", "log/c/claude"],
    ["msg/d/codex", "msg/e/codex"],
  ];

  it("keeps a shard whose cases are its slice of the plan", () => {
    const part = { index: 2, results: shard(2, "2026-11-22T10:00:02.000Z") };
    expect(partOfPlan(part, plan(slicesNow))).toBe(part);
    // A fork's shard runs none of its units: it says so, and stays as it is.
    const fork = { index: 2, results: { ...shard(2, "2026-11-22T10:00:02.000Z"), cases: [] } };
    fork.results.run = { ...fork.results.run, skipped: "fork" };
    expect(partOfPlan(fork, plan(slicesNow))).toBe(fork);
  });

  it("counts as failed a shard left by an attempt whose plan differed, so the merge is incomplete", () => {
    // A re-run's plan moved log/c to shard 3; shard 2's artifact is still the first attempt's.
    const rerun = plan([
      slicesNow[0] ?? [],
      ["log/b/claude"],
      ["log/c/claude", "msg/d/codex", "msg/e/codex"],
    ]);
    const parts = [1, 2, 3].map((index) =>
      partOfPlan({ index, results: shard(index, "2026-11-22T10:00:01.000Z") }, rerun),
    );
    expect(parts[1]).toEqual({
      index: 2,
      failure: expect.stringMatching(
        /not the plan's slice for shard 2: 1 unit\(s\) the plan gave no such shard \(log\/c\/claude\)/,
      ),
    });
    expect(parts[2]).toMatchObject({
      failure: expect.stringMatching(/1 planned unit\(s\) not in them \(log\/c\/claude\)/),
    });
    const merged = mergeShardResults(parts, { expectedShards: 3 });
    expect(merged.run.complete).toBe(false);
    expect(merged.summary.exitCode).toBe(3);
    expect(merged.run.shards?.missing.map((entry) => entry.index)).toEqual([2, 3]);
  });
});
