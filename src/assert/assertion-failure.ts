import { AssertionError } from "node:assert";
import type { AssertionOptions } from "./assertion-options.ts";

/** What a grouped assertion found wrong, before it becomes an `AssertionError`. */
export interface AssertionFailure {
  /** The method, e.g. `commands.includes`: becomes the error's `operator`. */
  operator: string;
  /** One sentence: what the assertion required. */
  expected: string;
  /** What the session showed instead: whole lines, usually from `formatObserved`. */
  observed: readonly string[];
  /** Set on the error for reporters that show them. */
  actualValue?: unknown;
  expectedValue?: unknown;
}

/** Where a failed grouped assertion goes: thrown at once (`assert.*`) or collected (`assert.soft.*`). */
export type FailureSink = (error: AssertionError) => void;

export const throwFailure: FailureSink = (error) => {
  throw error;
};

/**
 * Builds the error: the suite's own message first, then expected, then observed.
 * `stackStartFn` is the public method, so the stack starts at the suite's line.
 */
export function createAssertionError(
  failure: AssertionFailure,
  options: AssertionOptions | undefined,
  stackStartFn: (...args: never[]) => unknown,
): AssertionError {
  const lines = [...(options?.message ? [options.message] : []), failure.expected, ...failure.observed];
  return new AssertionError({
    message: lines.join("\n"),
    actual: failure.actualValue,
    expected: failure.expectedValue,
    operator: failure.operator,
    stackStartFn,
  });
}

const MAX_LISTED = 20;
const MAX_VALUE_CHARS = 200;

/**
 * `Observed commands (3):` and one numbered line per value; long lists and values are cut.
 * `annotate` may add a note to a line, e.g. which matcher it matched.
 */
export function formatObserved(
  label: string,
  values: readonly string[],
  annotate?: (value: string, index: number) => string | undefined,
): string {
  if (values.length === 0) return `Observed ${label}: none.`;
  const listed = values.slice(0, MAX_LISTED).map((value, index) => {
    const note = annotate?.(value, index);
    return `  ${index + 1}. ${oneLine(value)}${note === undefined ? "" : `  ← ${note}`}`;
  });
  const rest = values.length - MAX_LISTED;
  return [
    `Observed ${label} (${values.length}):`,
    ...listed,
    ...(rest > 0 ? [`  … and ${rest} more`] : []),
  ].join("\n");
}

/** A value on one line, cut to a readable length. */
export function oneLine(value: string, maxChars = MAX_VALUE_CHARS): string {
  const flat = value.replace(/\r?\n/g, "\\n");
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
}

/** Checks a count argument from suite code: a negative or fractional count is a suite bug, not a failure. */
export function requireCount(value: number, method: string, name: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new TypeError(`${method}: expected ${name} to be a whole number ≥ 0, found ${String(value)}.`);
  }
  return value;
}
