import type { Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { firstLine, formatPercent } from "./format.ts";
import { summarizeRunners } from "./runner-summaries.ts";
import { verdictLine } from "./verdict-line.ts";

const PLAIN_VERDICTS: Record<Verdict, string> = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP",
};

/** The table the CLI prints: one row per case × runner, then pass rates per runner. Plain text. */
export function renderTerminalTable(results: Results, options: { verbose?: boolean } = {}): string {
  const caseRows = results.cases.map((result) => {
    const failure = results.executions.find(
      (execution) =>
        execution.suite === result.suite &&
        execution.case === result.case &&
        execution.runner === result.runner &&
        execution.failure,
    )?.failure;
    return [
      PLAIN_VERDICTS[result.verdict],
      `${result.suite}/${result.case}`,
      result.runner,
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      failure && result.verdict !== "passed" ? firstLine(failure.message, 80) : "",
    ];
  });
  const runnerRows = summarizeRunners(results).map((summary) => [
    summary.runner,
    formatPercent(summary.passRate),
    `${summary.passed} passed, ${summary.failed} failed, ${summary.errors} errors, ${summary.expectedFailures} expected failures, ${summary.unexpectedPasses} unexpected passes`,
  ]);
  return [
    alignColumns([["VERDICT", "CASE", "RUNNER", "PASS RATE", "DETAIL"], ...caseRows]),
    "",
    alignColumns([["RUNNER", "PASS RATE", "CASES"], ...runnerRows]),
    "",
    ...(options.verbose ? failureDetails(results) : []),
    verdictLine(results),
    ...budgetLine(results),
    "",
  ].join("\n");
}

function budgetLine(results: Results): string[] {
  const skipped = results.executions.filter((execution) => execution.skipReason === "budget").length;
  return skipped === 0 ? [] : [`budget reached: ${skipped} execution(s) skipped`];
}

/** Every failure's full message, under its execution key: for `--verbose`. */
function failureDetails(results: Results): string[] {
  return results.executions.flatMap((execution) =>
    execution.failure === undefined
      ? []
      : [
          `--- ${execution.key} (${execution.failure.class.label ?? execution.failure.class.id})`,
          execution.failure.message,
          "",
        ],
  );
}

/** Control characters (newlines, escapes) would break rows or drive the terminal: show them as spaces. */
function plainCell(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

function alignColumns(input: readonly (readonly string[])[]): string {
  const rows = input.map((row) => row.map(plainCell));
  const widths: number[] = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
