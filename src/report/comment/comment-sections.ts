import type { CaseComparison, Comparison } from "../../compare/comparison.ts";
import type { CaseResult, Results } from "../../model/results.ts";
import {
  CATEGORY_NOTES,
  changeDetail,
  regressions,
  regressionText,
  inCategory as sortedInCategory,
} from "../comparison-text.ts";
import { caseLabel, type FailureNote, failureNotes } from "./case-lines.ts";

/** A titled list of case lines, possibly in groups (failures by class); the layout decides how many show. */
export interface ListSection {
  heading: string;
  groups: { title?: string; items: string[] }[];
}

/** The case lists of the comment, in the order a reviewer needs them. Empty sections are left out. */
export function listSections(results: Results, comparison: Comparison): ListSection[] {
  const notes = failureNotes(results);
  const inCategory = (category: CaseComparison["category"]) =>
    comparison.cases.filter((entry) => entry.category === category);
  const withVerdict = (...verdicts: CaseResult["verdict"][]) =>
    results.cases.filter((result) => verdicts.includes(result.verdict));
  const sections: ListSection[] = [
    single(
      `❌ Regressions (${comparison.counts.regressed})`,
      regressions(comparison).map(
        (entry) => `${caseLabel(entry)}: ${regressionText(entry)}${noteOf(notes, entry.key)}`,
      ),
    ),
    single(
      `❓ Likely regressed, unconfirmed (${comparison.counts.unconfirmed})`,
      sortedInCategory(comparison, "unconfirmed").map(
        (entry) => `${caseLabel(entry)}: ${changeDetail(entry)}${noteOf(notes, entry.key)}`,
      ),
    ),
    single(`💥 Errored, not compared (${comparison.counts.errored})`, inCategory("errored").map(flakyLine)),
    single(
      `⚠️ Unexpected passes (${withVerdict("unexpected-passed").length})`,
      withVerdict("unexpected-passed").map(
        (result) =>
          `${caseLabel(result)}: marked \`expectedFail\` but passed ${result.passes}/${result.graded}; the expectation is stale (drop \`expectedFail\` or tighten the case).`,
      ),
    ),
    single(
      `Expected failures (${withVerdict("expected-failed").length})`,
      withVerdict("expected-failed").map(
        (result) => `${caseLabel(result)}${noteOf(notes, result.key, ": ")}`,
      ),
    ),
    single(`🎲 Flaky (${inCategory("flaky").length})`, inCategory("flaky").map(flakyLine)),
    single(
      `Fixed, new and removed (${inCategory("fixed").length + inCategory("new").length + inCategory("removed").length})`,
      [
        ...[...inCategory("fixed"), ...inCategory("new"), ...inCategory("removed")].map(
          (entry) => `${entry.category}: ${caseLabel(entry)}: ${changeDetail(entry)}`,
        ),
      ],
    ),
    failuresByClass(withVerdict("failed", "error"), notes, comparison),
  ];
  return sections.filter((section) => section.groups.some((group) => group.items.length > 0));
}

function single(heading: string, items: string[]): ListSection {
  return { heading, groups: [{ items }] };
}

function failuresByClass(
  failing: readonly CaseResult[],
  notes: ReadonlyMap<string, FailureNote>,
  comparison: Comparison,
): ListSection {
  const categories = new Map(comparison.cases.map((entry) => [entry.key, entry.category]));
  const groups = new Map<string, string[]>();
  for (const result of failing) {
    const note = notes.get(result.key);
    const title = note?.classLabel ?? "No failure recorded";
    const category = categories.get(result.key);
    const context = category === undefined ? undefined : CATEGORY_NOTES[category];
    const counts = [failedCount(result), ...(context === undefined ? [] : [context])].join(", ");
    const line = `${caseLabel(result)} (${counts})${note?.message ? `: ${note.message}` : ""}`;
    groups.set(title, [...(groups.get(title) ?? []), line]);
  }
  return {
    heading: `Failures by class (${failing.length})`,
    groups: [...groups.entries()]
      .sort(([a, left], [b, right]) => right.length - left.length || (a < b ? -1 : 1))
      .map(([title, items]) => ({ title: `${title} (${items.length})`, items })),
  };
}

function failedCount(result: CaseResult): string {
  if (result.verdict === "error") return `${result.errors}/${result.iterations} errored`;
  return `${result.graded - result.passes}/${result.graded} failed`;
}

function flakyLine(entry: CaseComparison): string {
  const detail = changeDetail(entry);
  return detail === "" ? caseLabel(entry) : `${caseLabel(entry)}: ${detail}`;
}

function noteOf(notes: ReadonlyMap<string, FailureNote>, key: string, separator = " — "): string {
  const message = notes.get(key)?.message;
  return message ? `${separator}${message}` : "";
}
