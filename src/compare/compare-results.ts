import type { CaseResult, Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import type { BaselineInfo, CaseComparison, Comparison, ComparisonCategory } from "./comparison.ts";
import { compareRunners, runnerMismatches } from "./runner-comparisons.ts";
import { DEFAULT_ALPHA, fisherLowerTail, holmBonferroni } from "./statistics.ts";

export interface CompareOptions {
  /** Family-wise error rate of the regression test (default 0.05). */
  alpha?: number;
  baseline?: BaselineInfo;
  /** Suites this run selected (default: the suites in head). Base cases of other suites are out of scope, never "removed". */
  selectedSuites?: readonly string[];
  /** Suites the change deleted: their baseline cases are reported as removed. */
  removedSuites?: readonly string[];
}

/**
 * Compares this run with a baseline per case × runner. With several graded iterations on both
 * sides, a pass→fail needs the one-sided Fisher exact test to reject after Holm's correction over
 * every case so compared; otherwise it is `flaky` (mixed outcomes) or `changed`. No baseline
 * means no comparison: nothing is ever a regression then.
 */
export function compareResults(
  head: Results,
  base: Results | undefined,
  options: CompareOptions = {},
): Comparison {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const scope = new Set([
    ...(options.selectedSuites ?? head.suites.map((suite) => suite.id)),
    ...(options.removedSuites ?? []),
  ]);
  const inScope = (result: CaseResult) => scope.has(result.suite);
  const headCases = byKey(head.cases);
  const baseCases = byKey(base === undefined ? [] : base.cases.filter(inScope));
  const tests = significanceTests(headCases, baseCases, alpha);
  const keys = [...new Set([...headCases.keys(), ...baseCases.keys()])].sort();
  const cases = keys.map((key) =>
    compareCase(key, headCases.get(key), baseCases.get(key), base !== undefined, tests.get(key)),
  );
  return {
    baseline: base === undefined ? undefined : (options.baseline ?? {}),
    alpha,
    testedCases: tests.size,
    cases,
    runners: compareRunners(head, base, inScope),
    mismatches: runnerMismatches(head, base),
    counts: countCategories(cases),
  };
}

interface TestOutcome {
  pValue: number;
  adjustedPValue: number;
  rejected: boolean;
}

/** The family Holm corrects over: every case graded more than once on both sides. */
function significanceTests(
  headCases: ReadonlyMap<string, CaseResult>,
  baseCases: ReadonlyMap<string, CaseResult>,
  alpha: number,
): Map<string, TestOutcome> {
  const pairs = [...headCases.values()].flatMap((head) => {
    const base = baseCases.get(head.key);
    return base !== undefined && head.graded > 1 && base.graded > 1 ? [{ head, base }] : [];
  });
  const pValues = pairs.map(({ head, base }) =>
    fisherLowerTail(
      { passes: head.passes, trials: head.graded },
      { passes: base.passes, trials: base.graded },
    ),
  );
  const { rejected, adjusted } = holmBonferroni(pValues, alpha);
  return new Map(
    pairs.map(({ head }, index) => [
      head.key,
      {
        pValue: pValues[index] ?? 1,
        adjustedPValue: adjusted[index] ?? 1,
        rejected: rejected[index] ?? false,
      },
    ]),
  );
}

function compareCase(
  key: string,
  head: CaseResult | undefined,
  base: CaseResult | undefined,
  hasBaseline: boolean,
  test: TestOutcome | undefined,
): CaseComparison {
  const known = head ?? base;
  if (known === undefined) throw new Error(`no case result for ${key}`);
  const entry: CaseComparison = {
    key,
    suite: known.suite,
    case: known.case,
    runner: known.runner,
    category: "unchanged",
    head,
    base,
  };
  if (head?.passRate != null && base?.passRate != null) entry.passRateDelta = head.passRate - base.passRate;
  if (test !== undefined) {
    entry.pValue = test.pValue;
    entry.adjustedPValue = test.adjustedPValue;
  }
  const { category, evidence } = categorize(head, base, hasBaseline, test);
  entry.category = category;
  if (evidence !== undefined) entry.evidence = evidence;
  return entry;
}

function categorize(
  head: CaseResult | undefined,
  base: CaseResult | undefined,
  hasBaseline: boolean,
  test: TestOutcome | undefined,
): Pick<CaseComparison, "category" | "evidence"> {
  if (head === undefined) return { category: "removed" };
  if (head.verdict === "unexpected-passed") return { category: "unexpected-pass" };
  if (!hasBaseline) return { category: isMixed(head) ? "flaky" : "not-compared" };
  if (base === undefined) return { category: "new" };
  if (head.verdict === "skipped" || base.verdict === "skipped") return { category: "not-compared" };
  const wasGood = meetsExpectation(base.verdict);
  const isGood = meetsExpectation(head.verdict);
  if (wasGood && !isGood) {
    if (head.graded === 0) return { category: "regressed", evidence: "errored" };
    if (head.graded <= 1 || base.graded <= 1) return { category: "regressed", evidence: "single-run" };
    if (test?.rejected === true) return { category: "regressed", evidence: "significant" };
    return { category: isMixed(head) || isMixed(base) ? "flaky" : "changed" };
  }
  if (!wasGood && isGood) return { category: "fixed" };
  if (isMixed(head) || isMixed(base)) return { category: "flaky" };
  return { category: isGood ? "unchanged" : "still-failing" };
}

function meetsExpectation(verdict: Verdict): boolean {
  return verdict === "passed" || verdict === "expected-failed";
}

/** Outcomes on both sides across iterations: some passed, some did not. */
function isMixed(result: CaseResult): boolean {
  return result.passes > 0 && result.passes < result.graded;
}

function byKey(cases: readonly CaseResult[]): Map<string, CaseResult> {
  return new Map(cases.map((result) => [result.key, result]));
}

function countCategories(cases: readonly CaseComparison[]): Record<ComparisonCategory, number> {
  const counts: Record<ComparisonCategory, number> = {
    regressed: 0,
    "unexpected-pass": 0,
    fixed: 0,
    flaky: 0,
    changed: 0,
    "still-failing": 0,
    new: 0,
    removed: 0,
    unchanged: 0,
    "not-compared": 0,
  };
  for (const entry of cases) counts[entry.category] += 1;
  return counts;
}
