import { type CaseAnnotations, caseAnnotations } from "../formats/case-annotations.ts";
import type { JudgeUsage } from "../judge/judge-types.ts";
import { caseKey } from "../model/execution-key.ts";
import type { Selection } from "../model/plan.ts";
import {
  type CaseResult,
  type ExecutionResult,
  RESULTS_SCHEMA_VERSION,
  type Results,
} from "../model/results.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import type { Runner } from "../runners/runner-config.ts";

/** Each suite with the runners it runs on. */
export interface PlannedSuite {
  suite: Suite;
  runners: readonly Runner[];
}

import {
  aggregateCase,
  aggregateCaseResults,
  type CaseExpectation,
  executionsByCase,
} from "../verdicts/case-results.ts";
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
  const parts = planParts(input.plan);
  const executions = sortedExecutions(input.executions);
  const expectations = parts.units.map((unit) => unit.expectation);
  const cases = aggregateCaseResults(expectations, executions).map((result, index) => ({
    ...result,
    ...parts.units[index]?.annotations,
  }));
  return assembleResults(input, parts, executions, cases);
}

/**
 * `buildResults` for a snapshot taken again and again as a run goes on, with the same plan: what
 * comes from the plan is kept, and so is each case's result while its executions are the same
 * objects in the same order (an execution does not change once recorded), so a rewrite aggregates
 * only the cases whose executions changed since the last. The run-wide parts (executions in order,
 * runners, summary and gates) are derived afresh, from the kept case results. Gives what
 * `buildResults` gives.
 */
export function createKeptResultsBuilder(): (input: ResultsInput) => Results {
  let kept: { plan: ResultsInput["plan"]; parts: PlanParts } | undefined;
  let caseResults: { executions: readonly ExecutionResult[]; result: CaseResult }[] = [];
  const caseKeys = new WeakMap<ExecutionResult, string>();
  return (input) => {
    if (kept === undefined || kept.plan !== input.plan) {
      kept = { plan: input.plan, parts: planParts(input.plan) };
      caseResults = [];
    }
    const { parts } = kept;
    const executions = sortedExecutions(input.executions);
    // Kept by execution: building the key string again each time cost a quarter of a snapshot.
    const byCase = executionsByCase(executions, (execution) => {
      let key = caseKeys.get(execution);
      if (key === undefined) {
        key = caseKey(execution.suite, execution.case, execution.runner);
        caseKeys.set(execution, key);
      }
      return key;
    });
    const cases = parts.units.map((unit, index) => {
      const its = byCase.get(unit.key) ?? [];
      const earlier = caseResults[index];
      if (earlier !== undefined && sameItems(earlier.executions, its)) return earlier.result;
      const result = { ...aggregateCase(unit.expectation, its), ...unit.annotations };
      caseResults[index] = { executions: its, result };
      return result;
    });
    return assembleResults(input, parts, executions, cases);
  };
}

/** What a results.json takes from the plan alone. */
interface PlanParts {
  suites: Suite[];
  runners: Runner[];
  /** Each case × runner in the plan's order, as `cases` lists them. */
  units: {
    expectation: CaseExpectation;
    key: string;
    annotations: (CaseAnnotations & Pick<CaseResult, "source">) | undefined;
  }[];
}

function planParts(plan: readonly PlannedSuite[]): PlanParts {
  const expectations: CaseExpectation[] = plan.flatMap(({ suite, runners: suiteRunners }) =>
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
  const annotations = new Map(
    plan.flatMap(({ suite }) =>
      suite.cases.map((caseSpec) => {
        const source = caseSource(suite, caseSpec);
        return [
          `${suite.id}\u0000${caseSpec.id}`,
          { ...caseAnnotations(suite, caseSpec), ...(source === undefined ? {} : { source }) },
        ];
      }),
    ),
  );
  return {
    suites: uniqueSuites(plan),
    runners: uniqueRunners(plan),
    units: expectations.map((expectation) => ({
      expectation,
      key: caseKey(expectation.suite, expectation.case, expectation.runner),
      annotations: annotations.get(`${expectation.suite}\u0000${expectation.case}`),
    })),
  };
}

function sortedExecutions(executions: readonly ExecutionResult[]): ExecutionResult[] {
  return [...executions].sort((a, b) => compareKeys(a.key, b.key));
}

function assembleResults(
  input: ResultsInput,
  parts: PlanParts,
  executions: ExecutionResult[],
  cases: CaseResult[],
): Results {
  const reasons = new Map(input.selection?.suites.map((suite) => [suite.id, suite.reasons]));
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
    runners: parts.runners.map((runner) => {
      const versions = executions.filter((execution) => execution.runner === runner.id);
      return {
        id: runner.id,
        agent: runner.config.agent,
        model: runner.config.model ?? versions.find((execution) => execution.model)?.model,
        agentVersion: versions.find((execution) => execution.agentVersion)?.agentVersion,
      };
    }),
    suites: parts.suites.map((suite) => ({
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
    summary: summarizeResults(cases, executions, input.complete, parts.suites),
  };
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
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
