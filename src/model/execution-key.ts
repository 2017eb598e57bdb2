/** `suite/case/runner`: the level baselines, comparisons and shards join on. */
export function caseKey(suite: string, caseId: string, runner: string): string {
  return `${suite}/${caseId}/${runner}`;
}

/** The case keys of every case of a suite on each of the runners. */
export function suiteCaseKeys(
  suite: { id: string; cases: readonly { id: string }[] },
  runnerIds: readonly string[],
): string[] {
  return suite.cases.flatMap((caseSpec) => runnerIds.map((runner) => caseKey(suite.id, caseSpec.id, runner)));
}

/** `suite/case/runner#n`: one execution, stable across runs. */
export function executionKey(suite: string, caseId: string, runner: string, iteration: number): string {
  return `${caseKey(suite, caseId, runner)}#${iteration}`;
}
