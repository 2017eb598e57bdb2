import { describe, expect, it } from "vitest";
import { isSkillgymSuiteFile, suiteIdFromPath } from "../../../src/formats/skillgym/suite-file-name.ts";
import { suiteFromModule } from "../../../src/formats/skillgym/suite-from-module.ts";
import { ConfigErrors } from "../../../src/model/errors.ts";

const assertFn = () => {};

function problems(namespace: Record<string, unknown>): string[] {
  try {
    suiteFromModule(namespace, "/p/x.suite.ts");
  } catch (error) {
    if (error instanceof ConfigErrors) return error.errors.map((problem) => problem.message);
    if (error instanceof Error) return [error.message];
  }
  return [];
}

describe("suiteFromModule", () => {
  it("takes an array of cases with skillgym's defaults", () => {
    const { cases, workspace } = suiteFromModule(
      { default: [{ id: "a", prompt: "p", assert: assertFn }] },
      "/p/x.suite.ts",
    );
    expect(cases).toEqual([
      expect.objectContaining({
        id: "a",
        prompt: "p",
        tags: [],
        expectedFail: false,
        iterations: 1,
        threshold: 1,
        assert: assertFn,
      }),
    ]);
    expect(workspace).toBeUndefined();
  });

  it("takes a record of cases and the workspace export", () => {
    const { cases, workspace } = suiteFromModule(
      {
        default: {
          first: { id: "first", prompt: "p", expectedFail: true, tags: ["smoke"], assert: assertFn },
        },
        workspace: { mode: "isolated", templateDir: "./fixtures/app" },
      },
      "/p/x.suite.ts",
    );
    expect(cases[0]).toMatchObject({ id: "first", expectedFail: true, tags: ["smoke"] });
    expect(workspace).toEqual({ mode: "isolated", templateDir: "./fixtures/app" });
  });

  it("reports every bad case at once, naming the field", () => {
    const messages = problems({
      default: [
        { id: "a", prompt: 42, assert: assertFn },
        { id: "b", prompt: "p" },
      ],
    });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^case #1: prompt: /);
    expect(messages[1]).toMatch(/^case #2: assert: assert must be a function/);
  });

  it("rejects duplicate ids, a missing default export and cwd in isolated mode", () => {
    expect(
      problems({
        default: [
          { id: "a", prompt: "p", assert: assertFn },
          { id: "a", prompt: "q", assert: assertFn },
        ],
      }),
    ).toEqual(['duplicate case id "a"']);
    expect(problems({})).toEqual(["the suite module has no default export"]);
    expect(problems({ default: [], workspace: { mode: "isolated", cwd: "." } })[0]).toMatch(/^workspace:/);
  });
});

describe("suite file names", () => {
  it("recognises the names skillgym users give suites", () => {
    for (const name of [
      "basic-suite.ts",
      "skill-selection-suite.ts",
      "demo.suite.ts",
      "a.suite.mjs",
      "suite.js",
    ]) {
      expect(isSkillgymSuiteFile(name), name).toBe(true);
    }
    for (const name of ["suite.d.ts", "helpers.ts", "suites.ts", "my-suite.json"]) {
      expect(isSkillgymSuiteFile(name), name).toBe(false);
    }
  });

  it("derives the suite id from the relative path", () => {
    expect(suiteIdFromPath("examples/demo/demo.suite.ts")).toBe("examples/demo/demo");
    expect(suiteIdFromPath("evals/basic-suite.mts")).toBe("evals/basic-suite");
  });
});

describe("suiteFromModule: where a problem is written", () => {
  const lines = (namespace: Record<string, unknown>, text: string) => {
    try {
      suiteFromModule(namespace, "/p/x.suite.ts", text);
    } catch (error) {
      if (error instanceof ConfigErrors)
        return error.errors.map((problem) => [problem.line, problem.message]);
    }
    return [];
  };

  it("names the line of a bad case, a duplicate's second id and the workspace export", () => {
    const text = [
      'import type { Case } from "skillgym";',
      "export const workspace = { mode: 42 };",
      "export default [",
      '  { id: "ok", prompt: "p", assert() {} },',
      '  { id: "no-prompt", assert() {} },',
      '  { id: "ok", prompt: "again", assert() {} },',
      "] satisfies Case[];",
    ].join("\n");
    const found = lines(
      {
        workspace: { mode: 42 },
        default: [
          { id: "ok", prompt: "p", assert: assertFn },
          { id: "no-prompt", assert: assertFn },
          { id: "ok", prompt: "again", assert: assertFn },
        ],
      },
      text,
    );
    expect(found.map(([line]) => line)).toEqual([5, 6, 2]);
    const third = lines(
      {
        default: [
          { id: "d", prompt: "p", assert: assertFn },
          { id: "d", prompt: "p", assert: assertFn },
          { id: "d", prompt: "p", assert: assertFn },
        ],
      },
      'export default [\n  { id: "d", prompt: "p" },\n  { id: "d", prompt: "p" },\n  { id: "d", prompt: "p" },\n];\n',
    );
    expect(third.map(([line]) => line)).toEqual([3, 4]);
    expect(found[1]?.[1]).toBe('duplicate case id "ok" (first at line 4)');
  });

  it("finds a record's case by its key when the case has no id", () => {
    const text = 'export default {\n  first: { prompt: "p", assert() {} },\n};\n';
    expect(lines({ default: { first: { prompt: "p", assert: assertFn } } }, text)).toEqual([
      [2, 'case "first": id: Invalid input: expected string, received undefined'],
    ]);
  });
});
