import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

/** User code that calls process.exit() after loading can never end the run, least of all green. */
describe("process.exit() in user code", () => {
  it("inside an assert hook fails that execution; the run goes on and is not green", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": [
        "runners:",
        "  echo:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, "-e", "console.log('hi')"]`,
        "",
      ].join("\n"),
      "exit.suite.mjs": [
        "export default [",
        '  { id: "exits", prompt: "p", assert() { process.exit(0); } },',
        '  { id: "passes", prompt: "p", assert() {} },',
        "];",
        "",
      ].join("\n"),
    });
    const run = await runDistAsync("cli.js", ["run", "-p", "0"], { cwd: dir });
    expect(run.status, run.stderr).toBe(1);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => [execution.case, execution.status])).toEqual([
      ["exits", "failed"],
      ["passes", "passed"],
    ]);
    expect(results.executions[0]?.failure?.message).toMatch(/process\.exit\(0\) was called by a suite/);
  }, 30_000);
});

describe("an exception nothing catches", () => {
  it("(a suite's timer calling process.exit) stops the run with exit 3 and one error line, never exit 0", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": [
        "runners:",
        "  slow:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, "-e", "setTimeout(() => console.log('hi'), 3000)"]`,
        "",
      ].join("\n"),
      "late.suite.mjs": [
        // Armed only in the run's own process: the loading child has exited long before.
        "if (process.argv.some((arg) => arg.endsWith('cli.js'))) setTimeout(() => process.exit(0), 1000);",
        'export default [{ id: "c", prompt: "p", assert() {} }];',
        "",
      ].join("\n"),
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(
      /^error: the run stopped on an uncaught exception: process\.exit\(0\) was called/m,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});
