import type { SessionErrorKind } from "../model/session-report.ts";
import type { ProcessOutcome } from "./adapter.ts";
import type { ErrorMessage } from "./session-builder.ts";

/** A report's verdict fields: whether the session failed, how, and the normalizer's words for it. */
export function errorFacts<State>(
  state: State,
  outcome: ProcessOutcome,
  verdict: { errorKind: SessionErrorKind | undefined; isError: boolean },
  messageOf: ErrorMessage<State>,
): { isError: boolean; errorKind?: SessionErrorKind; errorMessage?: string } {
  const { errorKind, isError } = verdict;
  return { isError, errorKind, errorMessage: messageOf(state, outcome, errorKind, isError) };
}
