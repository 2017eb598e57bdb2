import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import { type ErrorMessage, stderrText, timedOutMessage } from "../session-builder.ts";
import type { State } from "./state.ts";

/** How the session ended, and the report it adds up to. */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const ended = state.turnsCompleted > 0;
  const crashed = !ended && outcome.exitCode !== 0;
  const isError = state.turnFailed !== undefined || crashed || outcome.timedOut;
  const errorKind = classifyError(state, outcome, crashed);
  const finalOutput = state.lastAgentMessage ?? "";
  // OpenAI counts cached tokens inside `input_tokens` and reasoning inside `output_tokens`, which
  // is also skillgym's convention, so the sums over `turn.completed` pass through unchanged.
  const { input, cached, cacheWrite, output, reasoning } = state.usage;
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: state.session.usage({ input, output, reasoning, cacheRead: cached, cacheWrite }, finalOutput),
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

function classifyError(
  state: State,
  outcome: ProcessOutcome,
  crashed: boolean,
): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  // turn.failed ends a turn the model API would not serve (after Codex's own retries).
  if (state.turnFailed !== undefined) return state.authFailure ? "auth" : "api-error";
  if (crashed) return "crash";
  if (state.declined > 0) return "permission-denied";
  return undefined;
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind, isError) => {
  const lastError = state.lastStreamError ?? state.lastWarning;
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "crash") {
    const detail = lastError ?? stderrText(outcome);
    return `Codex ${describeExit(outcome)} before its turn completed${detail === undefined ? "" : `: ${detail}`}`;
  }
  if (kind === "permission-denied" && !isError) return `Codex declined ${state.declined} command(s)`;
  if (!isError) return undefined;
  return state.turnFailed ?? lastError ?? stderrText(outcome);
};
