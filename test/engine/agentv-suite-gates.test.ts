import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

const CONFIG = "runners:\n  replay:\n    agent: replay\n    format: text\n    transcripts: ./t\n";

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

describe("agentv suite-level setup and gates", () => {
  it("a failing before_all errors that suite's executions (class workspace); the other suites run", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": CONFIG,
      "t/greet.jsonl": "hello world\n",
      "broken/EVAL.yaml": `workspace:
  hooks:
    before_all: { command: [${JSON.stringify(process.execPath)}, "-e", "console.error('db not reachable'); process.exit(4)"] }
tests:
  - { id: greet, input: Say hello., assertions: [{ type: contains, value: hello }] }
`,
      "fine/EVAL.yaml":
        "tests:\n  - { id: greet, input: Say hello., assertions: [{ type: contains, value: hello }] }\n",
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(1);
    const results = readResults(dir);
    const broken = results.executions.find((execution) => execution.suite.startsWith("broken"));
    expect(broken).toMatchObject({
      status: "error",
      failure: { origin: "workspace", class: { id: "workspace" } },
    });
    expect(broken?.failure?.message).toMatch(/before_all hook .* exited 4: db not reachable/);
    expect(results.executions.find((execution) => execution.suite.startsWith("fine"))?.status).toBe("passed");
    expect(run.stdout).toMatch(/^workspace +Workspace setup failed +1 +broken/m);
  });

  it("execution.threshold fails the run when the suite's mean score is below it, though every test passed", async () => {
    // "strong" scores 1; "weak" scores 0.8 (4 of 5 weight passes): both pass agentv's per-test 0.8.
    const suite = (threshold: number) => `execution: { threshold: ${threshold} }
tests:
  - { id: strong, input: p, assertions: [{ type: contains, value: hello }] }
  - id: weak
    input: p
    assertions:
      - { type: contains, value: hello, weight: 4 }
      - { type: contains, value: goodbye }
`;
    const files = {
      "skill-eval.config.yaml": CONFIG,
      "t/strong.jsonl": "hello\n",
      "t/weak.jsonl": "hello\n",
    };
    const strict = makeProject({ ...files, "EVAL.yaml": suite(0.95) });
    const run = await runDistAsync("cli.js", ["run"], { cwd: strict });
    const results = readResults(strict);
    expect(results.cases.map((result) => result.verdict)).toEqual(["passed", "passed"]);
    expect(results.executions.map((execution) => execution.score)).toEqual([1, 0.8]);
    expect(run.status).toBe(1);
    expect(results.summary.exitCode).toBe(1);
    expect(run.stdout).toContain("suite EVAL: mean score 0.90 is below its execution.threshold 0.95");
    const gateNote = "suite EVAL: mean score 0.90 is below its execution.threshold 0.95";
    expect(results.summary.gates).toEqual([
      { suite: "EVAL", threshold: 0.95, meanScore: 0.9, passed: false },
    ]);
    // Every headline says why the run is red: none says the cases met expectations and stops there.
    expect(run.stdout).toContain(`❌ ${gateNote}`);
    expect(run.stdout).not.toContain("✅");
    expect(readFileSync(join(strict, ".skill-eval", "report.md"), "utf8")).toContain(
      `❌ Failing: ${gateNote}; no baseline to compare with`,
    );
    // Merged as a shard, the gate is computed again from the executions: still red.
    const merged = await runDistAsync(
      "cli.js",
      ["report", ".skill-eval", "--expected-shards", "1", "--out", "merged", "--markdown", "comment.md"],
      { cwd: strict },
    );
    expect(merged.status).toBe(1);
    expect(readFileSync(join(strict, "comment.md"), "utf8")).toContain(`❌ Failing: ${gateNote}`);

    const lenient = makeProject({ ...files, "EVAL.yaml": suite(0.9) });
    const passing = await runDistAsync("cli.js", ["run"], { cwd: lenient });
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain("mean score 0.90 reaches its execution.threshold 0.9");
  });
});
