import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import type { CaseComparison, ComparisonCategory } from "../../src/compare/comparison.ts";
import { exitCodeUnder } from "../../src/compare/fail-on.ts";
import { commentVerdict } from "../../src/report/comment/comment-verdict.ts";
import { changeDetail } from "../../src/report/comparison-text.ts";
import { fisherLowerTail } from "../../src/verdicts/statistics.ts";
import { makeResults } from "./results-builder.ts";

/** How strongly a category says "worse than base": what head failures may only raise and passes only lower. */
const SEVERITY: Record<ComparisonCategory, number> = {
  regressed: 2,
  unconfirmed: 1,
  errored: 0,
  "unexpected-pass": 0,
  flaky: 0,
  fixed: 0,
  "still-failing": 0,
  new: 0,
  removed: 0,
  unchanged: 0,
  "not-compared": 0,
};

interface Side {
  passes: number;
  fails: number;
  errors: number;
}

const outcomes = ({ passes, fails, errors }: Side) =>
  "p".repeat(passes) + "f".repeat(fails) + "e".repeat(errors);

function compareOne(base: Side, head: Side): { entry: CaseComparison; verdict: string; failOn: number } {
  // A steady second case keeps a run whose only case errored from being an incomplete run (exit 3).
  const baseResults = makeResults([
    { case: "c", outcomes: outcomes(base) },
    { case: "steady", outcomes: "p" },
  ]);
  const headResults = makeResults([
    { case: "c", outcomes: outcomes(head) },
    { case: "steady", outcomes: "p" },
  ]);
  const comparison = compareResults(headResults, baseResults);
  const entry = comparison.cases.find((found) => found.case === "c");
  if (entry === undefined) throw new Error("no comparison");
  return {
    entry,
    verdict: commentVerdict(headResults, comparison),
    failOn: exitCodeUnder("regression", headResults, comparison),
  };
}

/** Every (passes, fails, errors) with 1 to 5 executions. */
function everySide(): Side[] {
  const sides: Side[] = [];
  for (let total = 1; total <= 5; total++)
    for (let passes = 0; passes <= total; passes++)
      for (let fails = 0; passes + fails <= total; fails++)
        sides.push({ passes, fails, errors: total - passes - fails });
  return sides;
}

