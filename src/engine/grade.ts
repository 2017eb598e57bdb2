import { getAttachedFailureClass } from "../assert/classify.ts";
import { createAssertionContext } from "../assert/context.ts";
import { normalizeFailureClass } from "../assert/failure-class.ts";
import { runWithSoftAssertions } from "../assert/soft-scope.ts";
import type { CaseRunResult } from "../model/case.ts";
import type { AssertionOutcome } from "../model/results.ts";
import type { SessionReport } from "../model/session-report.ts";
import type { FailureClass } from "../model/status.ts";
import type { CaseSpec } from "../model/suite.ts";

export interface Grade {
  passed: boolean;
  assertions: AssertionOutcome[];
  message?: string;
  failureClass?: FailureClass;
}

export const ASSERTION_FAILURE: FailureClass = { id: "assertion", label: "Assertion failure" };

/** Runs a case's `assert(report, ctx)`: it passes when it returns (or resolves) without throwing. */
export async function gradeReport(caseSpec: CaseSpec, report: SessionReport): Promise<Grade> {
  if (caseSpec.assert === undefined) return { passed: true, assertions: [] };
  try {
    const assertCase = caseSpec.assert;
    await runWithSoftAssertions(() => assertCase(report, createAssertionContext(report)));
    return { passed: true, assertions: [{ name: "assert", passed: true }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      passed: false,
      assertions: [{ name: "assert", passed: false, message }],
      message,
      failureClass: getAttachedFailureClass(error) ?? ASSERTION_FAILURE,
    };
  }
}

/**
 * Lets a case's `classifyFailure(result)` assign or override the failure class; it runs after
 * `assert.classify`, so it wins. A hook that throws keeps the class it had and says so.
 */
export function classifyWithHook(
  caseSpec: CaseSpec,
  result: CaseRunResult,
  current: FailureClass,
): { failureClass: FailureClass; hookError?: string } {
  if (caseSpec.classifyFailure === undefined) return { failureClass: current };
  try {
    const assigned = caseSpec.classifyFailure(result);
    if (assigned === undefined) return { failureClass: current };
    return { failureClass: normalizeFailureClass(assigned, "classifyFailure") };
  } catch (error) {
    return {
      failureClass: current,
      hookError: `classifyFailure threw: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
