import { describe, expect, it } from "vitest";
import {
  fisherLowerTail,
  fisherMinimum,
  taroneFamily,
  wilsonInterval,
} from "../../src/verdicts/statistics.ts";

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

  it("is exactly 0 below no passes and exactly 1 above all passes", () => {
    for (const trials of [1, 3, 10, 37, 1000]) {
      expect(wilsonInterval(0, trials)?.low).toBe(0);
      expect(wilsonInterval(trials, trials)?.high).toBe(1);
    }
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

describe("fisherMinimum", () => {
  it("is the p-value with every pass on base's side", () => {
    // 3/3 → 0/3: 3 passes in 6 runs; the most extreme table is the one observed.
    expect(fisherMinimum({ passes: 0, trials: 3 }, { passes: 3, trials: 3 })).toBeCloseTo(1 / 20, 12);
    expect(fisherMinimum({ passes: 1, trials: 3 }, { passes: 2, trials: 3 })).toBeCloseTo(1 / 20, 12);
    // 5 passes in 6 runs: head must hold at least 2 of them, and does.
    expect(fisherMinimum({ passes: 3, trials: 3 }, { passes: 2, trials: 3 })).toBeCloseTo(0.5, 12);
    expect(fisherMinimum({ passes: 1, trials: 1 }, { passes: 1, trials: 1 })).toBe(1);
  });
});

describe("taroneFamily", () => {
  it("counts only the comparisons that could reach alpha/K", () => {
    expect(taroneFamily([], 0.05)).toBe(1);
    expect(taroneFamily([1, 1, 0.5, 0.001], 0.05)).toBe(1);
    // Two can reach 0.05 but not 0.025: K = 2 leaves none, so K = 2.
    expect(taroneFamily([0.05, 0.05], 0.05)).toBe(2);
    // Three reach 0.05/3 and 0.05/4 = 0.0125 still holds three: K = 3.
    expect(taroneFamily([0.001, 0.002, 0.01, 0.04, 0.5], 0.05)).toBe(3);
    expect(
      taroneFamily(
        Array.from({ length: 20 }, () => 0.0001),
        0.05,
      ),
    ).toBe(20);
  });
});
