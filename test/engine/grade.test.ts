import { describe, expect, it } from "vitest";
import { ASSERTION_FAILURE, classifyWithHook, gradeReport } from "../../src/engine/grade.ts";
import { assert } from "../../src/index.ts";
import type { CaseRunResult } from "../../src/model/case.ts";
import type { CaseSpec } from "../../src/model/suite.ts";
import { sessionReport } from "../support/session-report-builder.ts";

function caseWith(overrides: Partial<CaseSpec>): CaseSpec {
  return {
    id: "c",
    prompt: "p",
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
    ...overrides,
  };
}

const report = sessionReport().command("ls -a").output("done").build();

describe("gradeReport", () => {
  it("passes when assert returns and fails with the thrown message", async () => {
    expect(await gradeReport(caseWith({ assert: () => {} }), report)).toMatchObject({ passed: true });
    const failed = await gradeReport(caseWith({ assert: (r) => assert.skills.has(r, "pdf-report") }), report);
    expect(failed.passed).toBe(false);
    expect(failed.message).toContain("pdf-report");
    expect(failed.failureClass).toEqual(ASSERTION_FAILURE);
  });

  it("awaits async assertions", async () => {
    const failed = await gradeReport(
      caseWith({
        assert: async () => {
          await Promise.resolve();
          assert.fail("late failure");
        },
      }),
      report,
    );
    expect(failed).toMatchObject({ passed: false, message: "late failure", origin: "assertion" });
  });

  it("a plain throw in assert is the case's code crashing (skillgym's assert-hook), not a failed check", async () => {
    const crashed = await gradeReport(
      caseWith({
        assert() {
          throw new Error("fixture not ready");
        },
      }),
      report,
    );
    expect(crashed).toMatchObject({
      passed: false,
      origin: "assert-hook",
      message: "Error: fixture not ready",
      failureClass: { id: "assert-hook", label: "Assert hook crash" },
    });
  });

  it("collects soft assertions and fails once, with every message", async () => {
    const graded = await gradeReport(
      caseWith({
        assert(r) {
          assert.soft.commands.includes(r, "npm test");
          assert.soft.output.includes(r, "ready");
        },
      }),
      report,
    );
    expect(graded.passed).toBe(false);
    expect(graded.message).toContain("npm test");
    expect(graded.message).toContain("ready");
  });

  it("keeps the class attached by assert.classify", async () => {
    const graded = await gradeReport(
      caseWith({
        assert: (r) =>
          assert.classify({ id: "wrong-cli", label: "Wrong CLI" }, () =>
            assert.commands.includes(r, "cursor"),
          ),
      }),
      report,
    );
    expect(graded.failureClass).toEqual({ id: "wrong-cli", label: "Wrong CLI" });
  });
});

describe("classifyWithHook", () => {
  const result = {
    error: { name: "AssertionError", message: "wrong Cursor CLI alias" },
  } as unknown as CaseRunResult;

  it("lets classifyFailure override the class, as a string or an object", () => {
    const byString = classifyWithHook(
      caseWith({ classifyFailure: () => "alias" }),
      result,
      ASSERTION_FAILURE,
    );
    expect(byString.failureClass).toEqual({ id: "alias" });
    const byObject = classifyWithHook(
      caseWith({
        classifyFailure: (r) =>
          r.error?.message.includes("alias") ? { id: "alias", label: "Alias" } : undefined,
      }),
      result,
      ASSERTION_FAILURE,
    );
    expect(byObject.failureClass).toEqual({ id: "alias", label: "Alias" });
  });

  it("keeps the current class when the hook returns nothing or throws", () => {
    expect(
      classifyWithHook(caseWith({ classifyFailure: () => undefined }), result, ASSERTION_FAILURE)
        .failureClass,
    ).toBe(ASSERTION_FAILURE);
    const thrown = classifyWithHook(
      caseWith({
        classifyFailure: () => {
          throw new Error("boom");
        },
      }),
      result,
      ASSERTION_FAILURE,
    );
    expect(thrown).toEqual({ failureClass: ASSERTION_FAILURE, hookError: "classifyFailure threw: boom" });
  });
});
