import { describe, expect, it } from "vitest";
import type { ExecutionResult } from "../../src/model/results.ts";
import { describeGate, meanScoreGates } from "../../src/verdicts/mean-score-gates.ts";

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

describe("meanScoreGates", () => {
  it("reaches a threshold the scores meet exactly, whatever the float sum's last bit", () => {
    const scored = (score: number) => ({ suite: "s", status: "passed", score }) as unknown as ExecutionResult;
    const [gate] = meanScoreGates([{ id: "s", meanScoreThreshold: 0.7 }], [0.7, 0.7, 0.7].map(scored));
    expect(gate).toMatchObject({ meanScore: 0.7, passed: true });
    expect(describeGate(gate!)).toBe("suite s: mean score 0.70 reaches its execution.threshold 0.7");
    const [half] = meanScoreGates([{ id: "s", meanScoreThreshold: 0.15 }], [0.1, 0.2].map(scored));
    expect(half?.meanScore).toBe(0.15);
  });
});
