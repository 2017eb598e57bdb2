import { describe, expect, it } from "vitest";
import { repetitionOutcome } from "../../src/verdicts/repetitions.ts";

// skillgym's execute-suite.ts: each of `repeat` repetitions gets 1 + repeatFailure sessions.
describe("repetitionOutcome", () => {
  const rule = { repeat: 3, retries: 1 };
  const run = (outcomes: string) =>
    repetitionOutcome(
      [...outcomes].map((outcome) => outcome === "P"),
      rule,
    );

  it("passes with a failure retried in each repetition (a share-of-total rule would fail it)", () => {
    expect(run("FPFPFP")).toBe("passed");
  });

  it("fails as soon as one repetition fails every session, whatever comes after", () => {
    expect(run("PFF")).toBe("failed");
    expect(run("PFFPPP")).toBe("failed");
  });

  it("is undecided while a repetition can still pass", () => {
    expect(run("PF")).toBe("undecided");
    expect(run("PP")).toBe("undecided");
  });

  it("without retries any failure decides", () => {
    expect(repetitionOutcome([true, false], { repeat: 2, retries: 0 })).toBe("failed");
  });
});
