import { describe, expect, it } from "vitest";
import { fisherLowerTail, holmBonferroni, wilsonInterval } from "../../src/compare/statistics.ts";

// Reference values from scipy 1.17 (binomtest(...).proportion_ci(method="wilson"),
// fisher_exact([[head passes, head fails], [base passes, base fails]], alternative="less")).
describe("wilsonInterval", () => {
  it.each([
    [7, 10, 0.39677814746114526, 0.892208732593699],
    [0, 10, 0, 0.27753279986288926],
    [19, 20, 0.763868806553258, 0.9911185511992047],
  ])("%i of %i", (passes, trials, low, high) => {
    const interval = wilsonInterval(passes, trials);
    expect(interval?.low).toBeCloseTo(low, 10);
    expect(interval?.high).toBeCloseTo(high, 10);
  });

  it("has no interval without trials", () => {
    expect(wilsonInterval(0, 0)).toBeUndefined();
  });
});

describe("fisherLowerTail", () => {
  it.each([
    [3, 12, 9, 12, 0.019562850663940982],
    [6, 10, 9, 10, 0.15170278637770895],
    [1, 4, 3, 4, 17 / 70],
    [0, 10, 10, 10, 1 / 184_756],
  ])("head %i/%i vs base %i/%i", (headPasses, headTrials, basePasses, baseTrials, expected) => {
    const p = fisherLowerTail(
      { passes: headPasses, trials: headTrials },
      { passes: basePasses, trials: baseTrials },
    );
    expect(p).toBeCloseTo(expected, 12);
  });

  it("is 1 when head did at least as well as it possibly could", () => {
    expect(fisherLowerTail({ passes: 10, trials: 10 }, { passes: 0, trials: 10 })).toBe(1);
  });

  it("is one-sided: an improvement is not evidence of a drop", () => {
    const drop = fisherLowerTail({ passes: 2, trials: 10 }, { passes: 9, trials: 10 });
    const rise = fisherLowerTail({ passes: 9, trials: 10 }, { passes: 2, trials: 10 });
    expect(drop).toBeLessThan(0.01);
    expect(rise).toBeGreaterThan(0.99);
  });
});

describe("holmBonferroni", () => {
  it("steps down and stops at the first acceptance", () => {
    // Sorted: 0.005 ≤ 0.05/4, 0.01 ≤ 0.05/3, 0.03 > 0.05/2 → stop (0.04 is not rejected either).
    const { rejected, adjusted } = holmBonferroni([0.01, 0.04, 0.03, 0.005], 0.05);
    expect(rejected).toEqual([true, false, false, true]);
    expect(adjusted[0]).toBeCloseTo(0.03, 12);
    expect(adjusted[1]).toBeCloseTo(0.06, 12);
    expect(adjusted[2]).toBeCloseTo(0.06, 12);
    expect(adjusted[3]).toBeCloseTo(0.02, 12);
  });

  it("rejects more than Bonferroni would, never more than the raw level", () => {
    // Bonferroni at 0.05/2 rejects only 0.02; Holm then tests 0.04 ≤ 0.05 and rejects it too.
    expect(holmBonferroni([0.02, 0.04]).rejected).toEqual([true, true]);
    expect(holmBonferroni([0.06]).rejected).toEqual([false]);
    expect(holmBonferroni([]).rejected).toEqual([]);
  });
});
