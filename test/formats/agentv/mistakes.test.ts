import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAgentvSuite } from "../../../src/formats/agentv/load-agentv-suite.ts";
import { ConfigError, ConfigErrors } from "../../../src/model/errors.ts";
import { makeProject } from "../../support/run-dist.ts";

const root = join(import.meta.dirname, "..", "..", "fixtures", "agentv");
const mistakes = join(root, "mistakes");

interface Problem {
  at: string;
  message: string;
  hint: string | undefined;
}

/** The problems loading `dir/EVAL.yaml` reports, positions relative to the mistakes folder. */
function problems(dir: string): Problem[] {
  try {
    loadAgentvSuite(join(mistakes, dir, "EVAL.yaml"), root, []);
  } catch (error) {
    const errors = error instanceof ConfigErrors ? error.errors : error instanceof ConfigError ? [error] : [];
    if (errors.length === 0) throw error;
    return errors.map((problem) => ({
      at: `${relative(mistakes, problem.file ?? "?")}:${problem.line}:${problem.column}`,
      message: problem.message,
      hint: problem.hint,
    }));
  }
  throw new Error(`${dir} loaded without problems`);
}

describe("loadAgentvSuite: mistakes", () => {
  it("reports bad YAML at its line and column", () => {
    expect(problems("bad-yaml")).toEqual([
      {
        at: "bad-yaml/EVAL.yaml:3:12",
        message: "Nested mappings are not allowed in compact mappings",
        hint: "fix the YAML syntax at this position",
      },
    ]);
  });

  it("reports every wrong type in a case.yaml at once, each at its value", () => {
    expect(problems("wrong-type").map(({ at, message }) => ({ at, message }))).toEqual([
      {
        at: "wrong-type/cases/typed/case.yaml:2:11",
        message: "criteria: Invalid input: expected string, received number",
      },
      {
        at: "wrong-type/cases/typed/case.yaml:6:13",
        message: "assertions.0.weight: Invalid input: expected number, received string",
      },
    ]);
  });

  it("reports a tests path that does not exist, with a hint", () => {
    const [problem, ...others] = problems("missing-tests");
    expect(others).toEqual([]);
    expect(problem?.at).toBe("missing-tests/EVAL.yaml:2:8");
    expect(problem?.message).toBe(
      `tests: "./missing-cases/" does not exist (${join(mistakes, "missing-tests/missing-cases")})`,
    );
    expect(problem?.hint).toMatch(/^create it or fix the path/);
  });

  it("skips a folder without case.yaml with a warning at the tests: value", () => {
    const suite = loadAgentvSuite(join(mistakes, "skipped-folder/EVAL.yaml"), root, []);
    expect(suite.cases.map((spec) => spec.id)).toEqual(["real"]);
    expect(suite.warnings).toEqual([
      {
        message: "skipped folder drafts/ in cases/: it has no case.yaml",
        position: { file: join(mistakes, "skipped-folder/EVAL.yaml"), line: 1, column: 8 },
      },
    ]);
  });

  it("reports a duplicate case id at the second one, naming the first", () => {
    expect(problems("duplicate-ids")).toEqual([
      {
        at: "duplicate-ids/cases/beta/case.yaml:2:5",
        message: `duplicate case id "alpha" (first at ${join(mistakes, "duplicate-ids/cases/alpha/case.yaml")}:1:1)`,
        hint: "case ids name results and artifacts: give each case its own id (or folder name)",
      },
    ]);
  });

  it("rejects a hook command written as a shell string, suggesting the array", () => {
    expect(problems("string-hook")).toEqual([
      {
        at: "string-hook/EVAL.yaml:4:16",
        message: "workspace.hooks.before_all.command: a hook command is an argument array, not a string",
        hint: 'write command: ["bun","run","setup.ts"] (arrays only; for shell syntax use ["bash", "-c", "..."])',
      },
    ]);
  });

  it("rejects paths, absolute or relative, that leave the repository root, both at once", () => {
    expect(problems("escaping").map(({ at, message }) => ({ at, message }))).toEqual([
      {
        at: "escaping/EVAL.yaml:1:12",
        message: `"/etc/skill-eval-template" is outside the repository root ${root}`,
      },
      {
        at: "escaping/EVAL.yaml:2:8",
        message: `"../../../outside.yaml" is outside the repository root ${root}`,
      },
    ]);
  });

  it("rejects an empty case.yaml", () => {
    expect(problems("empty-case").map(({ at, message }) => ({ at, message }))).toEqual([
      { at: "empty-case/cases/empty/case.yaml:1:1", message: "case.yaml is empty" },
    ]);
  });

  it("rejects a test with no input, at the test", () => {
    expect(problems("no-input")).toEqual([
      {
        at: "no-input/EVAL.yaml:4:5",
        message: 'test "forgot-input" has no input',
        hint: 'add input: "the task for the agent" (a string, or a list of {role: user, content})',
      },
    ]);
  });

  it("refuses a live conversation (turns:) at its turns, never running its first prompt alone", () => {
    const refusal =
      "is a live conversation (turns:, agentv's mode: conversation), which skill-eval does not run: a case sends the agent one prompt and grades the session it produces";
    expect(problems("conversation")).toEqual([
      {
        at: "conversation/EVAL.yaml:9:5",
        message: `test "context-retention" ${refusal}`,
        hint: "write the task as the test's input: (one prompt, its assertions on the whole session), or leave this suite to agentv",
      },
      {
        at: "conversation/EVAL.yaml:15:5",
        message: `test "with-a-first-prompt" ${refusal}`,
        hint: "write the task as the test's input: (one prompt, its assertions on the whole session), or leave this suite to agentv",
      },
    ]);
  });

  it("reports the problems of several case files in one pass", () => {
    expect(problems("many-problems").map(({ at, message }) => ({ at, message }))).toEqual([
      { at: "many-problems/cases/a-empty/case.yaml:1:1", message: "case.yaml is empty" },
      { at: "many-problems/cases/b-no-input/case.yaml:1:1", message: 'test "b-no-input" has no input' },
      {
        at: "many-problems/cases/c-missing-workspace/case.yaml:2:12",
        message: `workspace: "./missing-template" does not exist (${join(mistakes, "many-problems/cases/c-missing-workspace/missing-template")})`,
      },
    ]);
  });

  it("warns about unknown keys with a did-you-mean, and still loads", () => {
    const suite = loadAgentvSuite(join(mistakes, "unknown-keys/EVAL.yaml"), root, []);
    expect(suite.cases.map((spec) => spec.id)).toEqual(["a"]);
    expect(
      suite.warnings.map(
        (warning) => `${warning.position.line}:${warning.position.column} ${warning.message}`,
      ),
    ).toEqual([
      '1:1 unknown key "descripton" in the eval file is ignored; did you mean "description"?',
      '5:5 unknown key "critera" in a test is ignored; did you mean "criteria"?',
      '6:5 unknown key "spice" in a test is ignored',
    ]);
  });

  it("skips a test nothing grades (no criteria, expected_output or assertions), as agentv does, with a warning at it", () => {
    const suite = loadAgentvSuite(join(mistakes, "ungraded/EVAL.yaml"), root, []);
    expect(suite.cases.map((spec) => spec.id)).toEqual(["graded"]);
    expect(suite.warnings).toEqual([
      {
        message:
          'test "forgotten" is skipped: nothing grades it (no criteria, expected_output or assertions); add criteria: what a good answer does, or assertions: [...]',
        position: { file: join(mistakes, "ungraded/EVAL.yaml"), line: 5, column: 5 },
      },
    ]);
  });

  it("grades a test with only an expected_output by the implicit grader, as agentv does", () => {
    const dir = makeProject({
      "EVAL.yaml": "tests:\n  - id: four\n    input: 2 + 2?\n    expected_output: '4'\n",
    });
    const [spec] = loadAgentvSuite(join(dir, "EVAL.yaml"), dir, []).cases;
    expect(spec?.expectedOutput).toBe("4");
    expect(spec?.assertions.map((assertion) => assertion.type)).toEqual(["llm-grader"]);
  });
});
