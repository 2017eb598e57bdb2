import { caseAnnotations } from "../formats/case-annotations.ts";
import { type ExecutionResult, RESULTS_SCHEMA_VERSION, type Results } from "../model/results.ts";
import type { Suite } from "../model/suite.ts";
import type { Runner } from "../runners/runner-config.ts";

/** Each suite with the runners it runs on. */
export interface PlannedSuite {
  suite: Suite;
  runners: readonly Runner[];
}

import { aggregateCaseResults, type CaseExpectation } from "../verdicts/case-results.ts";
import { exitCodeOf } from "../verdicts/exit-code.ts";

export interface ResultsInput {
  startedAt: string;
  endedAt?: string;
  toolVersion: string;
  commit?: string;
  complete: boolean;
  plan: readonly PlannedSuite[];
  executions: readonly ExecutionResult[];
}

/** `results.json` from what has run so far: case verdicts, counts and the exit code are derived here. */
export function buildResults(input: ResultsInput): Results {
  const suites = input.plan.map(({ suite }) => suite);
  const runners = uniqueRunners(input.plan);
  const expectations: CaseExpectation[] = input.plan.flatMap(({ suite, runners: suiteRunners }) =>
    suite.cases.flatMap((caseSpec) =>
      suiteRunners.map((runner) => ({
        suite: suite.id,
        case: caseSpec.id,
        runner: runner.id,
        expectedFail: caseSpec.expectedFail,
        threshold: caseSpec.threshold,
      })),
    ),
  );
  const executions = [...input.executions].sort((a, b) => compareKeys(a.key, b.key));
  const annotations = new Map(
    input.plan.flatMap(({ suite }) =>
      suite.cases.map((caseSpec) => [`${suite.id}\u0000${caseSpec.id}`, caseAnnotations(suite, caseSpec)]),
    ),
  );
  const cases = aggregateCaseResults(expectations, executions).map((result) => ({
    ...result,
    ...annotations.get(`${result.suite}\u0000${result.case}`),
  }));
  const decided = cases.filter((result) => result.verdict !== "skipped");
  const passing = decided.filter(
    (result) => result.verdict === "passed" || result.verdict === "expected-failed",
  );
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: input.startedAt,
      endedAt: input.endedAt,
      toolVersion: input.toolVersion,
      commit: input.commit,
      complete: input.complete,
    },
    runners: runners.map((runner) => {
      const versions = executions.filter((execution) => execution.runner === runner.id);
      return {
        id: runner.id,
        agent: runner.config.agent,
        model: runner.config.model ?? versions.find((execution) => execution.model)?.model,
        agentVersion: versions.find((execution) => execution.agentVersion)?.agentVersion,
      };
    }),
    suites: suites.map((suite) => ({
      id: suite.id,
      path: suite.relativePath,
      format: suite.format,
      contentHash: suite.contentHash,
      caseCount: suite.cases.length,
    })),
    executions,
    cases,
    summary: {
      executions: countBy(executions.map((execution) => execution.status)),
      cases: countBy(cases.map((result) => result.verdict)),
      passRate: decided.length === 0 ? null : passing.length / decided.length,
      exitCode: exitCodeOf({ complete: input.complete, executions, cases }),
    },
  };
}

function uniqueRunners(plan: readonly PlannedSuite[]): Runner[] {
  const byId = new Map<string, Runner>();
  for (const { runners } of plan) for (const runner of runners) byId.set(runner.id, runner);
  return [...byId.values()];
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
