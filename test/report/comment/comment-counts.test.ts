import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { countsLine } from "../../../src/report/comment/comment-counts.ts";
import { commentVerdict } from "../../../src/report/comment/comment-verdict.ts";
import { renderMarkdownReport } from "../../../src/report/render-markdown.ts";
import { verdictLine } from "../../../src/report/verdict-line.ts";
import { makeResults } from "../../compare/results-builder.ts";

describe("countsLine", () => {
  it("adds up to the cases listed: an interrupted run's cases that never started count, named apart from skips", () => {
    const results = makeResults(
      [
        { case: "a", outcomes: "p" },
        { case: "b", outcomes: "e" },
        { case: "c", outcomes: "s" },
        { case: "d", outcomes: "" },
      ],
      { complete: false },
    );
    const line = "**4 cases:** 1 passed · 0 failed · 1 errored · 1 skipped · 1 not started";
    expect(countsLine(results, compareResults(results, undefined))).toBe(line);
    const report = renderMarkdownReport(results);
    expect(report).toContain(line);
    expect(report.match(/^\| `demo` \| `[abcd]` \|/gm)).toHaveLength(4);
  });

  it("names no skipped part when every case ran", () => {
    const results = makeResults([{ case: "a", outcomes: "p" }]);
    expect(countsLine(results, compareResults(results, undefined))).toBe(
      "**1 case:** 1 passed · 0 failed · 0 errored",
    );
  });
});

describe("the verdict lines", () => {
  it("never count a skipped case (a budget, a skip) as one that met its expectation", () => {
    const results = makeResults([
      { case: "a", outcomes: "p" },
      { case: "b", outcomes: "s" },
      { case: "c", outcomes: "s" },
    ]);
    expect(verdictLine(results)).toBe("✅ the case met expectations; 2 skipped");
    expect(commentVerdict(results, compareResults(results, undefined))).toBe(
      "✅ Passing: the case met its expectation (2 skipped, not counted); no baseline to compare with",
    );
  });
});
