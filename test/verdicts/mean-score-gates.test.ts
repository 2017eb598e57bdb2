import { describe, expect, it } from "vitest";
import { describeGate } from "../../src/verdicts/mean-score-gates.ts";

const gate = (meanScore: number | null, threshold: number) => ({
  suite: "s",
  threshold,
  meanScore,
  passed: meanScore === null || meanScore >= threshold,
});

describe("describeGate", () => {
  it("shows the mean to two decimals when they tell where it stands", () => {
    expect(describeGate(gate(0.8, 0.9))).toBe(
      "suite s: mean score 0.80 is below its execution.threshold 0.9",
    );
    expect(describeGate(gate(0.9, 0.9))).toBe("suite s: mean score 0.90 reaches its execution.threshold 0.9");
    expect(describeGate(gate(null, 0.9))).toBe("suite s: no score reaches its execution.threshold 0.9");
  });

  it("never rounds a mean across or onto the threshold", () => {
    expect(describeGate(gate(0.8995, 0.9))).toBe(
      "suite s: mean score 0.899 is below its execution.threshold 0.9",
    );
    expect(describeGate(gate(0.90004, 0.9))).toBe(
      "suite s: mean score 0.90004 reaches its execution.threshold 0.9",
    );
    expect(describeGate(gate(0.7 - 1e-9, 0.7))).toBe(
      "suite s: mean score 0.699999999 is below its execution.threshold 0.7",
    );
  });
});
