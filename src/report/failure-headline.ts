import type { CaseComparison, Comparison } from "../compare/comparison.ts";
import type { Results } from "../model/results.ts";
import { commentVerdict } from "./comment/comment-verdict.ts";
import { inCategory } from "./comparison-text.ts";

/** Case × runners named per list in the step's error line, at most. */
const NAMED = 5;

/**
 * The step's `::error::` line: the verdict as the comment says it (regressions before plain
 * failures), then the regressed and the unconfirmed case × runners by name, strongest first. Pure.
 */
export function failureHeadline(results: Results, comparison: Comparison): string {
  const lists = [
    named("regressed", inCategory(comparison, "regressed")),
    named("unconfirmed", inCategory(comparison, "unconfirmed")),
  ].filter((list) => list !== "");
  return [commentVerdict(results, comparison), ...lists].join(". ");
}

function named(label: string, entries: readonly CaseComparison[]): string {
  if (entries.length === 0) return "";
  const names = entries.slice(0, NAMED).map((entry) => `${entry.suite}/${entry.case} on ${entry.runner}`);
  const more = entries.length > NAMED ? ` and ${entries.length - NAMED} more` : "";
  return `${label[0]?.toUpperCase()}${label.slice(1)}: ${names.join(", ")}${more}`;
}
