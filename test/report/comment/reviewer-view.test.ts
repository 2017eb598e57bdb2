import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { reviewerView } from "../../../src/report/comment/reviewer-view.ts";
import { makeResults } from "../../compare/results-builder.ts";

const base = makeResults([
  { case: "a", outcomes: "ppp" },
  { case: "b", outcomes: "ppp" },
]);
const view = (outcomes: string, durationMs: number, costUsd: number) => {
  const head = makeResults([
    { case: "a", outcomes, durationMs, costUsd },
    { case: "b", outcomes: "ppp", durationMs, costUsd },
  ]);
  return reviewerView(head, compareResults(head, base, { baseline: { commit: "c".repeat(40) } }));
};

describe("reviewerView", () => {
  it("ignores durations and costs", () => {
    expect(view("ppp", 1_000, 0.1)).toBe(view("ppp", 90_000, 2.5));
  });

  it("changes with a case's passes, verdict or category", () => {
    expect(view("ppf", 1_000, 0.1)).not.toBe(view("ppp", 1_000, 0.1));
    expect(view("fff", 1_000, 0.1)).not.toBe(view("ppf", 1_000, 0.1));
  });

  it("changes with a notice (a missing permission)", () => {
    const head = makeResults([{ case: "a", outcomes: "p" }]);
    const comparison = compareResults(head, undefined);
    expect(reviewerView(head, comparison, ["> ⚠️ missing `actions: read`"])).not.toBe(
      reviewerView(head, comparison),
    );
  });

  it("changes with the pull request's head: a push with the same verdicts must not leave an older head named", () => {
    const at = (headSha: string) => {
      const head = makeResults([{ case: "a", outcomes: "p" }]);
      head.run.pullRequest = { number: 7, headSha, baseSha: "b".repeat(40) };
      return reviewerView(head, compareResults(head, undefined));
    };
    expect(at("1".repeat(40))).toBe(at("1".repeat(40)));
    expect(at("2".repeat(40))).not.toBe(at("1".repeat(40)));
  });
});
