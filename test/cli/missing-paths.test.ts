import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/**
 * A file or folder a suite or config names that is not there is a configuration error from
 * `validate` and from `run` alike (exit 2, at the file and line that names it, with what to do),
 * never a `validate` that passes and a run whose every execution then fails on ENOENT.
 */
const TRANSCRIPT = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const REPLAY = "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n";

function suite(workspace: string): string {
  return [
    'import type { Case } from "skillgym";',
    `export const workspace = ${workspace};`,
    'const suite: Case[] = [{ id: "c", prompt: "p", assert() {} }];',
    "export default suite;",
    "",
  ].join("\n");
}

const EVALS_JSON = `{
  "skill_name": "sk",
  "evals": [
    {
      "id": 1,
      "prompt": "Sum the revenue",
      "files": ["evals/files/sales.csv", "evals/files/gone.csv"],
      "assertions": [{ "type": "contains", "value": "total" }]
    }
  ]
}
`;

const CODE_GRADER_EVAL = `tests:
  - id: c
    input: p
    assertions:
      - type: code-grader
        command: ["node", "graders/check.js"]
`;

/** `validate` and `run` both stop at the mistake: exit 2, its location first on an error line, a hint, nothing run. */
function expectRefused(dir: string, location: string, message: RegExp, extra: readonly string[] = []): void {
  for (const args of [
    ["validate", ...extra],
    ["run", "-o", "out"],
  ]) {
    const run = runDist("cli.js", args, { cwd: dir });
    expect(run.status, `${args[0]}: ${run.stderr}`).toBe(2);
    const line = run.stderr.split("\n").find((candidate) => candidate.startsWith(`error: ${location}: `));
    expect(line, run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/^ {2}hint: /m);
    expect(run.stderr).not.toMatch(/ENOENT|^\s+at /m);
    expect(existsSync(join(dir, "out", "results.json"))).toBe(false);
  }
}

function expectValid(dir: string): void {
  const run = runDist("cli.js", ["validate"], { cwd: dir });
  expect(run.status, run.stderr).toBe(0);
}

describe("a skillgym workspace naming what is not there", () => {
  it("templateDir: refused at the workspace export's line, and accepted once the folder exists", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "x.suite.ts": suite('{ mode: "isolated", templateDir: "./missing" }'),
    });
    expectRefused(dir, "x.suite.ts:2", /workspace templateDir "\.\/missing" does not exist/);
    mkdirSync(join(dir, "missing"));
    expectValid(dir);
  });

  it("a bootstrap script given to an interpreter: refused, and accepted once the script exists", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "x.suite.ts": suite('{ mode: "isolated", bootstrap: { command: "bash", args: ["./setup.sh"] } }'),
    });
    expectRefused(dir, "x.suite.ts:2", /workspace bootstrap\.args\[0\] "\.\/setup\.sh" does not exist/);
    writeFileSync(join(dir, "setup.sh"), "true\n");
    expectValid(dir);
  });

  it("a skillgym config's run.workspace: refused naming the config, whose folder its paths resolve from", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "evals/skillgym.config.mjs":
        'export default { runners: { replay: { agent: { type: "claude-code" } } }, run: { workspace: { mode: "isolated", templateDir: "./base-app" } } };\n',
      "evals/x.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    expectRefused(
      dir,
      "evals/skillgym.config.mjs",
      /workspace templateDir "\.\/base-app" does not exist \(.*\/evals\/base-app\)/,
    );
  });

  it("a bootstrap command that is a path", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "x.suite.ts": suite('{ mode: "isolated", bootstrap: { command: "./setup.sh" } }'),
    });
    expectRefused(dir, "x.suite.ts:2", /workspace bootstrap\.command "\.\/setup\.sh" does not exist/);
  });
});

describe("an evals.json naming input files that are not there", () => {
  it("is refused at the file's line, and accepted once it exists", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/1.jsonl": TRANSCRIPT,
      "sk/SKILL.md": "---\nname: sk\ndescription: Sums.\n---\nSum it.\n",
      "sk/evals/evals.json": EVALS_JSON,
      "sk/evals/files/sales.csv": "month,revenue\n",
    });
    expectRefused(dir, "sk/evals/evals.json:7:42", /input file "evals\/files\/gone\.csv" not found/);
    writeFileSync(join(dir, "sk/evals/files/gone.csv"), "month,revenue\n");
    expectValid(dir);
  });
});

describe("an agentv workspace naming a folder that is not there", () => {
  it.each([
    [
      "template",
      "workspace: { template: ./missing }",
      "2:24",
      /workspace template: "\.\/missing" does not exist/,
    ],
    [
      "static path",
      "workspace: { mode: static, path: ./missing }",
      "2:34",
      /workspace path: "\.\/missing" does not exist/,
    ],
  ])("%s: refused at its line, and accepted once the folder exists", (_kind, workspace, line, message) => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "EVAL.yaml": `name: x\n${workspace}\ntests:\n  - id: c\n    input: p\n    assertions:\n      - { type: contains, value: a }\n`,
    });
    expectRefused(dir, `EVAL.yaml:${line}`, message);
    mkdirSync(join(dir, "missing"));
    expectValid(dir);
  });
});

describe("a replay runner whose transcripts folder is not there", () => {
  it("is refused at the config's transcripts line, also by validate --no-credentials", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "x.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const message = /runner replay: the transcripts folder "\.\/t" does not exist/;
    expectRefused(dir, "skill-eval.config.yaml:4:18", message);
    expectRefused(dir, "skill-eval.config.yaml:4:18", message, ["--no-credentials"]);
    mkdirSync(join(dir, "t"));
    expectValid(dir);
  });

  it("is not asked of a runner the run leaves out", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": `${REPLAY}  other:\n    agent: replay\n    transcripts: ./nowhere\n`,
      "t/c.jsonl": TRANSCRIPT,
      "x.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    expect(runDist("cli.js", ["validate"], { cwd: dir }).status).toBe(2);
    const run = runDist("cli.js", ["run", "-o", "out", "--runner", "replay"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
  });
});

describe("an agentv code-grader whose script is not there", () => {
  it("is a configuration error at the assertion, not a failed case, and accepted once the script exists", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "EVAL.yaml": CODE_GRADER_EVAL,
    });
    expectRefused(dir, "EVAL.yaml:5:9", /code-grader: the script "graders\/check\.js" does not exist/);
    mkdirSync(join(dir, "graders"));
    writeFileSync(join(dir, "graders/check.js"), "");
    expectValid(dir);
  });
});

describe("several missing paths in one project", () => {
  it("are all reported by one validate", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c.jsonl": TRANSCRIPT,
      "x.suite.ts": suite('{ mode: "isolated", templateDir: "./missing" }'),
      "sk/SKILL.md": "---\nname: sk\ndescription: Sums.\n---\nSum it.\n",
      "sk/evals/evals.json": EVALS_JSON,
      "EVAL.yaml": CODE_GRADER_EVAL,
    });
    const run = runDist("cli.js", ["validate"], { cwd: dir });
    expect(run.status).toBe(2);
    const errors = run.stderr.split("\n").filter((line) => line.startsWith("error: "));
    expect(errors.map((line) => line.split(": ")[1])).toEqual(
      expect.arrayContaining([
        "x.suite.ts:2",
        "sk/evals/evals.json:7:17",
        "sk/evals/evals.json:7:42",
        "EVAL.yaml:5:9",
      ]),
    );
    expect(errors).toHaveLength(4);
  });
});
