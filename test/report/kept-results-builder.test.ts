import { describe, expect, it } from "vitest";
import { seededRandom } from "../../bench/lib/seeded-random.ts";
import type { ExecutionResult, Results } from "../../src/model/results.ts";
import { buildResults, createKeptResultsBuilder, type ResultsInput } from "../../src/report/build-results.ts";
import { simulatedRun } from "./simulated-live-run.ts";

const SHAPE = { suites: 4, casesPerSuite: 6, runners: 3, iterations: 3, varied: true };

/** The constant parts of a live snapshot's input, as run-evals gives them. */
function inputOf(plan: ResultsInput["plan"], executions: readonly ExecutionResult[], complete: boolean) {
  return {
    startedAt: "2026-12-04T10:00:00.000Z",
    toolVersion: "0.1.0",
    commit: "abc1234",
    pullRequest: { number: 12, headSha: "head", baseSha: "base" },
    complete,
    plan,
    executions,
    selection: {
      mode: "changed" as const,
      reason: "PR #12 changed 2 files",
      suites: [
        { id: "suite-02", path: "suite-02/EVAL.yaml", reasons: ["skill changed: skills/pdf/SKILL.md"] },
      ],
      removedSuites: [],
    },
    judge: {
      backend: "anthropic",
      model: "claude-haiku-4-5",
      calls: 3,
      cachedCalls: 1,
      inputTokens: 900,
      outputTokens: 60,
    },
    confirmIterations: 10,
  };
}

/**
 * The executions a live run's rewrites see, a few more each time, in the order they finish; one
 * execution is later replaced by a new record under its key, and one key is recorded twice.
 */
function rewrites(seed: number): ExecutionResult[][] {
  const { executions } = simulatedRun({ ...SHAPE, seed });
  const random = seededRandom(seed + 1);
  const seen: ExecutionResult[][] = [[]];
  let done: ExecutionResult[] = [];
  for (let count = 0; count < executions.length; ) {
    count = Math.min(executions.length, count + 1 + Math.floor(random() * 5));
    done = executions.slice(0, count);
    seen.push(done);
  }
  const replaced = Math.floor(done.length / 2);
  const again = done[replaced];
  if (again === undefined) throw new Error("no executions");
  const flipped: ExecutionResult = { ...again, status: again.status === "passed" ? "failed" : "passed" };
  const replacing = done.map((execution, index) => (index === replaced ? flipped : execution));
  seen.push(replacing, [...replacing, { ...again, durationMs: again.durationMs + 1 }]);
  return seen;
}

describe("results kept from one live snapshot to the next", () => {
  it.each([1, 2, 3])("equal buildResults' at every rewrite of a varied run (seed %i)", (seed) => {
    const { plan } = simulatedRun({ ...SHAPE, seed });
    const kept = createKeptResultsBuilder();
    const all = rewrites(seed);
    all.forEach((executions, index) => {
      const input = inputOf(plan, executions, index === all.length - 1);
      const expected = buildResults(input);
      const actual = kept(input);
      expect(actual).toEqual(expected);
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    });
    const last = buildResults(inputOf(plan, all.at(-1) ?? [], true));
    // The run reaches every verdict and a gate, so the comparisons above cover each kind of case.
    expect(new Set(last.cases.map((result) => result.verdict))).toEqual(
      new Set(["passed", "failed", "error", "expected-failed", "unexpected-passed", "skipped"]),
    );
    expect(last.summary.gates?.length).toBeGreaterThan(0);
    expect(last.cases.some((result) => result.confirmations !== undefined)).toBe(true);
  });

  it("aggregates again only the cases whose executions changed", () => {
    const { plan, executions } = simulatedRun({ ...SHAPE, seed: 4 });
    const kept = createKeptResultsBuilder();
    let earlier: Results = kept(inputOf(plan, [], false));
    for (let count = 1; count <= executions.length; count++) {
      const added = executions[count - 1];
      const now = kept(inputOf(plan, executions.slice(0, count), false));
      const rebuilt = now.cases.filter((result, index) => result !== earlier.cases[index]);
      expect(rebuilt.map((result) => result.key)).toEqual([
        `${added?.suite}/${added?.case}/${added?.runner}`,
      ]);
      earlier = now;
    }
  });

  it("starts afresh for another plan", () => {
    const { plan, executions } = simulatedRun({ ...SHAPE, seed: 5 });
    const stricter = plan.map(({ suite, runners }) => ({
      suite: { ...suite, cases: suite.cases.map((caseSpec) => ({ ...caseSpec, threshold: 1 })) },
      runners: runners.slice(0, 2),
    }));
    const kept = createKeptResultsBuilder();
    kept(inputOf(plan, executions, true));
    const input = inputOf(stricter, executions, true);
    expect(JSON.stringify(kept(input))).toBe(JSON.stringify(buildResults(input)));
  });
});
