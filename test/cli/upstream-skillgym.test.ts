import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/*
 * skillgym 0.9's examples in their shape (examples/workspace-isolation-suite.ts with its
 * workspace-bootstrap.sh), through dist/cli.js on recorded Claude Code sessions.
 */

const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
const NOT_USED = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const REPLAY = "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n";

interface Execution {
  case: string;
  status: string;
  failure?: { origin: string; class: { id: string; label?: string }; message: string };
}

function executions(stdout: string): Execution[] {
  return JSON.parse(stdout).executions;
}

describe("skillgym: workspace-isolation example", () => {
  it("runs the bootstrap's ./ arguments from the suite's folder, as skillgym's runner/workspace.ts resolves them", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "examples/workspace-template/README.md": "Template marker: alpha\n",
      // Fails unless run in the workspace copy, with the argument given.
      "examples/workspace-bootstrap.sh":
        'set -e\ntest -f README.md\nprintf "Bootstrap marker: %s\\n" "$1" > bootstrap-output.txt\n',
      "examples/workspace-isolation-suite.ts": `import { assert, type SuiteWorkspaceConfig, type Case } from "skillgym";

export const workspace: SuiteWorkspaceConfig = {
  mode: "isolated",
  templateDir: "./workspace-template",
  bootstrap: {
    command: "sh",
    args: ["./workspace-bootstrap.sh", "demo"],
  },
};

const suite: Case[] = [
  {
    id: "isolated-workspace-check",
    prompt: "Inspect the current workspace.",
    async assert(report, ctx) {
      assert.ok(ctx.finalOutput().length > 0);
    },
  },
];

export default suite;
`,
      "transcripts/isolated-workspace-check.jsonl": SESSION,
    });
    const run = runDist("cli.js", ["run", "examples", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.stderr).not.toContain("cannot open ./workspace-bootstrap.sh");
    expect(run.status).toBe(0);
    expect(executions(run.stdout).map((execution) => [execution.case, execution.status])).toEqual([
      ["isolated-workspace-check", "passed"],
    ]);
  });
});

describe("skillgym: what a throw in assert means", () => {
  it("a plain throw is an Assert hook crash (even under expectedFail); an assertion error is a failed check", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "checks.suite.ts": `import { assert, type Case } from "skillgym";

export default [
  { id: "throws", prompt: "p", assert() { throw new Error("fixture not ready"); } },
  { id: "throws-expected", prompt: "p", expectedFail: true, assert() { throw new Error("fixture not ready"); } },
  { id: "asserts", prompt: "p", assert(report) { assert.skills.has(report, "no-such-skill"); } },
  { id: "asserts-expected", prompt: "p", expectedFail: true, assert(report) { assert.skills.has(report, "no-such-skill"); } },
] satisfies Case[];
`,
      "transcripts/throws.jsonl": SESSION,
      "transcripts/throws-expected.jsonl": SESSION,
      "transcripts/asserts.jsonl": SESSION,
      "transcripts/asserts-expected.jsonl": SESSION,
    });
    const run = runDist("cli.js", ["run", "checks.suite.ts", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.status).toBe(1);
    const byCase = Object.fromEntries(executions(run.stdout).map((execution) => [execution.case, execution]));
    expect(byCase.throws).toMatchObject({
      status: "failed",
      failure: { origin: "assert-hook", class: { id: "assert-hook", label: "Assert hook crash" } },
    });
    expect(byCase["throws-expected"]).toMatchObject({ status: "failed", failure: { origin: "assert-hook" } });
    expect(byCase.asserts).toMatchObject({ status: "failed", failure: { origin: "assertion" } });
    expect(byCase["asserts-expected"]?.status).toBe("expected-failed");
  });
});

describe("skillgym: run.repeat with run.repeatFailure", () => {
  it("allows repeatFailure retries per repetition, and stops at a repetition that fails every session", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "skillgym.config.ts": `export default {
  runners: { replay: { agent: { type: "claude-code", model: "claude-sonnet-4-5" } } },
  run: { repeat: 2, repeatFailure: 1 },
};
`,
      "flaky.suite.ts": `import { assert, type Case } from "skillgym";

const usesSkill = (report: Parameters<Case["assert"]>[0]) => assert.skills.has(report, "pdf-report");
export default [
  { id: "flaky", prompt: "p", assert: usesSkill },
  { id: "broken", prompt: "p", assert: usesSkill },
] satisfies Case[];
`,
      // flaky: fail, pass (repetition 1 retried), fail, pass (repetition 2 retried): skillgym passes it.
      "transcripts/flaky.1.jsonl": NOT_USED,
      "transcripts/flaky.2.jsonl": SESSION,
      "transcripts/flaky.3.jsonl": NOT_USED,
      "transcripts/flaky.4.jsonl": SESSION,
      // broken: pass, then fail twice: repetition 2 failed its only retry, so the case fails there.
      "transcripts/broken.1.jsonl": SESSION,
      "transcripts/broken.2.jsonl": NOT_USED,
      "transcripts/broken.3.jsonl": NOT_USED,
      "transcripts/broken.4.jsonl": SESSION,
    });
    const run = runDist("cli.js", ["run", "flaky.suite.ts", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.status).toBe(1);
    const results = JSON.parse(run.stdout);
    const verdicts = Object.fromEntries(
      results.cases.map((result: { case: string; verdict: string }) => [result.case, result.verdict]),
    );
    expect(verdicts).toEqual({ flaky: "passed", broken: "failed" });
    const broken = results.executions
      .filter((execution: Execution) => execution.case === "broken")
      .map((execution: Execution) => execution.status);
    expect(broken).toEqual(["passed", "failed", "failed", "skipped"]);
  });
});
