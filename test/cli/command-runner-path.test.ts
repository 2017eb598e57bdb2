import { chmodSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/model/results.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

const AGENT = '#!/bin/sh\necho "the answer is 42"\n';
const SUITE =
  'import { assert } from "skillgym";\nexport default [{ id: "c", prompt: "p", assert(r) { assert.output.includes(r, "42"); } }];\n';

describe("a command runner's program path", () => {
  it("is read from the config file's folder, wherever the run starts and whatever workspace the agent runs in", () => {
    const project = makeProject({
      "evals/skill-eval.config.yaml":
        'runners:\n  mine:\n    agent: command\n    command: ["./bin/agent.sh"]\n',
      "evals/bin/agent.sh": AGENT,
      "evals/x.suite.ts": SUITE,
      "evals/y.suite.ts": `export const workspace = { mode: "isolated" };\n${SUITE}`,
    });
    chmodSync(join(project, "evals/bin/agent.sh"), 0o755);
    for (const [cwd, args] of [
      [project, ["run", "evals", "-o", "out"]],
      [join(project, "evals"), ["run", ".", "-o", "../out-here"]],
    ] as const) {
      const run = runDist("cli.js", [...args], { cwd });
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    }
  });

  it("that is missing says where it was looked for and how a relative one is read", () => {
    const project = makeProject({
      "evals/skill-eval.config.yaml":
        'runners:\n  mine:\n    agent: command\n    command: ["./bin/missing.sh"]\n',
      "evals/x.suite.ts": SUITE,
    });
    const run = runDist("cli.js", ["run", "evals", "-o", "out"], { cwd: project });
    expect(run.status).toBe(3);
    const results: Results = JSON.parse(readFileSync(join(project, "out", "results.json"), "utf8"));
    expect(results.executions[0]?.failure?.message).toBe(
      `could not start "${join(project, "evals/bin/missing.sh")}": no such file (or its #! interpreter is missing); fix the runner's command: (a relative path is read from the config file's folder)`,
    );
  });
});
