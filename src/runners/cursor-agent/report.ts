import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import {
  type ErrorMessage,
  type SessionBuilder,
  stderrDetail,
  stderrText,
  timedOutMessage,
} from "../session-builder.ts";
import type { State } from "./state.ts";
import type { CursorResultLine } from "./stream-schema.ts";

/** How the session ended, and the report it adds up to. */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const result = state.result;
  state.session.closeDanglingCalls();
  const resultIsError =
    result !== undefined &&
    (result.is_error === true || (result.subtype !== undefined && result.subtype !== "success"));
  const errorKind = classifyError(state, outcome, resultIsError);
  const isError = resultIsError || outcome.timedOut || result === undefined;
  // `result.result` is every assistant text of the session joined with no separator (public captures).
  const finalOutput = (resultIsError ? undefined : result?.result) ?? state.assistantTexts.join("");
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(state.session, result, finalOutput),
    model: state.model,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

const AUTH_PATTERN = /\b(?:401|403|unauthori[sz]ed|authenticat\w*|not logged in|api[ _-]?key|log ?in)\b/i;

function classifyError(
  state: State,
  outcome: ProcessOutcome,
  resultIsError: boolean,
): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const stderr = outcome.stderrTail;
  if (state.result === undefined) {
    // No result line: the session did not finish, whatever the exit code (an empty transcript, a
    // stream cut short). Cursor then prints its reason on stderr.
    return AUTH_PATTERN.test(stderr) ? "auth" : "crash";
  }
  if (resultIsError) {
    return AUTH_PATTERN.test(`${resultErrorText(state.result) ?? ""}\n${stderr}`) ? "auth" : "api-error";
  }
  return state.deniedCalls > 0 ? "permission-denied" : undefined;
}

function resultErrorText(result: CursorResultLine): string | undefined {
  const error = typeof result.error === "string" ? result.error : result.error?.message;
  return error ?? (result.result === "" ? undefined : result.result);
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind, isError) => {
  const withStderr = stderrDetail(outcome);
  if (kind === "timeout") return timedOutMessage(outcome);
  if (state.result === undefined && isError) {
    const ended = describeExit(outcome);
    return `cursor-agent ${ended} without a result line${withStderr}`;
  }
  if (kind === "permission-denied" && !isError) {
    return `Permission denied for ${state.deniedCalls} tool call(s)`;
  }
  if (!isError || state.result === undefined) return undefined;
  return resultErrorText(state.result) ?? stderrText(outcome);
};

/** Cursor's result line has carried no usage in every public capture; read it when it is there. */
function usageOf(session: SessionBuilder, result: CursorResultLine | undefined, finalOutput: string) {
  const usage = result?.usage;
  const cacheRead = usage?.cacheReadTokens;
  // skillgym's convention, as for Claude: input counts the tokens served from the cache too.
  const input = usage?.inputTokens === undefined ? undefined : usage.inputTokens + (cacheRead ?? 0);
  const tokens = { input, output: usage?.outputTokens, cacheRead, cacheWrite: usage?.cacheWriteTokens };
  return session.usage(tokens, finalOutput);
}
