import type { CaseResult, Results } from "../model/results.ts";

/** Verdict counts of a group of case results (a runner's, a suite's), and their pass rate. */
export interface CaseCounts {
  cases: number;
  passed: number;
  failed: number;
  errors: number;
  expectedFailures: number;
  unexpectedPasses: number;
  skipped: number;
  /** Cases meeting their expectation (passed or expected-failed) ÷ cases not skipped. */
  passRate: number | null;
}

export interface RunnerSummary extends CaseCounts {
  runner: string;
  agent: string;
  model: string | undefined;
}

/** Per-runner counts of case verdicts, in the order runners were configured. */
export function summarizeRunners(results: Results): RunnerSummary[] {
  return results.runners.map((runner) => ({
    runner: runner.id,
    agent: runner.agent,
    model: runner.model,
    ...countCases(results.cases.filter((result) => result.runner === runner.id)),
  }));
}

/** The one place a pass rate over case results is computed: every table and summary uses it. */
export function countCases(cases: readonly CaseResult[]): CaseCounts {
  const count = (verdict: CaseResult["verdict"]) =>
    cases.filter((result) => result.verdict === verdict).length;
  const passed = count("passed");
  const expectedFailures = count("expected-failed");
  const skipped = count("skipped");
  const decided = cases.length - skipped;
  return {
    cases: cases.length,
    passed,
    failed: count("failed"),
    errors: count("error"),
    expectedFailures,
    unexpectedPasses: count("unexpected-passed"),
    skipped,
    passRate: decided === 0 ? null : (passed + expectedFailures) / decided,
  };
}
