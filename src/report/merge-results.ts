import type { Plan } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_SCHEMA_VERSION } from "../model/results.ts";
import { aggregateCaseResults } from "../verdicts/case-results.ts";
import { formatFew } from "./format.ts";
import { summarizeResults } from "./results-summary.ts";

/** One shard's results as read by the shell: parsed, or why they could not be (missing, corrupt). */
export type ShardPart = { index: number; results: Results } | { index: number; failure: string };

export interface MergeOptions {
  /**
   * Shards the plan made; any not received is missing. Default: what the shards' own results
   * record (`run.shard.total`), else as many as were given (only failures are missing).
   */
  expectedShards?: number;
  /** For a merge that received no shard at all. */
  toolVersion?: string;
}

/**
 * A shard's part as the plan sees it: results whose case × runners are not the ones the plan gave
 * that shard (an artifact left by an earlier attempt whose plan differed, say) count as a failed
 * shard, so the merge is incomplete instead of green on another plan's slice. Pure.
 */
export function partOfPlan(part: ShardPart, plan: Plan): ShardPart {
  // A fork's shard ran none of its units, by design.
  if (!("results" in part) || part.results.run.skipped === "fork") return part;
  const units = new Set(plan.shards.find((shard) => shard.index === part.index)?.units ?? []);
  const ran = new Set(part.results.cases.map((result) => result.key));
  const missing = [...units].filter((unit) => !ran.has(unit));
  const foreign = [...ran].filter((unit) => !units.has(unit));
  if (missing.length === 0 && foreign.length === 0) return part;
  const differences = [
    ...(missing.length > 0
      ? [`${missing.length} planned unit(s) not in them (${formatFew(missing, 3)})`]
      : []),
    ...(foreign.length > 0
      ? [`${foreign.length} unit(s) the plan gave no such shard (${formatFew(foreign, 3)})`]
      : []),
  ];
  return {
    index: part.index,
    failure: `its results are not the plan's slice for shard ${part.index}: ${differences.join("; ")}; were they left by an earlier attempt with another plan? Re-run all jobs`,
  };
}

/**
 * One `results.json` from the shards of a run. Case verdicts are recomputed from the merged
 * executions; a missing or corrupt shard makes the merge incomplete (`run.shards.missing`,
 * exit code 3), so it can never read green.
 */
export function mergeShardResults(parts: readonly ShardPart[], options: MergeOptions = {}): Results {
  const { received, overlapping } = withoutOverlaps(
    firstPerIndex(parts.flatMap((part) => ("results" in part ? [part] : []))),
  );
  const failed = [
    ...parts.flatMap((part) => ("failure" in part ? [{ index: part.index, reason: part.failure }] : [])),
    ...overlapping,
  ];
  // The shards' own record of the plan's size wins over a smaller count given: never green on part.
  const planned = Math.max(
    0,
    options.expectedShards ?? 0,
    ...received.map((part) => part.results.run.shard?.total ?? 0),
  );
  const expected = Math.max(parts.length, planned);
  const missing = missingShards(planned, received, failed);
  const all = received.map((part) => part.results);
  const executions = uniqueBy(
    all.flatMap((results) => results.executions),
    (execution) => execution.key,
  ).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const recorded = uniqueBy(
    all.flatMap((results) => results.cases),
    (result) => result.key,
  );
  const cases = casesFromExecutions(recorded, executions);
  const complete = missing.length === 0 && all.every((results) => results.run.complete);
  const suites = uniqueBy(
    all.flatMap((results) => results.suites),
    (suite) => suite.id,
  );
  const ends = all.map((results) => results.run.endedAt);
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: all.map((results) => results.run.startedAt).sort()[0] ?? "",
      endedAt: ends.every((end) => end !== undefined) ? ends.sort().at(-1) : undefined,
      toolVersion: all[0]?.run.toolVersion ?? options.toolVersion ?? "unknown",
      commit: all.find((results) => results.run.commit !== undefined)?.run.commit,
      ...sharedRunFields(all),
      ...judgeOf(all),
      // Every shard of a fork's pull request skipped its agents: so did the run.
      ...(all.length > 0 && all.every((results) => results.run.skipped === "fork")
        ? { skipped: "fork" as const }
        : {}),
      complete,
      shards: {
        expected,
        received: received.map((part) => part.index).sort((a, b) => a - b),
        missing,
      },
    },
    runners: uniqueBy(
      all.flatMap((results) => results.runners),
      (runner) => runner.id,
    ),
    suites,
    executions,
    cases,
    summary: summarizeResults(cases, executions, complete, suites),
  };
}

