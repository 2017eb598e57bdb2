import {
  type AssertionFailure,
  createAssertionError,
  type FailureSink,
  formatObserved,
  oneLine,
  requireCount,
} from "./assertion-failure.ts";
import type { AssertionOptions } from "./assertion-options.ts";
import { describeMatcher, type Matcher, matchesText, requireMatcher } from "./matchers.ts";
import type { AssertableReport } from "./report-values.ts";

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
  before(
    report: AssertableReport,
    firstMatcher: Matcher,
    secondMatcher: Matcher,
    options?: AssertionOptions,
  ): void;
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

export function createListAssertions(subject: ListSubject, sink: FailureSink): ListAssertions {
  const { group, singular, plural } = subject;

  function fail(
    failure: Omit<AssertionFailure, "operator">,
    method: string,
    options: AssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    sink(createAssertionError({ ...failure, operator: `${group}.${method}` }, options, stackStartFn));
  }

  const matchNote = (matcher: Matcher) => (value: string) =>
    matchesText(value, matcher) ? "matches" : undefined;

  function includes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    const pattern = requireMatcher(matcher, `assert.${group}.includes`);
    const values = subject.read(report);
    if (values.some((value) => matchesText(value, pattern))) return;
    fail(
      {
        expected: `Expected a ${singular} matching ${describeMatcher(pattern)}, but none matched.`,
        observed: [formatObserved(plural, values)],
        actualValue: values,
        expectedValue: pattern,
      },
      "includes",
      options,
      includes,
    );
  }

  function notIncludes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    const pattern = requireMatcher(matcher, `assert.${group}.notIncludes`);
    const values = subject.read(report);
    const matched = values.filter((value) => matchesText(value, pattern));
    if (matched.length === 0) return;
    fail(
      {
        expected: `Expected no ${singular} matching ${describeMatcher(pattern)}, but ${countOf(matched.length, singular, plural)} matched.`,
        observed: [formatObserved(plural, values, matchNote(pattern))],
        actualValue: matched,
        expectedValue: pattern,
      },
      "notIncludes",
      options,
      notIncludes,
    );
  }

  function checkCount(
    method: "count" | "atLeast" | "atMost" | "exactlyOne",
    report: AssertableReport,
    matcher: Matcher,
    bound: number,
    options: AssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    const pattern = requireMatcher(matcher, `assert.${group}.${method}`);
    requireCount(
      bound,
      `assert.${group}.${method}`,
      method === "atLeast" ? "min" : method === "atMost" ? "max" : "expected",
    );
    const values = subject.read(report);
    const found = values.filter((value) => matchesText(value, pattern)).length;
    const holds =
      method === "atLeast" ? found >= bound : method === "atMost" ? found <= bound : found === bound;
    if (holds) return;
    const quantity = method === "atLeast" ? "at least" : method === "atMost" ? "at most" : "exactly";
    fail(
      {
        expected: `Expected ${quantity} ${countOf(bound, singular, plural)} matching ${describeMatcher(pattern)}, found ${found}.`,
        observed: [formatObserved(plural, values, matchNote(pattern))],
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
    matcher: Matcher,
    expected: number,
    options?: AssertionOptions,
  ): void {
    checkCount("count", report, matcher, expected, options, count);
  }
  function atLeast(
    report: AssertableReport,
    matcher: Matcher,
    min: number,
    options?: AssertionOptions,
  ): void {
    checkCount("atLeast", report, matcher, min, options, atLeast);
  }
  function atMost(report: AssertableReport, matcher: Matcher, max: number, options?: AssertionOptions): void {
    checkCount("atMost", report, matcher, max, options, atMost);
  }
  function exactlyOne(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    checkCount("exactlyOne", report, matcher, 1, options, exactlyOne);
  }

  function before(
    report: AssertableReport,
    firstMatcher: Matcher,
    secondMatcher: Matcher,
    options?: AssertionOptions,
  ): void {
    const first = requireMatcher(firstMatcher, `assert.${group}.before`);
    const second = requireMatcher(secondMatcher, `assert.${group}.before`);
    const values = subject.read(report);
    const firstIndex = values.findIndex((value) => matchesText(value, first));
    const secondIndex = values.findIndex((value) => matchesText(value, second));
    if (firstIndex !== -1 && secondIndex !== -1 && firstIndex < secondIndex) return;
    const wanted = `Expected a ${singular} matching ${describeMatcher(first)} before one matching ${describeMatcher(second)}`;
    const why =
      firstIndex === -1
        ? `none matched ${describeMatcher(first)}`
        : secondIndex === -1
          ? `none matched ${describeMatcher(second)}`
          : `the first match of ${describeMatcher(second)} (#${secondIndex + 1}) came before the first match of ${describeMatcher(first)} (#${firstIndex + 1})`;
    fail(
      {
        expected: `${wanted}, but ${why}.`,
        observed: [
          formatObserved(plural, values, (value) => {
            const notes = [
              ...(matchesText(value, first) ? ["matches first"] : []),
              ...(matchesText(value, second) ? ["matches second"] : []),
            ];
            return notes.length > 0 ? notes.join(", ") : undefined;
          }),
        ],
        actualValue: values,
        expectedValue: [first, second],
      },
      "before",
      options,
      before,
    );
  }

  function only(report: AssertableReport, matchers: readonly Matcher[], options?: AssertionOptions): void {
    const patterns = matchers.map((matcher) => requireMatcher(matcher, `assert.${group}.only`));
    const values = subject.read(report);
    const isAllowed = (value: string) => patterns.some((pattern) => matchesText(value, pattern));
    const others = values.filter((value) => !isAllowed(value));
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected every ${singular} to match one of [${patterns.map(describeMatcher).join(", ")}], but ${countOf(others.length, singular, plural)} matched none.`,
        observed: [
          formatObserved(plural, values, (value) => (isAllowed(value) ? undefined : "matches none")),
        ],
        actualValue: others,
        expectedValue: patterns,
      },
      "only",
      options,
      only,
    );
  }

  function size(report: AssertableReport, expected: number, options?: AssertionOptions): void {
    requireCount(expected, `assert.${group}.size`, "expected");
    const values = subject.read(report);
    if (values.length === expected) return;
    fail(
      {
        expected: `Expected ${countOf(expected, singular, plural)}, found ${values.length}.`,
        observed: [formatObserved(plural, values)],
        actualValue: values.length,
        expectedValue: expected,
      },
      "size",
      options,
      size,
    );
  }

  function checkEnd(
    method: "first" | "last",
    report: AssertableReport,
    matcher: Matcher,
    options: AssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    const pattern = requireMatcher(matcher, `assert.${group}.${method}`);
    const values = subject.read(report);
    const value = method === "first" ? values[0] : values[values.length - 1];
    if (value !== undefined && matchesText(value, pattern)) return;
    fail(
      {
        expected: `Expected the ${method} ${singular} to match ${describeMatcher(pattern)}, ${
          value === undefined ? `but there were no ${plural}` : `found ${oneLine(value)}`
        }.`,
        observed: [formatObserved(plural, values)],
        actualValue: value,
        expectedValue: pattern,
      },
      method,
      options,
      stackStartFn,
    );
  }

  function first(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    checkEnd("first", report, matcher, options, first);
  }
  function last(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    checkEnd("last", report, matcher, options, last);
  }

  return { includes, notIncludes, count, atLeast, atMost, before, only, size, exactlyOne, first, last };
}

function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
