import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/model/errors.ts";
import { planSchema, type Selection } from "../../src/model/plan.ts";
import type { CaseResult } from "../../src/model/results.ts";
import type { CaseSpec, Suite, WorkspaceSpec } from "../../src/model/suite.ts";
import { buildPlan, shardCount, shardMatrix } from "../../src/plan/build-plan.ts";
import { planUnits } from "../../src/plan/plan-units.ts";
import { restrictToUnits } from "../../src/plan/restrict-to-units.ts";
import { parseShardSpec } from "../../src/plan/shard-spec.ts";

function caseSpec(id: string, iterations = 1): CaseSpec {
  return {
    id,
    prompt: id,
    tags: [],
    expectedFail: false,
    iterations,
    threshold: 1,
    assertions: [],
    metadata: {},
  };
}

function suite(id: string, cases: CaseSpec[], workspace: WorkspaceSpec = { mode: "isolated" }): Suite {
  return {
    id,
    format: "skillgym",
    file: `/p/${id}.suite.ts`,
    relativePath: `${id}.suite.ts`,
    contentHash: "0",
    skills: [],
    workspace,
    cases,
    warnings: [],
  };
}

const claude = { id: "claude" };
const codex = { id: "codex" };

function baselineCase(key: string, meanMs: number): CaseResult {
  const [suiteId = "", caseId = "", runner = ""] = key.split("/");
  return {
    key,
    suite: suiteId,
    case: caseId,
    runner,
    expectedFail: false,
    iterations: 1,
    graded: 1,
    passes: 1,
    errors: 0,
    passRate: 1,
    threshold: 1,
    verdict: "passed",
    durationMs: { total: meanMs, mean: meanMs },
    usage: {},
  };
}

describe("planUnits", () => {
  const plan = [
    { suite: suite("a", [caseSpec("one", 3), caseSpec("two")]), runners: [claude, codex] },
    { suite: suite("shared", [caseSpec("x"), caseSpec("y")], { mode: "shared" }), runners: [claude] },
    {
      suite: suite("hooked", [caseSpec("z")], {
        mode: "isolated",
        hooks: { beforeAll: { command: ["true"] } },
      }),
      runners: [claude],
    },
    { suite: suite("unselected", [caseSpec("q")]), runners: [claude] },
  ];

  it("lists each selected case × runner, estimated from the baseline's mean × the iterations planned now", () => {
    const units = planUnits(plan, new Set(["a", "shared", "hooked"]), {
      cases: [baselineCase("a/one/claude", 1000)],
    });
    expect(units).toEqual([
      { key: "a/one/claude", estimatedMs: 3000 },
      { key: "a/one/codex" },
      { key: "a/two/claude" },
      { key: "a/two/codex" },
      { key: "shared/x/claude", group: "shared" },
      { key: "shared/y/claude", group: "shared" },
      { key: "hooked/z/claude", group: "hooked" },
    ]);
  });
});

describe("restrictToUnits", () => {
  it("keeps only the listed units, one entry per runner set, dropping suites with none", () => {
    const plan = [
      { suite: suite("a", [caseSpec("one"), caseSpec("two"), caseSpec("three")]), runners: [claude, codex] },
      { suite: suite("b", [caseSpec("x")]), runners: [claude] },
    ];
    const restricted = restrictToUnits(plan, new Set(["a/one/claude", "a/two/codex", "a/three/claude"]));
    expect(
      restricted.map((entry) => ({
        suite: entry.suite.id,
        cases: entry.suite.cases.map((c) => c.id),
        runners: entry.runners.map((r) => r.id),
      })),
    ).toEqual([
      { suite: "a", cases: ["one", "three"], runners: ["claude"] },
      { suite: "a", cases: ["two"], runners: ["codex"] },
    ]);
    expect(restrictToUnits(plan, new Set())).toEqual([]);
  });
});

describe("buildPlan", () => {
  const selection: Selection = { mode: "all", reason: "every suite", suites: [], removedSuites: [] };

  it("writes a plan.json that validates, with every unit in one shard", () => {
    const units = ["s/a/r", "s/b/r", "s/c/r"].map((key) => ({ key }));
    const plan = buildPlan({
      selection,
      units,
      shards: 2,
      createdAt: "2026-01-01T00:00:00.000Z",
      commit: "abc",
    });
    expect(planSchema.parse(plan)).toEqual(plan);
    expect(plan.totalShards).toBe(2);
    expect(plan.shards.flatMap((shard) => shard.units).sort()).toEqual(["s/a/r", "s/b/r", "s/c/r"]);
    expect(shardMatrix(plan)).toEqual({
      include: [
        { shard: 1, total: 2 },
        { shard: 2, total: 2 },
      ],
    });
  });

  it("keeps one empty shard when nothing is selected", () => {
    const plan = buildPlan({
      selection,
      units: [],
      shards: shardCount({ maxShards: 8, units: 0 }),
      createdAt: "t",
    });
    expect(plan.shards).toEqual([{ index: 1, units: [], estimatedMs: 0 }]);
    expect(shardMatrix(plan).include).toHaveLength(1);
  });
});

describe("shardCount", () => {
  it("takes --shards as given, caps --max-shards at the units, and never returns zero", () => {
    expect(shardCount({ shards: 5, units: 2 })).toBe(5);
    expect(shardCount({ maxShards: 5, units: 2 })).toBe(2);
    expect(shardCount({ maxShards: 5, units: 40 })).toBe(5);
    expect(shardCount({ maxShards: 5, units: 0 })).toBe(1);
    expect(shardCount({ units: 40 })).toBe(1);
  });
});

describe("parseShardSpec", () => {
  it("reads i/n and rejects anything else as a configuration error", () => {
    expect(parseShardSpec("2/4")).toEqual({ index: 2, total: 4 });
    for (const bad of ["0/4", "5/4", "2", "a/b", "1/0", "-1/3"]) {
      expect(() => parseShardSpec(bad)).toThrow(ConfigError);
    }
  });
});
