import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { AUTH_FAILURE } from "../codex/codex-facts.ts";
import { errorFacts } from "../error-facts.ts";
import { type ErrorMessage, type SessionBuilder, stderrDetail, timedOutMessage } from "../session-builder.ts";
import type { RolloutCall, State, TokenUsage } from "./state.ts";

/** How the rollout's session ended, and the report it adds up to. */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const { session } = state;
  const events = session.events.filter(
    (_, position) =>
      !(state.sawAgentMessages && state.itemMessages.has(position)) &&
      !(state.sawAgentReasoning && state.itemReasoning.has(position)),
  );
  session.reasoningChars = state.sawAgentReasoning ? state.eventReasoningChars : state.itemReasoningChars;
  const finalOutput =
    (state.sawAgentMessages ? state.lastAgentMessage : state.lastItemMessage) ?? state.lastTaskMessage ?? "";
  const errorKind = classifyError(state, outcome);
  const isError = errorKind !== undefined;
  return session.report(outcome, {
    events,
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(session, state.usage, finalOutput),
    ...(state.modelCalls === 0 ? {} : { modelCalls: state.modelCalls }),
    agentVersion: state.agentVersion,
    model: state.model,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  if (state.turnError !== undefined) return AUTH_FAILURE.test(state.turnError) ? "auth" : "api-error";
  if (state.recognizedLines === 0 || state.task === "open" || state.task === "aborted") return "crash";
  return undefined;
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind) => {
  const detail = stderrDetail(outcome);
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "api-error" || kind === "auth") return state.turnError;
  if (kind !== "crash") return undefined;
  if (state.recognizedLines === 0) return `The Codex rollout has no session record${detail}`;
  if (state.task === "aborted") return `Codex turn aborted (${state.abortReason ?? "aborted"})${detail}`;
  const open = state.session.calls.size;
  const unanswered = open === 0 ? "" : ` with ${open} tool call(s) unanswered`;
  return `The Codex rollout ends before its task completed${unanswered}${detail}`;
};

/**
 * The cumulative totals of the last `token_count`. OpenAI counts cached tokens inside
 * `input_tokens` and reasoning inside `output_tokens`, which is also skillgym's convention.
 */
function usageOf(session: SessionBuilder<RolloutCall>, usage: TokenUsage | undefined, finalOutput: string) {
  return session.usage(
    {
      input: usage?.input_tokens,
      output: usage?.output_tokens,
      reasoning: usage?.reasoning_output_tokens,
      cacheRead: usage?.cached_input_tokens,
    },
    finalOutput,
  );
}
