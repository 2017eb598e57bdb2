import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import { commentVerdict } from "./comment-verdict.ts";

/**
 * What a reviewer reads in the comment, as one canonical text: the commit it is about (the pull
 * request's head), the verdict, each case × runner's verdict, passes and comparison category,
 * missing shards and the notices. Durations, tokens,
 * costs and run links are left out, so a re-run that changes only those leaves it equal and
 * `comment: on-change` does not write. Pure.
 */
export function reviewerView(
  results: Results,
  comparison: Comparison,
  notices: readonly string[] = [],
): string {
  const categories = new Map(comparison.cases.map((entry) => [entry.key, entry.category]));
  const cases = results.cases
    .map((result) =>
      [
        result.key,
        result.verdict,
        `${result.passes}/${result.graded}`,
        categories.get(result.key) ?? "",
      ].join("\u0000"),
    )
    .sort();
  const removed = comparison.cases
    .filter((entry) => entry.category === "removed")
    .map((entry) => entry.key)
    .sort();
  return JSON.stringify({
    // A push with the same verdicts still rewrites it: a comment naming an older head misleads.
    head: results.run.pullRequest?.headSha ?? results.run.commit ?? null,
    verdict: commentVerdict(results, comparison),
    skipped: results.run.skipped ?? null,
    missingShards: (results.run.shards?.missing ?? []).map((shard) => shard.index),
    notices,
    cases,
    removed,
  });
}
