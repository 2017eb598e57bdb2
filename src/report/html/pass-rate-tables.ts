import type { CaseResult, Results } from "../../model/results.ts";
import { formatPercent } from "../format.ts";
import { escapeXmlText as escapeHtml } from "../xml-escape.ts";

/**
 * Pass rates per runner and per suite, head beside baseline when there is one, as static HTML
 * (readable without JavaScript). A pass rate counts cases meeting their expectation (passed or
 * expected-failed) among those not skipped, as the summary does.
 */
export function renderPassRateTables(results: Results, baseline?: Results): string {
  const byRunner = groupRows(
    results,
    baseline,
    (result) => result.runner,
    results.runners.map((runner) => runner.id),
  );
  const suites = [...new Set(results.cases.map((result) => result.suite))].sort();
  const bySuite = groupRows(results, baseline, (result) => result.suite, suites);
  return `<div class="rates">${table("Runner", byRunner, baseline !== undefined)}${table("Suite", bySuite, baseline !== undefined)}</div>`;
}

interface RateRow {
  name: string;
  cases: CaseResult[];
  baselineCases: CaseResult[];
}

function groupRows(
  results: Results,
  baseline: Results | undefined,
  keyOf: (result: CaseResult) => string,
  names: readonly string[],
): RateRow[] {
  return names.map((name) => ({
    name,
    cases: results.cases.filter((result) => keyOf(result) === name),
    baselineCases: baseline?.cases.filter((result) => keyOf(result) === name) ?? [],
  }));
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
    const rate = passRate(row.cases);
    const cells = [
      formatPercent(rate),
      ...(withBaseline ? baselineCells(rate, passRate(row.baselineCases)) : []),
      String(row.cases.length),
      String(countVerdict(row.cases, "failed")),
      String(countVerdict(row.cases, "error")),
      String(countVerdict(row.cases, "unexpected-passed")),
    ];
    return `<tr><td><code>${escapeHtml(row.name)}</code></td>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  return `<table class="rate"><caption class="label">Pass rate per ${label.toLowerCase()}</caption><thead><tr><th scope="col">${label}</th>${head.map((name) => `<th scope="col">${name}</th>`).join("")}</tr></thead><tbody>${body.join("")}</tbody></table>`;
}

function baselineCells(rate: number | null, baselineRate: number | null): string[] {
  if (baselineRate === null || rate === null) return [formatPercent(baselineRate), "–"];
  const points = (rate - baselineRate) * 100;
  if (Math.abs(points) < 0.05) return [formatPercent(baselineRate), "±0"];
  const text = `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pp`;
  return [formatPercent(baselineRate), `<span class="${points > 0 ? "up" : "down"}">${text}</span>`];
}

function passRate(cases: readonly CaseResult[]): number | null {
  const decided = cases.length - countVerdict(cases, "skipped");
  if (decided === 0) return null;
  return (countVerdict(cases, "passed") + countVerdict(cases, "expected-failed")) / decided;
}

function countVerdict(cases: readonly CaseResult[], verdict: CaseResult["verdict"]): number {
  return cases.filter((result) => result.verdict === verdict).length;
}
