import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

const transcript = (name: string) =>
  readFileSync(join(REPO_ROOT, `test/fixtures/transcripts/claude/${name}/stdout.jsonl`), "utf8");

const suite = (skill: string) => `import { assert, type Case } from "skillgym";
export default [
  { id: "uses-skill", prompt: "p", assert(report) { assert.skills.has(report, "${skill}"); } },
  { id: "agent-down", prompt: "p", assert() {} },
] satisfies Case[];
`;

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, "results.json"), "utf8")));
}

const statuses = (dir: string) =>
  Object.fromEntries(readResults(dir).executions.map((execution) => [execution.key, execution.status]));

describe("skill-eval regrade", () => {
  // A real run with the replay runner, then the suite's assertion edited so its verdict changes.
  const project = makeProject({
    "skill-eval.config.yaml":
      "runners:\n  claude-replay:\n    agent: replay\n    transcripts: ./transcripts\n",
    "transcripts/uses-skill.jsonl": transcript("skill-used"),
    "transcripts/agent-down.jsonl": transcript("api-error-500"),
    "transcripts/agent-down.exit-code.txt": "1\n",
    "checks.suite.ts": suite("changelog-writer"),
  });
  const run = runDist("cli.js", ["run", "--iterations", "2"], { cwd: project });
  const original = join(project, ".skill-eval");
  const before = readFileSync(join(original, "results.json"), "utf8");
  writeFileSync(join(project, "checks.suite.ts"), suite("pdf-report"));
  // The transcripts folder is gone: regrade reads only what the results folder stored.
  writeFileSync(
    join(project, "skill-eval.config.yaml"),
    "runners:\n  claude-replay:\n    agent: replay\n    transcripts: ./nowhere\n",
  );
  const regrade = runDist("cli.js", ["regrade", ".skill-eval"], { cwd: project });
  const regraded = join(project, ".skill-eval-regraded");

  it("re-evaluates the edited assertion on the stored transcript, under the original runner id", () => {
    expect(run.status).toBe(1);
    expect(regrade.stderr).not.toMatch(/internal error/);
    expect(statuses(original)["checks/uses-skill/claude-replay#1"]).toBe("failed");
    expect(statuses(regraded)["checks/uses-skill/claude-replay#1"]).toBe("passed");
    const results = readResults(regraded);
    expect(results.runners).toEqual(readResults(original).runners);
    expect(results.cases.find((result) => result.case === "uses-skill")?.verdict).toBe("passed");
    expect(regrade.stdout).toMatch(/^PASS +checks\/uses-skill +claude-replay/m);
  });

  it("keeps skipped executions skipped and stored infrastructure errors errors", () => {
    const after = statuses(regraded);
    // Early stop skipped the second iteration of both cases in the original run.
    expect(after["checks/uses-skill/claude-replay#2"]).toBe("skipped");
    expect(after["checks/agent-down/claude-replay#1"]).toBe("error");
    expect(after["checks/agent-down/claude-replay#2"]).toBe("skipped");
    expect(readResults(regraded).executions.find((e) => e.case === "agent-down")?.failure?.class.id).toBe(
      "api-error",
    );
    expect(regrade.status).toBe(1);
  });

  it("never touches the input folder, and refuses an --out inside it", () => {
    expect(readFileSync(join(original, "results.json"), "utf8")).toBe(before);
    const inside = runDist("cli.js", ["regrade", ".skill-eval", "--out", ".skill-eval/again"], {
      cwd: project,
    });
    expect(inside.status).toBe(2);
    expect(inside.stderr).toContain("would overwrite");
  });

  it("makes an execution whose stored transcript is gone a replay-missing error, naming the file", () => {
    const copy = makeProject({});
    cpSync(original, join(copy, "results"), { recursive: true });
    const [execution] = readResults(original).executions.filter(
      (e) => e.key === "checks/uses-skill/claude-replay#1",
    );
    rmSync(join(copy, "results", execution?.artifactDir ?? "", "stdout.jsonl"));
    const again = runDist("cli.js", ["regrade", join(copy, "results")], { cwd: project });
    expect(again.stderr).not.toMatch(/internal error/);
    const regradedCopy = readResults(join(copy, "results-regraded"));
    expect(regradedCopy.executions.find((e) => e.key === execution?.key)).toMatchObject({
      status: "error",
      failure: { class: { id: "replay-missing" } },
    });
    expect(regradedCopy.executions.find((e) => e.key === execution?.key)?.failure?.message).toContain(
      `${execution?.artifactDir}/stdout.jsonl is missing`,
    );
  });

  it("leaves a run that did not finish unfinished (exit 3), however its transcripts grade", () => {
    const copy = makeProject({});
    cpSync(original, join(copy, "results"), { recursive: true });
    const stored = readResults(original);
    writeFileSync(
      join(copy, "results", "results.json"),
      JSON.stringify({ ...stored, run: { ...stored.run, complete: false, endedAt: undefined } }),
    );
    const again = runDist("cli.js", ["regrade", join(copy, "results")], { cwd: project });
    expect(again.status).toBe(3);
    const results = readResults(join(copy, "results-regraded"));
    expect(results.run.complete).toBe(false);
    expect(results.summary.exitCode).toBe(3);
  });

  it("says what is missing when the folder holds no results", () => {
    const empty = runDist("cli.js", ["regrade", "transcripts"], { cwd: project });
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain("has no results.json");
  });
});

describe("skill-eval regrade keeps what the run was", () => {
  const SECRET = "hunter2hunter2";
  // The first call answers BAD, every later one GOOD (the counter sits in the project, the
  // workspace of a suite that names none): 4 of 5 pass.
  const project = makeProject({
    "agent.sh":
      'n=$(cat n 2>/dev/null || echo 0); echo $((n + 1)) > n\n[ "$n" = 0 ] && echo BAD || echo GOOD\n',
    "skill-eval.config.yaml": `runners:\n  fake:\n    agent: command\n    command: ["sh", "agent.sh"]\n    env:\n      DEPLOY_KEY: ${SECRET}\n`,
    "s.suite.mjs": `import { assert } from "skillgym";
export default [{ id: "uses-${SECRET}", prompt: "p", assert(report, ctx) { assert.match(ctx.finalOutput(), /GOOD/); } }];
`,
  });
  const run = runDist(
    "cli.js",
    ["run", "--iterations", "5", "--threshold", "80", "--no-early-stop", "-p", "1"],
    {
      cwd: project,
    },
  );
  const regrade = runDist("cli.js", ["regrade", ".skill-eval"], { cwd: project });
  const regraded = join(project, ".skill-eval-regraded");

  it("joins the executions of a case whose id holds a credential to its case (written redacted)", () => {
    expect(run.status, run.stderr).toBe(0);
    expect(regrade.stderr).not.toContain("no longer in the suites");
    const after = statuses(regraded);
    expect(after["s/uses-[REDACTED]/fake#1"]).toBe("failed");
    expect(after["s/uses-[REDACTED]/fake#5"]).toBe("passed");
    expect(JSON.stringify(readResults(regraded))).not.toContain(SECRET);
    expect(regrade.stdout + regrade.stderr).not.toContain(SECRET);
  });

  it("grades at the threshold the run used (--threshold 80), not the suite's own", () => {
    const [result] = readResults(regraded).cases;
    expect(result?.threshold).toBe(0.8);
    expect(result?.verdict).toBe("passed");
    expect(regrade.status, regrade.stderr).toBe(0);
  });
});
