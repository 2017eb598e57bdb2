import { caseAnnotations } from "../formats/case-annotations.ts";
import type { JudgeUsage } from "../judge/judge-types.ts";
import type { Selection } from "../model/plan.ts";
import { type ExecutionResult, RESULTS_SCHEMA_VERSION, type Results } from "../model/results.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import type { Runner } from "../runners/runner-config.ts";

/** Each suite with the runners it runs on. */
export interface PlannedSuite {
  suite: Suite;
  runners: readonly Runner[];
}

import { aggregateCaseResults, type CaseExpectation } from "../verdicts/case-results.ts";
import { summarizeResults } from "./results-summary.ts";

export interface ResultsInput {
  startedAt: string;
  endedAt?: string;
  toolVersion: string;
  commit?: string;
  /** The pull request the run is about (its head is what reviewers see). */
  pullRequest?: Results["run"]["pullRequest"];
  complete: boolean;
  plan: readonly PlannedSuite[];
  executions: readonly ExecutionResult[];
  /** One shard of a plan. */
  shard?: { index: number; total: number };
  /** How the suites were chosen, with each suite's reasons. */
  selection?: Selection;
  /** confirm-iterations, recorded when the run had a baseline to confirm drops against. */
  confirmIterations?: number;
  /** What the judge cost the run; recorded when it was asked at least once. */
  judge?: JudgeUsage;
}

/** `results.json` from what has run so far: case verdicts, counts and the exit code are derived here. */
export function buildResults(input: ResultsInput): Results {
  const suites = uniqueSuites(input.plan);
  const reasons = new Map(input.selection?.suites.map((suite) => [suite.id, suite.reasons]));
  const runners = uniqueRunners(input.plan);
  const expectations: CaseExpectation[] = input.plan.flatMap(({ suite, runners: suiteRunners }) =>
    suite.cases.flatMap((caseSpec) =>
      suiteRunners.map((runner) => ({
        suite: suite.id,
        case: caseSpec.id,
        runner: runner.id,
        expectedFail: caseSpec.expectedFail,
        threshold: caseSpec.threshold,
        ...(caseSpec.repetitions === undefined ? {} : { repetitions: caseSpec.repetitions }),
      })),
    ),
  );
  const executions = [...input.executions].sort((a, b) => compareKeys(a.key, b.key));
  const annotations = new Map(
    input.plan.flatMap(({ suite }) =>
      suite.cases.map((caseSpec) => {
        const source = caseSource(suite, caseSpec);
        return [
          `${suite.id}\u0000${caseSpec.id}`,
          { ...caseAnnotations(suite, caseSpec), ...(source === undefined ? {} : { source }) },
        ];
      }),
    ),
  );
  const cases = aggregateCaseResults(expectations, executions).map((result) => ({
    ...result,
    ...annotations.get(`${result.suite}\u0000${result.case}`),
  }));
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: input.startedAt,
      endedAt: input.endedAt,
      toolVersion: input.toolVersion,
      commit: input.commit,
      ...(input.pullRequest === undefined ? {} : { pullRequest: pullRequestOf(input.pullRequest) }),
      complete: input.complete,
      ...(input.shard === undefined ? {} : { shard: { index: input.shard.index, total: input.shard.total } }),
      ...(input.selection === undefined ? {} : { selection: selectionSummary(input.selection) }),
      ...(input.judge === undefined || input.judge.calls === 0 ? {} : { judge: input.judge }),
      ...(input.confirmIterations === undefined ? {} : { confirmIterations: input.confirmIterations }),
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
      ...(reasons.has(suite.id) ? { selectedBecause: reasons.get(suite.id) } : {}),
      ...(suite.meanScoreThreshold === undefined ? {} : { meanScoreThreshold: suite.meanScoreThreshold }),
    })),
    executions,
    cases,
    summary: summarizeResults(cases, executions, input.complete, suites),
  };
}

/** A shard may run one suite as several entries (cases on different runners): one record, all its cases. */
function uniqueSuites(plan: readonly PlannedSuite[]): Suite[] {
  const byId = new Map<string, Suite>();
  for (const { suite } of plan) {
    const earlier = byId.get(suite.id);
    if (earlier === undefined) {
      byId.set(suite.id, suite);
      continue;
    }
    const known = new Set(earlier.cases.map((caseSpec) => caseSpec.id));
    const added = suite.cases.filter((caseSpec) => !known.has(caseSpec.id));
    byId.set(suite.id, { ...earlier, cases: [...earlier.cases, ...added] });
  }
  return [...byId.values()];
}

function selectionSummary(selection: Selection): NonNullable<Results["run"]["selection"]> {
  return {
    mode: selection.mode,
    reason: selection.reason,
    ...(selection.baseRef === undefined ? {} : { baseRef: selection.baseRef }),
    ...(selection.mergeBase === undefined ? {} : { mergeBase: selection.mergeBase }),
    ...(selection.changedFiles === undefined ? {} : { changedFiles: selection.changedFiles }),
    removedSuites: selection.removedSuites,
  };
}

function uniqueRunners(plan: readonly PlannedSuite[]): Runner[] {
  const byId = new Map<string, Runner>();
  for (const { runners } of plan) for (const runner of runners) byId.set(runner.id, runner);
  return [...byId.values()];
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The case's file (relative to the project root) and line, when its loader recorded them. */
function caseSource(suite: Suite, caseSpec: CaseSpec): { path: string; line: number } | undefined {
  const position = caseSpec.source;
  if (position?.line === undefined) return undefined;
  const file = position.file.split("\\").join("/");
  const suiteFile = suite.file.split("\\").join("/");
  const root = suiteFile.endsWith(suite.relativePath)
    ? suiteFile.slice(0, suiteFile.length - suite.relativePath.length)
    : undefined;
  const absolute = /^([A-Za-z]:)?\//.test(file);
  if (!absolute) return { path: file, line: position.line };
  return root !== undefined && file.startsWith(root)
    ? { path: file.slice(root.length), line: position.line }
    : undefined;
}

/** The recorded fields only: a caller may hand over a larger record (pull-request.json has baseRef). */
function pullRequestOf(
  pullRequest: NonNullable<Results["run"]["pullRequest"]>,
): Results["run"]["pullRequest"] {
  const { number, headSha, baseSha } = pullRequest;
  return { number, headSha, baseSha };
}
