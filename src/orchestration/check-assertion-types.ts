import { findEvaluator } from "../assert/declarative/assertion-registry.ts";
import { ConfigError } from "../model/errors.ts";
import type { Suite } from "../model/suite.ts";

/**
 * Every declarative assertion must name a type we can evaluate (and, for types that check their
 * fields up front, with fields we implement): found by `validate`, before any agent runs, at the
 * assertion's own line, not after a run as an ungradable result.
 */
export function checkAssertionTypes(suites: readonly Suite[]): ConfigError[] {
  const problems: ConfigError[] = [];
  for (const suite of suites) {
    for (const caseSpec of suite.cases) {
      for (const spec of caseSpec.assertions) {
        const found = findEvaluator(spec);
        const paramsProblem = typeof found === "string" ? undefined : found.checkParams?.(spec);
        if (paramsProblem !== undefined) {
          problems.push(
            new ConfigError(paramsProblem, {
              position: spec.source,
              hint: "fix or remove the field: a check we cannot grade as written is refused, never skipped",
            }),
          );
        }
        if (typeof found === "string") {
          const [message, supported] = found.split(". Supported: ");
          problems.push(
            new ConfigError(message ?? found, {
              position: spec.source,
              hint: supported === undefined ? undefined : `supported types: ${supported}`,
            }),
          );
        }
      }
    }
  }
  return problems;
}
