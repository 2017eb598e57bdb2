import { caseKey } from "../model/execution-key.ts";
import type { Results } from "../model/results.ts";
import type { Suite } from "../model/suite.ts";
import type { ShardUnit } from "./assign-shards.ts";

/**
 * The case × runner units of the selected suites, each estimated from the baseline's mean
 * duration per execution times the iterations planned now. A suite sharing one workspace, or with
 * suite-wide setup hooks, is one group: splitting it would break its shared state or run its
 * setup twice. Pure.
 */
export function planUnits(
  plan: readonly { suite: Suite; runners: readonly { id: string }[] }[],
  selectedSuiteIds: ReadonlySet<string>,
  baseline?: Pick<Results, "cases">,
): ShardUnit[] {
  const meanMs = new Map((baseline?.cases ?? []).map((result) => [result.key, result.durationMs.mean]));
  return plan
    .filter(({ suite }) => selectedSuiteIds.has(suite.id))
    .flatMap(({ suite, runners }) => {
      const hooks = suite.workspace.hooks;
      const whole =
        suite.workspace.mode === "shared" || hooks?.beforeAll !== undefined || hooks?.afterAll !== undefined;
      return suite.cases.flatMap((caseSpec) =>
        runners.map((runner): ShardUnit => {
          const key = caseKey(suite.id, caseSpec.id, runner.id);
          const mean = meanMs.get(key);
          return {
            key,
            ...(mean === undefined || mean <= 0
              ? {}
              : { estimatedMs: Math.round(mean * caseSpec.iterations) }),
            ...(whole ? { group: suite.id } : {}),
          };
        }),
      );
    });
}
