import type { Comparison, RunnerComparison } from "../../compare/comparison.ts";
import type { CaseResult, Results } from "../../model/results.ts";
import { summarizeRunners } from "../../verdicts/runner-summaries.ts";
import { rateText } from "../comparison-text.ts";
import { formatDuration, formatPercent, formatRateDelta, formatUsd } from "../format.ts";
import { escapeMarkdownCell, markdownCode } from "../markdown-escape.ts";
import { VERDICT_LABELS } from "../verdict-line.ts";

/**
 * The per-runner table of the comment's first screen, at most five columns so it does not wrap on
 * a phone: pass rate (with its change against base), failed, errors, and regressions against base
 * (passed instead when there is no base). The rest is in passRateTable, folded.
 */
export function compactRunnerTable(results: Results, comparison: Comparison): string {
  const withBase = comparison.baseline !== undefined;
  const byRunner = new Map(comparison.runners.map((runner) => [runner.runner, runner]));
  const rows = summarizeRunners(results).map((summary) => {
    const compared = byRunner.get(summary.runner);
    const delta = compared?.delta?.passRate;
    const rate = formatPercent(summary.passRate);
    const of = (category: "regressed" | "unconfirmed") =>
      comparison.cases.filter((entry) => entry.runner === summary.runner && entry.category === category)
        .length;
    const unconfirmed = of("unconfirmed");
    return [
      markdownCode(summary.runner),
      withBase && delta !== undefined && delta !== null ? `${rate} (${formatRateDelta(delta)})` : rate,
      ...(withBase ? [] : [summary.passed]),
      summary.failed,
      summary.errors,
      ...(withBase ? [`${of("regressed")}${unconfirmed > 0 ? ` (+${unconfirmed} unconfirmed)` : ""}`] : []),
    ].join(" | ");
  });
  const header = withBase
    ? "| Runner | Pass rate (Δ vs base) | Failed | Errors | Regressions |"
    : "| Runner | Pass rate | Passed | Failed | Errors |";
  return [header, "|---|---:|---:|---:|---:|", ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** Pass rate per runner, head against base with the delta, and head's verdict counts. */
export function passRateTable(results: Results, comparison: Comparison): string {
  const withBase = comparison.baseline !== undefined;
  const byRunner = new Map(comparison.runners.map((runner) => [runner.runner, runner]));
  const rows = summarizeRunners(results).map((summary) => {
    const compared = byRunner.get(summary.runner);
    return [
      markdownCode(summary.runner),
      escapeMarkdownCell(summary.model ? `${summary.agent} (${summary.model})` : summary.agent),
      formatPercent(summary.passRate),
      ...(withBase
        ? [formatPercent(compared?.base?.passRate ?? null), formatRateDelta(compared?.delta?.passRate)]
        : []),
      summary.passed,
      summary.failed,
      summary.errors,
      summary.expectedFailures,
      summary.unexpectedPasses,
    ].join(" | ");
  });
  const header = withBase
    ? "| Runner | Agent | Pass rate | Base | Δ | Passed | Failed | Errors | Expected failures | Unexpected passes |"
    : "| Runner | Agent | Pass rate | Passed | Failed | Errors | Expected failures | Unexpected passes |";
  const align = withBase
    ? "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    : "|---|---|---:|---:|---:|---:|---:|---:|";
  return [header, align, ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** Duration, tokens and cost per runner, with the change against base over the same suites. */
export function costTable(comparison: Comparison): string {
  const rows = comparison.runners.map((runner) =>
    [
      markdownCode(runner.runner),
      withDelta(formatDuration(runner.head.durationMs), runner, (delta) =>
        signed(delta.durationMs, formatDuration),
      ),
      withDelta(formatCount(runner.head.tokens), runner, (delta) => signed(delta.tokens, formatCount)),
      withDelta(formatUsd(runner.head.costUsd), runner, (delta) =>
        delta.costUsd === undefined ? "" : signed(delta.costUsd, (value) => formatUsd(value)),
      ),
    ].join(" | "),
  );
  return [
    "| Runner | Duration | Tokens | Cost |",
    "|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

/** Every case of one runner: for report.md and the job summary, not the comment. */
export function caseTable(results: Results, runner: string, maxRows: number, hint: string): string {
  const cases = results.cases.filter((result) => result.runner === runner);
  const rows = cases
    .slice(0, maxRows)
    .map((result) =>
      [
        markdownCode(result.suite),
        caseCell(result),
        VERDICT_LABELS[result.verdict],
        rateText(result),
        formatDuration(result.durationMs.mean),
        formatUsd(result.costUsd),
      ].join(" | "),
    );
  return [
    "| Suite | Case | Verdict | Pass rate | Mean duration | Cost |",
    "|---|---|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`),
    ...(cases.length > rows.length ? ["", `… ${cases.length - rows.length} more, ${hint}.`] : []),
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

function withDelta(
  value: string,
  runner: RunnerComparison,
  describe: (delta: NonNullable<RunnerComparison["delta"]>) => string,
): string {
  if (runner.delta === undefined) return value;
  const change = describe(runner.delta);
  return change === "" ? value : `${value} (${change})`;
}

function signed(delta: number, format: (value: number) => string): string {
  if (delta === 0) return "±0";
  return `${delta > 0 ? "+" : "−"}${format(Math.abs(delta))}`;
}

function formatCount(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 10_000) return `${(value / 1000).toFixed(1)}k`;
  return String(Math.round(value));
}
