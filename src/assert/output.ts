import { createAssertionError, type FailureSink, oneLine } from "./assertion-failure.ts";
import type { AssertionOptions } from "./assertion-options.ts";
import { describeMatcher, type Matcher, matchesText, requireMatcher } from "./matchers.ts";
import type { AssertableReport } from "./report-values.ts";

/** `assert.output.*`: over the agent's final answer (`report.finalOutput`). */
export interface OutputAssertions {
  /** The final output contains the string, or the RegExp matches it. */
  includes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
  /** The final output has more than whitespace. */
  notEmpty(report: AssertableReport, options?: AssertionOptions): void;
}

const MAX_OUTPUT_CHARS = 500;

export function createOutputAssertions(sink: FailureSink): OutputAssertions {
  function includes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void {
    const pattern = requireMatcher(matcher, "assert.output.includes");
    if (matchesText(report.finalOutput, pattern)) return;
    sink(
      createAssertionError(
        {
          operator: "output.includes",
          expected: `Expected the final output to match ${describeMatcher(pattern)}, but it did not.`,
          observed: [observedOutput(report.finalOutput)],
          actualValue: report.finalOutput,
          expectedValue: pattern,
        },
        options,
        includes,
      ),
    );
  }

  function notEmpty(report: AssertableReport, options?: AssertionOptions): void {
    if (report.finalOutput.trim() !== "") return;
    sink(
      createAssertionError(
        {
          operator: "output.notEmpty",
          expected: "Expected a non-empty final output, but the agent's final answer was empty.",
          observed: [observedOutput(report.finalOutput)],
          actualValue: report.finalOutput,
        },
        options,
        notEmpty,
      ),
    );
  }

  return { includes, notEmpty };
}

function observedOutput(output: string): string {
  if (output.trim() === "")
    return `Observed final output: ${JSON.stringify(output)} (${output.length} characters).`;
  return `Observed final output (${output.length} characters): ${oneLine(output, MAX_OUTPUT_CHARS)}`;
}
