import { type FailureSink } from "./assertion-failure.js";
import type { SkillAssertionOptions } from "./assertion-options.js";
import type { AssertableReport } from "./report-values.js";
/**
 * `assert.skills.*`: over `report.detectedSkills`. A skill call that returned an error is in
 * `report.attemptedSkills` and never counts; failure messages say when a skill was attempted.
 */
export interface SkillAssertions {
    /** The skill was detected (at `minConfidence` or above). */
    has(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
    /** The skill was not detected at `minConfidence` or above. */
    notHas(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
    /** Every one of `skills` was detected. */
    includes(report: AssertableReport, skills: readonly string[], options?: SkillAssertionOptions): void;
    /** The skill has exactly `expected` detections. */
    count(report: AssertableReport, skill: string, expected: number, options?: SkillAssertionOptions): void;
    /** The skill has exactly one detection. */
    exactlyOne(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
    /** No skill outside `skills` was detected (detecting none passes). */
    only(report: AssertableReport, skills: readonly string[], options?: SkillAssertionOptions): void;
}
export declare function createSkillAssertions(sink: FailureSink): SkillAssertions;
