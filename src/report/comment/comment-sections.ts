import type { CaseComparison, Comparison } from "../../compare/comparison.ts";
import type { CaseResult, Results } from "../../model/results.ts";
import { CATEGORY_NOTES, changeDetail, inCategory, regressionText } from "../comparison-text.ts";
import { caseLabel, type FailureNote, failureNotes } from "./case-lines.ts";

/** A titled list of case lines; the layout decides how many show. */
export interface ListSection {
  heading: string;
  items: string[];
}

/**
 * The case lists of the comment, most important first: regressions, unconfirmed drops, other
 * failures, unexpected passes, cases newly marked expected to fail that passed on base, errored,
 * flaky, expected failures, then fixed, new and removed.
 * Each case × runner is listed once, in the most telling list it belongs to, so no list repeats
 * another. Empty sections are left out. Pure.
 */
export function listSections(results: Results, comparison: Comparison): ListSection[] {
  const notes = failureNotes(results);
  const shown = new Set<string>();
  const take = <T extends { key: string }>(entries: readonly T[]): T[] =>
    entries.filter((entry) => {
      if (shown.has(entry.key)) return false;
      shown.add(entry.key);
      return true;
    });
  const categories = new Map(comparison.cases.map((entry) => [entry.key, entry]));
  const heads = new Map(results.cases.map((result) => [result.key, result]));
  const withVerdict = (...verdicts: CaseResult["verdict"][]) =>
    results.cases.filter((result) => verdicts.includes(result.verdict));

  // Each case goes to the most telling list: a flaky case that failed this time is flaky first.
  const regressed = take(inCategory(comparison, "regressed"));
  const unconfirmed = take(inCategory(comparison, "unconfirmed"));
  const unexpected = take(withVerdict("unexpected-passed"));
  const errored = take([
    ...withVerdict("error"),
    ...comparison.cases.filter((entry) => entry.category === "errored"),
  ]);
  const flaky = take(inCategory(comparison, "flaky"));
  const failing = take(withVerdict("failed"));
  const newlyExpected = take(
    withVerdict("expected-failed").filter((result) => passedUnmarkedOnBase(categories.get(result.key)?.base)),
  );
  const expected = take(withVerdict("expected-failed"));
  const changed = take(
    (["fixed", "new", "removed"] as const).flatMap((category) => inCategory(comparison, category)),
  );
  const sections: ListSection[] = [
    single(
      `❌ Regressions (${regressed.length})`,
      regressed.map((entry) => `${caseLabel(entry)}: ${regressionText(entry)}${noteOf(notes, entry.key)}`),
    ),
    single(
      `❓ Likely regressed, unconfirmed (${unconfirmed.length})`,
      unconfirmed.map((entry) => `${caseLabel(entry)}: ${changeDetail(entry)}${noteOf(notes, entry.key)}`),
    ),
    single(
      `❌ ${comparison.baseline === undefined ? "Failing" : "Failing, not regressions"} (${failing.length})`,
      failing.map((result) => failingLine(result, categories.get(result.key), notes)),
    ),
    single(
      `⚠️ Unexpected passes (${unexpected.length})`,
      unexpected.map(
        (result) =>
          `${caseLabel(result)}: marked \`expectedFail\` but passed ${result.passes}/${result.graded}; the expectation is stale (drop \`expectedFail\` or tighten the case).`,
      ),
    ),
    single(
      `⚠️ Newly expected to fail (${newlyExpected.length})`,
      newlyExpected.map((result) => newlyExpectedLine(result, categories.get(result.key)?.base, notes)),
    ),
    single(
      `💥 Errored, not compared (${errored.length})`,
      errored.map((entry) => erroredLine(entry, categories.get(entry.key), heads.get(entry.key), notes)),
    ),
    single(`🎲 Flaky (${flaky.length})`, flaky.map(flakyLine)),
    single(
      `Expected failures (${expected.length})`,
      expected.map((result) => `${caseLabel(result)}${noteOf(notes, result.key, ": ")}`),
    ),
    single(
      `Fixed, new and removed (${changed.length})`,
      changed.map((entry) => `${entry.category}: ${caseLabel(entry)}: ${changeDetail(entry)}`),
    ),
  ];
  return sections.filter((section) => section.items.length > 0);
}

function single(heading: string, items: string[]): ListSection {
  return { heading, items };
}

/** A failed case that is not a regression: how many failed, what it is against base, and why. */
function failingLine(
  result: CaseResult,
  compared: CaseComparison | undefined,
  notes: ReadonlyMap<string, FailureNote>,
): string {
  const context = compared === undefined ? undefined : CATEGORY_NOTES[compared.category];
  const counts = [`${result.graded - result.passes}/${result.graded} failed`, ...(context ? [context] : [])];
  return `${caseLabel(result)} (${counts.join(", ")})${classNoteOf(notes, result.key)}`;
}

/** A case the base branch expected to pass and passed, at least once: marking it `expectedFail` now hides a drop. */
function passedUnmarkedOnBase(base: CaseResult | undefined): boolean {
  return base !== undefined && !base.expectedFail && base.passes > 0;
}

function newlyExpectedLine(
  result: CaseResult,
  base: CaseResult | undefined,
  notes: ReadonlyMap<string, FailureNote>,
): string {
  const before = base === undefined ? "" : `passed ${base.passes}/${base.graded} on base; `;
  return `${caseLabel(result)}: ${before}this change marks it \`expectedFail\` and it failed ${result.graded - result.passes}/${result.graded}, a drop the marker keeps out of the regressions${noteOf(notes, result.key)}`;
}

function erroredLine(
  entry: { key: string; suite: string; case: string; runner: string },
  compared: CaseComparison | undefined,
  head: CaseResult | undefined,
  notes: ReadonlyMap<string, FailureNote>,
): string {
  const compareDetail = compared === undefined ? "" : changeDetail(compared);
  const detail =
    compareDetail === "" && head !== undefined
      ? `${head.errors}/${head.iterations} executions errored (infrastructure)`
      : compareDetail;
  return `${caseLabel(entry)}${detail === "" ? "" : `: ${detail}`}${classNoteOf(notes, entry.key)}`;
}

function flakyLine(entry: CaseComparison): string {
  const detail = changeDetail(entry);
  return detail === "" ? caseLabel(entry) : `${caseLabel(entry)}: ${detail}`;
}

function noteOf(notes: ReadonlyMap<string, FailureNote>, key: string, separator = " — "): string {
  const message = notes.get(key)?.message;
  return message ? `${separator}${message}` : "";
}

/** " — Timeout: timed out after 600000 ms": the failure's class, then its message. */
function classNoteOf(notes: ReadonlyMap<string, FailureNote>, key: string): string {
  const note = notes.get(key);
  if (note === undefined) return "";
  return ` — ${note.classLabel}${note.message ? `: ${note.message}` : ""}`;
}
