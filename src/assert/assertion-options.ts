import type { SessionReport, SkillConfidence } from "../model/session-report.ts";

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
  question: string | ((ctx: ExplainQuestionContext) => string | undefined);
}

export interface ExplainQuestionContext {
  report: SessionReport;
  expected?: unknown;
  actual?: unknown;
  observed?: unknown;
}
