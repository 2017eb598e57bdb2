import { describe, expect, it } from "vitest";
import { stepExitCode } from "../../src/github/step-exit-code.ts";

describe("stepExitCode (fail-on)", () => {
  it.each([
    [1, "failure", 0, 1],
    [1, "regression", 0, 0],
    [1, "regression", 2, 1],
    [0, "failure", 1, 1],
    [1, "never", 3, 0],
    [2, "never", 0, 2],
    [3, "regression", 0, 3],
  ] as const)(
    "results exit %i under fail-on %s with %i regression(s) → %i",
    (code, failOn, regressions, expected) => {
      expect(stepExitCode(code, failOn, regressions)).toBe(expected);
    },
  );
});
