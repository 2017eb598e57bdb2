import { caseKey } from "../model/execution-key.ts";
import type { CaseResult, ExecutionResult, TokenUsage } from "../model/results.ts";
import type { Verdict } from "../model/status.ts";
import { assertionsPassed, isGraded } from "./execution-status.ts";
import { type Repetitions, repetitionOutcome } from "./repetitions.ts";
import { wilsonInterval } from "./statistics.ts";

export interface CaseExpectation {
  suite: string;
  case: string;
  runner: string;
  expectedFail: boolean;
  threshold: number;
  repetitions?: Repetitions;
}

/** One result per case × runner, from its executions, by the verdict rules of DESIGN §2. */
export function aggregateCaseResults(
  expectations: readonly CaseExpectation[],
  executions: readonly ExecutionResult[],
): CaseResult[] {
  const byCase = executionsByCase(executions);
  return expectations.map((expectation) =>
    aggregateCase(
      expectation,
      byCase.get(caseKey(expectation.suite, expectation.case, expectation.runner)) ?? [],
    ),
  );
}

/** The executions of each case × runner, by `caseKey` (or the key `keyOf` gives), in the order given. */
export function executionsByCase(
  executions: readonly ExecutionResult[],
  keyOf: (execution: ExecutionResult) => string = (execution) =>
    caseKey(execution.suite, execution.case, execution.runner),
): Map<string, ExecutionResult[]> {
  const byCase = new Map<string, ExecutionResult[]>();
  for (const execution of executions) {
    const key = keyOf(execution);
    const its = byCase.get(key);
    if (its === undefined) byCase.set(key, [execution]);
    else its.push(execution);
  }
  return byCase;
}

/** One case × runner's result from its executions, in the order `aggregateCaseResults` hands them. */
export function aggregateCase(
  expectation: CaseExpectation,
  executions: readonly ExecutionResult[],
): CaseResult {
  const counted = executions.filter((execution) => execution.status !== "skipped");
  const graded = counted.filter((execution) => isGraded(execution.status));
  const passes = graded.filter((execution) => assertionsPassed(execution.status)).length;
  const errors = counted.length - graded.length;
  const passRate = graded.length === 0 ? null : passes / graded.length;
  const confirmations = counted.filter((execution) => execution.confirmation === true).length;
  const totalDuration = sum(counted.map((execution) => execution.durationMs));
  const costs = counted.flatMap((execution) => (execution.costUsd === undefined ? [] : [execution.costUsd]));
  return {
    key: caseKey(expectation.suite, expectation.case, expectation.runner),
    suite: expectation.suite,
    case: expectation.case,
    runner: expectation.runner,
    expectedFail: expectation.expectedFail,
    iterations: counted.length,
    graded: graded.length,
    passes,
    errors,
    passRate,
    threshold: expectation.threshold,
    ...(expectation.repetitions === undefined ? {} : { repetitions: expectation.repetitions }),
    verdict: verdictOf(
      counted.length,
      errors,
      passRate,
      expectation,
      counted.some((execution) => execution.status === "failed"),
      graded,
    ),
    durationMs: { total: totalDuration, mean: counted.length === 0 ? 0 : totalDuration / counted.length },
    usage: sumUsage(counted.map((execution) => execution.usage)),
    costUsd: costs.length === 0 ? undefined : sum(costs),
    wilson: counted.length > 1 ? wilsonInterval(passes, graded.length) : undefined,
    ...(confirmations > 0 ? { confirmations } : {}),
  };
}

function verdictOf(
  counted: number,
  errors: number,
  passRate: number | null,
  expectation: CaseExpectation,
  brokenCode: boolean,
  graded: readonly ExecutionResult[],
): Verdict {
  if (counted === 0) return "skipped";
  if (errors > 0 || passRate === null) return "error";
  // Under expectedFail a plain `failed` execution means the case's own code crashed (never excused).
  if (expectation.expectedFail && brokenCode) return "failed";
  const meetsThreshold =
    expectation.repetitions === undefined
      ? passRate >= expectation.threshold
      : repetitionOutcome(outcomesInOrder(graded), expectation.repetitions) === "passed";
  if (expectation.expectedFail) return meetsThreshold ? "unexpected-passed" : "expected-failed";
  return meetsThreshold ? "passed" : "failed";
}

/** Assertion outcomes by iteration (true = passed): only `repetitions` depends on their order. */
function outcomesInOrder(graded: readonly ExecutionResult[]): boolean[] {
  return [...graded]
    .sort((a, b) => a.iteration - b.iteration)
    .map((execution) => assertionsPassed(execution.status));
}

const USAGE_FIELDS = [
  "inputTokens",
  "outputTokens",
  "reasoningTokens",
  "cacheReadTokens",
  "cacheWriteTokens",
  "totalTokens",
] as const;

/** Field-wise sums; a field stays absent when no execution reported it. */
export function sumUsage(usages: readonly TokenUsage[]): TokenUsage {
  const total: TokenUsage = {};
  for (const field of USAGE_FIELDS) {
    const values = usages.flatMap((usage) => (usage[field] === undefined ? [] : [usage[field]]));
    if (values.length > 0) total[field] = sum(values);
  }
  return total;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
