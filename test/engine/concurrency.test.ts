import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const FAKE = join(REPO_ROOT, "test/fixtures/fake-agents/fake-claude.mjs");

function project(log: string, concurrency: string) {
  return makeProject({
    "skill-eval.config.yaml": `${concurrency}runners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    env:\n      ANTHROPIC_API_KEY: test\n      FAKE_MODE: slow\n      FAKE_LOG: ${JSON.stringify(log)}\n`,
    "a.suite.mjs": `export default ${JSON.stringify(["a", "b", "c", "d"].map((id) => ({ id, prompt: id })))}.map((c) => ({ ...c, assert() {} }));\n`,
  });
}

/** The most executions that were running at the same moment, from the agents' own start/end marks. */
function peakOverlap(log: string): number {
  let running = 0;
  let peak = 0;
  for (const mark of readFileSync(log, "utf8").trim().split("\n")) {
    running += mark === "start" ? 1 : -1;
    peak = Math.max(peak, running);
  }
  return peak;
}

describe("concurrency", () => {
  it("runs case × runner groups side by side up to the limit, and records every execution", async () => {
    const log = join(makeProject({}), "marks.log");
    const dir = project(log, "concurrency: 2\n");
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(0);
    expect(peakOverlap(log)).toBe(2);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.case)).toEqual(["a", "b", "c", "d"]);
  });

  it("fills the pool across suites: one suite's last cases run beside the next suite's first", async () => {
    const log = join(makeProject({}), "marks.log");
    const dir = project(log, "concurrency: 2\n");
    // Four suites of one case each: a pool per suite would never run two agents at once.
    rmSync(join(dir, "a.suite.mjs"));
    for (const id of ["a", "b", "c", "d"]) {
      writeFileSync(
        join(dir, `${id}.suite.mjs`),
        `export default [{ id: "${id}", prompt: "${id}", assert() {} }];\n`,
      );
    }
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(0);
    expect(peakOverlap(log)).toBe(2);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.case)).toEqual(["a", "b", "c", "d"]);
  });

  it("runs one at a time with -p 0, as skill-test's flag means", async () => {
    const log = join(makeProject({}), "marks.log");
    const dir = project(log, "");
    expect((await runDistAsync("cli.js", ["run", "-p", "0"], { cwd: dir })).status).toBe(0);
    expect(peakOverlap(log)).toBe(1);
  });
});

describe("early stop", () => {
  const suite = () =>
    makeProject({
      "skill-eval.config.yaml": `runners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    env:\n      ANTHROPIC_API_KEY: test\n      FAKE_MODE: ok\n`,
      // The agent always answers "ok"; the case needs "done": every iteration fails.
      "a.suite.mjs": `export default [{ id: "never", prompt: "p", assert(r) { if (!r.finalOutput.includes("done")) throw new Error("no done"); } }];\n`,
    });

  it("stops a case once its verdict is settled, records the rest as skipped, and keeps the verdict", async () => {
    const dir = suite();
    const run = await runDistAsync("cli.js", ["run", "--iterations", "5"], { cwd: dir });
    expect(run.status).toBe(1);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    // Threshold 1: the first failure settles it.
    expect(
      results.executions.map((execution) => [execution.iteration, execution.status, execution.skipReason]),
    ).toEqual([
      [1, "failed", undefined],
      [2, "skipped", "early-stop"],
      [3, "skipped", "early-stop"],
      [4, "skipped", "early-stop"],
      [5, "skipped", "early-stop"],
    ]);
    expect(results.cases[0]).toMatchObject({ verdict: "failed", iterations: 1, passRate: 0 });
  });

  it("runs every iteration with --no-early-stop, to the same verdict", async () => {
    const dir = suite();
    const run = await runDistAsync("cli.js", ["run", "--iterations", "5", "--no-early-stop"], { cwd: dir });
    expect(run.status).toBe(1);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.status)).toEqual([
      "failed",
      "failed",
      "failed",
      "failed",
      "failed",
    ]);
    expect(results.cases[0]).toMatchObject({ verdict: "failed", iterations: 5, passRate: 0 });
  });
});
