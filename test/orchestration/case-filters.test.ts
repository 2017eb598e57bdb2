import { describe, expect, it } from "vitest";
import type { CaseSpec, Suite } from "../../src/model/suite.ts";
import { filtersKeepCase, narrowToFilteredUnits } from "../../src/orchestration/case-filters.ts";

function caseSpec(id: string): CaseSpec {
  return {
    id,
    prompt: id,
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
  };
}

function suite(id: string, cases: CaseSpec[]): Suite {
  return {
    id,
    format: "skillgym",
    file: `/p/${id}.suite.ts`,
    relativePath: `${id}.suite.ts`,
    contentHash: "0",
    skills: [],
    workspace: { mode: "isolated" },
    cases,
    warnings: [],
  };
}

describe("filtersKeepCase", () => {
  const keeps = (filter: string[], cases: string[] = []) =>
    filtersKeepCase({ filter, cases }, "evals/demo", "hello-file", ["claude", "codex"]);

  it("takes the case id, the suite/case id, and a suite/case/runner or execution key", () => {
    expect(keeps(["hello"])).toBe(true);
    expect(keeps(["evals/demo/hello-file"])).toBe(true);
    expect(keeps(["demo/hello"])).toBe(true);
    expect(keeps(["evals/demo/hello-file/codex#3"])).toBe(true);
    expect(keeps([], ["evals/demo/*"])).toBe(true);
    expect(keeps([], ["evals/demo/hello-file/claude"])).toBe(true);
  });

  it("reads plain text without a / against the case id alone, and a key only whole", () => {
    expect(keeps(["demo"])).toBe(false);
    expect(keeps(["evals/demo/hello-file/gemini"])).toBe(false);
    expect(keeps(["evals/demo/hello-file/cl"])).toBe(false);
    expect(keeps([], ["*/hello-file"])).toBe(false);
  });
});

describe("narrowToFilteredUnits", () => {
  const claude = { id: "claude" };
  const codex = { id: "codex" };

  it("keeps a case named by its key on that runner only, and other cases on all", () => {
    const plan = [{ suite: suite("s", [caseSpec("one"), caseSpec("two")]), runners: [claude, codex] }];
    const narrowed = narrowToFilteredUnits(plan, { filter: ["s/one/codex", "two"] });
    expect(
      narrowed.map((entry) => ({
        cases: entry.suite.cases.map((c) => c.id),
        runners: entry.runners.map((r) => r.id),
      })),
    ).toEqual([
      { cases: ["one"], runners: ["codex"] },
      { cases: ["two"], runners: ["claude", "codex"] },
    ]);
  });

  it("returns the plan's entries unchanged when every unit is kept", () => {
    const plan = [{ suite: suite("s", [caseSpec("one")]), runners: [claude, codex] }];
    expect(narrowToFilteredUnits(plan, { filter: ["one"] })[0]).toBe(plan[0]);
  });
});