describe("the decision rule on every outcome of up to 5 runs a side", () => {
  const sides = everySide();
  const table = sides.flatMap((base) => sides.map((head) => ({ base, head, ...compareOne(base, head) })));

  it("covers 55 × 55 tables", () => {
    expect(table).toHaveLength(55 * 55);
  });

  it("calls a drop regressed exactly when the one-sided Fisher test gives p ≤ α (one case: K = 1)", () => {
    for (const { base, head, entry } of table) {
      const graded = head.passes + head.fails > 0 && base.passes + base.fails > 0;
      const worse =
        graded && head.passes * (base.passes + base.fails) < base.passes * (head.passes + head.fails);
      const p = fisherLowerTail(
        { passes: head.passes, trials: head.passes + head.fails },
        { passes: base.passes, trials: base.passes + base.fails },
      );
      expect(entry.category === "regressed", JSON.stringify({ base, head })).toBe(worse && p <= 0.05);
      if (entry.category === "unconfirmed") expect(worse || base.errors > 0).toBe(true);
    }
  });

  it("never calls head executions that only errored a regression: errored, exit 0 under fail-on regression", () => {
    for (const { head, entry, verdict, failOn } of table.filter(
      ({ head }) => head.passes + head.fails === 0,
    )) {
      expect(entry.category, JSON.stringify(head)).toBe("errored");
      expect(verdict).not.toMatch(/Worse than base|\d+ regression/);
      expect(failOn).toBe(0);
    }
  });

  it("flags every all-pass → all-fail as regressed or unconfirmed, never under “no regressions”", () => {
    const collapses = table.filter(
      ({ base, head }) => base.fails === 0 && base.errors === 0 && head.passes === 0 && head.errors === 0,
    );
    expect(collapses).toHaveLength(25);
    for (const { base, head, entry, verdict } of collapses) {
      expect(["regressed", "unconfirmed"], JSON.stringify({ base, head })).toContain(entry.category);
      expect(verdict).not.toContain("no regressions");
    }
  });

  it("never says “no regressions” while the case is regressed or unconfirmed", () => {
    for (const { entry, verdict } of table)
      if (SEVERITY[entry.category] > 0) expect(verdict).not.toContain("no regressions");
  });

  it("is monotone: one more head failure never weakens a category, one more pass never strengthens it", () => {
    const index = new Map(table.map((row) => [`${outcomes(row.base)}|${outcomes(row.head)}`, row]));
    for (const row of table) {
      const total = row.head.passes + row.head.fails + row.head.errors;
      if (total === 5) continue;
      const key = (head: Side) => `${outcomes(row.base)}|${outcomes(head)}`;
      const failed = index.get(key({ ...row.head, fails: row.head.fails + 1 }));
      const passed = index.get(key({ ...row.head, passes: row.head.passes + 1 }));
      const at = JSON.stringify({ base: row.base, head: row.head });
      expect(SEVERITY[failed?.entry.category ?? "unchanged"], at).toBeGreaterThanOrEqual(
        SEVERITY[row.entry.category],
      );
      expect(SEVERITY[passed?.entry.category ?? "regressed"], at).toBeLessThanOrEqual(
        SEVERITY[row.entry.category],
      );
    }
  });

  it.each([
    ["ppp", "f", "unconfirmed"],
    ["ppp", "fff", "regressed"],
    ["p", "f", "unconfirmed"],
    ["ppppp", "fffff", "regressed"],
    ["ppppp", "pf", "unconfirmed"],
    ["ppppp", "pppfp", "flaky"],
    ["pfpfp", "fpfpp", "flaky"],
    ["ff", "pp", "fixed"],
    ["ppp", "ppe", "errored"],
    ["ppp", "eee", "errored"],
    ["ppp", "ffe", "unconfirmed"],
    ["fff", "fff", "still-failing"],
  ])("base %s, head %s → %s", (base, head, category) => {
    const comparison = compareResults(
      makeResults([{ case: "c", outcomes: head }]),
      makeResults([{ case: "c", outcomes: base }]),
    );
    expect(comparison.cases[0]?.category).toBe(category);
  });
});

describe("a case flaky on the base branch after every confirmation run", () => {
  it("is flaky once the confirmations allowed are spent, unconfirmed while any remain", () => {
    // Base 4/5 (mixed), head 1/4: p ≈ 0.17 and the odds rule nothing out.
    const base = makeResults([{ case: "c", outcomes: "pfppp" }]);
    const head = makeResults([{ case: "c", outcomes: "ffpf", confirmations: 2 }]);
    const category = (confirmIterations: number | undefined) =>
      compareResults(head, base, confirmIterations === undefined ? {} : { confirmIterations }).cases[0]
        ?.category;
    expect(category(2)).toBe("flaky");
    // …and says so: the drop was not ruled out, only left undecided.
    const spent = compareResults(head, base, { confirmIterations: 2 }).cases[0];
    expect(spent && changeDetail(spent)).toMatch(
      /\(mixed outcomes; a drop neither established nor ruled out after every confirmation run, p = 0\.\d+\)$/,
    );
    const ruledOut = compareResults(makeResults([{ case: "c", outcomes: "pppf" }]), base).cases[0];
    expect(ruledOut?.category).toBe("flaky");
    expect(ruledOut && changeDetail(ruledOut)).toMatch(/a large drop ruled out/);
    expect(category(3)).toBe("unconfirmed");
    expect(category(undefined)).toBe("unconfirmed");
    // The same outcomes against a base that never failed stay unconfirmed: a drop, not flakiness.
    const clean = compareResults(head, makeResults([{ case: "c", outcomes: "ppp" }]), {
      confirmIterations: 2,
    });
    expect(clean.cases[0]?.category).toBe("unconfirmed");
  });
});

