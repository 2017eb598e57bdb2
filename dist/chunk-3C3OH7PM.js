import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  alignColumns
} from "./chunk-WWZ34YXK.js";
import {
  firstLine,
  formatPercent,
  summarizeRunners,
  verdictLine
} from "./chunk-PTKPSMEL.js";

// src/report/render-terminal.ts
var PLAIN_VERDICTS = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP"
};
function renderTerminalTable(results, options = {}) {
  const caseRows = results.cases.map((result) => {
    const failure = results.executions.find(
      (execution) => execution.suite === result.suite && execution.case === result.case && execution.runner === result.runner && execution.failure
    )?.failure;
    return [
      PLAIN_VERDICTS[result.verdict],
      `${result.suite}/${result.case}`,
      result.runner,
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      failure && result.verdict !== "passed" ? firstLine(failure.message, 80) : ""
    ];
  });
  const runnerRows = summarizeRunners(results).map((summary) => [
    summary.runner,
    formatPercent(summary.passRate),
    `${summary.passed} passed, ${summary.failed} failed, ${summary.errors} errors, ${summary.expectedFailures} expected failures, ${summary.unexpectedPasses} unexpected passes`
  ]);
  return [
    alignColumns([["VERDICT", "CASE", "RUNNER", "PASS RATE", "DETAIL"], ...caseRows]),
    "",
    alignColumns([["RUNNER", "PASS RATE", "CASES"], ...runnerRows]),
    "",
    ...failureClassTable(results),
    ...options.verbose ? failureDetails(results) : [],
    ...options.suiteNotes ?? [],
    verdictLine(results),
    ...budgetLine(results),
    ""
  ].join("\n");
}
function budgetLine(results) {
  const skipped = results.executions.filter((execution) => execution.skipReason === "budget").length;
  return skipped === 0 ? [] : [`budget reached: ${skipped} execution(s) skipped`];
}
function failureDetails(results) {
  return results.executions.flatMap(
    (execution) => execution.failure === void 0 ? [] : [
      `--- ${execution.key} (${execution.failure.class.label ?? execution.failure.class.id})`,
      execution.failure.message,
      ""
    ]
  );
}
var BUDGET_CLASS = { id: "budget", label: "Skipped: budget reached" };
var LISTED_KEYS = 3;
function failureClassTable(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const execution of results.executions) {
    const failureClass = execution.status === "failed" || execution.status === "error" ? execution.failure?.class : execution.skipReason === "budget" ? BUDGET_CLASS : void 0;
    if (failureClass === void 0) continue;
    const group = groups.get(failureClass.id) ?? { label: failureClass.label ?? failureClass.id, keys: [] };
    group.keys.push(execution.key);
    groups.set(failureClass.id, group);
  }
  if (groups.size === 0) return [];
  const rows = [...groups.entries()].sort(([idA, a], [idB, b]) => b.keys.length - a.keys.length || idA.localeCompare(idB)).map(([id, { label, keys }]) => [
    id,
    label,
    String(keys.length),
    keys.slice(0, LISTED_KEYS).join(", ") + (keys.length > LISTED_KEYS ? `, +${keys.length - LISTED_KEYS} more` : "")
  ]);
  return [alignColumns([["CLASS", "LABEL", "COUNT", "EXECUTIONS"], ...rows]), ""];
}

export {
  renderTerminalTable
};
