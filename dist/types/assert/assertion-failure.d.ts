import { AssertionError } from "node:assert";
import type { AssertionOptions } from "./assertion-options.js";
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
export declare const throwFailure: FailureSink;
/**
 * Builds the error: the suite's own message first, then expected, then observed.
 * `stackStartFn` is the public method, so the stack starts at the suite's line.
 */
export declare function createAssertionError(failure: AssertionFailure, options: AssertionOptions | undefined, stackStartFn: (...args: never[]) => unknown): AssertionError;
/**
 * `Observed commands (3):` and one numbered line per value; long lists and values are cut.
 * `annotate` may add a note to a line, e.g. which matcher it matched.
 */
export declare function formatObserved(label: string, values: readonly string[], annotate?: (value: string, index: number) => string | undefined): string;
/** A value on one line, cut to a readable length. */
export declare function oneLine(value: string, maxChars?: number): string;
/** Checks a count argument from suite code: a negative or fractional count is a suite bug, not a failure. */
export declare function requireCount(value: number, method: string, name: string): number;
