import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/*
 * The Skill Test tool's own fixtures (wthrk/agent-tools crates/skill-test/tests/fixtures) in their
 * shape, through dist/cli.js and the `skill-test` alias.
 */

const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
const REPLAY = "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n";
const SKILL = "---\nname: simple-skill\ndescription: A simple skill.\n---\nDo it.\n";

describe("skill-test: an unknown field in a test file (the seed's error-yaml-parse fixture)", () => {
  const project = () =>
    makeProject({
      "skill-eval.config.yaml": REPLAY,
      "error-yaml-parse/SKILL.md": SKILL,
      "error-yaml-parse/skill-tests/test-error-yaml.yaml": [
        "# 'unknown_field' is not allowed",
        "- id: invalid-yaml-001",
        '  prompt: "Test"',
        '  unknown_field: "should cause error"',
        "  assertions:",
        "    - id: dummy",
        "      type: contains",
        '      pattern: "test"',
        "      expect: present",
        "",
      ].join("\n"),
      "transcripts/invalid-yaml-001.jsonl": SESSION,
    });

  it("fails as the seed does, naming the unknown field", () => {
    const run = runDist("cli.js", ["run", "error-yaml-parse"], { cwd: project() });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/test-error-yaml\.yaml:4:3: unknown field "unknown_field" in a test case/);
  });

  it("--lenient downgrades it to a warning and runs", () => {
    const dir = project();
    const run = runDist("cli.js", ["run", "error-yaml-parse", "--lenient", "--out", join(dir, "out")], {
      cwd: dir,
    });
    expect(run.stderr).toMatch(/warning: .*unknown key "unknown_field" in a test case is ignored/);
    expect(run.status).not.toBe(2);
  });
});

describe("skill-test: llm_eval json_schema (the seed's llm-eval-json-skill fixture)", () => {
  it("is a known field: loads with a warning that it is not checked, never an unknown-field error", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "transcripts/json-001.jsonl": SESSION,
      "llm-eval-json-skill/SKILL.md": SKILL,
      "llm-eval-json-skill/skill-tests/test-llm-eval-json.yaml": [
        "- id: json-001",
        '  prompt: "Explain what a function is."',
        "  assertions:",
        "    - id: quality",
        "      type: llm_eval",
        "      pattern: |",
        "        Is this a clear explanation? {{output}}",
        "      expect: pass",
        "      json_schema:",
        "        type: object",
        "        required: [result, reason]",
        "",
      ].join("\n"),
    });
    const run = runDist("cli.js", ["validate", "--no-credentials", "llm-eval-json-skill"], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("json_schema in an llm_eval assertion is not checked");
    expect(run.stderr).not.toContain("unknown field");
  });
});

describe("skill-test: selection", () => {
  const project = () =>
    makeProject({
      "skill-eval.config.yaml": REPLAY,
      "simple-skill/SKILL.md": SKILL,
      "simple-skill/skill-tests/test-simple.yaml": ["alpha", "beta", "gamma"]
        .map(
          (id) =>
            `- id: ${id}\n  prompt: "Run ${id}"\n  iterations: 1\n  assertions:\n    - id: any\n      type: line_count\n      min: 0\n`,
        )
        .join(""),
      "no-tests-skill/SKILL.md": SKILL.replace("simple-skill", "no-tests-skill"),
      "no-tests-skill/skill-tests/notes.yaml": "- id: not-a-test-file\n  prompt: x\n",
      "transcripts/alpha.jsonl": SESSION,
      "transcripts/beta.jsonl": SESSION,
      "transcripts/gamma.jsonl": SESSION,
    });

  it("a skill with no matching test file says so, not that no case matches the filters", () => {
    const run = runDist("cli.js", ["run", "no-tests-skill"], { cwd: project() });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no test file in no-tests-skill/skill-tests/ matches the test patterns");
    expect(run.stderr).not.toContain("no case matches the filters");
  });

  it("repeating --filter keeps the cases matching any of them", () => {
    const dir = project();
    const run = runDist(
      "cli.js",
      [
        "run",
        "simple-skill",
        "--filter",
        "alpha",
        "--filter",
        "gam*",
        "--out",
        join(dir, "out"),
        "--format",
        "json",
      ],
      { cwd: dir },
    );
    expect(run.status).toBe(0);
    const cases = JSON.parse(run.stdout).executions.map((execution: { case: string }) => execution.case);
    expect([...new Set(cases)].sort()).toEqual(["alpha", "gamma"]);
  });
});

describe("skill-test: a test file named on the command line", () => {
  const TEST = (id: string) =>
    `- id: ${id}\n  prompt: "Run ${id}"\n  iterations: 1\n  assertions:\n    - id: any\n      type: line_count\n      min: 0\n`;
  const project = () =>
    makeProject({
      "skill-eval.config.yaml": REPLAY,
      "simple-skill/SKILL.md": SKILL,
      "simple-skill/skill-tests/test-one.yaml": TEST("one"),
      "simple-skill/skill-tests/test-two.yaml": TEST("two"),
      "simple-skill/skill-tests/shared/checks.yaml": "- id: any\n  type: line_count\n  min: 0\n",
      "loose/my-tests.yaml": TEST("loose"),
      "transcripts/one.jsonl": SESSION,
      "transcripts/two.jsonl": SESSION,
    });
  const cases = (dir: string, paths: string[]) => {
    const run = runDist("cli.js", ["run", ...paths, "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.status).toBe(0);
    return JSON.parse(run.stdout).executions.map((execution: { key: string }) => execution.key);
  };

  it("runs that test file of its skill, as discovery reads it", () => {
    const dir = project();
    expect(cases(dir, ["simple-skill/skill-tests/test-two.yaml"])).toEqual([
      "simple-skill/skill-tests/test-two/two/replay#1",
    ]);
    // With its skill folder too, the whole skill runs.
    expect(cases(dir, ["simple-skill/skill-tests/test-two.yaml", "simple-skill"])).toHaveLength(2);
    expect(cases(dir, ["simple-skill/SKILL.md"])).toHaveLength(2);
  });

  it("says what a file under skill-tests/ that is no test file was taken as, and how to name it", () => {
    const run = runDist(
      "cli.js",
      ["validate", "--no-credentials", "simple-skill/skill-tests/shared/checks.yaml"],
      {
        cwd: project(),
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("taken as a test file of the skill simple-skill (it is under skill-tests/)");
    expect(run.stderr).toMatch(/hint: rename it to match a pattern \(e\.g\. test-checks\.yaml\)/);
  });

  it("says a skill-test file elsewhere was read as an agentv eval file, and where it belongs", () => {
    const run = runDist("cli.js", ["validate", "--no-credentials", "loose/my-tests.yaml"], {
      cwd: project(),
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "loose/my-tests.yaml:1:1: read as an agentv eval file, but it holds a list of tests",
    );
    expect(run.stderr).toContain("under a skill's skill-tests/");
  });
});
