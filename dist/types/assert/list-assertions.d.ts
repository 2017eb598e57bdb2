import { type FailureSink } from "./assertion-failure.js";
import type { AssertionOptions } from "./assertion-options.js";
import { type Matcher } from "./matchers.js";
import type { AssertableReport } from "./report-values.js";
/** Assertions over an ordered list of strings from the report: commands, file reads. */
export interface ListAssertions {
    /** At least one value matches. */
    includes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
    /** No value matches. */
    notIncludes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
    /** Exactly `expected` values match. */
    count(report: AssertableReport, matcher: Matcher, expected: number, options?: AssertionOptions): void;
    /** At least `min` values match. */
    atLeast(report: AssertableReport, matcher: Matcher, min: number, options?: AssertionOptions): void;
    /** At most `max` values match. */
    atMost(report: AssertableReport, matcher: Matcher, max: number, options?: AssertionOptions): void;
    /** Both match somewhere, and the first match of `firstMatcher` comes before the first of `secondMatcher`. */
    before(report: AssertableReport, firstMatcher: Matcher, secondMatcher: Matcher, options?: AssertionOptions): void;
    /** Every value matches one of `matchers` (an empty list passes). */
    only(report: AssertableReport, matchers: readonly Matcher[], options?: AssertionOptions): void;
    /** There are exactly `expected` values. */
    size(report: AssertableReport, expected: number, options?: AssertionOptions): void;
    /** Exactly one value matches. */
    exactlyOne(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
    /** The first value matches. */
    first(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
    /** The last value matches. */
    last(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
}
/** Which list of the report, and how messages name it. */
export interface ListSubject {
    /** The `assert` group, e.g. `commands`: method names in messages are `<group>.<method>`. */
    group: string;
    /** e.g. `command`, `file read`. */
    singular: string;
    /** e.g. `commands`, `file reads`. */
    plural: string;
    read(report: AssertableReport): string[];
}
export declare function createListAssertions(subject: ListSubject, sink: FailureSink): ListAssertions;
