import { caseKey } from "../model/execution-key.ts";
import type { Suite } from "../model/suite.ts";

/**
 * Keeps only the case × runner units (`suite/case/runner`) in `units`, e.g. one shard's slice.
 * A suite whose kept cases run on different runners becomes one entry per runner set, since an
 * entry runs every case on every runner it lists. Suites with nothing kept are dropped. `written`
 * gives a unit's key as `units` holds it (redacted). Pure.
 */
export function restrictToUnits<R extends { id: string }>(
  plan: readonly { suite: Suite; runners: readonly R[] }[],
  units: ReadonlySet<string>,
  written: (key: string) => string = (key) => key,
): { suite: Suite; runners: R[] }[] {
  return plan.flatMap(({ suite, runners }) => {
    const byRunnerSet = new Map<string, { runners: R[]; cases: Suite["cases"] }>();
    for (const caseSpec of suite.cases) {
      const kept = runners.filter((runner) => units.has(written(caseKey(suite.id, caseSpec.id, runner.id))));
      if (kept.length === 0) continue;
      const setKey = kept.map((runner) => runner.id).join("\0");
      const entry = byRunnerSet.get(setKey) ?? { runners: kept, cases: [] };
      entry.cases.push(caseSpec);
      byRunnerSet.set(setKey, entry);
    }
    return [...byRunnerSet.values()].map((entry) => ({
      suite: { ...suite, cases: entry.cases },
      runners: entry.runners,
    }));
  });
}
