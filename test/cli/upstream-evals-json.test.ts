import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/*
 * evals.json as people write it: `assertions` (skill-creator's SKILL.md, the Agent Skills guide)
 * and `expectations` (skill-creator's references/schemas.md), through dist/cli.js on a recorded
 * session, graded by a stand-in `claude -p` judge.
 */

const FAKE_BIN = join(REPO_ROOT, "test/fixtures/seeds/bin");
const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);

function skill(evals: unknown[]): string {
  return makeProject({
    "skill-eval.config.yaml":
      "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\njudge:\n  provider: claude-cli\n",
    "csv-analyzer/SKILL.md":
      "---\nname: csv-analyzer\ndescription: Analyzes CSV files.\n---\nRead the CSV.\n",
    "csv-analyzer/evals/files/sales.csv": "month,revenue\nNov,22500\n",
    "csv-analyzer/evals/evals.json": JSON.stringify({ skill_name: "csv-analyzer", evals }, null, 2),
    "transcripts/1.jsonl": SESSION,
    "transcripts/2.jsonl": SESSION,
  });
}

const run = (dir: string, answer: string) =>
  runDist("cli.js", ["run", "csv-analyzer", "--out", join(dir, "out"), "--format", "json"], {
    cwd: dir,
    env: {
      PATH: `${FAKE_BIN}${delimiter}${process.env.PATH ?? ""}`,
      FAKE_CLAUDE_LOG: join(dir, "judge.log"),
      FAKE_CLAUDE_ANSWER: answer,
    },
  });

const FAIL = '{"pass": false, "score": 0, "reasoning": "no month is named"}';

describe("evals.json: assertions and expectations", () => {
  it("grades every `assertions` string and `expectations` string with the judge; a miss fails the case", () => {
    const dir = skill([
      {
        id: 1,
        prompt: "Find the top month by revenue in evals/files/sales.csv.",
        files: ["evals/files/sales.csv"],
        assertions: ["Output identifies November as the highest revenue month"],
      },
      { id: 2, prompt: "Summarise the CSV.", expectations: ["The output includes the row count"] },
    ]);
    const result = run(dir, FAIL);
    expect(result.status).toBe(1);
    const executions: { case: string; status: string; assertions: { name: string }[] }[] = JSON.parse(
      result.stdout,
    ).executions;
    expect(
      executions.map((execution) => [
        execution.case,
        execution.status,
        execution.assertions.map((a) => a.name),
      ]),
    ).toEqual([
      ["1", "failed", ["Output identifies November as the highest revenue month"]],
      ["2", "failed", ["The output includes the row count"]],
    ]);
    const asked = readFileSync(join(dir, "judge.log"), "utf8");
    expect(asked).toContain("Output identifies November as the highest revenue month");
    // Nothing written into the skill's folder (skill-test's .skill-test-logs/ is skill-test's alone).
    expect(existsSync(join(dir, "csv-analyzer", ".skill-test-logs"))).toBe(false);
  });

  it("keeps the type of assertion objects (and reads grading.json's { text } as a statement)", () => {
    const dir = skill([
      {
        id: 1,
        prompt: "Write the report.",
        assertions: [
          { type: "contains", value: "no such text anywhere" },
          { text: "The report is short", passed: null, evidence: "" },
        ],
      },
    ]);
    const result = run(dir, '{"pass": true, "score": 1, "reasoning": "short"}');
    expect(result.status).toBe(1);
    const [execution] = JSON.parse(result.stdout).executions;
    expect(execution.assertions.map((a: { type: string; passed: boolean }) => [a.type, a.passed])).toEqual([
      ["contains", false],
      ["rubric", true],
    ]);
  });

  it("refuses an eval with nothing to check at load, never a silent pass", () => {
    const dir = skill([{ id: 1, prompt: "Do the thing." }]);
    const result = runDist("cli.js", ["validate", "csv-analyzer"], { cwd: dir });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /csv-analyzer\/evals\/evals\.json:\d+:\d+.*eval 1 has no assertions or expectations: nothing would be checked/,
    );
  });
});
