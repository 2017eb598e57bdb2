import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import { type ErrorMessage, stderrDetail, timedOutMessage } from "../session-builder.ts";
import type { State } from "./state.ts";

/** How the session ended, and the report it adds up to. */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  const errorKind = classifyError(state, outcome);
  const isError = state.error !== undefined || errorKind === "timeout" || errorKind === "crash";
  const finalOutput = state.lastText ?? "";
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(state, finalOutput),
    costUsd: state.costUsd,
    // OpenCode's turn is a step (`agent.<name>.steps` limits them): one model call each.
    turns: state.steps,
    modelCalls: state.steps,
    startedAt: isoOf(state.firstTimestamp),
    endedAt: isoOf(state.lastTimestamp),
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

/**
 * OpenCode prints no terminal line on success: a session finished when its last step ended for a
 * reason other than `tool-calls` (`stop`, `length`, ...) and no step began after it. Anything else
 * (an empty stdout, a stream cut mid-loop) is a crash, whatever the exit code, except one clean
 * stop: a refused permission (`opencode run` without `--auto` turns down every `ask` and ends after
 * that step, exit 0; seen with 1.18.33 reading /etc/hostname) halts the session, as the user's
 * permission rules decided, which is for assertions to judge and not an agent failure.
 * A turn limit is not visible here: `agent.<name>.steps` only asks the model to stop, and the run
 * ends like any other (fixture opencode/max-turns, notes.md). So no `max-turns` from stdout.
 */
function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const error = state.error;
  if (error !== undefined) {
    const status = error.data?.statusCode;
    if (status === 401 || status === 403 || error.name === "ProviderAuthError") return "auth";
    return "api-error";
  }
  if (!finished(state)) {
    const cleanExit = outcome.exitCode === 0 && (outcome.signal ?? null) === null;
    return state.lastCallDenied && cleanExit ? "permission-denied" : "crash";
  }
  if (state.deniedCalls > 0) return "permission-denied";
  return undefined;
}

function finished(state: State): boolean {
  return state.steps > 0 && !state.stepOpen && state.lastStepReason !== "tool-calls";
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind, isError) => {
  if (kind === "timeout") return timedOutMessage(outcome);
  if (kind === "crash") {
    const ended = describeExit(outcome);
    return `OpenCode ${ended} before its session finished (no final step, no error line)${stderrDetail(outcome)}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCalls} tool call(s)`;
  }
  if (!isError) return undefined;
  const error = state.error;
  const message = error?.data?.message ?? error?.message ?? error?.name ?? "OpenCode reported an error";
  const status = error?.data?.statusCode;
  return status === undefined ? message : `${message} (HTTP ${status})`;
};

/**
 * Σ `step_finish.tokens`. OpenCode's `input` leaves out cache reads and writes, and its `output`
 * leaves out reasoning; as for Claude, `inputTokens` adds the cache reads (skillgym's convention).
 */
function usageOf(state: State, finalOutput: string) {
  const { input: rawInput, output, reasoning, cacheRead, cacheWrite } = state.tokens;
  const input = rawInput === undefined ? undefined : rawInput + (cacheRead ?? 0);
  const total = input === undefined || output === undefined ? undefined : input + output + (reasoning ?? 0);
  return state.session.usage({ input, output, reasoning, cacheRead, cacheWrite, total }, finalOutput);
}

export function isoOf(timestamp: number | undefined): string | undefined {
  if (timestamp === undefined || !Number.isFinite(timestamp)) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
