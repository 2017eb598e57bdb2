import { describe, expect, it } from "vitest";
import { skillUplifts } from "../../src/compare/skill-uplift.ts";
import { renderComment } from "../../src/report/comment/render-comment.ts";
import { makeResults } from "./results-builder.ts";

const runners = [
  { id: "claude", agent: "claude-code" as const },
  { id: "claude-without-skill", agent: "claude-code" as const },
];

const withAndWithout = makeResults(
  [
    { suite: "pdf", case: "a", runner: "claude", outcomes: "ppppp" },
    { suite: "pdf", case: "b", runner: "claude", outcomes: "ppppf" },
    { suite: "pdf", case: "a", runner: "claude-without-skill", outcomes: "fffff" },
    { suite: "pdf", case: "b", runner: "claude-without-skill", outcomes: "ppfff" },
  ],
  { runners },
);

describe("skill uplift (compare-without-skill)", () => {
  it("compares each suite's pass rate with and without the skill, per runner", () => {
    const [uplift, ...others] = skillUplifts(withAndWithout);
    expect(others).toEqual([]);
    expect(uplift).toMatchObject({
      suite: "pdf",
      runner: "claude",
      with: { passes: 9, trials: 10 },
      without: { passes: 2, trials: 10 },
    });
    expect(uplift?.uplift).toBeCloseTo(0.7);
    // 9/10 against 2/10: hypergeometric lower tail P(X ≤ 2), X ~ HG(20, 11, 10).
    expect(uplift?.pValue).toBeCloseTo(0.002739, 5);
  });

  it("is empty for a run without -without-skill runners, and says so nowhere", () => {
    const plain = makeResults([{ suite: "pdf", case: "a", outcomes: "p" }]);
    expect(skillUplifts(plain)).toEqual([]);
    expect(renderComment({ results: plain })).not.toContain("Skill uplift");
  });

  it("shows in the comment", () => {
    expect(renderComment({ results: withAndWithout })).toContain(
      "- `pdf` on `claude`: 90.0% (9/10) with the skill, 20.0% (2/10) without: +70 points (one-sided Fisher p = 0.0027)",
    );
  });
});
