import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import { exitCodeUnder } from "../../src/compare/fail-on.ts";
import { makeResults } from "./results-builder.ts";

const base = makeResults([
  { case: "a", outcomes: "p" },
  { case: "b", outcomes: "f" },
]);
const regressed = makeResults([
  { case: "a", outcomes: "f" },
  { case: "b", outcomes: "f" },
]);
const stillFailing = makeResults([
  { case: "a", outcomes: "p" },
  { case: "b", outcomes: "f" },
]);
const passing = makeResults([
  { case: "a", outcomes: "p" },
  { case: "b", outcomes: "p" },
]);
const incomplete = { ...passing, summary: { ...passing.summary, exitCode: 3 } };

describe("exitCodeUnder (fail-on)", () => {
  it.each([
    ["failure", stillFailing, 1],
    ["regression", stillFailing, 0],
    ["regression", regressed, 1],
    ["failure", regressed, 1],
    ["never", regressed, 0],
    ["failure", passing, 0],
    ["never", incomplete, 3],
    ["regression", incomplete, 3],
  ] as const)("fail-on %s → exit %#", (failOn, head, expected) => {
    expect(exitCodeUnder(failOn, head, compareResults(head, base))).toBe(expected);
  });
});
