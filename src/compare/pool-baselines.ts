import { caseKey } from "../model/execution-key.ts";
import type { CaseResult, ExecutionResult, Results } from "../model/results.ts";
import { wilsonInterval } from "../verdicts/statistics.ts";

export interface PooledBaseline {
  /** The newest run's results, each case's tallies pooled over the runs that share its fingerprint. */
  results: Results;
  /** The commits of the runs pooled, newest first, each once (a run counts once any case drew on it). */
  commits: string[];
  /** Per case × runner key: how many runs its base rate rests on. */
  runsPerCase: Record<string, number>;
}

/**
 * The base branch's history as one baseline (DESIGN §5): `runs` newest first; per case × runner,
 * the newest run that graded it sets the reference, and older runs are pooled into its pass count
 * only where their executions' fingerprint (suite file and case, skill files, runner config) and
 * agent CLI version are the same as the reference's. The verdict, durations, tokens and cost stay
 * the reference run's: "fixed" means the newest base run failed, and per-runner deltas compare one
 * run with one run. Pure.
 */
export function poolBaselines(runs: readonly Results[]): PooledBaseline {
  const [newest] = runs;
  if (newest === undefined) throw new Error("poolBaselines needs at least one run");
  const identities = runs.map(caseIdentities);
  const gradedCases = runs.map(gradedByKey);
  const keys = [...new Set(runs.flatMap((run) => run.cases.map((result) => result.key)))];
  const pooledCommits = new Set<number>();
  const runsPerCase: Record<string, number> = {};
  const cases = keys.flatMap((key) => {
    const referenceIndex = gradedCases.findIndex((graded) => graded.has(key));
    const reference = gradedCases[referenceIndex]?.get(key);
    if (reference === undefined) {
      const ungraded = runs
        .map((run) => run.cases.find((result) => result.key === key))
        .find((found) => found);
      return ungraded === undefined ? [] : [ungraded];
    }
    const identity = identities[referenceIndex]?.get(key);
    const pooled = gradedCases.flatMap((graded, index) => {
      const result = graded.get(key);
      if (result === undefined) return [];
      if (index !== referenceIndex && (identity === undefined || identities[index]?.get(key) !== identity))
        return [];
      return [{ result, index }];
    });
    for (const { index } of pooled) pooledCommits.add(index);
    runsPerCase[key] = pooled.length;
    return [
      poolCase(
        reference,
        pooled.map(({ result }) => result),
      ),
    ];
  });
  return {
    results: { ...newest, cases },
    commits: [
      ...new Set(
        [...pooledCommits]
          .sort((a, b) => a - b)
          .flatMap((index) => (runs[index]?.run.commit === undefined ? [] : [runs[index].run.commit])),
      ),
    ],
    runsPerCase,
  };
}

/** Per case key, the run's first result of it with graded executions. */
function gradedByKey(run: Results): Map<string, CaseResult> {
  const graded = new Map<string, CaseResult>();
  for (const result of run.cases)
    if (result.graded > 0 && !graded.has(result.key)) graded.set(result.key, result);
  return graded;
}

/** Per case key: the fingerprint and agent CLI version its executions ran with; undefined when unknown or mixed. */
function caseIdentities(run: Results): Map<string, string | undefined> {
  const byKey = new Map<string, Set<string>>();
  for (const execution of run.executions) {
    if (execution.status === "skipped") continue;
    const key = caseKey(execution.suite, execution.case, execution.runner);
    byKey.set(key, (byKey.get(key) ?? new Set()).add(identityOf(execution)));
  }
  return new Map(
    [...byKey.entries()].map(([key, found]) => {
      const [only] = found;
      return [key, found.size === 1 && only !== "" ? only : undefined];
    }),
  );
}

function identityOf(execution: ExecutionResult): string {
  return execution.fingerprint === undefined
    ? ""
    : `${execution.fingerprint} ${execution.agentVersion ?? ""}`;
}

function poolCase(reference: CaseResult, results: readonly CaseResult[]): CaseResult {
  const sum = (field: "iterations" | "graded" | "passes" | "errors") =>
    results.reduce((total, result) => total + result[field], 0);
  const gradedRuns = sum("graded");
  const passes = sum("passes");
  const passRate = passes / gradedRuns;
  const { wilson: _wilson, ...rest } = reference;
  const interval = gradedRuns > 1 ? wilsonInterval(passes, gradedRuns) : undefined;
  return {
    ...rest,
    iterations: sum("iterations"),
    graded: gradedRuns,
    passes,
    errors: sum("errors"),
    passRate,
    ...(interval === undefined ? {} : { wilson: interval }),
  };
}
