/** `suite/case/runner`: the level baselines, comparisons and shards join on. */
export function caseKey(suite: string, caseId: string, runner: string): string {
  return `${suite}/${caseId}/${runner}`;
}

/** `suite/case/runner#n`: one execution, stable across runs. */
export function executionKey(suite: string, caseId: string, runner: string, iteration: number): string {
  return `${caseKey(suite, caseId, runner)}#${iteration}`;
}
