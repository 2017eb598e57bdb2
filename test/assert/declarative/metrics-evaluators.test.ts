import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { agentv, context } from "./declarative-fixtures.ts";

async function one(spec: AssertionSpec, report: SessionReport) {
  const outcome = (await evaluateAssertions([spec], context(report))).outcomes[0];
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

const busy = sessionReport()
  .toolCall("Read", { file_path: "a.ts" })
  .toolCall("Grep", { pattern: "x" })
  .toolCall("Edit", { file_path: "a.ts" })
  .toolCall("Bash", { command: "npm test" })
  .tokens({ inputTokens: 1200, outputTokens: 300, cacheReadTokens: 5000 })
  .metrics({ costUsd: 0.042, durationMs: 9000, modelCalls: 5 })
  .output("done")
  .build();

describe("execution-metrics", () => {
  it("passes when every configured limit holds", async () => {
    const outcome = await one(
      agentv("execution-metrics", {
        max_tool_calls: 4,
        max_llm_calls: 5,
        max_tokens: 1500,
        max_cost_usd: 0.05,
        max_duration_ms: 9000,
      }),
      busy,
    );
    expect(outcome).toMatchObject({ passed: true, score: 1 });
    expect(outcome.message).toContain("Observed: all 5 within limits");
  });

  it("scores the fraction of limits met, as agentv does", async () => {
    const outcome = await one(agentv("execution-metrics", { max_tool_calls: 3, max_tokens: 1500 }), busy);
    expect(outcome.score).toBe(0.5);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain("tool calls 4 (limit <= 3)");
  });

  it("counts input + output tokens, without the cache", async () => {
    expect((await one(agentv("execution-metrics", { max_tokens: 1499 }), busy)).passed).toBe(false);
    expect((await one(agentv("execution-metrics", { max_tokens: 1500 }), busy)).passed).toBe(true);
  });

  it("counts a figure the agent did not report as a miss, never a pass", async () => {
    const bare = sessionReport().output("done").build();
    const outcome = await one(agentv("execution-metrics", { max_cost_usd: 1, max_llm_calls: 10 }), bare);
    expect(outcome.score).toBe(0);
    expect(outcome.message).toContain("cost (USD) not reported by the agent");
    expect(outcome.message).toContain("LLM calls not reported by the agent");
  });

  it("checks the exploration ratio against agentv's exploration tools", async () => {
    // Read and Grep of 4 calls: 0.5.
    expect((await one(agentv("execution-metrics", { target_exploration_ratio: 0.6 }), busy)).passed).toBe(
      true,
    );
    expect(
      (
        await one(
          agentv("execution-metrics", { target_exploration_ratio: 0.8, exploration_tolerance: 0.1 }),
          busy,
        )
      ).passed,
    ).toBe(false);
  });

  it("fails when no limit is set, saying which fields exist", async () => {
    const outcome = await one(agentv("execution-metrics", {}), busy);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain("set at least one of max_tool_calls");
  });

  it("fails a limit that is not a number, naming it", async () => {
    const outcome = await one(agentv("execution-metrics", { max_tool_calls: "many" }), busy);
    expect(outcome.message).toContain('field "max_tool_calls"');
  });
});

describe("latency, cost and token-usage", () => {
  it.each([
    [{ type: "latency", threshold: 9000 }, true],
    [{ type: "latency", threshold: 8999 }, false],
    [{ type: "cost", budget: 0.05 }, true],
    [{ type: "cost", budget: 0.01 }, false],
    [{ type: "token-usage", max_input: 1200, max_output: 300 }, true],
    [{ type: "token-usage", max_total: 6499 }, false],
    [{ type: "token-usage", max_total: 6500 }, true],
  ])("%j passes: %s", async ({ type, ...params }, passed) => {
    expect((await one(agentv(type, params), busy)).passed).toBe(passed);
  });

  it("fails latency when the duration is unknown", async () => {
    const outcome = await one(agentv("latency", { threshold: 1000 }), sessionReport().build());
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain("duration not reported by the agent");
  });
});
