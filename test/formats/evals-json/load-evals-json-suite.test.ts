import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEvalsJsonSuite } from "../../../src/formats/evals-json/load-evals-json-suite.ts";
import { ConfigError, ConfigErrors } from "../../../src/model/errors.ts";
import type { SkillDirectory } from "../../../src/model/suite.ts";

const ROOT = join(import.meta.dirname, "..", "..", "fixtures", "evals-json");

function load(skill: string, skills: SkillDirectory[] = []) {
  return loadEvalsJsonSuite(join(ROOT, skill, "evals", "evals.json"), ROOT, skills);
}

function problems(skill: string): ConfigError[] {
  try {
    load(skill);
  } catch (error) {
    if (error instanceof ConfigErrors) return [...error.errors];
    if (error instanceof ConfigError) return [error];
    throw error;
  }
  throw new Error(`expected ${skill} to be rejected`);
}

describe("loadEvalsJsonSuite", () => {
  it("loads skill-creator's schema example unchanged", () => {
    const suite = load("example-skill");
    expect(suite).toMatchObject({
      id: "example-skill/evals/evals",
      format: "evals-json",
      relativePath: "example-skill/evals/evals.json",
      skills: [{ name: "example-skill", dir: join(ROOT, "example-skill") }],
      workspace: { mode: "isolated" },
      warnings: [],
    });
    expect(suite.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(suite.cases).toEqual([
      {
        id: "1",
        prompt: "User's example prompt\n\nInput files: evals/files/sample1.pdf",
        tags: [],
        expectedFail: false,
        iterations: 1,
        threshold: 1,
        expectedOutput: "Description of expected result",
        inputFiles: [
          {
            from: join(ROOT, "example-skill", "evals", "files", "sample1.pdf"),
            to: "evals/files/sample1.pdf",
          },
        ],
        assertions: [
          {
            type: "rubric",
            dialect: "evals-json",
            name: "The output includes X",
            params: { criterion: "The output includes X" },
            weight: 1,
            required: true,
            negate: false,
            golden: false,
            source: { file: "example-skill/evals/evals.json", line: 10, column: 9 },
          },
          expect.objectContaining({
            name: "The skill used script Y",
            params: { criterion: "The skill used script Y" },
          }),
        ],
        metadata: {
          evalId: 1,
          skillName: "example-skill",
          inputFiles: ["evals/files/sample1.pdf"],
          files: [join(ROOT, "example-skill", "evals", "files", "sample1.pdf")],
        },
        source: { file: "example-skill/evals/evals.json", line: 4, column: 5 },
      },
    ]);
  });

  it("takes string ids, and warns about unknown keys and a different skill_name", () => {
    const suite = load("string-ids");
    expect(suite.cases.map((caseSpec) => [caseSpec.id, caseSpec.metadata.evalId])).toEqual([
      ["totals", "totals"],
      ["no-files", "no-files"],
    ]);
    // skill-creator's SKILL.md writes `assertions`; schemas.md `expectations`: both are judged.
    expect(suite.cases[1]?.assertions).toMatchObject([
      { type: "rubric", params: { criterion: "Names the skill" } },
    ]);
    expect(
      suite.warnings.map((warning) => [warning.position.line, warning.position.column, warning.message]),
    ).toEqual([
      [
        2,
        17,
        expect.stringContaining('skill_name "csv-reporter" differs from the skill\'s name "csv-report"'),
      ],
      [
        8,
        7,
        'unknown key "notes" in an eval is ignored (allowed keys: id, prompt, expected_output, files, expectations, assertions)',
      ],
    ]);
  });

  it("uses the name of a configured skill with the same folder", () => {
    const skill = { name: "configured-name", dir: join(ROOT, "example-skill") };
    expect(load("example-skill", [skill]).skills).toEqual([skill]);
  });

  it("reports bad JSON with its line and column", () => {
    const [problem] = problems("bad-json");
    expect(problem?.location).toBe("bad-json/evals/evals.json:5:5");
    expect(problem?.hint).toBe("fix the YAML syntax at this position");
  });

  it("reports a value of the wrong type", () => {
    const [problem] = problems("wrong-type");
    expect(problem?.location).toBe("wrong-type/evals/evals.json:4:47");
    expect(problem?.message).toMatch(/^evals\.0\.expectations: .*expected array/);
  });

  it("reports duplicate ids", () => {
    const [problem] = problems("duplicate-ids");
    expect(problem?.location).toBe("duplicate-ids/evals/evals.json:5:13");
    expect(problems("duplicate-ids")).toHaveLength(1);
    expect(problem?.message).toBe("duplicate eval id 1");
  });

  it("rejects input files outside the skill directory", () => {
    const [problem] = problems("outside");
    expect(problem?.location).toBe("outside/evals/evals.json:4:41");
    expect(problem?.message).toBe('input file "../secrets.txt" is outside the skill directory');
  });

  it("refuses every input file that is not a file in the skill, each at its line, in one pass", () => {
    const found = problems("missing-files");
    expect(found.map((problem) => [problem.location, problem.message])).toEqual([
      [
        "missing-files/evals/evals.json:7:42",
        `input file "evals/files/missing.csv" not found in the skill directory ${join(ROOT, "missing-files")}`,
      ],
      [
        "missing-files/evals/evals.json:13:17",
        `input file "evals/files/gone.csv" not found in the skill directory ${join(ROOT, "missing-files")}`,
      ],
      [
        "missing-files/evals/evals.json:13:41",
        `input file "evals/files/folder" not found in the skill directory ${join(ROOT, "missing-files")}`,
      ],
    ]);
    expect(found[0]?.hint).toMatch(
      /^add the file, or correct the path: eval files are relative to the skill root/,
    );
  });

  it("needs a SKILL.md above the evals folder", () => {
    const [problem] = problems("no-skill");
    expect(problem?.location).toBe("no-skill/evals/evals.json");
    expect(problem?.message).toContain("has no SKILL.md");
  });
});

describe("the skill-test showcase's evals.json", () => {
  it("loads two evals for the showcase skill", () => {
    const repo = join(import.meta.dirname, "..", "..", "..");
    const suite = loadEvalsJsonSuite(
      join(repo, "examples", "skill-test-showcase", "evals", "evals.json"),
      repo,
      [],
    );
    expect(suite.skills[0]?.name).toBe("conventional-commits");
    expect(suite.cases.map((caseSpec) => [caseSpec.id, caseSpec.assertions.length])).toEqual([
      ["1", 3],
      ["2", 2],
    ]);
    expect(suite.warnings).toEqual([]);
  });
});
