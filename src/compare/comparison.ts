import type { CaseResult } from "../model/results.ts";

/**
 * What happened to one case × runner (`suite/case/runner`) between the baseline and this run, in
 * order of prominence. `regressed`: a drop established at the error rate; `unconfirmed`: worse
 * than base and not decided yet (likely regressed); `errored`: head has infrastructure errors and
 * no drop in its graded outcomes (never a regression). `not-compared`: there is no baseline, or
 * one side has nothing to compare.
 */
export type ComparisonCategory =
  | "regressed"
  | "unconfirmed"
  | "errored"
  | "unexpected-pass"
  | "flaky"
  | "fixed"
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
  head?: CaseResult;
  base?: CaseResult;
  /** head − base pass rate, when both have one. */
  passRateDelta?: number;
  /** When head is worse: the one-sided Fisher exact p-value, and that value times Tarone's K (capped at 1). */
  pValue?: number;
  adjustedPValue?: number;
  /** When head is worse: how much likelier head's outcomes are without a drop than with one (see drop-evidence). */
  noDropOdds?: number;
  /** How many base-branch runs the base rate pools, when more than one. */
  baseRuns?: number;
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
  /** History: the commits whose runs were pooled, newest first (see poolBaselines). */
  pooledCommits?: string[];
  /** History: per case × runner key, how many runs its base rate rests on. */
  runsPerCase?: Record<string, number>;
}

export interface Comparison {
  /** Undefined: no baseline, so no comparison (never regressions). */
  baseline?: BaselineInfo;
  alpha: number;
  /** Tarone's K: comparisons whose runs could reach significance; a drop needs p ≤ alpha/K. */
  family: number;
  cases: CaseComparison[];
  runners: RunnerComparison[];
  mismatches: RunnerMismatch[];
  counts: Record<ComparisonCategory, number>;
}
