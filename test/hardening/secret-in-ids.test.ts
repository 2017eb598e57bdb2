import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

/**
 * Every value of a runner's `env:` is a secret, and an ordinary one ("python") can be part of a
 * suite's folder or a case's id. The run must still join each execution to its case (a failure
 * stays a failure) while nothing it writes, folder names included, shows the value.
 */
function runWithSecretInIds() {
  const dir = makeProject({
    "python/EVAL.yaml": [
      "execution: { target: fake }",
      "tests:",
      "  - id: python-basics",
      "    input: write python",
      '    assertions: [{ type: contains, value: "def " }]',
      "",
    ].join("\n"),
    // While it runs, the agent copies the results.json the run claimed its folder with.
    "agent.sh": '#!/bin/sh\ncp .skill-eval/results.json claimed.json\necho "wrong answer"\n',
    "skill-eval.config.yaml": [
      "runners:",
      "  fake:",
      "    agent: command",
      '    command: ["sh", "agent.sh", "{prompt}"]',
      "    env: { TARGET_LANGUAGE: python }",
      "",
    ].join("\n"),
  });
  const run = runDist("cli.js", ["run"], { cwd: dir });
  const out = join(dir, ".skill-eval");
  return {
    dir,
    run,
    out,
    results: resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8"))),
  };
}

describe("a runner's env value inside a suite path and a case id", () => {
  let ran: ReturnType<typeof runWithSecretInIds> | undefined;
  const runOnce = () => {
    ran ??= runWithSecretInIds();
    return ran;
  };

  it("keeps the failed case failed, with exit code 1", () => {
    const { run, results } = runOnce();
    expect(run.status, run.stderr).toBe(1);
    expect(results.summary.cases).toEqual({ failed: 1 });
    expect(results.cases.map((result) => [result.key, result.verdict])).toEqual([
      ["[REDACTED]/[REDACTED]-basics/fake", "failed"],
    ]);
    expect(results.executions.map((execution) => execution.key)).toEqual([
      "[REDACTED]/[REDACTED]-basics/fake#1",
    ]);
  });

  it("names the execution's folder without the value, and results.json points at that folder", () => {
    const { out, results } = runOnce();
    const folders = readdirSync(join(out, "executions"));
    expect(folders).toHaveLength(1);
    expect(folders[0]).not.toContain("python");
    expect(results.executions[0]?.artifactDir).toBe(`executions/${folders[0]}`);
  });

  it("redacts the results.json written while the run goes on, not only the last one", () => {
    const { dir } = runOnce();
    const claimed = readFileSync(join(dir, "claimed.json"), "utf8");
    expect(JSON.parse(claimed).cases[0].key).toBe("[REDACTED]/[REDACTED]-basics/fake");
    expect(claimed).not.toContain("python");
  });
});
