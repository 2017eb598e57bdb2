import type { Comparison } from "../../compare/comparison.ts";
import type { CaseResult, Results } from "../../model/results.ts";
import { countCases } from "../../verdicts/runner-summaries.ts";
import { formatPercent, formatRateDelta } from "../format.ts";
import { escapeXmlText as escapeHtml } from "../xml-escape.ts";

/**
 * Pass rates per runner and per suite as static HTML (readable without JavaScript), head beside
 * the baseline when there is one. The baseline side is the comparison's: base cases of the suites
 * this run compared, as in the PR comment.
 */
export function renderPassRateTables(results: Results, comparison: Comparison): string {
  const withBaseline = comparison.baseline !== undefined;
  const baseCases = comparison.cases.flatMap((entry) => (entry.base === undefined ? [] : [entry.base]));
  const rows = (keyOf: (result: CaseResult) => string, names: readonly string[]): RateRow[] =>
    names.map((name) => ({
      name,
      cases: results.cases.filter((result) => keyOf(result) === name),
      baselineCases: baseCases.filter((result) => keyOf(result) === name),
    }));
  const byRunner = rows(
    (result) => result.runner,
    results.runners.map((runner) => runner.id),
  );
  const bySuite = rows(
    (result) => result.suite,
    [...new Set(results.cases.map((result) => result.suite))].sort(),
  );
  return `<div class="rates">${table("Runner", byRunner, withBaseline)}${table("Suite", bySuite, withBaseline)}</div>`;
}

interface RateRow {
  name: string;
  cases: CaseResult[];
  baselineCases: CaseResult[];
}

function table(label: string, rows: readonly RateRow[], withBaseline: boolean): string {
  const head = [
    "Pass rate",
    ...(withBaseline ? ["Baseline", "Δ"] : []),
    "Cases",
    "Failed",
    "Errors",
    "Unexpected passes",
  ];
  const body = rows.map((row) => {
    const counts = countCases(row.cases);
    const cells = [
      formatPercent(counts.passRate),
      ...(withBaseline ? baselineCells(counts.passRate, countCases(row.baselineCases).passRate) : []),
      String(counts.cases),
      String(counts.failed),
      String(counts.errors),
      String(counts.unexpectedPasses),
    ];
    return `<tr><td><code>${escapeHtml(row.name)}</code></td>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  return `<table class="rate"><caption class="label">Pass rate per ${label.toLowerCase()}</caption><thead><tr><th scope="col">${label}</th>${head.map((name) => `<th scope="col">${name}</th>`).join("")}</tr></thead><tbody>${body.join("")}</tbody></table>`;
}

function baselineCells(rate: number | null, baselineRate: number | null): string[] {
  const delta = rate === null || baselineRate === null ? null : rate - baselineRate;
  const text = formatRateDelta(delta);
  const direction = delta === null || text === "±0" ? undefined : delta > 0 ? "up" : "down";
  return [
    formatPercent(baselineRate),
    direction === undefined ? text : `<span class="${direction}">${text}</span>`,
  ];
}
