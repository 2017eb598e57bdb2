import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import { failedGateNotes } from "../../verdicts/mean-score-gates.ts";
import { casesSkippedForBudget } from "../verdict-line.ts";

/** The verdict of a fork's pull request, where no agent could run: neutral, never red. */
export const FORK_SKIPPED_VERDICT = "➖ Not run: pull request from a fork has no secrets";

/**
 * The line a reviewer reads first: did the skill get worse? Incomplete runs say which shard is
 * missing and are never green; regressions, then unconfirmed drops, come before plain failures;
 * "no regressions" is said only when no case is regressed or unconfirmed; no baseline is said aloud.
 */
export function commentVerdict(results: Results, comparison: Comparison): string {
  const counts = results.summary.cases;
  const total = results.cases.filter((result) => result.verdict !== "skipped").length;
  const failing = [
    counts.failed ? `${counts.failed} failed` : "",
    counts.error ? `${counts.error} errored` : "",
    counts["unexpected-passed"] ? `${counts["unexpected-passed"]} passed unexpectedly` : "",
  ].filter((part) => part !== "");
  const of = `of ${total} case${total === 1 ? "" : "s"}`;
  if (results.run.skipped === "fork") return FORK_SKIPPED_VERDICT;
  const missing = results.run.shards?.missing ?? [];
  if (missing.length > 0) {
    const expected = results.run.shards?.expected ?? missing.length;
    const which = missing.map((shard) => `shard ${shard.index} of ${expected} (${shard.reason})`).join(", ");
    return `💥 Incomplete: ${which} missing; the results below are partial, not green`;
  }
  if (!results.run.complete)
    return `💥 Incomplete: the run did not finish (${results.executions.length} executions recorded); not green`;
  if (total === 0) return "➖ Nothing ran: no cases were selected";
  const { regressed, unconfirmed } = comparison.counts;
  // A suite below its execution.threshold fails the run as a failed case would.
  const failures = [
    failing.length > 0 ? `${failing.join(", ")} ${of}` : "",
    ...failedGateNotes(results),
  ].filter((part) => part !== "");
  const also = failures.length > 0 ? `; ${failures.join("; ")}` : "";
  const likely = unconfirmed > 0 ? `, ${unconfirmed} likely (unconfirmed)` : "";
  if (regressed > 0)
    return `❌ Worse than base: ${regressed} regression${regressed === 1 ? "" : "s"}${likely}${also}`;
  if (unconfirmed > 0)
    return `❓ Likely worse than base: ${unconfirmed} unconfirmed drop${unconfirmed === 1 ? "" : "s"}, not established${also}`;
  const baseNote =
    comparison.baseline === undefined ? "no baseline to compare with" : "no regressions against base";
  if (failures.length > 0) return `❌ Failing: ${failures.join("; ")}; ${baseNote}`;
  const expected = counts["expected-failed"] ? ` (${counts["expected-failed"]} as expected failures)` : "";
  const met = total === 1 ? "the case met its expectation" : `all ${total} cases met expectations`;
  const notRun = casesSkippedForBudget(results);
  if (notRun > 0)
    return `⚠️ Budget reached: ${notRun} of ${results.cases.length} cases not run; ${total === 1 ? "the case that ran met its expectation" : `the ${total} that ran met expectations`}${expected}; ${baseNote}`;
  const skipped = counts.skipped ? ` (${counts.skipped} skipped, not counted)` : "";
  return `✅ Passing: ${met}${expected}${skipped}; ${baseNote}`;
}
