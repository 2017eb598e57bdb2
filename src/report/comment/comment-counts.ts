import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import { type CaseCounts, countCases } from "../../verdicts/runner-summaries.ts";
import { casesNotStarted } from "../verdict-line.ts";

/**
 * One line of counts under the verdict, with the change against base where there is one:
 * "**14 cases:** 5 passed (−3) · 6 failed (+3) · 1 errored (+1) · 1 expected failure · 1
 * regression · 2 unconfirmed · 0 flaky". Skipped cases (a `skip`, a budget) and those a run that
 * did not finish never started count in the total and are named, so the line adds up to the cases
 * listed below it. Base counts are over the base's cases of the suites this run selected, as the
 * comparison joined them. Pure.
 */
export function countsLine(results: Results, comparison: Comparison): string {
  const head = countCases(results.cases);
  const notStarted = casesNotStarted(results);
  const baseCases = comparison.cases.flatMap((entry) => (entry.base === undefined ? [] : [entry.base]));
  const base = comparison.baseline === undefined ? undefined : countCases(baseCases);
  const parts = [
    counted(head, base, "passed", "passed", "passed"),
    counted(head, base, "failed", "failed", "failed"),
    counted(head, base, "errors", "errored", "errored"),
    ...(head.expectedFailures > 0 || (base?.expectedFailures ?? 0) > 0
      ? [counted(head, base, "expectedFailures", "expected failure", "expected failures")]
      : []),
    ...(head.unexpectedPasses > 0 || (base?.unexpectedPasses ?? 0) > 0
      ? [counted(head, base, "unexpectedPasses", "unexpected pass", "unexpected passes")]
      : []),
    ...(head.skipped - notStarted > 0 ? [`${head.skipped - notStarted} skipped`] : []),
    ...(notStarted > 0 ? [`${notStarted} not started`] : []),
  ];
  const against =
    comparison.baseline === undefined
      ? []
      : [
          plural(comparison.counts.regressed, "regression", "regressions"),
          `${comparison.counts.unconfirmed} unconfirmed`,
          `${comparison.counts.flaky} flaky`,
        ];
  return `**${plural(head.cases, "case", "cases")}:** ${[...parts, ...against].join(" · ")}`;
}

function counted(
  head: CaseCounts,
  base: CaseCounts | undefined,
  field: "passed" | "failed" | "errors" | "expectedFailures" | "unexpectedPasses",
  one: string,
  many: string,
): string {
  const value = head[field];
  const text = `${value} ${value === 1 ? one : many}`;
  if (base === undefined) return text;
  const delta = value - base[field];
  return `${text} (${delta === 0 ? "±0" : delta > 0 ? `+${delta}` : `−${-delta}`})`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
