import type { CaseResult, Results } from "../model/results.ts";

export interface RunnerSummary {
  runner: string;
  agent: string;
  model: string | undefined;
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

/** Per-runner counts of case verdicts, in the order runners were configured. */
export function summarizeRunners(results: Results): RunnerSummary[] {
  return results.runners.map((runner) => {
    const cases = results.cases.filter((result) => result.runner === runner.id);
    const count = (verdict: CaseResult["verdict"]) =>
      cases.filter((result) => result.verdict === verdict).length;
    const passed = count("passed");
    const expectedFailures = count("expected-failed");
    const decided = cases.length - count("skipped");
    return {
      runner: runner.id,
      agent: runner.agent,
      model: runner.model,
      cases: cases.length,
      passed,
      failed: count("failed"),
      errors: count("error"),
      expectedFailures,
      unexpectedPasses: count("unexpected-passed"),
      skipped: count("skipped"),
      passRate: decided === 0 ? null : (passed + expectedFailures) / decided,
    };
  });
}
