import { describe, expect, it } from "vitest";
import type { UsageReport } from "../../src/model/session-report.ts";
import { estimateCostUsd } from "../../src/runners/price-table.ts";

function usage(fields: Partial<UsageReport>): UsageReport {
  return {
    inputChars: 0,
    outputChars: 0,
    reasoningChars: 0,
    source: { input: "provider", output: "provider", reasoning: "provider" },
    ...fields,
  };
}

describe("estimateCostUsd", () => {
  it("prices fresh input, cached input and output (reasoning billed as output)", () => {
    // gpt-5.5: $5 in, $0.50 cached, $30 out per million.
    const cost = estimateCostUsd(
      "gpt-5.5",
      usage({
        inputTokens: 1_000_000,
        cacheReadTokens: 400_000,
        outputTokens: 100_000,
        reasoningTokens: 50_000,
      }),
    );
    expect(cost).toBeCloseTo(600_000 * 5e-6 + 400_000 * 0.5e-6 + 150_000 * 30e-6, 9);
  });

  it("matches a provider-prefixed model and lets configured prices win", () => {
    expect(
      estimateCostUsd("anthropic/claude-haiku-4-5", usage({ inputTokens: 1_000_000, outputTokens: 0 })),
    ).toBeCloseTo(1, 9);
    expect(
      estimateCostUsd("gpt-5.5", usage({ inputTokens: 1_000_000, outputTokens: 0 }), {
        "gpt-5.5": { input: 2, output: 8 },
      }),
    ).toBeCloseTo(2, 9);
  });

  it("gives no estimate for an unknown model or unknown token counts", () => {
    expect(estimateCostUsd("my-local-model", usage({ inputTokens: 10, outputTokens: 10 }))).toBeUndefined();
    expect(estimateCostUsd("gpt-5.5", usage({ outputTokens: 10 }))).toBeUndefined();
    expect(estimateCostUsd(undefined, usage({ inputTokens: 10, outputTokens: 10 }))).toBeUndefined();
  });
});
