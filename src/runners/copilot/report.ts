import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import { type ErrorMessage, stderrDetail, timedOutMessage } from "../session-builder.ts";
import { type State, TOKEN_KEYS, type TokenCounts } from "./state.ts";

/** How the session ended, and the report it adds up to. */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  state.session.closeDanglingCalls();
  const errorKind = classifyError(state, outcome);
  const finalOutput = state.lastTopLevelText ?? "";
  const isError = errorKind !== undefined && errorKind !== "permission-denied";
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(state, finalOutput),
    modelCalls: state.messageIds.size,
    agentVersion: state.agentVersion,
    model: state.model,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

const AUTH_PATTERN = /\b(?:401|403|unauthori[sz]ed|authenticat\w*|not logged in|log ?in|token)\b/i;

/**
 * The run failed when the closing `result` line says so (`exitCode` ≠ 0) or never came. A
 * `session.error` names the reason; when the run still ends with exit code 0 it was recovered from
 * (a retried rate limit) and is not a failure.
 */
function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  // No result line: the session did not finish, whatever the exit code (a stream cut short).
  const failed = result === undefined || (result.exitCode !== undefined && result.exitCode !== 0);
  if (!failed) return state.deniedCalls > 0 ? "permission-denied" : undefined;
  const error = state.sessionError;
  if (error !== undefined) {
    const auth =
      error.statusCode === 401 ||
      error.statusCode === 403 ||
      /auth/i.test(error.errorType ?? "") ||
      AUTH_PATTERN.test(error.message ?? "");
    return auth ? "auth" : "api-error";
  }
  return AUTH_PATTERN.test(outcome.stderrTail) && result === undefined ? "auth" : "crash";
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind) => {
  const withStderr = stderrDetail(outcome);
  if (kind === undefined) return undefined;
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "permission-denied") return `Permission denied for ${state.deniedCalls} tool call(s)`;
  if (state.sessionError?.message !== undefined) return state.sessionError.message;
  if (state.result !== undefined) return `Copilot ended with exit code ${state.result.exitCode}${withStderr}`;
  const ended = describeExit(outcome);
  return `Copilot ${ended} without a result line${withStderr}`;
};

/**
 * Tokens, best source first: the `session.shutdown` totals, the sum of the per-call
 * `assistant.usage` events, any token counts on the `result` line, and last the output tokens each
 * `assistant.message` carries. Copilot counts cache reads apart from `inputTokens`, as Anthropic
 * does; the report follows skillgym's convention that input includes them.
 */
function usageOf(state: State, finalOutput: string) {
  const resultUsage = state.result?.usage === undefined ? undefined : tokenCounts(state.result.usage);
  const resultTokens =
    resultUsage?.inputTokens !== undefined || resultUsage?.outputTokens !== undefined
      ? resultUsage
      : undefined;
  const usage: TokenCounts | undefined =
    state.shutdownUsage ??
    (state.callUsages.length > 0 ? sumUsage(state.callUsages) : undefined) ??
    resultTokens ??
    (state.messageOutputTokens === undefined ? undefined : { outputTokens: state.messageOutputTokens });
  const cacheRead = usage?.cacheReadTokens;
  const input = usage?.inputTokens === undefined ? undefined : usage.inputTokens + (cacheRead ?? 0);
  const tokens = { input, output: usage?.outputTokens, cacheRead, cacheWrite: usage?.cacheWriteTokens };
  return state.session.usage(tokens, finalOutput);
}

export function tokenCounts(usage: TokenCounts): TokenCounts {
  const counts: TokenCounts = {};
  for (const key of TOKEN_KEYS) {
    const value = usage[key];
    if (value !== undefined) counts[key] = value;
  }
  return counts;
}

/** Adds up per-call counts; a count no call reported stays absent. */
export function sumUsage(usages: readonly TokenCounts[]): TokenCounts {
  const total: TokenCounts = {};
  for (const usage of usages) {
    for (const key of TOKEN_KEYS) {
      const value = usage[key];
      if (value !== undefined) total[key] = (total[key] ?? 0) + value;
    }
  }
  return total;
}
