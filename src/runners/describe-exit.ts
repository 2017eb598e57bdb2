import type { ProcessOutcome } from "./adapter.ts";

/** How the process ended, to follow the agent's name: `exited with code N` or `was killed (SIG…)`. */
export function describeExit(outcome: ProcessOutcome): string {
  return outcome.exitCode === null
    ? `was killed (${outcome.signal ?? "signal"})`
    : `exited with code ${outcome.exitCode}`;
}
