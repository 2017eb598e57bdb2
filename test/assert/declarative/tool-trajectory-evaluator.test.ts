import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { agentv, context } from "./declarative-fixtures.ts";

async function grade(params: Record<string, unknown>, report: SessionReport) {
  const outcome = (await evaluateAssertions([agentv("tool-trajectory", params)], context(report)))
    .outcomes[0];
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

// tool-trajectory-simple's "research" and "data pipeline" scenarios.
const research = sessionReport()
  .toolCall("knowledgeSearch", { query: "REST vs GraphQL" })
  .toolCall("knowledgeSearch", { query: "GraphQL schema" })
  .toolCall("documentRetrieve", { id: "doc-1" })
  .build();
const pipeline = sessionReport()
  .toolCall("fetchData", { source: "api", limit: 10 })
  .toolCall("log", {})
  .toolCall("validateSchema", { strict: true })
  .toolCall("transformData", {})
  .build();

describe("tool-trajectory", () => {
  it("any_order: each minimum met passes; the score is the fraction met", async () => {
    expect(
      await grade({ mode: "any_order", minimums: { knowledgeSearch: 2, documentRetrieve: 1 } }, research),
    ).toMatchObject({
      passed: true,
      score: 1,
    });
    const short = await grade(
      { mode: "any_order", minimums: { knowledgeSearch: 3, documentRetrieve: 1 } },
      research,
    );
    expect(short).toMatchObject({ passed: false, score: 0.5 });
    expect(short.evidence).toContain("knowledgeSearch: called 2 times (required >=3)");
  });

  it("in_order: the expected tools in sequence, other calls between allowed", async () => {
    const inOrder = {
      mode: "in_order",
      expected: [{ tool: "fetchData" }, { tool: "validateSchema" }, { tool: "transformData" }],
    };
    expect(await grade(inOrder, pipeline)).toMatchObject({ passed: true, score: 1 });
    const swapped = { mode: "in_order", expected: [{ tool: "validateSchema" }, { tool: "fetchData" }] };
    expect((await grade(swapped, pipeline)).score).toBe(0.5);
  });

  it("exact: position by position, no extra calls", async () => {
    const expected = [{ tool: "fetchData" }, { tool: "validateSchema" }, { tool: "transformData" }];
    const outcome = await grade({ mode: "exact", expected }, pipeline);
    expect(outcome.passed).toBe(false);
    expect(outcome.evidence).toContain("Expected 3 tool calls, got 4");
    const all = [
      { tool: "fetchData" },
      { tool: "log" },
      { tool: "validateSchema" },
      { tool: "transformData" },
    ];
    expect(await grade({ mode: "exact", expected: all }, pipeline)).toMatchObject({ passed: true, score: 1 });
  });

  it("matches arguments exactly by default, or as superset, field list, or any", async () => {
    const item = (args: unknown, extra: Record<string, unknown> = {}) => ({
      mode: "in_order",
      expected: [{ tool: "fetchData", args, ...extra }],
    });
    expect((await grade(item({ source: "api" }), pipeline)).passed).toBe(false);
    expect((await grade(item({ source: "api", limit: 10 }), pipeline)).passed).toBe(true);
    expect((await grade(item({ source: "api" }, { args_match: "superset" }), pipeline)).passed).toBe(true);
    expect(
      (await grade(item({ source: "api", limit: 99 }, { args_match: ["source"] }), pipeline)).passed,
    ).toBe(true);
    expect((await grade(item("any"), pipeline)).passed).toBe(true);
    expect((await grade({ ...item({ source: "web" }), args_match: "superset" }, pipeline)).passed).toBe(
      false,
    );
  });

  it("superset and subset", async () => {
    expect(
      (
        await grade(
          { mode: "superset", expected: [{ tool: "transformData" }, { tool: "fetchData" }] },
          pipeline,
        )
      ).passed,
    ).toBe(true);
    expect(
      (
        await grade(
          { mode: "subset", expected: [{ tool: "knowledgeSearch" }, { tool: "documentRetrieve" }] },
          research,
        )
      ).passed,
    ).toBe(true);
    expect(
      (await grade({ mode: "subset", expected: [{ tool: "knowledgeSearch" }] }, research)).score,
    ).toBeCloseTo(2 / 3);
  });

  it("an unknown mode is an error naming the modes", async () => {
    const outcome = await grade({ mode: "sometimes", expected: [] }, pipeline);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain("mode must be any_order, in_order, exact, superset or subset");
  });
});
