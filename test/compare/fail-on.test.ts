import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import { exitCodeUnder } from "../../src/compare/fail-on.ts";
import { makeResults } from "./results-builder.ts";

const base = makeResults([
  { case: "a", outcomes: "pppp" },
  { case: "b", outcomes: "f" },
]);
// 4/4 → 0/4: p = 1/70, established.
const regressed = makeResults([
  { case: "a", outcomes: "ffff" },
  { case: "b", outcomes: "f" },
]);
// 4/4 → 0/1: worse, not established.
const unconfirmed = makeResults([
  { case: "a", outcomes: "f" },
  { case: "b", outcomes: "f" },
]);
// Every execution of a was an infrastructure error: never a regression.
const errored = makeResults([
  { case: "a", outcomes: "ee" },
  { case: "b", outcomes: "f" },
]);
const stillFailing = makeResults([
  { case: "a", outcomes: "pppp" },
  { case: "b", outcomes: "f" },
]);
const passing = makeResults([
  { case: "a", outcomes: "pppp" },
  { case: "b", outcomes: "p" },
]);
// 4/4 → 2/10 at threshold 0.2: the case still passes, yet the drop is established.
const passingButRegressed = makeResults([
  { case: "a", outcomes: "ppffffffff", threshold: 0.2 },
  { case: "b", outcomes: "p" },
]);
// 4/4 → 1/2 at threshold 0.5: the case passes, its drop neither established nor ruled out.
const passingButUnconfirmed = makeResults([
  { case: "a", outcomes: "pf", threshold: 0.5 },
  { case: "b", outcomes: "p" },
]);
const incomplete = { ...passing, summary: { ...passing.summary, exitCode: 3 } };

describe("exitCodeUnder (fail-on)", () => {
  it.each([
    ["failure", stillFailing, 1],
    ["regression", stillFailing, 0],
    ["regression", regressed, 1],
    ["regression", unconfirmed, 1],
    ["regression", errored, 0],
    ["failure", errored, 1],
    ["failure", regressed, 1],
    ["never", regressed, 0],
    ["failure", passing, 0],
    ["failure", passingButRegressed, 1],
    ["regression", passingButRegressed, 1],
    // The default is never more lenient than `regression`: no green check beside "Likely worse".
    ["failure", passingButUnconfirmed, 1],
    ["regression", passingButUnconfirmed, 1],
    ["never", passingButUnconfirmed, 0],
    ["never", incomplete, 3],
    ["regression", incomplete, 3],
  ] as const)("fail-on %s → exit %#", (failOn, head, expected) => {
    expect(exitCodeUnder(failOn, head, compareResults(head, base))).toBe(expected);
  });

  it("has the unconfirmed drop the table relies on", () => {
    const comparison = compareResults(passingButUnconfirmed, base);
    expect(comparison.counts).toMatchObject({ regressed: 0, unconfirmed: 1 });
    expect(passingButUnconfirmed.summary.exitCode).toBe(0);
  });
});
