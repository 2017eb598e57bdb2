import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/compare/compare-results.ts";
import { poolBaselines } from "../../src/compare/pool-baselines.ts";
import type { Results } from "../../src/model/results.ts";
import { makeResults } from "./results-builder.ts";

/** A base-branch run: outcomes per case, and the fingerprint (and agent version) each case ran with. */
function run(
  commit: string,
  cases: Record<string, { outcomes: string; fingerprint?: string; agentVersion?: string }>,
): Results {
  const results = makeResults(
    Object.entries(cases).map(([id, spec]) => ({ case: id, outcomes: spec.outcomes })),
    { commit },
  );
  return {
    ...results,
    executions: results.executions.map((execution) => {
      const spec = cases[execution.case];
      return {
        ...execution,
        ...(spec?.fingerprint === undefined ? {} : { fingerprint: spec.fingerprint }),
        ...(spec?.agentVersion === undefined ? {} : { agentVersion: spec.agentVersion }),
      };
    }),
  };
}

const sha = (n: number) => String(n).repeat(40);

describe("poolBaselines", () => {
  // Newest first. "steady" never changed; "edited" changed its suite before the third run back;
  // "upgraded" ran on another agent CLI version two runs back; "unknown" has no fingerprint.
  const runs = [
    run(sha(1), {
      steady: { outcomes: "ppp", fingerprint: "F" },
      edited: { outcomes: "ppp", fingerprint: "E2" },
      upgraded: { outcomes: "ppp", fingerprint: "U", agentVersion: "2.0" },
      unknown: { outcomes: "ppp" },
    }),
    run(sha(2), {
      steady: { outcomes: "pfp", fingerprint: "F" },
      edited: { outcomes: "ppp", fingerprint: "E2" },
      upgraded: { outcomes: "fff", fingerprint: "U", agentVersion: "1.9" },
      unknown: { outcomes: "fff" },
    }),
    run(sha(3), {
      steady: { outcomes: "ppp", fingerprint: "F" },
      edited: { outcomes: "fff", fingerprint: "E1" },
      upgraded: { outcomes: "ppp", fingerprint: "U", agentVersion: "2.0" },
      unknown: { outcomes: "ppp" },
    }),
  ];
  const pooled = poolBaselines(runs);
  const byCase = new Map(pooled.results.cases.map((result) => [result.case, result]));

  it("pools each case × runner over the runs whose fingerprint and agent version match the newest", () => {
    expect(pooled.runsPerCase).toEqual({
      "demo/steady/claude": 3,
      "demo/edited/claude": 2,
      "demo/upgraded/claude": 2,
      "demo/unknown/claude": 1,
    });
    // The newest run's verdict stands: one failure two runs back does not make base "failing".
    expect(byCase.get("steady")).toMatchObject({ passes: 8, graded: 9, iterations: 9, verdict: "passed" });
    expect(byCase.get("steady")?.passRate).toBeCloseTo(8 / 9, 12);
    expect(byCase.get("edited")).toMatchObject({ passes: 6, graded: 6, verdict: "passed" });
    expect(byCase.get("upgraded")).toMatchObject({ passes: 6, graded: 6 });
    expect(byCase.get("unknown")).toMatchObject({ passes: 3, graded: 3 });
    expect(pooled.commits).toEqual([sha(1), sha(2), sha(3)]);
  });

  it("keeps the newest run's durations and cost, so per-runner deltas compare one run with one", () => {
    expect(byCase.get("steady")?.durationMs).toEqual(runs[0]?.cases[0]?.durationMs);
    expect(pooled.results.run.commit).toBe(sha(1));
    expect(pooled.results.executions).toBe(runs[0]?.executions);
  });

  it("lets history establish a drop with fewer head runs, and says how many runs the base rate rests on", () => {
    // Head fails twice: against the newest run alone (3/3) p = 1/10, undecided; against the
    // pooled history of the unchanged fingerprint (6/6) p = 1/28, a regression.
    const head = makeResults([{ case: "edited", outcomes: "ff" }]);
    const alone = compareResults(head, runs[0]);
    expect(alone.cases.find((entry) => entry.case === "edited")?.category).toBe("unconfirmed");
    const withHistory = compareResults(head, pooled.results, {
      baseline: { pooledCommits: pooled.commits, runsPerCase: pooled.runsPerCase },
    });
    const entry = withHistory.cases.find((found) => found.case === "edited");
    expect(entry?.category).toBe("regressed");
    expect(entry?.pValue).toBeCloseTo(1 / 28, 12);
    expect(entry?.baseRuns).toBe(2);
  });

  it("is the run itself for a single run", () => {
    const one = poolBaselines([runs[0] as Results]);
    expect(one.results.cases).toEqual(runs[0]?.cases);
    expect(one.commits).toEqual([sha(1)]);
  });
});