describe("Tarone's family when drops get confirmation runs", () => {
  // 19 cases that passed every run on both sides, and one that failed its run and 4 confirmations.
  const steady = Array.from({ length: 19 }, (_, index) => ({ case: `s${index}`, outcomes: "p" }));
  const base = makeResults([
    { case: "c", outcomes: "ppppp" },
    ...steady.map((spec) => ({ ...spec, outcomes: "ppppp" })),
  ]);
  const head = makeResults([{ case: "c", outcomes: "fffff", confirmations: 4 }, ...steady]);

  it("counts every comparison a confirmation run could have made significant", () => {
    // p = 1/252: below α alone, above α/20. Confirmations went to c only because it looked worse:
    // had a steady case failed, it would have had them too, so all 20 are in the family.
    const comparison = compareResults(head, base, { confirmIterations: 10 });
    expect(comparison.family).toBe(20);
    expect(comparison.cases.find((entry) => entry.case === "c")?.category).toBe("unconfirmed");
  });

  it("keeps the margins' family when head's runs were fixed in advance", () => {
    const comparison = compareResults(head, base, { confirmIterations: 0 });
    expect(comparison.family).toBe(1);
    expect(comparison.cases.find((entry) => entry.case === "c")?.category).toBe("regressed");
  });
});

describe("monotonicity among other cases (fast-check)", () => {
  const tally = fc.record({ passes: fc.nat(12), fails: fc.nat(12) });
  const others = fc.array(fc.record({ base: tally, head: tally }), { maxLength: 6 });

  it("more head failures never weaken a case's category, more passes never strengthen it", () => {
    fc.assert(
      fc.property(tally, tally, others, fc.integer({ min: 1, max: 8 }), (base, head, rest, extra) => {
        if (base.passes + base.fails === 0) return;
        const category = (headOutcomes: string) => {
          const specs = (side: "base" | "head") =>
            rest.map((other, index) => ({
              case: `o${index}`,
              outcomes: "p".repeat(other[side].passes) + "f".repeat(other[side].fails) || "e",
            }));
          const comparison = compareResults(
            makeResults([{ case: "c", outcomes: headOutcomes || "e" }, ...specs("head")]),
            makeResults([
              { case: "c", outcomes: "p".repeat(base.passes) + "f".repeat(base.fails) },
              ...specs("base"),
            ]),
          );
          return SEVERITY[comparison.cases.find((entry) => entry.case === "c")?.category ?? "unchanged"];
        };
        const now = "p".repeat(head.passes) + "f".repeat(head.fails);
        expect(category(now + "f".repeat(extra))).toBeGreaterThanOrEqual(category(now));
        expect(category(now + "p".repeat(extra))).toBeLessThanOrEqual(category(now));
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it("holds for confirmation runs too: another failing confirmation never weakens a category", () => {
    fc.assert(
      fc.property(tally, tally, others, fc.integer({ min: 1, max: 8 }), (base, head, rest, extra) => {
        if (base.passes + base.fails === 0 || head.passes + head.fails === 0) return;
        const now = "p".repeat(head.passes) + "f".repeat(head.fails);
        const category = (confirmations: string) => {
          const specs = (side: "base" | "head") =>
            rest.map((other, index) => ({
              case: `o${index}`,
              outcomes: "p".repeat(other[side].passes) + "f".repeat(other[side].fails) || "e",
            }));
          const comparison = compareResults(
            makeResults([
              { case: "c", outcomes: now + confirmations, confirmations: confirmations.length },
              ...specs("head"),
            ]),
            makeResults([
              { case: "c", outcomes: "p".repeat(base.passes) + "f".repeat(base.fails) },
              ...specs("base"),
            ]),
            { confirmIterations: 10 },
          );
          return SEVERITY[comparison.cases.find((entry) => entry.case === "c")?.category ?? "unchanged"];
        };
        const before = "f".repeat(extra - 1);
        expect(category(`${before}f`)).toBeGreaterThanOrEqual(category(before));
        expect(category(`${before}p`)).toBeLessThanOrEqual(category(before));
      }),
      { numRuns: 300, seed: 23 },
    );
  });
});
