import type { Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { alignColumns } from "./align-columns.ts";
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