/**
 * Results whose case verdicts, counts and summary are those their executions give: a results
 * folder is read, not trusted (an edited `cases[].verdict` does not turn failed executions green).
 * Pure.
 */
export function withVerdictsFromExecutions(results: Results): Results {
  const cases = casesFromExecutions(results.cases, results.executions);
  return {
    ...results,
    cases,
    summary: summarizeResults(cases, results.executions, results.run.complete, results.suites),
  };
}

/** What was recorded about each case beside its outcome is kept; the outcome is recomputed. */
function casesFromExecutions(
  recorded: Results["cases"],
  executions: Results["executions"],
): Results["cases"] {
  return aggregateCaseResults(recorded, executions).map((result, index) => {
    const { title, tags, labels, hookStrategy, source } = recorded[index] ?? {};
    return { ...result, ...defined({ title, tags, labels, hookStrategy, source }) };
  });
}

function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

type SharedRunFields = Pick<Results["run"], "pullRequest" | "selection" | "confirmIterations">;

/**
 * What every shard of one plan records alike: the pull request, the plan's selection (why each
 * suite ran, the suites the change removed) and confirm-iterations (the merged comparison applies
 * it as each shard did).
 */
function sharedRunFields(all: readonly Results[]): SharedRunFields {
  const first = <K extends keyof SharedRunFields>(key: K): SharedRunFields[K] =>
    all.find((results) => results.run[key] !== undefined)?.run[key];
  return defined({
    pullRequest: first("pullRequest"),
    selection: first("selection"),
    confirmIterations: first("confirmIterations"),
  });
}

/** The judge's use over every shard; a cost only when every shard that used it knew its own. */
function judgeOf(all: readonly Results[]): Pick<Results["run"], "judge"> {
  const used = all.flatMap((results) => (results.run.judge === undefined ? [] : [results.run.judge]));
  const [first] = used;
  if (first === undefined) return {};
  const total = (field: "calls" | "cachedCalls" | "inputTokens" | "outputTokens") =>
    used.reduce((sum, judge) => sum + judge[field], 0);
  const costs = used.flatMap((judge) => (judge.costUsd === undefined ? [] : [judge.costUsd]));
  return {
    judge: {
      backend: first.backend,
      model: [...new Set(used.map((judge) => judge.model))].join(", "),
      calls: total("calls"),
      cachedCalls: total("cachedCalls"),
      inputTokens: total("inputTokens"),
      outputTokens: total("outputTokens"),
      ...(costs.length === used.length ? { costUsd: costs.reduce((sum, cost) => sum + cost, 0) } : {}),
    },
  };
}

/**
 * The shards of one plan never share a case × runner: a part holding one an earlier part holds
 * comes from another run (two results folders of the same suites), and which of the two verdicts
 * is right cannot be told. It is set aside as a failed shard, so the merge is incomplete, not
 * decided by the order of the folders.
 */
function withoutOverlaps(parts: readonly { index: number; results: Results }[]): {
  received: { index: number; results: Results }[];
  overlapping: { index: number; reason: string }[];
} {
  const holder = new Map<string, number>();
  const received: { index: number; results: Results }[] = [];
  const overlapping: { index: number; reason: string }[] = [];
  for (const part of parts) {
    const keys = part.results.cases.map((result) => result.key);
    const shared = keys.filter((key) => holder.has(key));
    if (shared.length === 0) {
      for (const key of keys) holder.set(key, part.index);
      received.push(part);
      continue;
    }
    const other = holder.get(shared[0] ?? "");
    overlapping.push({
      index: part.index,
      reason: `its results hold ${shared.length} case × runner unit(s) that shard ${other} holds too (${formatFew(shared, 3)}): these are the results of two runs, not shards of one; merge the shards of one run`,
    });
  }
  return { received, overlapping };
}

function firstPerIndex<T extends { index: number }>(parts: readonly T[]): T[] {
  return uniqueBy(parts, (part) => String(part.index)).sort((a, b) => a.index - b.index);
}

function missingShards(
  expected: number,
  received: readonly { index: number }[],
  failed: readonly { index: number; reason: string }[],
): { index: number; reason: string }[] {
  const have = new Set(received.map((part) => part.index));
  const reasons = new Map<number, string>();
  for (const failure of failed) if (!have.has(failure.index)) reasons.set(failure.index, failure.reason);
  for (let index = 1; index <= expected; index++)
    if (!have.has(index) && !reasons.has(index)) reasons.set(index, "no results were received");
  return [...reasons.entries()].sort(([a], [b]) => a - b).map(([index, reason]) => ({ index, reason }));
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}
