import { type FailureSink } from "./assertion-failure.js";
import type { AssertionOptions } from "./assertion-options.js";
import { type ToolCallMatcher } from "./matchers.js";
import { type AssertableReport } from "./report-values.js";
/** `assert.toolCalls.*`: over the agent's tool calls (`toolCall` events), in order. */
export interface ToolCallAssertions {
    /** At least one call matches. */
    has(report: AssertableReport, matcher: ToolCallMatcher, options?: AssertionOptions): void;
    /** Exactly `expected` calls match. */
    count(report: AssertableReport, matcher: ToolCallMatcher, expected: number, options?: AssertionOptions): void;
    /** At least `min` calls match. */
    atLeast(report: AssertableReport, matcher: ToolCallMatcher, min: number, options?: AssertionOptions): void;
    /** At most `max` calls match. */
    atMost(report: AssertableReport, matcher: ToolCallMatcher, max: number, options?: AssertionOptions): void;
    /** Both match somewhere, and the first match of `firstMatcher` comes before the first of `secondMatcher`. */
    before(report: AssertableReport, firstMatcher: ToolCallMatcher, secondMatcher: ToolCallMatcher, options?: AssertionOptions): void;
    /** The matchers match calls in this order; other calls may come between. */
    sequence(report: AssertableReport, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
    /** Every call matches one of `matchers` (no calls passes). */
    only(report: AssertableReport, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
}
export declare function createToolCallAssertions(sink: FailureSink): ToolCallAssertions;
