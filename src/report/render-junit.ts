import type { CaseComparison, Comparison } from "../compare/comparison.ts";
import type { CaseResult, ExecutionResult, Results } from "../model/results.ts";
import type { ExecutionStatus, Verdict } from "../model/status.ts";
import { changeNote } from "./comparison-text.ts";
import { firstLine, formatPercent } from "./format.ts";
import { escapeXmlAttribute, escapeXmlText } from "./xml-escape.ts";

/**
 * `junit.xml` for JUnit consumers (dorny/test-reporter, CI test tabs): one `<testsuite>` per suite,
 * one `<testcase>` per case × runner. Failed and unexpectedly passing cases carry `<failure>`,
 * errored ones `<error>`, skipped ones `<skipped>`; an expected failure passes with a
 * `<system-out>` note. With a comparison, a case that passed but is worse than base (regressed, or
 * likely regressed and unconfirmed: what `fail-on` gates on) carries a `<failure>` too, so a test
 * tab never shows all green beside a failed check. Pure: results in, XML out.
 */
export function renderJunitXml(results: Results, comparison?: Comparison): string {
  const drops = new Map(
    (comparison?.cases ?? [])
      .filter((entry) => entry.category === "regressed" || entry.category === "unconfirmed")
      .map((entry) => [entry.key, entry]),
  );
  const suites = suiteIds(results).map((suite) =>
    renderSuite(
      suite,
      results.cases.filter((result) => result.suite === suite),
      results.executions,
      drops,
    ),
  );
  const totals = tally(results.cases, drops);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes([["name", "skill-eval"], ...countAttributes(totals)])}>`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}

interface Tally {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  durationMs: number;
}

/** Suites in the order the run recorded them, then any that only appear in case results. */
function suiteIds(results: Results): string[] {
  const ids = [...results.suites.map((suite) => suite.id), ...results.cases.map((result) => result.suite)];
  return [...new Set(ids)];
}

function renderSuite(
  suite: string,
  cases: readonly CaseResult[],
  executions: readonly ExecutionResult[],
  drops: ReadonlyMap<string, CaseComparison>,
): string {
  const open = `  <testsuite${attributes([["name", suite], ...countAttributes(tally(cases, drops))])}`;
  if (cases.length === 0) return `${open}/>`;
  return [
    `${open}>`,
    ...cases.map((result) => renderCase(result, executionsOf(executions, result), drops.get(result.key))),
    "  </testsuite>",
  ].join("\n");
}

function renderCase(
  result: CaseResult,
  executions: readonly ExecutionResult[],
  drop: CaseComparison | undefined,
): string {
  const open = `    <testcase${attributes([
    ["classname", result.suite],
    ["name", `${result.case} [${result.runner}]`],
    ["time", formatSeconds(result.durationMs.total)],
  ])}`;
  const body = caseBody(result, executions, drop);
  return body === "" ? `${open}/>` : `${open}>\n${body}\n    </testcase>`;
}

function caseBody(
  result: CaseResult,
  executions: readonly ExecutionResult[],
  drop: CaseComparison | undefined,
): string {
  const notable = executions.filter((execution) => execution.status === NOTABLE_STATUS[result.verdict]);
  const first = notable.find((execution) => execution.failure !== undefined)?.failure;
  switch (result.verdict) {
    case "passed": {
      if (drop === undefined) return "";
      const worse = `passed at its threshold, but worse than base: ${changeNote(drop)}`;
      return element("failure", { message: worse, type: drop.category, text: worse });
    }
    case "failed":
      return element("failure", {
        message: first ? firstLine(first.message) : gradedLine(result),
        type: first?.class.id ?? "failed",
        text: detail(gradedLine(result), notable),
      });
    case "unexpected-passed": {
      const stale = `marked expectedFail but ${gradedLine(result)}; the expectation is stale`;
      return element("failure", { message: stale, type: "unexpected-passed", text: detail(stale, notable) });
    }
    case "error": {
      const summary = `${result.errors} of ${result.iterations} executions errored`;
      return element("error", {
        message: first ? firstLine(first.message) : summary,
        type: first?.class.id ?? "error",
        text: detail(summary, notable),
      });
    }
    case "skipped": {
      const reason = executions.find((execution) => execution.skipReason !== undefined)?.skipReason;
      return `      <skipped${reason === undefined ? "" : attributes([["message", firstLine(reason)]])}/>`;
    }
    case "expected-failed":
      return `      <system-out>${escapeXmlText(detail(`expected failure (expectedFail): ${gradedLine(result)}`, notable))}</system-out>`;
  }
}

/** The executions whose outcome explains each verdict. */
const NOTABLE_STATUS: Record<Verdict, ExecutionStatus> = {
  passed: "passed",
  failed: "failed",
  "expected-failed": "expected-failed",
  "unexpected-passed": "unexpected-passed",
  error: "error",
  skipped: "skipped",
};

function element(
  name: "failure" | "error",
  content: { message: string; type: string; text: string },
): string {
  const open = `<${name}${attributes([
    ["message", content.message],
    ["type", content.type],
  ])}>`;
  return `      ${open}${escapeXmlText(content.text)}</${name}>`;
}

/** A summary line, then each execution's key, failure class and full message. */
function detail(summary: string, executions: readonly ExecutionResult[]): string {
  const lines = executions.map((execution) => {
    const failure = execution.failure;
    if (failure === undefined) return `${execution.key}: ${execution.status}`;
    return `${execution.key}: ${failure.class.label ?? failure.class.id} (${failure.origin}): ${failure.message}`;
  });
  return [summary, ...lines].join("\n");
}

function gradedLine(result: CaseResult): string {
  return `passed ${result.passes}/${result.graded} graded executions (threshold ${formatPercent(result.threshold)})`;
}

function executionsOf(executions: readonly ExecutionResult[], result: CaseResult): ExecutionResult[] {
  return executions.filter(
    (execution) =>
      execution.suite === result.suite &&
      execution.case === result.case &&
      execution.runner === result.runner,
  );
}

function tally(cases: readonly CaseResult[], drops: ReadonlyMap<string, CaseComparison>): Tally {
  const count = (...verdicts: Verdict[]): number =>
    cases.filter((result) => verdicts.includes(result.verdict)).length;
  const passedButWorse = cases.filter(
    (result) => result.verdict === "passed" && drops.has(result.key),
  ).length;
  return {
    tests: cases.length,
    failures: count("failed", "unexpected-passed") + passedButWorse,
    errors: count("error"),
    skipped: count("skipped"),
    durationMs: cases.reduce((total, result) => total + result.durationMs.total, 0),
  };
}

function countAttributes(totals: Tally): [string, string][] {
  return [
    ["tests", String(totals.tests)],
    ["failures", String(totals.failures)],
    ["errors", String(totals.errors)],
    ["skipped", String(totals.skipped)],
    ["time", formatSeconds(totals.durationMs)],
  ];
}

function attributes(pairs: readonly [string, string][]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`).join("");
}

/** JUnit times are decimal seconds; three places keep them byte-stable. */
function formatSeconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
