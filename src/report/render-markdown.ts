import type { CaseResult, ExecutionResult, Results } from "../model/results.ts";
import { firstLine, formatDuration, formatPercent, formatUsd } from "./format.ts";
import { escapeMarkdownCell, escapeMarkdownInline, markdownCode } from "./markdown-escape.ts";
import { summarizeRunners } from "./runner-summaries.ts";
import { VERDICT_LABELS, verdictLine } from "./verdict-line.ts";

/**
 * `report.md` and the job summary: verdict line, pass rates per runner, then unexpected passes,
 * failures and expected failures, then every case per runner. Pure: results in, markdown out.
 */
export function renderMarkdownReport(results: Results): string {
  const sections = [
    `## skill-eval: ${verdictLine(results)}`,
    budgetNote(results),
    runnerTable(results),
    unexpectedPasses(results),
    failures(results),
    expectedFailures(results),
    ...results.runners.map((runner) => caseTable(results, runner.id)),
  ];
  return `${sections.filter((section) => section !== "").join("\n\n")}\n`;
}

function budgetNote(results: Results): string {
  const skipped = results.executions.filter((execution) => execution.skipReason === "budget").length;
  return skipped === 0
    ? ""
    : `> ⚠️ The budget was reached: ${skipped} execution(s) were skipped and count nowhere.`;
}

function runnerTable(results: Results): string {
  const rows = summarizeRunners(results).map((summary) =>
    [
      markdownCode(summary.runner),
      escapeMarkdownCell(summary.model ? `${summary.agent} (${summary.model})` : summary.agent),
      formatPercent(summary.passRate),
      summary.passed,
      summary.failed,
      summary.errors,
      summary.expectedFailures,
      summary.unexpectedPasses,
    ].join(" | "),
  );
  return [
    "| Runner | Agent | Pass rate | Passed | Failed | Errors | Expected failures | Unexpected passes |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

function unexpectedPasses(results: Results): string {
  const cases = results.cases.filter((result) => result.verdict === "unexpected-passed");
  if (cases.length === 0) return "";
  const items = cases.map(
    (result) =>
      `- ${caseLabel(result)}: marked \`expectedFail\` but passed ${result.passes}/${result.graded}; the expectation may be stale.`,
  );
  return [`### ⚠️ Unexpected passes (${cases.length})`, ...items].join("\n");
}

function failures(results: Results): string {
  const cases = results.cases.filter((result) => result.verdict === "failed" || result.verdict === "error");
  if (cases.length === 0) return "";
  const items = cases.map((result) => {
    const failure = firstFailure(results.executions, result);
    const reason = failure?.failure
      ? ` (${escapeMarkdownInline(failure.failure.class.label ?? failure.failure.class.id)}): ${escapeMarkdownInline(firstLine(failure.failure.message))}`
      : "";
    return `- ${caseLabel(result)}: ${VERDICT_LABELS[result.verdict]}${reason}`;
  });
  return [`### ❌ Failures (${cases.length})`, ...items].join("\n");
}

function expectedFailures(results: Results): string {
  const cases = results.cases.filter((result) => result.verdict === "expected-failed");
  if (cases.length === 0) return "";
  const items = cases.map((result) => {
    const failure = firstFailure(results.executions, result)?.failure;
    return `- ${caseLabel(result)}${failure ? `: ${escapeMarkdownInline(firstLine(failure.message))}` : ""}`;
  });
  return [`### Expected failures (${cases.length})`, ...items].join("\n");
}

function caseTable(results: Results, runner: string): string {
  const cases = results.cases.filter((result) => result.runner === runner);
  if (cases.length === 0) return "";
  const rows = cases.map((result) =>
    [
      markdownCode(result.suite),
      caseCell(result),
      VERDICT_LABELS[result.verdict],
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      formatDuration(result.durationMs.mean),
      formatUsd(result.costUsd),
    ].join(" | "),
  );
  return [
    `### Cases on ${markdownCode(runner)}`,
    "",
    "| Suite | Case | Verdict | Pass rate | Mean duration | Cost |",
    "|---|---|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

/** The case id, then its title (skill-test `desc`) and tags or labels when it has them. */
function caseCell(result: CaseResult): string {
  const labels = Object.entries(result.labels ?? {});
  const labelValues = new Set(labels.map(([, value]) => value));
  const extras = [
    ...(result.tags ?? []).filter((tag) => !labelValues.has(tag)),
    ...labels.map(([key, value]) => `${key}: ${value}`),
  ];
  return [
    markdownCode(result.case),
    ...(result.title === undefined ? [] : [escapeMarkdownCell(result.title)]),
    ...(extras.length === 0 ? [] : [`(${escapeMarkdownCell([...new Set(extras)].join(", "))})`]),
  ].join(" ");
}

function caseLabel(result: CaseResult): string {
  return `${markdownCode(`${result.suite}/${result.case}`)} on ${markdownCode(result.runner)}`;
}

function firstFailure(
  executions: readonly ExecutionResult[],
  result: CaseResult,
): ExecutionResult | undefined {
  return executions.find(
    (execution) =>
      execution.suite === result.suite &&
      execution.case === result.case &&
      execution.runner === result.runner &&
      execution.failure !== undefined,
  );
}
