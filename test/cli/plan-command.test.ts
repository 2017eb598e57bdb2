import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { planSchema } from "../../src/model/plan.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { createGitRepo, type GitRepo } from "../discover/git-repo.ts";
import { selectionProjectFiles } from "../discover/selection-project.ts";

async function cli(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const status = await main({
    argv,
    cwd,
    env: {},
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

let repo: GitRepo;
const SUITES = 52; // 50 skills' test-basic, skill-00's test-extra, the agentv suite
const UNITS = 53; // the agentv suite has two cases

beforeAll(() => {
  repo = createGitRepo("plan-command-");
  repo.write(selectionProjectFiles(50));
  repo.write({ ".gitignore": ".skill-eval*\nout-*/\n*.plan.json\n" });
  repo.commit("fifty skills");
  repo.git("checkout", "--quiet", "-b", "touch-one-skill");
  repo.write({
    "skills/skill-07/SKILL.md": "---\nname: skill-07\ndescription: Better.\n---\nDo it better.\n",
  });
  repo.commit("improve skill-07");
  repo.git("checkout", "--quiet", "main");
  repo.write({ "skills/skill-08/SKILL.md": "---\nname: skill-08\ndescription: Main moved on.\n---\n" });
  repo.commit("main moves on");
  repo.git("checkout", "--quiet", "-b", "docs-only", "touch-one-skill~1");
  repo.write({ "README.md": "# docs only\n" });
  repo.commit("docs");
  repo.git("checkout", "--quiet", "touch-one-skill");
}, 60_000);
afterAll(() => repo.cleanup());

describe("skill-eval discover --changed-since", { timeout: 30_000 }, () => {
  it("on a repo with 50 skills, selects only the suites of the one SKILL.md a branch touched, and says why", async () => {
    const run = await cli(repo.dir, "discover", "--changed-since", "main", "--json");
    expect(run.status).toBe(0);
    const output = JSON.parse(run.stdout);
    expect(output.selection).toMatchObject({
      mode: "changed",
      baseRef: "main",
      changedFiles: 1,
      selected: 1,
    });
    const selected = output.suites.filter((suite: { selected: boolean }) => suite.selected);
    expect(selected).toEqual([
      expect.objectContaining({
        id: "skills/skill-07/skill-tests/test-basic",
        selectedBecause: ["skill skill-07 changed: skills/skill-07/SKILL.md"],
      }),
    ]);
    expect(output.suites).toHaveLength(SUITES);
  });

  it("prints the selection as a table without --json", async () => {
    const run = await cli(repo.dir, "discover", "--changed-since", "main");
    expect(run.stdout).toMatch(
      /^skills\/skill-07\/skill-tests\/test-basic +skill skill-07 changed: skills\/skill-07\/SKILL.md$/m,
    );
  });
});

describe("skill-eval plan", { timeout: 30_000 }, () => {
  it("plans the changed suites into at most as many shards as units", async () => {
    const run = await cli(
      repo.dir,
      "plan",
      "--changed-since",
      "main",
      "--max-shards",
      "4",
      "--out",
      "pr.plan.json",
      "--json",
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      matrix: { include: [{ shard: 1, total: 1 }] },
      shards: 1,
      selected: 1,
      units: 1,
      hasWork: true,
      plan: "pr.plan.json",
    });
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "pr.plan.json"), "utf8")));
    expect(plan.shards).toEqual([
      { index: 1, units: ["skills/skill-07/skill-tests/test-basic/basic/replay"], estimatedMs: 60000 },
    ]);
    expect(plan.selection.suites[0]?.reasons).toEqual(["skill skill-07 changed: skills/skill-07/SKILL.md"]);
  });

  it("never prints an empty matrix: nothing selected is one shard with no work", async () => {
    repo.git("checkout", "--quiet", "docs-only");
    try {
      const run = await cli(
        repo.dir,
        "plan",
        "--changed-since",
        "main",
        "--max-shards",
        "5",
        "--out",
        "docs.plan.json",
        "--json",
      );
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        matrix: { include: [{ shard: 1, total: 1 }] },
        shards: 1,
        selected: 0,
        units: 0,
        hasWork: false,
      });
    } finally {
      repo.git("checkout", "--quiet", "touch-one-skill");
    }
  });

  it("selects everything without --changed-since, split into exactly --shards shards", async () => {
    const run = await cli(repo.dir, "plan", "--shards", "3", "--out", "all.plan.json", "--json");
    expect(JSON.parse(run.stdout)).toMatchObject({
      shards: 3,
      selected: SUITES,
      units: UNITS,
      hasWork: true,
    });
    expect(JSON.parse(run.stdout).matrix.include).toEqual([
      { shard: 1, total: 3 },
      { shard: 2, total: 3 },
      { shard: 3, total: 3 },
    ]);
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "all.plan.json"), "utf8")));
    expect(plan.selection.mode).toBe("all");
    expect(plan.shards.map((shard) => shard.units.length).sort()).toEqual([17, 18, 18]);
  });

  it("balances by a baseline's durations: a unit that outweighs the rest gets a shard of its own", async () => {
    const heavy = "evals/agentv/alpha/replay";
    await cli(repo.dir, "plan", "--out", "unbalanced.plan.json");
    const keys = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "unbalanced.plan.json"), "utf8")))
      .shards[0]?.units;
    const caseResult = (key: string) => {
      const parts = key.split("/");
      const [caseId = "", runner = ""] = parts.slice(-2);
      const suite = parts.slice(0, -2).join("/");
      // Per execution; skill-test cases run 10 iterations by default, so each of those is 10 minutes.
      const ms = key === heavy ? 1000 * 60_000 : 60_000;
      return {
        key,
        suite,
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
        durationMs: { total: ms, mean: ms },
        usage: {},
      };
    };
    const baseline = {
      schemaVersion: 1,
      run: { startedAt: "2026-01-01T00:00:00.000Z", toolVersion: "0.1.0", complete: true },
      runners: [],
      suites: [],
      executions: [],
      cases: (keys ?? []).map(caseResult),
      summary: { executions: {}, cases: {}, passRate: 1, exitCode: 0 },
    };
    writeFileSync(join(repo.dir, "out-baseline.json"), JSON.stringify(baseline));
    const run = await cli(
      repo.dir,
      "plan",
      "--shards",
      "2",
      "--baseline",
      "out-baseline.json",
      "--out",
      "b.plan.json",
    );
    expect(run.status).toBe(0);
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "b.plan.json"), "utf8")));
    expect(plan.shards[0]?.units).toEqual([heavy]);
    expect(plan.shards[1]?.units).toHaveLength(UNITS - 1);
    // A results folder, as run --baseline takes, balances the same.
    mkdirSync(join(repo.dir, "out-base-run"));
    writeFileSync(join(repo.dir, "out-base-run", "results.json"), JSON.stringify(baseline));
    const fromFolder = await cli(
      repo.dir,
      "plan",
      "--shards",
      "2",
      "--baseline",
      "out-base-run",
      "--out",
      "c.plan.json",
    );
    expect(fromFolder.status, fromFolder.stderr).toBe(0);
    const folderPlan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "c.plan.json"), "utf8")));
    expect(folderPlan.shards[0]?.units).toEqual([heavy]);

    writeFileSync(join(repo.dir, "out-not-results.json"), JSON.stringify({ schemaVersion: 1 }));
    const bad = await cli(repo.dir, "plan", "--baseline", "out-not-results.json", "--out", "b.plan.json");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("not a skill-eval results.json");
  });

  it("rejects --shards with --max-shards, and more shards than a matrix can run", async () => {
    expect((await cli(repo.dir, "plan", "--shards", "2", "--max-shards", "3")).status).toBe(2);
    const tooMany = await cli(repo.dir, "plan", "--shards", "300");
    expect(tooMany.status).toBe(2);
    expect(tooMany.stderr).toContain("at most 256 shards");
  });
});

