import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { type Results, resultsSchema } from "../../src/model/results.ts";
import { commentMarker } from "../../src/report/comment/comment-marker.ts";
import { makeResults } from "../compare/results-builder.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function report(cwd: string, ...argv: string[]): Promise<Outcome> {
  let stdout = "";
  let stderr = "";
  const code = await main({
    argv: ["report", ...argv],
    cwd,
    env: {},
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

function writeResultsDir(project: string, dir: string, results: Results): void {
  mkdirSync(join(project, dir), { recursive: true });
  writeFileSync(join(project, dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
}

function readResults(file: string): Results {
  return resultsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

const shards = [
  makeResults([
    { suite: "pdf", case: "quarterly", outcomes: "fffff" },
    { suite: "pdf", case: "fonts", outcomes: "p" },
  ]),
  makeResults([{ suite: "log", case: "groups", outcomes: "p" }]),
  makeResults([{ suite: "msg", case: "mood", outcomes: "f" }]),
];
const baseline = makeResults(
  [
    { suite: "pdf", case: "quarterly", outcomes: "ppppp" },
    { suite: "pdf", case: "fonts", outcomes: "p" },
    { suite: "log", case: "groups", outcomes: "p" },
    { suite: "msg", case: "mood", outcomes: "f" },
  ],
  { commit: "4e5d6f70a1b2c3d4e5f60718293a4b5c6d7e8f90" },
);

function project(): string {
  const dir = makeProject({});
  shards.forEach((results, index) => {
    writeResultsDir(dir, `artifacts/skill-eval-results-shard-${index + 1}`, results);
  });
  writeFileSync(join(dir, "baseline.json"), JSON.stringify(baseline));
  return dir;
}

const SHARD_DIRS = [1, 2, 3].map((index) => `artifacts/skill-eval-results-shard-${index}`);

describe("skill-eval report", () => {
  it("merges three shards, compares with the baseline and writes every output", async () => {
    const dir = project();
    const run = await report(
      dir,
      ...SHARD_DIRS,
      "--baseline",
      "baseline.json",
      "--expected-shards",
      "3",
      "--markdown",
      "comment.md",
      "--header",
      "pr-check",
      "--json",
    );
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.code).toBe(1);
    const merged = readResults(join(dir, ".skill-eval/report/results.json"));
    expect(merged.cases.map((result) => result.key).sort()).toEqual([
      "log/groups/claude",
      "msg/mood/claude",
      "pdf/fonts/claude",
      "pdf/quarterly/claude",
    ]);
    expect(merged.run.shards).toEqual({ expected: 3, received: [1, 2, 3], missing: [] });
    const comment = readFileSync(join(dir, "comment.md"), "utf8");
    expect(comment.startsWith(commentMarker("pr-check"))).toBe(true);
    expect(comment).toContain("## ❌ Worse than base: 1 regression; 2 failed of 4 cases");
    expect(comment).toContain(
      "`pdf/quarterly` on `claude`: 100% (5/5, 95% CI 56.6%–100%) → 0% (0/5, 95% CI 0%–43.4%), p = 0.0040",
    );
    expect(comment).toContain("compared with base `4e5d6f7` (file baseline.json)");
    const reportMd = readFileSync(join(dir, ".skill-eval/report/report.md"), "utf8");
    expect(reportMd).toContain("<details><summary>All cases on claude</summary>");
    // report.html renders the same comparison as the comment: the verdict, the regression and its evidence.
    const html = readFileSync(join(dir, ".skill-eval/report/report.html"), "utf8");
    expect(html).toContain(
      "<title>skill-eval: ❌ Worse than base: 1 regression; 2 failed of 4 cases</title>",
    );
    expect(html).toContain("1 regressed, 0 unconfirmed, 0 errored, 0 fixed, 0 flaky, 0 new, 0 removed");
    expect(html).toContain(
      "<li><code>pdf/quarterly</code> on <code>claude</code>: 100% (5/5, 95% CI 56.6%–100%) → 0% (0/5, 95% CI 0%–43.4%), p = 0.0040</li>",
    );
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({
      exitCode: 1,
      complete: true,
      counts: { regressed: 1, "still-failing": 1, unchanged: 2 },
      regressions: [{ key: "pdf/quarterly/claude", pValue: expect.closeTo(1 / 252, 12) }],
      baseline: { commit: "4e5d6f70a1b2c3d4e5f60718293a4b5c6d7e8f90", source: "file baseline.json" },
    });
    expect(run.stderr).toContain("regressed   pdf/quarterly/claude (p = 0.0040)");
  });

  it("applies --fail-on", async () => {
    const dir = project();
    const args = [...SHARD_DIRS, "--baseline", "baseline.json", "--out", "out"];
    expect((await report(dir, ...args, "--fail-on", "regression")).code).toBe(1);
    expect((await report(dir, ...args, "--fail-on", "never")).code).toBe(0);
    // Without the regressing shard only a failure known on base remains: not a regression.
    const rest = [SHARD_DIRS[1] ?? "", SHARD_DIRS[2] ?? "", "--baseline", "baseline.json", "--out", "out"];
    expect((await report(dir, ...rest, "--fail-on", "regression")).code).toBe(0);
    expect((await report(dir, ...rest)).code).toBe(1);
    const bad = await report(dir, ...args, "--fail-on", "sometimes");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--fail-on must be one of failure, regression, never");
  });

  it("reports a missing and a corrupt shard as incomplete (exit 3), never green", async () => {
    const dir = project();
    writeFileSync(join(dir, SHARD_DIRS[1] ?? "", "results.json"), "{ truncated");
    const run = await report(
      dir,
      SHARD_DIRS[0] ?? "",
      SHARD_DIRS[1] ?? "",
      "--expected-shards",
      "3",
      "--fail-on",
      "never",
      "--markdown",
      "comment.md",
      "--json",
    );
    expect(run.code).toBe(3);
    const merged = readResults(join(dir, ".skill-eval/report/results.json"));
    expect(merged.run.complete).toBe(false);
    expect(merged.summary.exitCode).toBe(3);
    expect(merged.run.shards?.received).toEqual([1]);
    expect(merged.run.shards?.missing.map((shard) => shard.index)).toEqual([2, 3]);
    expect(merged.run.shards?.missing[0]?.reason).toMatch(
      /^artifacts\/skill-eval-results-shard-2\/results\.json is not valid JSON \(.*\(line 1 column 3\)\)$/,
    );
    const comment = readFileSync(join(dir, "comment.md"), "utf8");
    expect(comment.split("\n")[2]).toMatch(
      /^## 💥 Incomplete: shard 2 of 3 .*shard 3 of 3 \(no results were received\)/,
    );
    expect(JSON.parse(run.stdout).exitCode).toBe(3);
  });

  it("counts a results.json that breaks the schema as a missing shard", async () => {
    const dir = project();
    writeFileSync(join(dir, SHARD_DIRS[2] ?? "", "results.json"), JSON.stringify({ schemaVersion: 1 }));
    const run = await report(dir, ...SHARD_DIRS, "--expected-shards", "3");
    expect(run.code).toBe(3);
    const merged = readResults(join(dir, ".skill-eval/report/results.json"));
    expect(merged.run.shards?.missing[0]?.reason).toMatch(
      /^artifacts\/skill-eval-results-shard-3\/results\.json is not a skill-eval results\.json: run: /,
    );
  });

  it("without --expected-shards, one passing shard of three is incomplete (exit 3): each shard records the total", async () => {
    const dir = makeProject({});
    const passing = makeResults([{ suite: "log", case: "groups", outcomes: "p" }]);
    writeResultsDir(dir, "s2", { ...passing, run: { ...passing.run, shard: { index: 2, total: 3 } } });
    const run = await report(dir, "s2", "--out", "merged");
    expect(run.code).toBe(3);
    const merged = readResults(join(dir, "merged", "results.json"));
    expect(merged.run.shards?.missing.map((shard) => shard.index)).toEqual([1, 3]);
    expect(merged.run.complete).toBe(false);
  });

  it("without --expected-shards, a shard folder (with its plan.json) whose results.json is corrupt is a missing shard, exit 3", async () => {
    const dir = makeProject({});
    const passing = makeResults([{ suite: "log", case: "groups", outcomes: "p" }]);
    writeResultsDir(dir, "s1", { ...passing, run: { ...passing.run, shard: { index: 1, total: 2 } } });
    mkdirSync(join(dir, "s2"));
    writeFileSync(join(dir, "s2", "plan.json"), "{}\n");
    writeFileSync(join(dir, "s2", "results.json"), '{"schemaVersion": 1, "run": {');
    const run = await report(dir, "s1", "s2", "--out", "merged");
    expect(run.code).toBe(3);
    expect(
      readResults(join(dir, "merged", "results.json")).run.shards?.missing.map((shard) => shard.index),
    ).toEqual([2]);
  });

  it("without --expected-shards, an unreadable folder is a configuration error naming the file", async () => {
    const dir = project();
    writeFileSync(join(dir, SHARD_DIRS[1] ?? "", "results.json"), '{"schemaVersion": 1,\n  oops}');
    const run = await report(dir, ...SHARD_DIRS);
    expect(run.code).toBe(2);
    // The file and line as editors link them, what is wrong, and what to do.
    expect(run.stderr).toContain(
      "error: artifacts/skill-eval-results-shard-2/results.json:2:3: results.json is not valid JSON (",
    );
    expect(run.stderr).toContain("hint: pass the folder a run or shard wrote");
    expect(existsSync(join(dir, ".skill-eval/report/results.json"))).toBe(false);
    const missing = await report(dir, "nowhere");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("results.json is missing");
  });

  it("reports a single results folder as it is, without a baseline", async () => {
    const dir = project();
    const run = await report(dir, SHARD_DIRS[0] ?? "", "--out", "single");
    expect(run.code).toBe(1);
    expect(readResults(join(dir, "single/results.json"))).toEqual(shards[0]);
    expect(readFileSync(join(dir, "single/report.md"), "utf8")).toContain(
      "has no baseline to compare with, so nothing counts as a regression",
    );
  });

  it("reads a single folder's verdicts from its executions: an edited cases[].verdict does not turn it green", async () => {
    const dir = project();
    const [failing] = shards;
    if (failing === undefined) throw new Error("no shard");
    const edited = {
      ...failing,
      cases: failing.cases.map((result) => ({
        ...result,
        verdict: "passed" as const,
        passes: result.iterations,
      })),
      summary: { ...failing.summary, exitCode: 0 },
    };
    writeResultsDir(dir, "edited", edited);
    const run = await report(dir, "edited", "--out", "from-edited");
    expect(run.code).toBe(1);
    expect(readResults(join(dir, "from-edited/results.json")).cases.map((result) => result.verdict)).toEqual(
      failing.cases.map((result) => result.verdict),
    );
  });

  it("refuses bad input before writing anything", async () => {
    const dir = project();
    expect((await report(dir)).code).toBe(2);
    const onInput = await report(dir, SHARD_DIRS[0] ?? "", "--out", SHARD_DIRS[0] ?? "");
    expect(onInput.code).toBe(2);
    expect(onInput.stderr).toContain("is one of the results folders being read");
    writeFileSync(join(dir, "broken-baseline.json"), "[]");
    const badBaseline = await report(dir, ...SHARD_DIRS, "--baseline", "broken-baseline.json");
    expect(badBaseline.code).toBe(2);
    expect(badBaseline.stderr).toContain(
      "error: broken-baseline.json: the baseline is not a skill-eval results.json: (root): ",
    );
    expect(badBaseline.stderr).toContain(
      "hint: --baseline takes the results.json or the results folder of a skill-eval run",
    );
    expect((await report(dir, ...SHARD_DIRS, "--expected-shards", "0")).code).toBe(2);
  });

  it("prints its help", async () => {
    const run = await report(makeProject({}), "--help");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--expected-shards <n>");
  });

  it("runs from the bundled CLI as users run it", () => {
    const dir = project();
    const run = runDist("cli.js", ["report", ...SHARD_DIRS, "--baseline", "baseline.json", "--json"], {
      cwd: dir,
    });
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).counts.regressed).toBe(1);
    expect(run.stderr).toContain("❌ Worse than base: 1 regression");
    expect(existsSync(join(dir, ".skill-eval/report/report.md"))).toBe(true);
  });
});

describe("skill-eval report --html", () => {
  it("writes report.html with every shard's executions, and the copy asked for", async () => {
    const dir = project();
    const second = makeResults([{ suite: "log", case: "groups", outcomes: "p" }]);
    const artifactDir = second.executions[0]?.artifactDir ?? "";
    mkdirSync(join(dir, SHARD_DIRS[1] ?? "", artifactDir), { recursive: true });
    writeFileSync(join(dir, SHARD_DIRS[1] ?? "", artifactDir, "stdout.jsonl"), "{}\n");
    const outcome = await report(dir, ...SHARD_DIRS, "--out", "merged", "--html", "review/report.html");
    expect(outcome.stderr).toContain(`HTML:     ${join(dir, "review/report.html")}`);
    const html = readFileSync(join(dir, "merged/report.html"), "utf8");
    for (const id of ["quarterly", "groups", "mood"]) expect(html).toContain(id);
    expect(existsSync(join(dir, "merged", artifactDir, "stdout.jsonl"))).toBe(true);
    expect(readFileSync(join(dir, "review/report.html"), "utf8")).toContain("quarterly");
  });
});
