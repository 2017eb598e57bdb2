import type { Results } from "../model/results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { Comparison } from "./comparison.ts";

export const FAIL_ON = ["failure", "regression", "never"] as const;
export type FailOn = (typeof FAIL_ON)[number];

/**
 * The exit code under a `fail-on` policy (DESIGN §2): a run that could not complete stays 3
 * whatever the policy; `failure` gates on any failing verdict, `regression` only on regressions
 * against the baseline, `never` on nothing.
 */
export function exitCodeUnder(failOn: FailOn, results: Results, comparison: Comparison): number {
  // The results' own code already says 3 for an incomplete run and 1 for any gating verdict.
  const own = results.summary.exitCode;
  if (own !== EXIT.passed && own !== EXIT.verdictFailed) return own;
  if (failOn === "never") return EXIT.passed;
  if (failOn === "regression") return comparison.counts.regressed > 0 ? EXIT.verdictFailed : EXIT.passed;
  return own;
}
