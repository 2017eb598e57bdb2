import { type SuiteSource, suiteFormat, suiteFormats } from "../formats/registry.ts";
import type { LoadContext } from "../formats/suite-format.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import type { Suite } from "../model/suite.ts";
import { checkAssertionTypes } from "./check-assertion-types.ts";

/**
 * Loads every suite source and checks its assertions (checkAssertionTypes), collecting all
 * problems so the user sees them at once: the suites that loaded come back beside the problems,
 * so what they need can be checked in the same pass. Sources load side by side (a suite module
 * waiting on its child-process check does not hold up the YAML files); suites and problems keep
 * the sources' order.
 */
export async function loadSuites(
  sources: readonly SuiteSource[],
  context: LoadContext,
): Promise<{ suites: Suite[]; problems: ConfigError[] }> {
  for (const format of suiteFormats)
    format.prepare?.(sources.filter((source) => source.format === format.id));
  const settled = await Promise.allSettled(
    sources.map((source) => suiteFormat(source.format).load(source, context)),
  );
  const suites: Suite[] = [];
  const problems: ConfigError[] = [];
  for (const outcome of settled) {
    if (outcome.status === "fulfilled") suites.push(...outcome.value);
    else if (outcome.reason instanceof ConfigErrors) problems.push(...outcome.reason.errors);
    else if (outcome.reason instanceof ConfigError) problems.push(outcome.reason);
    else throw outcome.reason;
  }
  // The suites that loaded have their assertions checked even when others did not load: one pass shows all.
  problems.push(...checkAssertionTypes(suites));
  return { suites, problems };
}
