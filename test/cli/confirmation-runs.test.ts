import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// A fake agent whose answers depend on the prompt and on how often it was asked (a count file per
// prompt): "healthy" always answers ok; "broken" answers ok only in BASE mode; "wobbly" fails its
// first head execution only.
const AGENT = `import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
const prompt = process.argv[2];
const counter = join(process.env.COUNTS, prompt);
const seen = existsSync(counter) ? Number(readFileSync(counter, "utf8")) : 0;
writeFileSync(counter, String(seen + 1));
const base = process.env.MODE === "base";
const ok = prompt === "healthy" || (prompt === "broken" && base) || (prompt === "wobbly" && (base || seen > 0));
console.log(ok ? "ok" : "bad");
`;

const SUITE = `export default ["healthy", "broken", "wobbly"].map((id) => ({
  id,
  prompt: id,
  assert(report) { if (report.finalOutput.trim() !== "ok") throw new Error("answered " + report.finalOutput.trim()); },
}));
`;

function config(dir: string, mode: "base" | "head", counts: string): string {
  return `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.mjs"))}, "{prompt}"]\n    env:\n      MODE: ${mode}\n      COUNTS: ${JSON.stringify(join(dir, counts))}\n`;
}

function project(): string {
  const dir = makeProject({
    "agent.mjs": AGENT,
    "x.suite.mjs": SUITE,
    "base-counts/.keep": "",
    "head-counts/.keep": "",
    "head-counts-2/.keep": "",
    "head-counts-3/.keep": "",
    "head-counts-4/.keep": "",
  });
  return dir;
}

function readResults(dir: string, out: string): Results {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")));
}

const confirmationsOf = (results: Results, caseId: string) =>
  results.executions.filter((execution) => execution.case === caseId && execution.confirmation === true)
    .length;

describe("confirmation runs through dist/cli.js", () => {
  let dir = "";
  beforeAll(async () => {
    dir = project();
    writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, "base", "base-counts"));
    const base = await runDistAsync("cli.js", ["run", "--iterations", "2", "--out", "base"], { cwd: dir });
    expect(base.status).toBe(0);
  }, 60_000);

  it("adds executions to undecided drops until the rule decides: a collapse is regressed, a wobble flaky", async () => {
    writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, "head", "head-counts"));
    const run = await runDistAsync(
      "cli.js",
      ["run", "--iterations", "2", "--out", "head", "--baseline", "base"],
      { cwd: dir },
    );
    expect(run.stderr).toContain("confirmation execution(s) added");
    const results = readResults(dir, "head");
    const cases = new Map(results.cases.map((result) => [result.case, result]));
    // broken: 2/2 → 0/2 (p = 1/6), then one confirmation at a time. Every case could reach
    // significance with its 10 confirmation runs, so the family is 3: 0/10 gives p = 1/66 ≤ 0.05/3.
    expect(cases.get("broken")).toMatchObject({ passes: 0, graded: 10, confirmations: 8 });
    // wobbly: 2/2 → 1/2, then passes until the odds rule a drop out (2 more).
    expect(cases.get("wobbly")).toMatchObject({ passes: 3, graded: 4, confirmations: 2 });
    expect(confirmationsOf(results, "healthy")).toBe(0);
    expect(
      results.executions.filter((execution) => execution.confirmation).map((execution) => execution.key),
    ).toEqual(expect.arrayContaining(["x/broken/sh#3", "x/broken/sh#5", "x/wobbly/sh#4"]));
    expect(run.stdout).toContain("❌ Worse than base: 1 regression");
    const report = readFileSync(join(dir, "head", "report.md"), "utf8");
    expect(report).toContain("10 confirmation runs were added");
    expect(report).toContain("incl. 8 confirmation runs, p = 0.015");
    expect(report).toMatch(/### 🎲 Flaky \(1\)\n- `x\/wobbly` on `sh`/);
    const html = readFileSync(join(dir, "head", "report.html"), "utf8");
    expect(html).toContain("10 confirmation runs were added");
    expect(html).toContain('"confirmation":true');
  }, 60_000);

  it("gives the same categories with early stop off, and never confirms past max-executions", async () => {
    writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, "head", "head-counts-2"));
    const off = await runDistAsync(
      "cli.js",
      [
        "run",
        "--iterations",
        "2",
        "--out",
        "off",
        "--baseline",
        "base",
        "--no-early-stop",
        "--format",
        "json",
      ],
      { cwd: dir },
    );
    const offResults = resultsSchema.parse(JSON.parse(off.stdout));
    expect(offResults.cases.map((result) => [result.case, result.passes, result.graded])).toEqual([
      ["healthy", 2, 2],
      ["broken", 0, 10],
      ["wobbly", 3, 4],
    ]);

    writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, "head", "head-counts-3"));
    // 6 planned + 1 of headroom: a single confirmation, for the first undecided unit by key.
    const capped = await runDistAsync(
      "cli.js",
      [
        "run",
        "--iterations",
        "2",
        "--out",
        "capped",
        "--baseline",
        join("base", "results.json"),
        "--max-executions",
        "7",
      ],
      { cwd: dir },
    );
    const results = readResults(dir, "capped");
    expect(results.executions.filter((execution) => execution.confirmation)).toHaveLength(1);
    expect(capped.stdout).toContain("❓ Likely worse than base: 2 unconfirmed drops");
  }, 60_000);

  it("pools several --baseline runs per unchanged fingerprint and says how many runs a base rate rests on", async () => {
    writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, "head", "head-counts-4"));
    const run = await runDistAsync(
      "cli.js",
      [
        "run",
        "--iterations",
        "2",
        "--out",
        "pooled",
        "--baseline",
        "base",
        "--baseline",
        "base/results.json",
      ],
      { cwd: dir },
    );
    expect(run.stderr).not.toMatch(/internal error/);
    const report = readFileSync(join(dir, "pooled", "report.md"), "utf8");
    // 4/4 over two runs → 0/4 after two confirmations: p = 1/70 · … established sooner than with one run.
    expect(report).toMatch(/`x\/broken` on `sh`: 100% \(4\/4, [^)]*\) over 2 runs → 0% \(0\/\d/);
  }, 60_000);

  it("rejects a baseline that is not results", async () => {
    const run = await runDistAsync("cli.js", ["run", "--baseline", "x.suite.mjs"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("x.suite.mjs");
  });
});
