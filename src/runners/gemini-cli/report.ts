import type { SessionErrorKind, SessionReport } from "../../model/session-report.ts";
import type { ProcessOutcome } from "../adapter.ts";
import { describeExit } from "../describe-exit.ts";
import { errorFacts } from "../error-facts.ts";
import type { ErrorMessage, SessionBuilder } from "../session-builder.ts";
import type { State } from "./state.ts";
import type { GeminiStats } from "./stream-schema.ts";

/** Lines Gemini CLI always writes to stderr; they explain nothing about a failure. */
const STDERR_NOISE = [
  /^Warning: Basic terminal detected/,
  /^Warning: 256-color support/,
  /^YOLO mode is enabled/,
];

/** How the session ended, and the report it adds up to (after the last text was flushed). */
export function buildReport(state: State, outcome: ProcessOutcome): SessionReport {
  state.session.closeDanglingCalls();
  const result = state.result;
  const resultIsError = result?.status === "error";
  const errorKind = classifyError(state, outcome);
  const isError = resultIsError || outcome.timedOut || (result === undefined && errorKind === "crash");
  const finalOutput = state.textSinceLastToolCall;
  return state.session.report(outcome, {
    sessionId: state.sessionId,
    finalOutput,
    usage: usageOf(state.session, result?.stats, finalOutput),
    modelCalls: state.modelCalls,
    model: state.model,
    ...errorFacts(state, outcome, { errorKind, isError }, errorMessageOf),
  });
}

/** `Fatal*Error` types the CLI gives for problems of its own setup, not of the model API. */
const SETUP_ERRORS = new Set([
  "FatalInputError",
  "FatalConfigError",
  "FatalSandboxError",
  "FatalToolExecutionError",
  "FatalCancellationError",
]);

function classifyError(state: State, outcome: ProcessOutcome): SessionErrorKind | undefined {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  if (result === undefined) {
    return outcome.exitCode !== 0 || (outcome.signal ?? null) !== null ? "crash" : undefined;
  }
  if (result.status === "error") {
    const type = result.error?.type;
    if (type === "FatalTurnLimitedError") return "max-turns";
    if (type === "FatalAuthenticationError") return "auth";
    if (type !== undefined && SETUP_ERRORS.has(type)) return "crash";
    const status = httpStatusOf(result.error?.message, outcome.stderrTail);
    if (status === 401 || status === 403) return "auth";
    // `unknown` errors come from the model loop: HTTP errors, unreachable server, invalid streams.
    return "api-error";
  }
  if (state.deniedCallIds.size > 0) return "permission-denied";
  return undefined;
}

/**
 * The HTTP status of an API error: the `code` of the JSON body in `[API Error: {...}]`, else the
 * `status: N` that ends the error's stack trace on stderr.
 */
export function httpStatusOf(message: string | undefined, stderr: string): number | undefined {
  const fromBody = /"code"\s*:\s*(\d{3})\b/.exec(message ?? "")?.[1];
  if (fromBody !== undefined) return Number(fromBody);
  const fromStderr = [...stderr.matchAll(/^\s*status: (\d{3})\s*$/gm)].at(-1)?.[1];
  return fromStderr === undefined ? undefined : Number(fromStderr);
}

const errorMessageOf: ErrorMessage<State> = (state, outcome, kind, isError) => {
  const stderr = meaningfulStderr(outcome.stderrTail);
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash" && state.result === undefined) {
    const ended = describeExit(outcome);
    return `Gemini CLI ${ended} without a result line${stderr === "" ? "" : `: ${stderr}`}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return undefined;
  const message = state.result?.error?.message;
  return (
    (message === undefined || message === "" ? undefined : message) ??
    state.lastErrorMessage ??
    (stderr === "" ? undefined : stderr)
  );
};

function meaningfulStderr(stderr: string): string {
  return stderr
    .split("\n")
    .filter((line) => !STDERR_NOISE.some((noise) => noise.test(line)))
    .join("\n")
    .trim();
}

/**
 * Token counts from the result line's `stats` (summed over models by the CLI). `input_tokens` is
 * the prompt count, cached tokens included; thoughts are not reported apart, so reasoning is what
 * the total has beyond input and output.
 */
function usageOf(session: SessionBuilder, stats: GeminiStats | undefined, finalOutput: string) {
  const input = stats?.input_tokens;
  const output = stats?.output_tokens;
  const total =
    stats?.total_tokens ?? (input === undefined || output === undefined ? undefined : input + output);
  const beyond =
    total === undefined || input === undefined || output === undefined ? 0 : total - input - output;
  const reasoning = beyond > 0 ? beyond : undefined;
  return session.usage({ input, output, reasoning, cacheRead: stats?.cached, total }, finalOutput, "derived");
}
