import { type FailureSink } from "./assertion-failure.js";
import type { AssertionOptions } from "./assertion-options.js";
import { type Matcher } from "./matchers.js";
import type { AssertableReport } from "./report-values.js";
/** `assert.output.*`: over the agent's final answer (`report.finalOutput`). */
export interface OutputAssertions {
    /** The final output contains the string, or the RegExp matches it. */
    includes(report: AssertableReport, matcher: Matcher, options?: AssertionOptions): void;
    /** The final output has more than whitespace. */
    notEmpty(report: AssertableReport, options?: AssertionOptions): void;
}
export declare function createOutputAssertions(sink: FailureSink): OutputAssertions;
