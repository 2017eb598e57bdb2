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
