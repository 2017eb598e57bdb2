import type { SessionReport } from "../model/session-report.ts";
import type { NormalizerInput, ProcessOutcome, TranscriptNormalizer } from "./adapter.ts";
import { isRecord } from "./is-record.ts";
import { UNPARSED } from "./json-line.ts";

/** A line reader's verdict on one stdout line: nothing (blank), unreadable, or the line it read. */
export type LineReader<Line> = (text: string) => Line | undefined | typeof UNPARSED;

/** Lines read as JSON objects only; the normalizer checks by hand the fields it reads. */
export const jsonRecords: LineReader<Record<string, unknown>> = (text) => {
  const line = text.trim();
  if (line === "") return undefined;
  try {
    const json: unknown = JSON.parse(line);
    return isRecord(json) ? json : UNPARSED;
  } catch {
    return UNPARSED;
  }
};

/**
 * The normalizer skeleton: each agent gives its state, how it reads a line, what a line does to the
 * state (false: a line the format does not have, counted as unparsed), its step count and its report.
 */
export function normalizerOf<State extends { session: { unparsedLines: number } }, Line>(
  createState: (input: NormalizerInput) => State,
  read: LineReader<Line>,
  onLine: (state: State, line: Line) => unknown,
  steps: (state: State) => number,
  report: (state: State, outcome: ProcessOutcome) => SessionReport,
): (input: NormalizerInput) => TranscriptNormalizer {
  return (input) => {
    const state = createState(input);
    return {
      push(text) {
        const line = read(text);
        if (line === undefined) return;
        if (line === UNPARSED || onLine(state, line) === false) state.session.unparsedLines += 1;
      },
      stepsSoFar: () => steps(state),
      finish: (outcome) => report(state, outcome),
    };
  };
}
