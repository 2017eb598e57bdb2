import type { CaseResult, Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { DEFAULT_ALPHA, type Tally, taroneFamily } from "../verdicts/statistics.ts";
import type { BaselineInfo, CaseComparison, Comparison, ComparisonCategory } from "./comparison.ts";
import { type DropEvidence, dropEvidence, RULED_OUT_ODDS } from "./drop-evidence.ts";
import { compareRunners, runnerMismatches } from "./runner-comparisons.ts";

export interface CompareOptions {
  /** Family-wise error rate of the regression test (default 0.05). */
  alpha?: number;
  baseline?: BaselineInfo;
  /** Suites this run selected (default: the suites in head). Base cases of other suites are out of scope, never "removed". */
  selectedSuites?: readonly string[];
  /**
   * Suites the change deleted, by id or by file (as selection records them): their baseline cases
   * are reported as removed (default: head's `run.selection.removedSuites`).
   */
  removedSuites?: readonly string[];
  /**
   * confirm-iterations of the run: a drop still undecided after that many confirmation runs, on a
   * case whose base-branch history is mixed, is `flaky`, not `unconfirmed` (default: the run's own,
   * recorded in results.json; without one, never).
   */
  confirmIterations?: number;
  /**
   * Comparisons this run has still to make (the case × runners of suites not run yet), counted in
   * Tarone's family as if each could reach significance: while a run is under way, a drop that
   * the whole run's family would leave undecided is not taken as established (default 0).
   */
  pendingComparisons?: number;
  /**
   * Case × runners this run left out on purpose (`--case`, `--filter`, `--tag`, another shard's
   * units): not run here, so never "removed". A shard's head leaves out every case it did not run.
   */
  leftOut?: ReadonlySet<string>;
}

/**
 * Compares this run with a baseline per case × runner, by one rule (DESIGN §5), monotone in
 * evidence. A case × runner whose head pass rate is below base's is `regressed` when the one-sided
 * Fisher exact test rejects at α/K, K being Tarone's family: the comparisons whose numbers of runs
 * could reach significance at all. Otherwise it is `unconfirmed` until its outcomes rule a drop
 * out (`dropEvidence`); then, like any other, it is `flaky` (mixed outcomes on either side),
 * `fixed`, `unchanged` or `still-failing` by its verdicts. Head executions that only errored are
 * `errored`, never a regression. No baseline means no comparison: nothing is ever a regression then.
 */
export function compareResults(
  head: Results,
  base: Results | undefined,
  options: CompareOptions = {},
): Comparison {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const removed = new Set(options.removedSuites ?? head.run.selection?.removedSuites ?? []);
  const scope = new Set([
    ...(options.selectedSuites ?? head.suites.map((suite) => suite.id)),
    ...removed,
    ...(base?.suites ?? []).filter((suite) => removed.has(suite.path)).map((suite) => suite.id),
  ]);
  // A runner this run did not use (narrowed with --runner, say) has nothing to compare: its base
  // cases are out of scope, not removed.
  const runners = new Set(head.runners.map((runner) => runner.id));
  const headCases = byKey(head.cases);
  // A shard knows only its own units: whether another case was removed is the merged report's to say.
  const partial = (head.run.shard?.total ?? 1) > 1;
  const inScope = (result: CaseResult) =>
    scope.has(result.suite) &&
    runners.has(result.runner) &&
    options.leftOut?.has(result.key) !== true &&
    (!partial || headCases.has(result.key));
  const baseCases = byKey(base === undefined ? [] : base.cases.filter(inScope));
  const confirmIterations = options.confirmIterations ?? head.run.confirmIterations;
  const confirmationsLeft = (result: CaseResult) =>
    confirmIterations === undefined || confirmIterations <= 0
      ? undefined
      : Math.max(0, confirmIterations - (result.confirmations ?? 0));
  const evidence = new Map(
    [...headCases.values()].flatMap((result) => {
      const before = baseCases.get(result.key);
      return before === undefined || !isRateCompared(result, before)
        ? []
        : [[result.key, dropEvidence(tally(result), tally(before), confirmationsLeft(result))] as const];
    }),
  );
  const family = taroneFamily(
    [
      ...[...evidence.values()].map((entry) => entry.minimumPValue),
      ...Array<number>(options.pendingComparisons ?? 0).fill(0),
    ],
    alpha,
  );
  const keys = [...new Set([...headCases.keys(), ...baseCases.keys()])].sort();
  const cases = keys.map((key) =>
    compareCase(key, headCases.get(key), baseCases.get(key), {
      hasBaseline: base !== undefined,
      evidence: evidence.get(key),
      family,
      level: alpha / family,
      runsPerCase: options.baseline?.runsPerCase,
      confirmIterations,
    }),
  );
  return {
    baseline: base === undefined ? undefined : (options.baseline ?? {}),
    alpha,
    family,
    cases,
    runners: compareRunners(head, base, inScope),
    mismatches: runnerMismatches(head, base),
    counts: countCategories(cases),
  };
}

/** Pass rates are compared where both sides have graded runs and passing is what the case expects. */
function isRateCompared(head: CaseResult, base: CaseResult): boolean {
  return !head.expectedFail && !base.expectedFail && head.graded > 0 && base.graded > 0;
}

function tally(result: CaseResult): Tally {
  return { passes: result.passes, trials: result.graded };
}

interface CaseContext {
  hasBaseline: boolean;
  evidence: DropEvidence | undefined;
  family: number;
  /** α/K: the p-value at or below which a drop is established. */
  level: number;
  runsPerCase: Record<string, number> | undefined;
  confirmIterations: number | undefined;
}

function compareCase(
  key: string,
  head: CaseResult | undefined,
  base: CaseResult | undefined,
  context: CaseContext,
): CaseComparison {
  const known = head ?? base;
  if (known === undefined) throw new Error(`no case result for ${key}`);
  const entry: CaseComparison = {
    key,
    suite: known.suite,
    case: known.case,
    runner: known.runner,
    category: categorize(head, base, context),
    head,
    base,
  };
  if (head?.passRate != null && base?.passRate != null) entry.passRateDelta = head.passRate - base.passRate;
  const baseRuns = context.runsPerCase?.[key];
  if (baseRuns !== undefined && baseRuns > 1) entry.baseRuns = baseRuns;
  const { evidence } = context;
  if (evidence?.worse === true) {
    entry.pValue = evidence.pValue;
    entry.adjustedPValue = Math.min(1, evidence.pValue * context.family);
    entry.noDropOdds = evidence.noDropOdds;
  }
  return entry;
}

function categorize(
  head: CaseResult | undefined,
  base: CaseResult | undefined,
  { hasBaseline, evidence, level, confirmIterations }: CaseContext,
): ComparisonCategory {
  if (head === undefined) return "removed";
  if (head.verdict === "unexpected-passed") return "unexpected-pass";
  if (!hasBaseline) return isMixed(head) ? "flaky" : "not-compared";
  if (base === undefined) return "new";
  if (head.verdict === "skipped" || base.verdict === "skipped") return "not-compared";
  // Only infrastructure errors on head: nothing to compare, rerun advised.
  if (head.graded === 0) return "errored";
  if (base.graded === 0) return "not-compared";
  if (evidence?.worse === true) {
    if (evidence.pValue <= level) return "regressed";
    if (evidence.noDropOdds < RULED_OUT_ODDS)
      return isMixed(base) && (head.confirmations ?? 0) >= (confirmIterations ?? Number.POSITIVE_INFINITY)
        ? "flaky"
        : "unconfirmed";
  }
  if (head.errors > 0) return "errored";
  const wasGood = meetsExpectation(base.verdict);
  const isGood = meetsExpectation(head.verdict);
  // Flaky first: a case that also failed in the base branch's history is not fixed by passing now.
  if (isMixed(head) || isMixed(base)) return "flaky";
  if (!wasGood && isGood) return "fixed";
  if (isGood) return "unchanged";
  // An expectedFail case whose own assert code now fails: worse, with no rate to test. A case
  // whose marker was dropped and that fails as it did is still failing, not worse.
  return wasGood && head.expectedFail && base.expectedFail ? "unconfirmed" : "still-failing";
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
    unconfirmed: 0,
    errored: 0,
    "still-failing": 0,
    new: 0,
    removed: 0,
    unchanged: 0,
    "not-compared": 0,
  };
  for (const entry of cases) counts[entry.category] += 1;
  return counts;
}
