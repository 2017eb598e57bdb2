import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import { DEFAULT_ALPHA } from "../../src/verdicts/statistics.ts";
import { makeResults } from "./results-builder.ts";

const CASES = 200;
const ITERATIONS = 10;
const SEEDS = 100;

/** mulberry32: a small seeded PRNG, so every run of this test sees the same draws. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every case passes each iteration with probability `rate`; threshold 0.7 so verdicts flip often. */
function flakyRun(random: () => number, rate: number) {
  return makeResults(
    Array.from({ length: CASES }, (_, index) => ({
      case: `case-${index}`,
      threshold: 0.7,
      outcomes: Array.from({ length: ITERATIONS }, () => (random() < rate ? "p" : "f")).join(""),
    })),
  );
}

describe("false regressions", () => {
  it(`identical distributions flag a regression in at most α of ${SEEDS} runs`, () => {
    let runsWithRegression = 0;
    let verdictFlips = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const random = prng(seed);
      const base = flakyRun(random, 0.7);
      const head = flakyRun(random, 0.7);
      const comparison = compareResults(head, base);
      if (comparison.counts.regressed > 0) runsWithRegression += 1;
      verdictFlips += comparison.cases.filter(
        (entry) => entry.base?.verdict === "passed" && entry.head?.verdict === "failed",
      ).length;
    }
    // The naive rule (any pass → fail is a regression) would fire in every run: dozens of flips each.
    expect(verdictFlips).toBeGreaterThan(SEEDS * 20);
    expect(runsWithRegression).toBeLessThanOrEqual(DEFAULT_ALPHA * SEEDS);
  }, 60_000);

  it("still finds a real drop among the same flaky noise", () => {
    const random = prng(7);
    // With 10 runs a side and every one of 200 cases in Tarone's family, only a large drop can show: 97% → 5%.
    const base = flakyRun(random, 0.97);
    const head = flakyRun(random, 0.05);
    const comparison = compareResults(head, base);
    expect(comparison.counts.regressed).toBeGreaterThan(CASES / 2);
    expect(
      comparison.cases.every(
        (entry) => entry.category !== "regressed" || (entry.pValue ?? 1) <= DEFAULT_ALPHA / comparison.family,
      ),
    ).toBe(true);
  });
});
