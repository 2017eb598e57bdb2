import type { ToolCallEvent } from "../model/session-report.ts";
import {
  type AssertionFailure,
  createAssertionError,
  type FailureSink,
  formatObserved,
  requireCount,
} from "./assertion-failure.ts";
import type { AssertionOptions } from "./assertion-options.ts";
import {
  describeToolCallMatcher,
  matchesToolCall,
  requireToolCallMatcher,
  type ToolCallMatcher,
} from "./matchers.ts";
import { type AssertableReport, getToolCalls } from "./report-values.ts";

/** `assert.toolCalls.*`: over the agent's tool calls (`toolCall` events), in order. */
export interface ToolCallAssertions {
  /** At least one call matches. */
  has(report: AssertableReport, matcher: ToolCallMatcher, options?: AssertionOptions): void;
  /** Exactly `expected` calls match. */
  count(
    report: AssertableReport,
    matcher: ToolCallMatcher,
    expected: number,
    options?: AssertionOptions,
  ): void;
  /** At least `min` calls match. */
  atLeast(report: AssertableReport, matcher: ToolCallMatcher, min: number, options?: AssertionOptions): void;
  /** At most `max` calls match. */
  atMost(report: AssertableReport, matcher: ToolCallMatcher, max: number, options?: AssertionOptions): void;
  /** Both match somewhere, and the first match of `firstMatcher` comes before the first of `secondMatcher`. */
  before(
    report: AssertableReport,
    firstMatcher: ToolCallMatcher,
    secondMatcher: ToolCallMatcher,
    options?: AssertionOptions,
  ): void;
  /** The matchers match calls in this order; other calls may come between. */
  sequence(report: AssertableReport, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
  /** Every call matches one of `matchers` (no calls passes). */
  only(report: AssertableReport, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
}

export function createToolCallAssertions(sink: FailureSink): ToolCallAssertions {
  function fail(
    failure: Omit<AssertionFailure, "operator">,
    method: string,
    options: AssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    sink(createAssertionError({ ...failure, operator: `toolCalls.${method}` }, options, stackStartFn));
  }

  function has(report: AssertableReport, matcher: ToolCallMatcher, options?: AssertionOptions): void {
    const checked = requireToolCallMatcher(matcher, "assert.toolCalls.has");
    const calls = getToolCalls(report);
    if (calls.some((call) => matchesToolCall(call, checked))) return;
    fail(
      {
        expected: `Expected a tool call matching ${describeToolCallMatcher(checked)}, but none matched.`,
        observed: [observedCalls(calls)],
        actualValue: calls.map((call) => call.tool),
        expectedValue: checked.tool,
      },
      "has",
      options,
      has,
    );
  }

  function checkCount(
    method: "count" | "atLeast" | "atMost",
    report: AssertableReport,
    matcher: ToolCallMatcher,
    bound: number,
    options: AssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    const checked = requireToolCallMatcher(matcher, `assert.toolCalls.${method}`);
    requireCount(
      bound,
      `assert.toolCalls.${method}`,
      method === "count" ? "expected" : method === "atLeast" ? "min" : "max",
    );
    const calls = getToolCalls(report);
    const found = calls.filter((call) => matchesToolCall(call, checked)).length;
    const holds =
      method === "atLeast" ? found >= bound : method === "atMost" ? found <= bound : found === bound;
    if (holds) return;
    const quantity = method === "atLeast" ? "at least" : method === "atMost" ? "at most" : "exactly";
    fail(
      {
        expected: `Expected ${quantity} ${bound} tool ${bound === 1 ? "call" : "calls"} matching ${describeToolCallMatcher(checked)}, found ${found}.`,
        observed: [observedCalls(calls, (call) => (matchesToolCall(call, checked) ? "matches" : undefined))],
        actualValue: found,
        expectedValue: bound,
      },
      method,
      options,
      stackStartFn,
    );
  }

  function count(
    report: AssertableReport,
    matcher: ToolCallMatcher,
    expected: number,
    options?: AssertionOptions,
  ) {
    checkCount("count", report, matcher, expected, options, count);
  }
  function atLeast(
    report: AssertableReport,
    matcher: ToolCallMatcher,
    min: number,
    options?: AssertionOptions,
  ) {
    checkCount("atLeast", report, matcher, min, options, atLeast);
  }
  function atMost(
    report: AssertableReport,
    matcher: ToolCallMatcher,
    max: number,
    options?: AssertionOptions,
  ) {
    checkCount("atMost", report, matcher, max, options, atMost);
  }

  function before(
    report: AssertableReport,
    firstMatcher: ToolCallMatcher,
    secondMatcher: ToolCallMatcher,
    options?: AssertionOptions,
  ): void {
    const first = requireToolCallMatcher(firstMatcher, "assert.toolCalls.before");
    const second = requireToolCallMatcher(secondMatcher, "assert.toolCalls.before");
    const calls = getToolCalls(report);
    const firstIndex = calls.findIndex((call) => matchesToolCall(call, first));
    const secondIndex = calls.findIndex((call) => matchesToolCall(call, second));
    if (firstIndex !== -1 && secondIndex !== -1 && firstIndex < secondIndex) return;
    const why =
      firstIndex === -1
        ? `no call matched the first`
        : secondIndex === -1
          ? `no call matched the second`
          : `the second matched call #${secondIndex + 1}, before the first matched (call #${firstIndex + 1})`;
    fail(
      {
        expected: `Expected a tool call matching ${describeToolCallMatcher(first)} before one matching ${describeToolCallMatcher(second)}, but ${why}.`,
        observed: [
          observedCalls(calls, (call) => {
            const notes = [
              ...(matchesToolCall(call, first) ? ["matches first"] : []),
              ...(matchesToolCall(call, second) ? ["matches second"] : []),
            ];
            return notes.length > 0 ? notes.join(", ") : undefined;
          }),
        ],
        actualValue: calls.map((call) => call.tool),
      },
      "before",
      options,
      before,
    );
  }

  function sequence(
    report: AssertableReport,
    matchers: readonly ToolCallMatcher[],
    options?: AssertionOptions,
  ): void {
    const steps = matchers.map((matcher) => requireToolCallMatcher(matcher, "assert.toolCalls.sequence"));
    const calls = getToolCalls(report);
    const matchedAt: number[] = [];
    let next = 0;
    for (const step of steps) {
      const index = calls.findIndex((call, at) => at >= next && matchesToolCall(call, step));
      if (index === -1) break;
      matchedAt.push(index);
      next = index + 1;
    }
    const missing = steps[matchedAt.length];
    if (missing === undefined) return;
    const expectedSteps = steps
      .map((step, index) => `${index + 1}. ${describeToolCallMatcher(step)}`)
      .join("; ");
    fail(
      {
        expected:
          `Expected tool calls in this order (others may come between): ${expectedSteps}; ` +
          `but step ${matchedAt.length + 1} (${describeToolCallMatcher(missing)}) matched no call${
            matchedAt.length > 0 ? ` after #${(matchedAt[matchedAt.length - 1] ?? 0) + 1}` : ""
          }.`,
        observed: [
          observedCalls(calls, (_call, index) => {
            const step = matchedAt.indexOf(index);
            return step === -1 ? undefined : `step ${step + 1}`;
          }),
        ],
        actualValue: calls.map((call) => call.tool),
      },
      "sequence",
      options,
      sequence,
    );
  }

  function only(
    report: AssertableReport,
    matchers: readonly ToolCallMatcher[],
    options?: AssertionOptions,
  ): void {
    const allowed = matchers.map((matcher) => requireToolCallMatcher(matcher, "assert.toolCalls.only"));
    const calls = getToolCalls(report);
    const isAllowed = (call: ToolCallEvent) => allowed.some((matcher) => matchesToolCall(call, matcher));
    const others = calls.filter((call) => !isAllowed(call));
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected every tool call to match one of [${allowed.map(describeToolCallMatcher).join("; ")}], but ${others.length} ${
          others.length === 1 ? "call matched" : "calls matched"
        } none.`,
        observed: [observedCalls(calls, (call) => (isAllowed(call) ? undefined : "matches none"))],
        actualValue: others.map((call) => call.tool),
      },
      "only",
      options,
      only,
    );
  }

  return { has, count, atLeast, atMost, before, sequence, only };
}

const MAX_ARGS_CHARS = 120;

/** Each call as `Bash {"command":"ls"}`, so a failing `where` can be checked against real arguments. */
function observedCalls(
  calls: readonly ToolCallEvent[],
  annotate?: (call: ToolCallEvent, index: number) => string | undefined,
): string {
  return formatObserved(
    "tool calls",
    calls.map((call) => `${call.tool}${formatArgs(call.args)}`),
    annotate === undefined
      ? undefined
      : (_value, index) => {
          const call = calls[index];
          return call === undefined ? undefined : annotate(call, index);
        },
  );
}

function formatArgs(args: unknown): string {
  if (args === undefined) return "";
  let text: string;
  try {
    text = JSON.stringify(args) ?? String(args);
  } catch {
    text = String(args);
  }
  return ` ${text.length > MAX_ARGS_CHARS ? `${text.slice(0, MAX_ARGS_CHARS - 1)}…` : text}`;
}
