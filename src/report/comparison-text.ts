import type { CaseComparison, Comparison, RunnerMismatch } from "../compare/comparison.ts";
import type { CaseResult } from "../model/results.ts";
import { formatPercent } from "./format.ts";
import { VERDICT_LABELS } from "./verdict-line.ts";

/**
 * The comparison with base in plain words, one wording for every surface (PR comment, report.md,
 * report.html, the terminal), so they can never tell a reviewer different things about one case.
 */

/** "80% (8/10, 95% CI 49–94%)": the pass rate with its count and, over several runs, its interval. */
export function rateText(result: CaseResult): string {
  const interval = result.wilson
    ? `, 95% CI ${formatPercent(result.wilson.low)}–${formatPercent(result.wilson.high)}`
    : "";
  return `${formatPercent(result.passRate)} (${result.passes}/${result.graded}${interval})`;
}

export function formatP(value: number | undefined): string {
  if (value === undefined) return "–";
  return value < 0.0001 ? "< 0.0001" : value.toPrecision(2);
}

/** Base → head for a regression, with its evidence: the adjusted p-value, "single run", or every run errored. */
export function regressionText(entry: CaseComparison): string {
  const { head, base } = entry;
  if (head === undefined || base === undefined) return "";
  if (entry.evidence === "errored") return `${rateText(base)} → every execution errored`;
  const change = `${rateText(base)} → ${rateText(head)}`;
  if (entry.evidence === "single-run") return `${change}, single run`;
  return `${change}, p = ${formatP(entry.adjustedPValue)} (Holm-adjusted)`;
}

/** Strongest evidence first: a proven drop, then single runs, then runs that only errored. */
const EVIDENCE_ORDER: readonly CaseComparison["evidence"][] = [
  "significant",
  "single-run",
  "errored",
  undefined,
];

/** The regressed cases, strongest evidence first: the order every surface lists them in. */
export function regressions(comparison: Comparison): CaseComparison[] {
  return comparison.cases
    .filter((entry) => entry.category === "regressed")
    .sort((a, b) => EVIDENCE_ORDER.indexOf(a.evidence) - EVIDENCE_ORDER.indexOf(b.evidence));
}

/** What happened to one case against base, written after its label; "" for a case with nothing to say. */
export function changeDetail(entry: CaseComparison): string {
  const { head, base } = entry;
  switch (entry.category) {
    case "regressed":
      return regressionText(entry);
    case "flaky":
    case "changed":
      return flakyDetail(entry);
    case "fixed":
      return head && base ? `${rateText(base)} → ${rateText(head)}` : "";
    case "new":
      return head ? `${VERDICT_LABELS[head.verdict]}, ${rateText(head)}` : "";
    case "removed":
      return base ? `was ${VERDICT_LABELS[base.verdict]}` : "";
    default:
      return "";
  }
}

/** A few words on a case's category against base, beside its verdict; "" where there is nothing to add. */
export const CATEGORY_NOTES: Partial<Record<CaseComparison["category"], string>> = {
  regressed: "regressed",
  fixed: "fixed",
  "still-failing": "failing on base too",
  new: "new case",
  flaky: "flaky",
  changed: "not significant",
  removed: "removed",
};

/** "regressed: 100% (1/1) → 0% (0/1), single run": the category's note and its detail, for one case's cell. */
export function changeNote(entry: CaseComparison): string {
  const note = CATEGORY_NOTES[entry.category];
  if (note === undefined) return "";
  const detail = changeDetail(entry);
  return detail === "" ? note : `${note}: ${detail}`;
}

function flakyDetail(entry: CaseComparison): string {
  const { head, base } = entry;
  if (head === undefined) return "";
  if (base === undefined) return rateText(head);
  const kind = entry.category === "changed" ? "dropped" : "mixed outcomes";
  const test =
    entry.pValue === undefined
      ? ""
      : `, not significant: p = ${formatP(entry.pValue)}, ${formatP(entry.adjustedPValue)} after Holm`;
  return `${rateText(base)} → ${rateText(head)} (${kind}${test})`;
}

/** How a regression is decided for this comparison: a single run, or the corrected statistical test. */
export function comparisonMethod(comparison: Comparison): string {
  const tested = comparison.testedCases;
  return tested === 0
    ? "Single runs: a pass → fail is shown as a regression marked single run."
    : `With several runs on both sides a regression needs a one-sided Fisher exact test to reject at α = ${comparison.alpha} after Holm–Bonferroni correction over ${tested} case${tested === 1 ? "" : "s"}.`;
}

/** "1 regressed, 0 fixed, 2 flaky, 0 changed (not significant), 1 new, 0 removed". */
export function comparisonCounts(comparison: Comparison): string {
  const { counts } = comparison;
  return `${counts.regressed} regressed, ${counts.fixed} fixed, ${counts.flaky} flaky, ${counts.changed} changed (not significant), ${counts.new} new, ${counts.removed} removed`;
}

/** How a surface marks up the words above: code spans and escaped free text (markdown or HTML). */
export interface Markup {
  code: (text: string) => string;
  text: (text: string) => string;
}

/** A runner whose model or agent CLI version differs from base: its changes may not be the skill's. */
export function mismatchText(mismatch: RunnerMismatch, markup: Markup): string {
  const field = mismatch.field === "model" ? "model" : "agent CLI version";
  return `${markup.code(mismatch.runner)}: ${field} differs from base (${markup.text(mismatch.base ?? "–")} → ${markup.text(mismatch.head ?? "–")}); changes may come from it, not from the skill.`;
}