describe("skill-eval run with a plan", { timeout: 30_000 }, () => {
  it("runs exactly its shard's units and records the shard and each suite's reasons", async () => {
    await cli(repo.dir, "plan", "--shards", "3", "--out", "all.plan.json", "--json");
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "all.plan.json"), "utf8")));
    const run = await cli(
      repo.dir,
      "run",
      "--plan",
      "all.plan.json",
      "--shard",
      "2/3",
      "--out",
      "out-shard-2",
    );
    expect(run.stderr).not.toContain("internal error");
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(repo.dir, "out-shard-2/results.json"), "utf8")),
    );
    expect(results.run.shard).toEqual({ index: 2, total: 3 });
    expect(results.cases.map((result) => result.key).sort()).toEqual(plan.shards[1]?.units);
    expect(results.run.selection?.mode).toBe("all");
    expect(results.suites.every((suite) => suite.selectedBecause?.[0]?.startsWith("every suite runs"))).toBe(
      true,
    );
    expect(new Set(results.suites.map((suite) => suite.id)).size).toBe(results.suites.length);
    // The plan travels with the shard's results, for the report.
    expect(
      planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "out-shard-2/plan.json"), "utf8"))),
    ).toEqual(plan);
  });

  it("refuses a plan that names units this checkout does not have, before any agent runs", async () => {
    await cli(repo.dir, "plan", "--changed-since", "main", "--out", "stale.plan.json");
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "stale.plan.json"), "utf8")));
    plan.shards[0]?.units.push("evals/deleted-since/case/replay");
    writeFileSync(
      join(repo.dir, "stale.plan.json"),
      JSON.stringify({ ...plan, commit: "0123456789abcdef0123" }),
    );
    const run = await cli(repo.dir, "run", "--plan", "stale.plan.json", "--out", "out-stale");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "stale.plan.json names 1 case × runner unit this checkout does not have, e.g. evals/deleted-since/case/replay (it was made at commit 0123456789ab)",
    );
    expect(run.stderr).toContain("make the plan again from this checkout");
    expect(existsSync(join(repo.dir, "out-stale", "results.json"))).toBe(false);
  });

  it("warns, and runs the rest, when this run's filters leave planned units out", async () => {
    await cli(repo.dir, "plan", "--out", "filtered.plan.json");
    const plan = planSchema.parse(JSON.parse(readFileSync(join(repo.dir, "filtered.plan.json"), "utf8")));
    const units = plan.shards[0]?.units ?? [];
    const kept = units.find((unit) => unit.includes("/alpha/"));
    expect(kept).toBeDefined();
    const run = await cli(
      repo.dir,
      "run",
      "--plan",
      "filtered.plan.json",
      "--case",
      "alpha",
      "--out",
      "out-filtered",
    );
    expect(run.stderr).toContain(
      `warning: ${units.length - 1} planned case × runner unit(s) left out by this run's --runner, --filter, --case or --tag`,
    );
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(repo.dir, "out-filtered/results.json"), "utf8")),
    );
    expect(results.cases.map((result) => result.key)).toEqual([kept]);
  });

  it("refuses a shard count that does not match the plan", async () => {
    await cli(repo.dir, "plan", "--shards", "3", "--out", "all.plan.json");
    const run = await cli(
      repo.dir,
      "run",
      "--plan",
      "all.plan.json",
      "--shard",
      "1/2",
      "--out",
      "out-mismatch",
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--shard 1/2 does not match all.plan.json, which has 3 shard(s)");
  });

  it("refuses a shard the plan has no entry for (a plan.json edited by hand), rather than run nothing green", async () => {
    await cli(repo.dir, "plan", "--shards", "3", "--out", "edited.plan.json");
    const file = join(repo.dir, "edited.plan.json");
    const plan = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...plan, shards: plan.shards.slice(0, 2) }));
    const run = await cli(
      repo.dir,
      "run",
      "--plan",
      "edited.plan.json",
      "--shard",
      "3/3",
      "--out",
      "out-edited",
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("edited.plan.json has no shard 3 among its 3");
  });

  it("without a plan, --changed-since that selects nothing runs nothing and keeps the last results", async () => {
    await cli(repo.dir, "run", "--out", "out-kept", "--case", "alpha");
    const before = readFileSync(join(repo.dir, "out-kept/results.json"), "utf8");
    repo.git("checkout", "--quiet", "docs-only");
    try {
      const run = await cli(repo.dir, "run", "--changed-since", "main", "--out", "out-kept");
      expect(run.status).toBe(0);
      expect(run.stderr).toContain("nothing to run: the change touches no suite or skill with a case to run");
      expect(readFileSync(join(repo.dir, "out-kept/results.json"), "utf8")).toBe(before);
    } finally {
      repo.git("checkout", "--quiet", "touch-one-skill");
    }
  });

  it("without a plan, --changed-since with filters that keep no affected suite says the filters chose", async () => {
    const run = await cli(repo.dir, "run", "--changed-since", "main", "--case", "alpha", "--out", "out-none");
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      "nothing to run: the change touches no suite or skill with a case to run among those --filter, --case, --tag and --runner keep",
    );
    expect(existsSync(join(repo.dir, "out-none", "results.json"))).toBe(false);
  });

  it("without a plan, --shard splits the same units into disjoint slices", async () => {
    const keys: string[][] = [];
    for (const shard of ["1/2", "2/2"]) {
      await cli(
        repo.dir,
        "run",
        "--changed-since",
        "main",
        "--shard",
        shard,
        "--out",
        `out-${shard.replace("/", "-")}`,
      );
      const results = resultsSchema.parse(
        JSON.parse(readFileSync(join(repo.dir, `out-${shard.replace("/", "-")}/results.json`), "utf8")),
      );
      keys.push(results.cases.map((result) => result.key));
      expect(results.suites.map((suite) => suite.selectedBecause)).toEqual(
        results.suites.map(() => ["skill skill-07 changed: skills/skill-07/SKILL.md"]),
      );
    }
    expect([...(keys[0] ?? []), ...(keys[1] ?? [])]).toEqual([
      "skills/skill-07/skill-tests/test-basic/basic/replay",
    ]);
  });
});

describe("skill-eval run --changed-since, when the changed suite has no case left", {
  timeout: 30_000,
}, () => {
  it("says so and shows the warning that left it empty, rather than 'the change touches no suite'", async () => {
    const own = createGitRepo("changed-empty-");
    try {
      own.write({
        "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
        "a/EVAL.yaml": "tests:\n  - { id: one, input: x, assertions: [{ type: contains, value: x }] }\n",
        "b/EVAL.yaml": "tests:\n  - { id: two, input: y, assertions: [{ type: contains, value: y }] }\n",
      });
      own.commit("graded");
      own.git("checkout", "--quiet", "-b", "ungraded");
      own.write({ "a/EVAL.yaml": "tests:\n  - { id: one, input: x }\n" });
      own.commit("nothing grades it");
      const run = await cli(own.dir, "run", "--changed-since", "main");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain('warning: a/EVAL.yaml:2:5: test "one" is skipped: nothing grades it');
      expect(run.stderr).toContain("nothing to run: the change touches no suite or skill with a case to run");
    } finally {
      own.cleanup();
    }
  });
});
