import type { Results } from "../model/results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { Comparison } from "./comparison.ts";

export const FAIL_ON = ["failure", "regression", "never"] as const;
export type FailOn = (typeof FAIL_ON)[number];

/**
 * The exit code under a `fail-on` policy (DESIGN §2): a run that could not complete stays 3
 * whatever the policy; `regression` gates only on drops against the baseline (regressed or
 * unconfirmed); `failure` on those too (a case can still pass at its threshold, or under pass@k,
 * having fallen from base: the default is never more lenient than `regression`, so a check is
 * never green beside "Likely worse than base") and on any failing verdict; `never` on nothing.
 */
export function exitCodeUnder(failOn: FailOn, results: Results, comparison: Comparison): number {
  // The results' own code already says 3 for an incomplete run and 1 for any gating verdict.
  const own = results.summary.exitCode;
  if (own !== EXIT.passed && own !== EXIT.verdictFailed) return own;
  if (failOn === "never") return EXIT.passed;
  const worse = worseThanBase(comparison) > 0;
  if (failOn === "regression") return worse ? EXIT.verdictFailed : EXIT.passed;
  return own !== EXIT.passed || worse ? EXIT.verdictFailed : EXIT.passed;
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
