import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

const SKILL_NOT_USED = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const REPLAY_CONFIG = "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n";

function results(project: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(project, ".skill-eval/results.json"), "utf8")));
}

describe("the output folder is never someone else's", () => {
  const project = () =>
    makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": SKILL_NOT_USED,
      "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
      "report.md": "my own notes\n",
      "workspaces/keep.txt": "mine\n",
    });

  it("refuses the project folder itself and deletes nothing", () => {
    const dir = project();
    const run = runDist("cli.js", ["run", "--out", "."], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/is the project folder or contains it/);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toBe("my own notes\n");
    expect(existsSync(join(dir, "workspaces/keep.txt"))).toBe(true);
  });

  it("refuses a folder with other files, and reuses its own previous output", () => {
    const dir = project();
    expect(runDist("cli.js", ["run", "--out", "workspaces"], { cwd: dir }).status).toBe(2);
    expect(existsSync(join(dir, "workspaces/keep.txt"))).toBe(true);
    expect(runDist("cli.js", ["run"], { cwd: dir }).status).toBe(0);
    expect(runDist("cli.js", ["run"], { cwd: dir }).status).toBe(0);
  });
});

describe("failures that must never read green", () => {
  it("an empty transcript (no result line) is an error, not a pass", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": "",
      "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    expect(runDist("cli.js", ["run"], { cwd: dir }).status).toBe(3);
    expect(results(dir).executions[0]).toMatchObject({
      status: "error",
      failure: { class: { id: "crash" } },
    });
  });

  it("a TypeError in a case's assert code is a failure even when the case expects to fail", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": SKILL_NOT_USED,
      "a.suite.mjs":
        'export default [{ id: "c", prompt: "p", expectedFail: true, assert(report) { report.nope.length; } }];\n',
    });
    expect(runDist("cli.js", ["run"], { cwd: dir }).status).toBe(1);
    expect(results(dir).executions[0]).toMatchObject({
      status: "failed",
      failure: { origin: "assert-hook", class: { id: "assert-hook" } },
    });
  });

  it("a criterion no judge can grade is a configuration error before any agent runs", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": SKILL_NOT_USED,
      "EVAL.yaml":
        "execution:\n  target: replay\ntests:\n  - id: c\n    input: p\n    criteria: Says hello\n",
    });
    const run = runDist("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /EVAL\.yaml:\d+:\d+: llm-grader assertion .* needs a judge, and none is available/,
    );
    expect(existsSync(join(dir, ".skill-eval", "results.json"))).toBe(false);
  });

  it("a missing input file is a configuration error at its line, not a workspace error of every execution", () => {
    const dir = makeProject({
      "skill/SKILL.md": "---\nname: csv\n---\n",
      "skill/evals/evals.json": JSON.stringify({
        skill_name: "csv",
        evals: [
          {
            id: 1,
            prompt: "p",
            files: ["evals/files/missing.csv"],
            assertions: [{ type: "contains", value: "csv" }],
          },
        ],
      }),
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "t/1.jsonl": SKILL_NOT_USED,
    });
    const run = runDist("cli.js", ["run", "skill"], { cwd: dir });
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^error: skill\/evals\/evals\.json:1:\d+: input file "evals\/files\/missing\.csv" not found/m,
    );
    expect(existsSync(join(dir, ".skill-eval/results.json"))).toBe(false);
  });

  it("a skill name that would escape the skill folder is a configuration error", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": `${REPLAY_CONFIG}skills:\n  - ./skills\n`,
      "skills/evil/SKILL.md": "---\nname: ../../../../tmp/escaped\n---\n",
      "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const run = runDist("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/cannot name a folder/);
  });
});
