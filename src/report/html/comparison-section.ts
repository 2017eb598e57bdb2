import type { CaseComparison, Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import {
  changeDetail,
  comparisonCounts,
  comparisonMethod,
  historyText,
  inCategory,
  mismatchText,
} from "../comparison-text.ts";
import { escapeXmlText as escapeHtml } from "../xml-escape.ts";

/**
 * "Compared with base": the comparison the PR comment shows (the same `Comparison`, the same
 * words), as static HTML. Empty without a baseline.
 */
export function renderComparisonSection(comparison: Comparison, results: Results): string {
  const { baseline } = comparison;
  if (baseline === undefined) return "";
  // In the comparison's order; drops (regressed, unconfirmed) come strongest first.
  const listed = (category: CaseComparison["category"]) =>
    comparison.cases.filter((entry) => entry.category === category);
  const commit = baseline.commit === undefined ? "" : ` ${codeSpan(baseline.commit)}`;
  const source = baseline.source === undefined ? "" : ` (${escapeHtml(baseline.source)})`;
  const mismatches = comparison.mismatches.map(
    (mismatch) => `<p class="warn">${mismatchText(mismatch, { code: codeSpan, text: escapeHtml })}</p>`,
  );
  return [
    '<section aria-labelledby="compare-title"><h2 id="compare-title">Compared with base</h2>',
    `<p>Base${commit}${source}: ${escapeHtml(comparisonCounts(comparison))}. ${escapeHtml(comparisonMethod(comparison))} ${historyText(comparison, results, { code: codeSpan, text: escapeHtml })}</p>`,
    ...mismatches,
    list("Regressions", "regressed", inCategory(comparison, "regressed")),
    list("Likely regressed, unconfirmed", "unconfirmed", inCategory(comparison, "unconfirmed")),
    list("Errored, not compared", "errored", listed("errored")),
    list("Flaky", "flaky", listed("flaky")),
    list("Fixed", "fixed", listed("fixed")),
    list("New", "new", listed("new")),
    list("Removed", "removed", listed("removed")),
    "</section>",
  ].join("\n");
}

function list(title: string, id: string, entries: readonly CaseComparison[]): string {
  if (entries.length === 0) return "";
  const items = entries.map((entry) => {
    const detail = changeDetail(entry);
    const label = `${codeSpan(`${entry.suite}/${entry.case}`)} on ${codeSpan(entry.runner)}`;
    return `<li>${label}${detail === "" ? "" : `: ${escapeHtml(detail)}`}</li>`;
  });
  return `<h3 id="compare-${id}">${title} (${entries.length})</h3><ul class="changes">${items.join("")}</ul>`;
}

function codeSpan(text: string): string {
  return `<code>${escapeHtml(text)}</code>`;
}
