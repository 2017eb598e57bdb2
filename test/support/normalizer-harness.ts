import type { SessionReport } from "../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "../../src/runners/adapter.ts";

/** How the agent's process ended, for a normalizer test: exit 0 after 1.234 s unless overridden. */
export function outcome(overrides: Partial<ProcessOutcome> = {}): ProcessOutcome {
  return { exitCode: 0, signal: null, timedOut: false, stderrTail: "", durationMs: 1234, ...overrides };
}

/** A function that pushes every line through a fresh normalizer of this kind and returns its report. */
export function normalizeWith(create: (input: NormalizerInput) => TranscriptNormalizer) {
  return (
    lines: Iterable<string>,
    input: NormalizerInput,
    end: ProcessOutcome = outcome(),
  ): SessionReport => {
    const normalizer = create(input);
    for (const line of lines) normalizer.push(line);
    return normalizer.finish(end);
  };
}
