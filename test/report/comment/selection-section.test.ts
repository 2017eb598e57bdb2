import { describe, expect, it } from "vitest";
import { renderComment } from "../../../src/report/comment/render-comment.ts";
import { makeResults } from "../../compare/results-builder.ts";

function selectedRun() {
  const results = makeResults([
    { suite: "skills/pdf/skill-tests", case: "a", outcomes: "p" },
    { suite: "evals/other", case: "b", outcomes: "p" },
  ]);
  return {
    ...results,
    run: {
      ...results.run,
      selection: {
        mode: "changed" as const,
        reason: "the pull request changed 2 files since the merge base",
        removedSuites: ["evals/gone.suite.ts"],
      },
    },
    suites: results.suites.map((suite) =>
      suite.id === "skills/pdf/skill-tests"
        ? { ...suite, selectedBecause: ["skill changed: skills/pdf/SKILL.md"] }
        : { ...suite, selectedBecause: ["suite file changed: evals/other.suite.ts"] },
    ),
  };
}

describe("the comment says why each suite ran", () => {
  it("gives the selection's reason, each suite's reasons and the removed suites", () => {
    const comment = renderComment({ results: selectedRun() });
    expect(comment).toContain(
      "### 🔎 Why these 2 suites ran: the pull request changed 2 files since the merge base",
    );
    expect(comment).toContain("- `skills/pdf/skill-tests`: skill changed: skills/pdf/SKILL.md");
    expect(comment).toContain("- `evals/other`: suite file changed: evals/other.suite.ts");
    expect(comment).toContain("- `evals/gone.suite.ts`: removed by this change");
  });

  it("says nothing about selection when the run recorded none", () => {
    expect(renderComment({ results: makeResults([{ case: "a", outcomes: "p" }]) })).not.toContain(
      "Why these",
    );
  });
});
