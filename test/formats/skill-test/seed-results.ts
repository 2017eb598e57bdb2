import { join } from "node:path";
import { loadSkillTestSuites } from "../../../src/formats/skill-test/load-skill-test-suites.ts";
import type { AssertionOutcome, ExecutionResult, Results } from "../../../src/model/results.ts";
import type { ExecutionStatus } from "../../../src/model/status.ts";
import type { Suite } from "../../../src/model/suite.ts";
import { buildResults } from "../../../src/report/build-results.ts";
import { runnerConfigSchema } from "../../../src/runners/runner-config.ts";

export const ROOT = join(import.meta.dirname, "..", "..", "fixtures", "skill-test");

/** The seed example's `test-basic` suite, as loaded. */
export function seedBasicSuite(): Suite {
  const suite = loadSkillTestSuites(join(ROOT, "seed-example"), ROOT, {}).find((found) =>
    found.id.endsWith("test-basic"),
  );
  if (suite === undefined) throw new Error("fixture missing");
  return suite;
}

export function execution(
  suite: string,
  caseId: string,
  iteration: number,
  status: ExecutionStatus,
  assertions: AssertionOutcome[] = [],
  failure?: string,
): ExecutionResult {
  return {
    key: `${suite}/${caseId}/claude#${iteration}`,
    suite,
    case: caseId,
    runner: "claude",
    iteration,
    status,
    durationMs: 1000,
    usage: {},
    failure:
      failure === undefined ? undefined : { origin: "runner", class: { id: "timeout" }, message: failure },
    assertions,
    detectedSkills: ["my-skill"],
    agent: "claude-code",
    model: "claude-sonnet-4-20250514",
    artifactDir: `executions/${caseId}-${iteration}`,
  };
}

const ok = (name: string, golden = false): AssertionOutcome => ({ name, passed: true, golden });
const bad = (name: string, golden = false): AssertionOutcome => ({
  name,
  passed: false,
  golden,
  message: "not found",
});

/**
 * The seed's JSON example as a run: test-001 passes 4 of 5 (iteration 3 fails `check-output`,
 * iteration 2 misses the golden `best-practice`); test-002 passes once, then times out.
 */
export function seedRun(): { suite: Suite; results: Results } {
  const suite = seedBasicSuite();
  const id = suite.id;
  const first = [1, 2, 3, 4, 5].map((n) =>
    execution(id, "test-001", n, n === 3 ? "failed" : "passed", [
      n === 3 ? bad("check-output") : ok("check-output"),
      ok("tool-check"),
      n === 2 ? bad("best-practice", true) : ok("best-practice", true),
    ]),
  );
  const second = [
    execution(id, "test-002", 1, "passed", [ok("inline-check")]),
    execution(id, "test-002", 2, "error", [], "the agent timed out after 60000 ms"),
  ];
  const results = buildResults({
    startedAt: "2026-01-30T14:30:00.000Z",
    toolVersion: "0.1.0",
    complete: true,
    plan: [
      {
        suite,
        runners: [
          { id: "claude", config: runnerConfigSchema.parse({ agent: "claude-code" }), baseDir: "/repo" },
        ],
      },
    ],
    executions: [...first, ...second],
  });
  return { suite, results };
}
