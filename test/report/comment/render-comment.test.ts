import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { type Results, resultsSchema } from "../../../src/model/results.ts";
import { commentMarker } from "../../../src/report/comment/comment-marker.ts";
import { renderComment } from "../../../src/report/comment/render-comment.ts";
import { escapeMarkdownInline } from "../../../src/report/markdown-escape.ts";
import { makeResults } from "../../compare/results-builder.ts";
import { goldenFiles } from "../../support/golden-files.ts";

const FIXTURES = join(import.meta.dirname, "..", "..", "fixtures", "compare");

function readFixture(name: string): Results {
  return resultsSchema.parse(JSON.parse(readFileSync(join(FIXTURES, name), "utf8")));
}

const expectGolden = goldenFiles(join(import.meta.dirname, "golden"));

const head = readFixture("head.results.json");
const base = readFixture("base.results.json");
const comparison = compareResults(head, base, {
  baseline: { commit: base.run.commit, commitsBehind: 3, source: "artifact of run 8812 on main" },
});
const links = {
  runUrl: "https://github.com/acme/skills/actions/runs/9001",
  artifactsUrl: "https://github.com/acme/skills/actions/runs/9001#artifacts",
  reportUrl: "https://github.com/acme/skills/actions/runs/9001/attempts/1#summary",
};

describe("renderComment", () => {
  it("renders a realistic PR comment as recorded", () => {
    expectGolden("comment.md", renderComment({ results: head, comparison, links }, { header: "skills" }));
  });

  it("starts with the hidden marker and the verdict", () => {
    const lines = renderComment({ results: head, comparison }, { header: "skills" }).split("\n");
    expect(lines[0]).toBe(commentMarker("skills"));
    expect(lines[2]).toMatch(/^## ❌ Worse than base: 1 regression, 1 likely \(unconfirmed\)/);
  });

  it("orders sections as a reviewer needs them", () => {
    const markdown = renderComment({ results: head, comparison, links });
    const order = [
      "**14 cases:**",
      "| Runner |",
      "### ❌ Regressions",
      "### ❓ Likely regressed, unconfirmed",
      "### ❌ Failing, not regressions",
      "### ⚠️ Unexpected passes",
      "### 💥 Errored, not compared",
      "### Expected failures",
      "### Fixed, new and removed",
      "cost and tokens</summary>",
      "[Workflow run]",
    ].map((heading) => markdown.indexOf(heading));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("without a baseline says so and lists no regressions", () => {
    const markdown = renderComment({ results: head });
    expect(markdown).toContain("has no baseline to compare with, so nothing counts as a regression");
    expect(markdown).not.toContain("Regressions");
    expect(markdown.split("\n")[2]).toMatch(/^## ❌ Failing: .*; no baseline to compare with$/);
  });

  it("names the base-branch commits pooled and how many runs a case's base rate rests on", () => {
    const keys = base.cases.map((result) => result.key);
    const pooled = compareResults(head, base, {
      baseline: {
        commit: base.run.commit,
        pooledCommits: ["a".repeat(40), "b".repeat(40), "c".repeat(40)],
        runsPerCase: Object.fromEntries(keys.map((key, index) => [key, index === 0 ? 2 : 3])),
      },
    });
    const markdown = renderComment({ results: head, comparison: pooled });
    expect(markdown).toContain(
      "Base rates pool the runs of 3 base-branch commits (`aaaaaaa`, `bbbbbbb`, `ccccccc`), 2–3 runs per case;",
    );
    expect(markdown).toMatch(
      /`skills\/pdf-report\/evals\/quarterly-report` on `claude`: 100% \(5\/5, [^)]*\) over [23] runs → 0%/,
    );
  });

  it("says one number of runs per case when every case rests on as many", () => {
    const same = compareResults(head, base, {
      baseline: {
        commit: base.run.commit,
        pooledCommits: ["a".repeat(40), "b".repeat(40)],
        runsPerCase: Object.fromEntries(base.cases.map((result) => [result.key, 2])),
      },
    });
    expect(renderComment({ results: head, comparison: same })).toContain(
      "Base rates pool the runs of 2 base-branch commits (`aaaaaaa`, `bbbbbbb`), 2 runs per case;",
    );
  });

  it("calls out a case that passed on base and fails now under a new expectedFail marker", () => {
    const before = makeResults([
      { case: "c", outcomes: "ppp" },
      { case: "d", outcomes: "f", expectedFail: true },
    ]);
    const after = makeResults([
      { case: "c", outcomes: "fff", expectedFail: true, message: "skill not used" },
      { case: "d", outcomes: "f", expectedFail: true },
    ]);
    const markdown = renderComment({ results: after, comparison: compareResults(after, before) });
    expect(markdown).toContain("### ⚠️ Newly expected to fail (1)");
    expect(markdown).toContain(
      "- `demo/c` on `claude`: passed 3/3 on base; this change marks it `expectedFail` and it failed 3/3, a drop the marker keeps out of the regressions — skill-used: skill not used",
    );
    // A case that was expected to fail on base too is an ordinary expected failure.
    expect(markdown).toContain("### Expected failures (1)\n- `demo/d` on `claude`");
  });

  it("keeps a marker header from closing the HTML comment, and gives distinct headers distinct markers", () => {
    const marker = commentMarker("a --> <b>\nc");
    expect(marker).toMatch(/^<!-- skill-eval:comment header=~[A-Za-z0-9_-]+ -->$/);
    expect(marker.slice(4, -3)).not.toContain("--");
    expect(commentMarker("")).toBe("<!-- skill-eval:comment header=skill-eval -->");
    expect(commentMarker("evals-claude")).toBe("<!-- skill-eval:comment header=evals-claude -->");
    const headers = ["evals claude", "evals_claude", "evals--claude", "evals-claude", "evals-"];
    expect(new Set(headers.map(commentMarker)).size).toBe(headers.length);
  });

  it("writes no live @-mention for text from agents or suites", () => {
    expect(escapeMarkdownInline("cc @octocat and @org/security-team; mail a@b")).toBe(
      "cc @\u200boctocat and @\u200borg/security-team; mail a@\u200bb",
    );
  });

  it("writes no math for text from agents or suites: GitHub would render $…$ as any text it spells", () => {
    expect(escapeMarkdownInline("$\\color{green}\\textsf{All checks passed}$ and $$x$$")).toBe(
      "\\$\\\\color{green}\\\\textsf{All checks passed}\\$ and \\$\\$x\\$\\$",
    );
  });

  it("writes no live issue reference for text from agents or suites", () => {
    expect(escapeMarkdownInline("fixes #7, GH-8 and gh-9; not HIGH-10 or GH-x")).toBe(
      "fixes \\#7, GH\u200b-8 and gh\u200b-9; not HIGH-10 or GH-x",
    );
  });

  it("drops links that are not http(s)", () => {
    const markdown = renderComment({ results: head, links: { runUrl: "javascript:alert(1)" } });
    expect(markdown).not.toContain("javascript:");
  });
});
