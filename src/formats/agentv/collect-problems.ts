import { ConfigError, ConfigErrors } from "../../model/errors.ts";

/**
 * Runs `step`; a configuration problem it throws is added to `problems` (so one pass reports
 * them all) and the result is undefined. Anything else is a bug and propagates.
 */
export function collectProblems<T>(problems: ConfigError[], step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    if (error instanceof ConfigErrors) problems.push(...error.errors);
    else if (error instanceof ConfigError) problems.push(error);
    else throw error;
    return undefined;
  }
}

/** Throws the problems gathered so far, if any. */
export function throwProblems(problems: readonly ConfigError[]): void {
  if (problems.length > 0) throw new ConfigErrors(problems);
}
