import type { ExecutionResult, Results } from "../model/results.ts";
import type { SecretSet } from "../report/redact.ts";

/**
 * Redacts a run's results.json as it is written, again each time it is rewritten. An execution
 * does not change once recorded, so each is redacted once (while the set of secrets stays the
 * same): a rewrite costs the run's few other parts, not every execution again.
 */
export function resultsRedactor(secrets: SecretSet): (results: Results) => Results {
  let redactedFor = secrets.values;
  let redacted = new WeakMap<ExecutionResult, ExecutionResult>();
  const shown = (execution: ExecutionResult): ExecutionResult => {
    let result = redacted.get(execution);
    if (result === undefined) {
      result = secrets.redactDeep(execution);
      redacted.set(execution, result);
    }
    return result;
  };
  return (results) => {
    if (secrets.values !== redactedFor) {
      redactedFor = secrets.values;
      redacted = new WeakMap();
    }
    if (secrets.values.length === 0) return results;
    return {
      ...secrets.redactDeep({ ...results, executions: [] }),
      executions: results.executions.map(shown),
    };
  };
}
