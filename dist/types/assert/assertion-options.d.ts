import type { SessionReport, SkillConfidence } from "../model/session-report.js";
export type { SkillConfidence };
/** Options every grouped assertion takes. */
export interface AssertionOptions {
    /** Shown first in the failure message, before the expected and observed values. */
    message?: string;
    /**
     * skillgym's deferred "explain" question. Accepted so skillgym suites compile and run
     * unchanged; not acted on yet.
     */
    explain?: ExplainOptions;
}
/** Options of `assert.skills.*`. */
export interface SkillAssertionOptions extends AssertionOptions {
    /** Count a detection only at this confidence or above (`weak` < `medium` < `strong` < `explicit`). Default `weak`. */
    minConfidence?: SkillConfidence;
}
export interface ExplainOptions {
    question: string | ExplainQuestion;
}
/**
 * Declared through a method so its parameter is checked both ways: a question typed against
 * skillgym's own report (whose agent type is a narrower union) is accepted too.
 */
type ExplainQuestion = {
    question(ctx: ExplainQuestionContext): string | undefined;
}["question"];
export interface ExplainQuestionContext {
    report: ExplainableReport;
    expected?: unknown;
    actual?: unknown;
    observed?: unknown;
}
/** The report fields skillgym's `SessionReport` has: what an explain question may read. */
type ExplainableReport = Pick<SessionReport, "runner" | "sessionId" | "prompt" | "usage" | "detectedSkills" | "events" | "finalOutput" | "startedAt" | "endedAt" | "durationMs" | "rawArtifacts"> & {
    files: Pick<SessionReport["files"], "observedReads" | "observedSkillReads">;
};
