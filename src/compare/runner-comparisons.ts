import type { CaseResult, Results } from "../model/results.ts";
import { summarizeRunners } from "../verdicts/runner-summaries.ts";
import type { RunnerComparison, RunnerMismatch, RunnerStats } from "./comparison.ts";

/** Per-runner pass rate, duration, tokens and cost of head, of base (over the same suites) and their deltas. */
export function compareRunners(
  head: Results,
  base: Results | undefined,
  inScope: (result: CaseResult) => boolean,
): RunnerComparison[] {
  const scopedBase = base === undefined ? undefined : { ...base, cases: base.cases.filter(inScope) };
  const baseStats = scopedBase === undefined ? new Map<string, RunnerStats>() : statsByRunner(scopedBase);
  const headStats = statsByRunner(head);
  return head.runners.map((runner) => {
    const headSide = headStats.get(runner.id) ?? emptyStats();
    const baseSide = baseStats.get(runner.id);
    return {
      runner: runner.id,
      agent: runner.agent,
      model: runner.model,
      head: headSide,
      base: baseSide,
      delta: baseSide === undefined ? undefined : deltaOf(headSide, baseSide),
    };
  });
}

/** Runners whose model or agent CLI version differs between base and head: their deltas mix two things. */
export function runnerMismatches(head: Results, base: Results | undefined): RunnerMismatch[] {
  if (base === undefined) return [];
  return head.runners.flatMap((runner) => {
    const before = base.runners.find((candidate) => candidate.id === runner.id);
    if (before === undefined) return [];
    return (["model", "agentVersion"] as const).flatMap((field) =>
      before[field] !== undefined && runner[field] !== undefined && before[field] !== runner[field]
        ? [{ runner: runner.id, field, base: before[field], head: runner[field] }]
        : [],
    );
  });
}

function statsByRunner(results: Results): Map<string, RunnerStats> {
  const stats = new Map<string, RunnerStats>();
  for (const summary of summarizeRunners(results)) {
    const cases = results.cases.filter((result) => result.runner === summary.runner);
    const costs = cases.flatMap((result) => (result.costUsd === undefined ? [] : [result.costUsd]));
    stats.set(summary.runner, {
      passRate: summary.passRate,
      cases: summary.cases - summary.skipped,
      durationMs: sum(cases.map((result) => result.durationMs.total)),
      tokens: sum(cases.map((result) => tokensOf(result))),
      costUsd: costs.length === 0 ? undefined : sum(costs),
    });
  }
  return stats;
}

function tokensOf(result: CaseResult): number {
  const { usage } = result;
  return (
    usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) + (usage.reasoningTokens ?? 0)
  );
}

function deltaOf(head: RunnerStats, base: RunnerStats): NonNullable<RunnerComparison["delta"]> {
  return {
    passRate: head.passRate === null || base.passRate === null ? null : head.passRate - base.passRate,
    durationMs: head.durationMs - base.durationMs,
    tokens: head.tokens - base.tokens,
    costUsd:
      head.costUsd === undefined || base.costUsd === undefined ? undefined : head.costUsd - base.costUsd,
  };
}

function emptyStats(): RunnerStats {
  return { passRate: null, cases: 0, durationMs: 0, tokens: 0, costUsd: undefined };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
