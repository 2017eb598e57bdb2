import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { byteLength } from "../../../src/report/comment/fit-to-limit.ts";
import { COMMENT_LIMIT, renderComment, SUMMARY_LIMIT } from "../../../src/report/comment/render-comment.ts";
import { renderMarkdownReport } from "../../../src/report/render-markdown.ts";
import { type CaseRuns, makeResults } from "../../compare/results-builder.ts";

const RUNNERS = [
  { id: "claude", agent: "claude-code" as const, model: "claude-sonnet-4-5" },
  { id: "codex", agent: "codex" as const, model: "gpt-5-codex" },
];
const longMessage = (index: number) =>
  `expected the report to cite source ${index} ${"and keep every figure exact ".repeat(60)}\nstack line 2\nstack line 3`;

/**
 * 1,250 cases × 2 runners, every fourth case run 5 times and the rest once: 5,004 executions.
 * Most fail, with long messages, in 40 classes.
 */
function bigRun(outcomes: (index: number) => string, caseCount = 1250) {
  const cases: CaseRuns[] = [];
  for (let index = 0; index < caseCount; index++)
    for (const runner of RUNNERS)
      cases.push({
        suite: `skills/skill-${index % 25}/evals`,
        case: `case-${index}-${"long-name-".repeat(8)}`,
        runner: runner.id,
        outcomes: outcomes(index),
        expectedFail: index % 50 === 7,
        message: longMessage(index),
        assertion: `assertion-${index % 13}`,
        failureClass: { id: `class-${index % 40}`, label: `Failure class ${index % 40}` },
      });
  return makeResults(cases, { runners: RUNNERS });
}

describe("comment size", () => {
  const base = bigRun((index) => (index % 4 === 0 ? "ppppp" : "p"), 1270);
  const head = bigRun((index) => (index % 4 === 0 ? "ppfpf" : index % 3 === 0 ? "p" : "f"));
  const comparison = compareResults(head, base, { baseline: { commit: "c".repeat(40), commitsBehind: 1 } });

  it("builds the run it claims to", () => {
    expect(head.executions.length).toBeGreaterThanOrEqual(5000);
    expect(comparison.counts.regressed + comparison.counts.unconfirmed).toBeGreaterThan(500);
    expect(comparison.counts.removed).toBe(40);
  });

  it("keeps the PR comment within 65,536 characters, verdict and pointer included", () => {
    const comment = renderComment({ results: head, comparison }, { header: "big" });
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(byteLength(comment)).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(comment).toMatch(
      /^<!-- skill-eval:comment header=big -->\n\n## (❌ Worse than base: \d+ regressions|❓ Likely worse than base: \d+ unconfirmed drops)/,
    );
    expect(comment).toMatch(/… \d+ more, see the job summary and the artifacts\./);
    // Lists were shortened, not the comment cut: every section still closes.
    expect(comment).not.toContain("cut to fit");
    expect(comment.match(/<details>/g)?.length).toBe(comment.match(/<\/details>/g)?.length);
    expect(comment).toContain("cost and tokens</summary>");
  });

  it("keeps report.md and the job summary within 1 MiB", () => {
    const summary = renderMarkdownReport(head, { comparison });
    expect(byteLength(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(byteLength(summary)).toBeGreaterThan(COMMENT_LIMIT);
    expect(summary).toContain("see results.json in the output folder or the artifacts");
  });

  it("shortens the all-cases tables of a very large run instead of dropping them", () => {
    const huge = makeResults(
      Array.from({ length: 30_000 }, (_, index) => ({ case: `case-${index}`, outcomes: "p" })),
    );
    const summary = renderMarkdownReport(huge);
    expect(byteLength(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(summary).toContain("## ✅ Passing: all 30000 cases met expectations");
    expect(summary).toMatch(/\| `demo` \| `case-0` \| ✅ passed \|/);
    expect(summary).toMatch(
      /… \d+ more, see results\.json in the output folder or the artifacts\.\n\n<\/details>/,
    );
  }, 30_000);

  it("cuts as a last resort when even the shortest layout is too long", () => {
    const tiny = renderComment({ results: head, comparison }, { limit: 1500 });
    expect(byteLength(tiny)).toBeLessThanOrEqual(1500);
    expect(tiny).toMatch(/… cut to fit; see the job summary and the artifacts\.\n$/);
    expect(tiny.startsWith("<!-- skill-eval:comment header=skill-eval -->")).toBe(true);
  });

  it("never splits a character when cutting", () => {
    const results = makeResults([{ case: "😀".repeat(3000), outcomes: "f", message: "💥".repeat(3000) }]);
    for (const limit of [1001, 1002, 1003, 1004]) {
      const cut = renderComment({ results }, { limit });
      expect(byteLength(cut)).toBeLessThanOrEqual(limit);
      expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });
});

describe("hostile names", () => {
  const hostile = `pipe|\`tick\`<script>alert(1)</script>\n# heading ${"x".repeat(10_000)}`;
  const results = makeResults(
    [
      { case: hostile, outcomes: "f", message: "<img src=x onerror=alert(1)> | `x` ]]> <!-- -->" },
      { case: "fine", outcomes: "p" },
    ],
    { runners: [{ id: "run<ner>|`x`" }] },
  );
  const comment = renderComment({ results });

  it("shows them literally, without raw HTML outside code spans", () => {
    const outsideCode = comment.replace(/(`+) .*? \1|(`+)[^`].*?\2/g, "");
    expect(outsideCode).not.toMatch(/<script|<img|<!-- -->/);
    expect(comment).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("clips a 10,000-character case id", () => {
    const longest = Math.max(...comment.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(1000);
    expect(comment).toContain("x…");
  });

  it("keeps table rows to their columns", () => {
    const rows = comment.split("\n").filter((line) => line.startsWith("|") && line.includes("run<ner>"));
    // The compact table (5 columns), the folded full table (8 without a base) and the cost table (4).
    expect(rows.map((row) => row.replace(/\\\|/g, "").split("|").length - 2)).toEqual([5, 8, 4]);
  });
});
