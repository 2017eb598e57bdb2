import type { Results } from "../model/results.ts";
import { formatFew } from "./format.ts";

/**
 * What no results.json skill-eval wrote holds: a case × runner or an execution listed twice (which
 * of the two decides?). The first such problem, or undefined. A case's counts are not checked
 * against its executions: a baseline written by an earlier version, under other verdict rules,
 * is still read. Pure.
 */
export function resultsInconsistency(results: Results): string | undefined {
  const repeatedCases = repeated(results.cases.map((result) => result.key));
  if (repeatedCases.length > 0) return `cases lists ${formatFew(repeatedCases, 3)} more than once`;
  const repeatedExecutions = repeated(results.executions.map((execution) => execution.key));
  if (repeatedExecutions.length > 0)
    return `executions lists ${formatFew(repeatedExecutions, 3)} more than once`;
  return undefined;
}

function repeated(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const again = new Set<string>();
  for (const key of keys) (seen.has(key) ? again : seen).add(key);
  return [...again];
}
