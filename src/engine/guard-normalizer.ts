import type { SessionReport } from "../model/session-report.ts";
import type { ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";

export interface GuardedNormalizer extends TranscriptNormalizer {
  /** Why the normalizer broke, if it did: the execution is then an error of class `normalization`. */
  failure(): string | undefined;
}

/**
 * A normalizer that cannot take the execution down: the first exception it throws is recorded
 * and the rest of the stream ignored; `finish` falls back to `empty` (a report with no session).
 */
export function guardNormalizer(
  normalizer: TranscriptNormalizer,
  empty: (outcome: ProcessOutcome) => SessionReport,
): GuardedNormalizer {
  let failure: string | undefined;
  const record = (error: unknown) => {
    failure ??= error instanceof Error ? error.message : String(error);
  };
  return {
    push(line) {
      if (failure !== undefined) return;
      try {
        normalizer.push(line);
      } catch (error) {
        record(error);
      }
    },
    stepsSoFar: () => (failure === undefined ? normalizer.stepsSoFar() : 0),
    finish(outcome) {
      if (failure === undefined) {
        try {
          return normalizer.finish(outcome);
        } catch (error) {
          record(error);
        }
      }
      return empty(outcome);
    },
    failure: () => failure,
  };
}
