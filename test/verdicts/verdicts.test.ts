import { describe, expect, it } from "vitest";
import type { ExecutionResult } from "../../src/model/results.ts";
import type { ExecutionStatus } from "../../src/model/status.ts";
import { aggregateCaseResults } from "../../src/verdicts/case-results.ts";
import { executionStatus } from "../../src/verdicts/execution-status.ts";
import { exitCodeOf } from "../../src/verdicts/exit-code.ts";

function execution(
  status: ExecutionStatus,
  iteration = 1,
  overrides: Partial<ExecutionResult> = {},
): ExecutionResult {
  return {
    key: `s/c/r#${iteration}`,
    suite: "s",
    case: "c",
    runner: "r",
    iteration,
    status,
    durationMs: 100,
    usage: { inputTokens: 10, outputTokens: 5 },
    assertions: [],
    detectedSkills: [],
    agent: "replay",
    artifactDir: "executions/x",
    ...overrides,
  };
}

const expectation = { suite: "s", case: "c", runner: "r", expectedFail: false, threshold: 1 };

describe("executionStatus", () => {
  it("keeps assertion outcomes as they are without expectedFail", () => {
    expect(
      executionStatus({ infrastructureFailure: false, assertionsPassed: true, expectedFail: false }),
    ).toBe("passed");
    expect(
      executionStatus({ infrastructureFailure: false, assertionsPassed: false, expectedFail: false }),
    ).toBe("failed");
  });

  it("turns assertion outcomes around with expectedFail", () => {
    expect(
      executionStatus({ infrastructureFailure: false, assertionsPassed: false, expectedFail: true }),
    ).toBe("expected-failed");
    expect(
      executionStatus({ infrastructureFailure: false, assertionsPassed: true, expectedFail: true }),
    ).toBe("unexpected-passed");
  });

  it("never excuses an infrastructure failure, expected or not", () => {
    expect(
      executionStatus({ infrastructureFailure: true, assertionsPassed: false, expectedFail: true }),
    ).toBe("error");
    expect(
      executionStatus({ infrastructureFailure: true, assertionsPassed: true, expectedFail: false }),
    ).toBe("error");
  });
});

describe("aggregateCaseResults", () => {
  it("passes a case only when the pass rate reaches the threshold", () => {
    const runs = [
      execution("passed", 1),
      execution("failed", 2),
      execution("passed", 3),
      execution("passed", 4),
    ];
    const [strict] = aggregateCaseResults([expectation], runs);
    expect(strict).toMatchObject({ iterations: 4, graded: 4, passes: 3, passRate: 0.75, verdict: "failed" });
    const [lenient] = aggregateCaseResults([{ ...expectation, threshold: 0.75 }], runs);
    expect(lenient?.verdict).toBe("passed");
  });

  it("leaves skipped executions out of every count", () => {
    const [result] = aggregateCaseResults([expectation], [execution("passed", 1), execution("skipped", 2)]);
    expect(result).toMatchObject({ iterations: 1, graded: 1, passRate: 1, verdict: "passed" });
  });

  it("makes any remaining error the verdict", () => {
    const [result] = aggregateCaseResults([expectation], [execution("passed", 1), execution("error", 2)]);
    expect(result).toMatchObject({ errors: 1, graded: 1, passRate: 1, verdict: "error" });
  });

  it("reports expected failures and unexpected passes at the case level", () => {
    const expected = { ...expectation, expectedFail: true };
    expect(aggregateCaseResults([expected], [execution("expected-failed")])[0]?.verdict).toBe(
      "expected-failed",
    );
    expect(aggregateCaseResults([expected], [execution("unexpected-passed")])[0]?.verdict).toBe(
      "unexpected-passed",
    );
  });

  it("sums tokens and cost, and marks a case with no executions skipped", () => {
    const [result] = aggregateCaseResults(
      [expectation],
      [execution("passed", 1, { costUsd: 0.5 }), execution("passed", 2, { costUsd: 0.25 })],
    );
    expect(result?.usage).toEqual({ inputTokens: 20, outputTokens: 10 });
    expect(result?.costUsd).toBe(0.75);
    expect(result?.durationMs).toEqual({ total: 200, mean: 100 });
    expect(aggregateCaseResults([expectation], [])[0]?.verdict).toBe("skipped");
  });
});

describe("exitCodeOf", () => {
  const cases = (verdict: string) =>
    aggregateCaseResults(
      [expectation],
      [execution(verdict === "error" ? "error" : (verdict as ExecutionStatus))],
    );

  it("is 0 when every case meets its expectation", () => {
    const expected = aggregateCaseResults(
      [{ ...expectation, expectedFail: true }],
      [execution("expected-failed")],
    );
    expect(exitCodeOf({ complete: true, executions: [execution("expected-failed")], cases: expected })).toBe(
      0,
    );
  });

  it("is 1 for a failed case or an unexpected pass", () => {
    expect(exitCodeOf({ complete: true, executions: [execution("failed")], cases: cases("failed") })).toBe(1);
    const unexpected = aggregateCaseResults(
      [{ ...expectation, expectedFail: true }],
      [execution("unexpected-passed")],
    );
    expect(
      exitCodeOf({ complete: true, executions: [execution("unexpected-passed")], cases: unexpected }),
    ).toBe(1);
  });

  it("is 1 for one error among passing executions, 3 when everything errored or the run was cut short", () => {
    const mixed = [execution("error", 1), execution("passed", 2, { case: "d", key: "s/d/r#1" })];
    const mixedCases = aggregateCaseResults([expectation, { ...expectation, case: "d" }], mixed);
    expect(exitCodeOf({ complete: true, executions: mixed, cases: mixedCases })).toBe(1);
    expect(exitCodeOf({ complete: true, executions: [execution("error")], cases: cases("error") })).toBe(3);
    expect(exitCodeOf({ complete: false, executions: [execution("passed")], cases: cases("passed") })).toBe(
      3,
    );
  });
});

describe("broken assert code under expectedFail", () => {
  it("is a failed case, never an expected failure", () => {
    const [result] = aggregateCaseResults(
      [{ ...expectation, expectedFail: true }],
      [execution("expected-failed", 1), execution("failed", 2)],
    );
    expect(result?.verdict).toBe("failed");
    expect(
      executionStatus({
        infrastructureFailure: false,
        assertionsPassed: false,
        expectedFail: true,
        notExcusable: true,
      }),
    ).toBe("failed");
  });
});
