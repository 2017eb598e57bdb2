import { describe, expect, it } from "vitest";
import type { Results } from "../../src/model/results.ts";
import { renderTerminalTable } from "../../src/report/render-terminal.ts";
import { makeResults } from "../compare/results-builder.ts";

/** The DETAIL column of a case row, by its `suite/case` id. */
function detailOf(table: string, caseId: string): string {
  const row = table.split("\n").find((line) => line.split(/\s+/)[1] === caseId);
  if (row === undefined) throw new Error(`no row for ${caseId} in\n${table}`);
  return row.replace(/^SKIP\s+\S+\s+\S+\s+– \(0\/0\)\s*/, "");
}

function withBudgetSkips(results: Results, caseId: string): Results {
  return {
    ...results,
    executions: results.executions.map((execution) =>
      execution.case === caseId ? { ...execution, skipReason: "budget" } : execution,
    ),
  };
}

describe("the terminal table says why a case was not graded", () => {
  it("a case an interrupted run never started, apart from one the budget left unrun", () => {
    const results = makeResults(
      [
        { case: "ran", outcomes: "p" },
        { case: "budget", outcomes: "s" },
        { case: "never", outcomes: "" },
      ],
      { complete: false },
    );
    const table = renderTerminalTable(withBudgetSkips(results, "budget"));
    expect(detailOf(table, "demo/never")).toBe("not started: the run did not finish");
    expect(detailOf(table, "demo/budget")).toBe("not run: budget reached");
  });

  it("a skip with its own reason names it; a complete run claims no interruption", () => {
    const results = makeResults([
      { case: "filtered", outcomes: "s" },
      { case: "never", outcomes: "" },
    ]);
    const table = renderTerminalTable(results);
    expect(detailOf(table, "demo/filtered")).toBe("skipped: filtered");
    expect(detailOf(table, "demo/never")).toBe("");
  });
});
