import type { CaseResult } from "../model/results.ts";

/**
 * What happened to one case × runner (`suite/case/runner`) between the baseline and this run.
 * `changed` is a drop in pass rate that the statistical test does not support: never a regression.
 * `not-compared`: there is no baseline, or the case has no counterpart to compare with.
 */
export type ComparisonCategory =
  | "regressed"
  | "unexpected-pass"
  | "fixed"
  | "flaky"
  | "changed"
  | "still-failing"
  | "new"
  | "removed"
  | "unchanged"
  | "not-compared";

export interface CaseComparison {
  key: string;
  suite: string;
  case: string;
  runner: string;
  category: ComparisonCategory;
  /**
   * For `regressed`: the corrected test rejected (`significant`), one side was graded once so no
   * test is possible (`single-run`), or every head execution was an infrastructure error (`errored`).
   */
  evidence?: "significant" | "single-run" | "errored";
  head?: CaseResult;
  base?: CaseResult;
  /** head − base pass rate, when both have one. */
  passRateDelta?: number;
  /** One-sided Fisher exact p-value and its Holm-adjusted value, when both sides ran several times. */
  pValue?: number;
  adjustedPValue?: number;
}

export interface RunnerStats {
  /** Cases meeting their expectation ÷ cases decided (not skipped). */
  passRate: number | null;
  cases: number;
  durationMs: number;
  tokens: number;
  costUsd: number | undefined;
}

export interface RunnerComparison {
  runner: string;
  agent: string;
  model?: string;
  head: RunnerStats;
  /** Over the suites this run selected, so a partial PR run compares like with like. */
  base?: RunnerStats;
  delta?: {
    passRate: number | null;
    durationMs: number;
    tokens: number;
    costUsd: number | undefined;
  };
}

export interface RunnerMismatch {
  runner: string;
  field: "model" | "agentVersion";
  base: string | undefined;
  head: string | undefined;
}

/** Where the baseline came from, as the caller found it; carried through for rendering. */
export interface BaselineInfo {
  commit?: string;
  /** How far the baseline commit is behind the merge base (0 = at it). */
  commitsBehind?: number;
  /** "artifact of run 123 on main", "file baseline.json", ... */
  source?: string;
}

export interface Comparison {
  /** Undefined: no baseline, so no comparison (never regressions). */
  baseline?: BaselineInfo;
  alpha: number;
  /** Cases compared by the statistical test (several graded iterations on both sides): Holm's m. */
  testedCases: number;
  cases: CaseComparison[];
  runners: RunnerComparison[];
  mismatches: RunnerMismatch[];
  counts: Record<ComparisonCategory, number>;
}

export const STATISTICAL_TEST = "one-sided Fisher exact test with Holm–Bonferroni correction";
