import { caseKey } from "../model/execution-key.ts";
import type { Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { failedGateNotes } from "../verdicts/mean-score-gates.ts";

export const VERDICT_LABELS: Record<Verdict, string> = {
  passed: "✅ passed",
  failed: "❌ failed",
  "expected-failed": "☑️ expected failure",
  "unexpected-passed": "⚠️ unexpected pass",
  error: "💥 error",
  skipped: "⏭️ skipped",
};

/** Cases a run that did not finish (interrupted, or stopped by a failure) never started. */
export function casesNotStarted(results: Results): number {
  if (results.run.complete) return 0;
  const started = new Set(
    results.executions.map((execution) => caseKey(execution.suite, execution.case, execution.runner)),
  );
  return results.cases.filter((result) => result.verdict === "skipped" && !started.has(result.key)).length;
}

/** Cases that never ran because the run's budget was spent first: a passing run of the rest is not green. */
export function casesSkippedForBudget(results: Results): number {
  const skippedForBudget = new Set(
    results.executions
      .filter((execution) => execution.skipReason === "budget")
      .map((execution) => `${execution.suite}/${execution.case}/${execution.runner}`),
  );
  return results.cases.filter((result) => result.verdict === "skipped" && skippedForBudget.has(result.key))
    .length;
}

/** One line that says whether the run is green and why not. */
export function verdictLine(results: Results): string {
  const counts = results.summary.cases;
  // A skipped case (a budget, a skip) met nothing: it is named, never counted as met.
  const total = results.cases.length - (counts.skipped ?? 0);
  const skipped = counts.skipped ? `; ${counts.skipped} skipped` : "";
  const bad = (counts.failed ?? 0) + (counts.error ?? 0) + (counts["unexpected-passed"] ?? 0);
  if (results.run.skipped === "fork") return "➖ not run: pull request from a fork has no secrets";
  if (!results.run.complete)
    return `💥 the run did not complete (${results.executions.length} executions recorded)`;
  if (total === 0) return counts.skipped ? `no cases ran (${counts.skipped} skipped)` : "no cases ran";
  const parts = [
    counts.failed ? `${counts.failed} failed` : "",
    counts.error ? `${counts.error} errored` : "",
    counts["unexpected-passed"] ? `${counts["unexpected-passed"]} passed unexpectedly` : "",
  ].filter((part) => part !== "");
  const gates = failedGateNotes(results);
  if (bad === 0 && gates.length === 0) {
    const expected = counts["expected-failed"] ? `, ${counts["expected-failed"]} failed as expected` : "";
    const notRun = casesSkippedForBudget(results);
    if (notRun > 0)
      return `⚠️ the budget was spent before ${notRun} of ${results.cases.length} cases ran; the ${total === 1 ? "case" : `${total} cases`} that ran met expectations${expected}`;
    return `✅ ${total === 1 ? "the case" : `all ${total} cases`} met expectations${expected}${skipped}`;
  }
  return `❌ ${[bad === 0 ? "" : `${parts.join(", ")} of ${total} cases`, ...gates].filter((part) => part !== "").join("; ")}${skipped}`;
}
