import type { Results } from "../model/results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { Comparison } from "./comparison.ts";

export const FAIL_ON = ["failure", "regression", "never"] as const;
export type FailOn = (typeof FAIL_ON)[number];

/**
 * The exit code under a `fail-on` policy (DESIGN §2): a run that could not complete stays 3
 * whatever the policy; `failure` gates on any failing verdict and on an established regression
 * (a case can still pass at its threshold, or under pass@k, having fallen from base), `regression`
 * only on drops against the baseline (regressed or unconfirmed), `never` on nothing.
 */
export function exitCodeUnder(failOn: FailOn, results: Results, comparison: Comparison): number {
  // The results' own code already says 3 for an incomplete run and 1 for any gating verdict.
  const own = results.summary.exitCode;
  if (own !== EXIT.passed && own !== EXIT.verdictFailed) return own;
  if (failOn === "never") return EXIT.passed;
  if (failOn === "regression") return worseThanBase(comparison) > 0 ? EXIT.verdictFailed : EXIT.passed;
  return own !== EXIT.passed || comparison.counts.regressed > 0 ? EXIT.verdictFailed : EXIT.passed;
}

/**
 * The case × runners worse than base that `fail-on: regression` and the `regressions` output
 * count: established regressions and drops the rule could not rule out (unconfirmed). A skill
 * that went from 1/1 to 0/11 is not "no regressions" because one base run cannot establish it.
 * Errored executions never count.
 */
export function worseThanBase(comparison: Comparison): number {
  return comparison.counts.regressed + comparison.counts.unconfirmed;
}
