import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { caseLabel } from "../../../src/report/comment/case-lines.ts";
import { byteLength } from "../../../src/report/comment/fit-to-limit.ts";
import { COMMENT_LIMIT, renderComment } from "../../../src/report/comment/render-comment.ts";
import { forkSkippedResults } from "../../../src/report/fork-skipped-results.ts";
import { type CaseRuns, makeResults } from "../../compare/results-builder.ts";

/** Golden files are compared byte for byte; `UPDATE_GOLDEN=1` rewrites them (review the diff). */
function expectGolden(name: string, actual: string): void {
  const file = join(import.meta.dirname, "golden", name);
  if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, actual);
  expect(existsSync(file), `missing golden file ${name}: run with UPDATE_GOLDEN=1 and review it`).toBe(true);
  expect(actual).toBe(readFileSync(file, "utf8"));
}

const RUNNERS = [
  { id: "claude", agent: "claude-code" as const, model: "claude-sonnet-4-5" },
  { id: "codex", agent: "codex" as const, model: "gpt-5-codex" },
  { id: "claude-haiku", agent: "claude-code" as const, model: "claude-haiku-4-5" },
];
const links = {
  runUrl: "https://github.com/acme/skills/actions/runs/9001",
  artifactUrl: "https://github.com/acme/skills/actions/runs/9001/artifacts/424242",
};
const baselineInfo = {
  commit: "4e5d6f7a".padEnd(40, "0"),
  commitsBehind: 0,
  source: "the base branch's results artifact",
};

/**
 * 500 cases × 3 runners. Head against base: every 10th case regresses (10/10 → 0/10), every 4th
 * is an expected failure, every 7th fails on both sides, every 25th errored, every 11th is flaky
 * (5 runs, mixed on both sides); the rest pass. Single runs elsewhere. Messages are long, as real
 * ones are.
 */
function largeRun(side: "base" | "head") {
  const cases: CaseRuns[] = [];
  for (let index = 0; index < 500; index++) {
    for (const runner of RUNNERS) {
      const regresses = index % 10 === 3;
      const outcomes =
        index % 25 === 1
          ? side === "head"
            ? "e"
            : "p"
          : regresses
            ? (side === "head" ? "f" : "p").repeat(10)
            : index % 4 === 0 || index % 7 === 0
              ? "f"
              : index % 11 === 0
                ? side === "head"
                  ? "pfpfp"
                  : "fpfpf"
                : "p";
      cases.push({
        suite: `skills/skill-${index % 12}/evals`,
        case: `case-${String(index).padStart(3, "0")}-writes-the-quarterly-report`,
        runner: runner.id,
        outcomes,
        expectedFail: index % 4 === 0 && !regresses,
        message: `expected report.pdf to cite source ${index} and keep every figure exact; the agent wrote report.md by hand with ${index % 9} figures rounded`,
        assertion: "file-contains",
        failureClass: {
          id: outcomes.includes("e") ? "timeout" : "assertion",
          label: outcomes.includes("e") ? "Timeout" : "Assertion failure",
        },
      });
    }
  }
  return makeResults(cases, {
    runners: RUNNERS,
    commit: side === "head" ? "9f1c2ab".padEnd(40, "1") : baselineInfo.commit,
  });
}

describe("the comment's layout", () => {
  it("renders a small run as recorded", () => {
    const cases = (outcomes: string[]): CaseRuns[] =>
      outcomes.map((outcome, index) => ({
        suite: "skills/pdf-report/evals",
        case: ["renders-table", "embeds-fonts", "uses-the-skill"][index] ?? "",
        outcomes: outcome,
        message: "expected skill pdf-report to be used; the agent used none",
        assertion: "skill-used",
      }));
    const base = makeResults(cases(["ppp", "ppp", "ppp"]), { commit: baselineInfo.commit });
    const head = makeResults(cases(["ppp", "ppp", "fff"]), { commit: "9f1c2ab".padEnd(40, "1") });
    const comparison = compareResults(head, base, { baseline: baselineInfo });
    expectGolden("comment-small.md", renderComment({ results: head, comparison, links }));
  });

  describe("a 500 × 3 run", () => {
    const head = largeRun("head");
    const base = largeRun("base");
    const comparison = compareResults(head, base, { baseline: baselineInfo });
    const comment = renderComment({ results: head, comparison, links }, { header: "skills" });

    it("builds the run it claims to", () => {
      expect(head.cases).toHaveLength(1500);
      expect(comparison.counts.regressed).toBe(150);
      expect(head.summary.cases["expected-failed"]).toBeGreaterThan(300);
    });

    it("renders as recorded, within GitHub's limit", () => {
      expect(byteLength(comment)).toBeLessThanOrEqual(COMMENT_LIMIT);
      expectGolden("comment-500x3.md", comment);
    });

    it("keeps every regression, before any expected failure", () => {
      const regressed = comparison.cases.filter((entry) => entry.category === "regressed");
      const positions = regressed.map((entry) => comment.indexOf(`- ${caseLabel(entry)}:`));
      expect(positions.every((position) => position > 0)).toBe(true);
      const expectedFailures = comment.indexOf("### Expected failures");
      if (expectedFailures >= 0) expect(Math.max(...positions)).toBeLessThan(expectedFailures);
      // What did not fit was cut from the least important lists, and says so.
      expect(comment).toMatch(/… \d+ more, see the job summary and the artifacts\./);
      expect(comment).not.toContain("cut to fit");
    });

    it("lists each case × runner at most once", () => {
      const labels = comment
        .split("\n")
        .flatMap((line) => /^- (?:\w+: )?(`[^`]+` on `[^`]+`)/.exec(line)?.[1] ?? []);
      expect(labels.length).toBe(200);
      expect(new Set(labels).size).toBe(labels.length);
    });
  });

  it("answers 'can I merge?' in its first five lines", () => {
    const head = largeRun("head");
    const comparison = compareResults(head, largeRun("base"), { baseline: baselineInfo });
    const lines = renderComment({ results: head, comparison, links })
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("<!--"));
    expect(lines[0]).toMatch(/^## ❌ Worse than base: 150 regressions/);
    expect(lines[1]).toMatch(
      /^\*\*1500 cases:\*\* \d+ passed \(−\d+\) · \d+ failed \(\+\d+\) · \d+ errored \(\+\d+\)/,
    );
    expect(lines[1]).toContain("· 150 regressions ·");
    expect(lines[2]).toBe("| Runner | Pass rate (Δ vs base) | Failed | Errors | Regressions |");
    expect(lines[3]).toBe("|---|---:|---:|---:|---:|");
    for (const row of lines.slice(4, 7)) expect(row.split(" | ")).toHaveLength(5);
  });

  it("renders a fork's not-run comment as recorded", () => {
    const results = forkSkippedResults({
      startedAt: "2026-11-24T00:00:00.000Z",
      toolVersion: "1.0.0",
      commit: "0".repeat(40),
      pullRequest: {
        number: 2,
        headSha: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
        baseSha: "f".repeat(40),
      },
      shard: undefined,
    });
    expect(results.summary.exitCode).toBe(0);
    expectGolden("comment-fork.md", renderComment({ results, links }));
  });

  it("links the run and the results artifact itself, with report.html inside", () => {
    const results = makeResults([{ case: "c", outcomes: "p" }]);
    expect(renderComment({ results, links })).toContain(
      "[Workflow run](https://github.com/acme/skills/actions/runs/9001) · [Results artifact](https://github.com/acme/skills/actions/runs/9001/artifacts/424242) (report.html inside)",
    );
  });
});
