import { describe, expect, it } from "vitest";
import { executionLimit } from "../../src/github/execution-limit.ts";

const inputs = { maxExecutions: 50, noLimitLabel: "evals: full" };

describe("executionLimit", () => {
  it("keeps the limit and names the label to add on a pull request without it", () => {
    const limit = executionLimit(inputs, { number: 12, labels: ["bug"] });
    expect(limit.maxExecutions).toBe(50);
    expect(limit.liftedBy).toBeUndefined();
    expect(limit.overLimitHint).toContain('add the label "evals: full" to pull request #12');
    expect(limit.overLimitHint).toContain("workflow_dispatch");
  });

  it("lifts every limit, the config's too, on a pull request with the label", () => {
    const limit = executionLimit(inputs, { number: 12, labels: ["evals: full"] });
    expect(limit.maxExecutions).toBe(Number.POSITIVE_INFINITY);
    expect(limit.liftedBy).toBe("evals: full");
    expect(executionLimit(inputs, { number: 12, labels: ["Evals: Full"] }).liftedBy).toBe("evals: full");
    expect(
      executionLimit({ maxExecutions: undefined, noLimitLabel: "x" }, { number: 1, labels: ["x"] })
        .maxExecutions,
    ).toBe(Number.POSITIVE_INFINITY);
  });

  it("offers no label outside a pull request", () => {
    const limit = executionLimit(inputs, undefined);
    expect(limit.maxExecutions).toBe(50);
    expect(limit.overLimitHint).not.toContain("label");
  });
});
