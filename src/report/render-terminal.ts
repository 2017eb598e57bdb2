import { caseKey } from "../model/execution-key.ts";
import type { ExecutionResult, Results } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { summarizeRunners } from "../verdicts/runner-summaries.ts";
import { alignColumns } from "./align-columns.ts";
import { countOf, firstLine, formatPercent } from "./format.ts";
import { verdictLine } from "./verdict-line.ts";

const PLAIN_VERDICTS: Record<Verdict, string> = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP",
};

export interface TerminalOptions {
  verbose?: boolean;
  /** Suite-level lines printed before the verdict (agentv `execution.threshold` gates). */
  suiteNotes?: readonly string[];
}

/**
 * The table the CLI prints: one row per case × runner, pass rates per runner, then the failures
 * grouped by class. Plain text.
 */
export function renderTerminalTable(results: Results, options: TerminalOptions = {}): string {
  const byCase = new Map<string, ExecutionResult[]>();
  for (const execution of results.executions) {
    const key = caseKey(execution.suite, execution.case, execution.runner);
    const listed = byCase.get(key);
    if (listed === undefined) byCase.set(key, [execution]);
    else listed.push(execution);
  }
  const caseRows = results.cases.map((result) => {
    const executions = byCase.get(result.key) ?? [];
    const failure = executions.find((execution) => execution.failure)?.failure;
    return [
      PLAIN_VERDICTS[result.verdict],
      `${result.suite}/${result.case}`,
      result.runner,
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      result.verdict === "skipped"
        ? skipDetail(executions, results.run.complete)
        : failure && result.verdict !== "passed"
          ? firstLine(failure.message, 80)
          : "",
    ];
  });
  const runnerRows = summarizeRunners(results).map((summary) => [
    summary.runner,
    formatPercent(summary.passRate),
    [
      `${summary.passed} passed`,
      `${summary.failed} failed`,
      countOf(summary.errors, "error", "errors"),
      countOf(summary.expectedFailures, "expected failure", "expected failures"),
      countOf(summary.unexpectedPasses, "unexpected pass", "unexpected passes"),
    ].join(", "),
  ]);
  return [
    alignColumns([["VERDICT", "CASE", "RUNNER", "PASS RATE", "DETAIL"], ...caseRows]),
    "",
    alignColumns([["RUNNER", "PASS RATE", "CASES"], ...runnerRows]),
    "",
    ...failureClassTable(results),
    ...(options.verbose ? failureDetails(results) : []),
    ...(options.suiteNotes ?? []),
    verdictLine(results),
    ...budgetLine(results),
    "",
  ].join("\n");
}

/** Why a case has no graded execution: a run that stopped before it, or its executions' skip reason. */
function skipDetail(executions: readonly ExecutionResult[], runComplete: boolean): string {
  if (executions.length === 0) return runComplete ? "" : "not started: the run did not finish";
  const reason = executions.find((execution) => execution.skipReason !== undefined)?.skipReason;
  return reason === "budget" ? "not run: budget reached" : reason === undefined ? "" : `skipped: ${reason}`;
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

const BUDGET_CLASS = { id: "budget", label: "Skipped: budget reached" };
const LISTED_KEYS = 3;

/**
 * Failed and errored executions grouped by failure class (built-in or a suite's own, from
 * `assert.classify` / `classifyFailure`), largest group first; budget skips as their own group.
 */
export function failureClassTable(results: Results): string[] {
  const groups = new Map<string, { label: string; keys: string[] }>();
  for (const execution of results.executions) {
    const failureClass =
      execution.status === "failed" || execution.status === "error"
        ? execution.failure?.class
        : execution.skipReason === "budget"
          ? BUDGET_CLASS
          : undefined;
    if (failureClass === undefined) continue;
    const group = groups.get(failureClass.id) ?? { label: failureClass.label ?? failureClass.id, keys: [] };
    group.keys.push(execution.key);
    groups.set(failureClass.id, group);
  }
  if (groups.size === 0) return [];
  const rows = [...groups.entries()]
    .sort(([idA, a], [idB, b]) => b.keys.length - a.keys.length || idA.localeCompare(idB))
    .map(([id, { label, keys }]) => [
      id,
      label,
      String(keys.length),
      keys.slice(0, LISTED_KEYS).join(", ") +
        (keys.length > LISTED_KEYS ? `, +${keys.length - LISTED_KEYS} more` : ""),
    ]);
  return [alignColumns([["CLASS", "LABEL", "COUNT", "EXECUTIONS"], ...rows]), ""];
}
