import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/* What every format's users meet first: a misspelt agent, and a suite outside the working directory. */

const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);

describe("an unknown agent:", () => {
  it("names the value written and the nearest valid one", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": "runners:\n  claude:\n    agent: claude-kode\n",
      "a.suite.mjs": 'export default [{ id: "a", prompt: "p", assert() {} }];\n',
    });
    const run = runDist("cli.js", ["validate"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'skill-eval.config.yaml:3:12: runners.claude.agent: unknown agent "claude-kode"',
    );
    expect(run.stderr).toContain('hint: did you mean "claude-code"?');
    expect(run.stderr).not.toContain("Invalid discriminator value");
  });
});

describe("a suite outside the working directory", () => {
  it("an ordinary EVAL.yaml with its own tests file runs, from its own folder's files", () => {
    const elsewhere = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n",
      "evals/EVAL.yaml": "tests: ./cases.yaml\n",
      "evals/cases.yaml":
        "- id: greets\n  input: Hi\n  assertions:\n    - type: contains\n      value: report.txt\n",
      "transcripts/greets.jsonl": SESSION,
    });
    const here = makeProject({});
    const run = runDist("cli.js", ["run", join(elsewhere, "evals/EVAL.yaml"), "--out", join(here, "out")], {
      cwd: here,
    });
    expect(run.stderr).not.toContain("symbolic link");
    expect(run.status).toBe(0);
  });

  it("a skillgym suite with its own workspace template runs too, not 'outside the repository'", () => {
    const elsewhere = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n",
      "template/README.md": "hello\n",
      "isolated.suite.mjs":
        'export const workspace = { mode: "isolated", templateDir: "./template" };\nexport default [{ id: "c", prompt: "p", assert() {} }];\n',
      "transcripts/c.jsonl": SESSION,
    });
    const here = makeProject({});
    const run = runDist(
      "cli.js",
      ["run", join(elsewhere, "isolated.suite.mjs"), "--out", join(here, "out")],
      {
        cwd: here,
      },
    );
    expect(run.stderr).not.toContain("outside the repository");
    expect(run.status).toBe(0);
  });
});
