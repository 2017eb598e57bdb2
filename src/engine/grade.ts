import { getAttachedFailureClass } from "../assert/classify.ts";
import { createAssertionContext } from "../assert/context.ts";
import type { DeclarativeContext } from "../assert/declarative/declarative-context.ts";
import { evaluateAssertions } from "../assert/declarative/evaluate-assertions.ts";
import { normalizeFailureClass } from "../assert/failure-class.ts";
import { runWithSoftAssertions } from "../assert/soft-scope.ts";
import type { CaseRunResult } from "../model/case.ts";
import type { AssertionOutcome } from "../model/results.ts";
import type { SessionReport } from "../model/session-report.ts";
import type { FailureClass } from "../model/status.ts";
import type { CaseSpec } from "../model/suite.ts";

export interface Grade {
  passed: boolean;
  /** The declarative assertions' score (0–1), when the case has any. */
  score?: number;
  assertions: AssertionOutcome[];
  message?: string;
  failureClass?: FailureClass;
  /**
   * Why the failure is not an assertion outcome: `assert-hook` when the case's own code crashed
   * (a TypeError, not a failed check), `grader` when an assertion could not be graded. Neither
   * is ever excused by `expectedFail`.
   */
  origin?: "assertion" | "assert-hook" | "grader";
}

export const ASSERTION_FAILURE: FailureClass = { id: "assertion", label: "Assertion failure" };
export const ASSERT_HOOK_FAILURE: FailureClass = {
  id: "assert-hook",
  label: "Assert hook crash",
};
export const GRADER_ERROR: FailureClass = { id: "grader-error", label: "Assertion could not be graded" };

/**
 * Only an assertion error (node:assert's, or any named AssertionError) is a check that failed;
 * anything else thrown from `assert` (a plain `throw new Error(...)`, a TypeError) is the case's
 * own code crashing, an "Assert hook crash", as skillgym's `execute-runner.ts` classifies it.
 */
function isAssertionError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "AssertionError" || Reflect.get(error, "code") === "ERR_ASSERTION")
  );
}

/** The I/O declarative assertions may use, supplied by the engine. */
export type GradingTools = Omit<DeclarativeContext, "report" | "caseInput">;

/**
 * Grades a report: the case's `assert(report, ctx)` (it passes when it returns without throwing)
 * and its declarative assertions (their dialect's rules). Both must pass.
 */
export async function gradeReport(
  caseSpec: CaseSpec,
  report: SessionReport,
  tools?: GradingTools,
): Promise<Grade> {
  const byFunction =
    caseSpec.assert === undefined ? undefined : await gradeWithFunction(caseSpec.assert, report);
  const declarative =
    caseSpec.assertions.length === 0 || tools === undefined
      ? undefined
      : await evaluateAssertions(caseSpec.assertions, {
          ...tools,
          report,
          caseInput: {
            prompt: caseSpec.prompt,
            criteria: caseSpec.criteria,
            expectedOutput: caseSpec.expectedOutput,
          },
        });
  if (caseSpec.assertions.length > 0 && tools === undefined)
    throw new Error("declarative assertions need grading tools");

  const assertions = [...(byFunction?.assertions ?? []), ...(declarative?.outcomes ?? [])];
  const functionPassed = byFunction?.passed ?? true;
  const declarativePassed = declarative?.passed ?? true;
  const score = declarative?.score;
  if (functionPassed && declarativePassed) return { passed: true, score, assertions };
  const declarativeMessages = (declarative?.outcomes ?? [])
    .filter((outcome) => !outcome.passed && !outcome.golden)
    .map((outcome) => `${outcome.name}: ${outcome.message ?? "failed"}`);
  const ungraded = (declarative?.outcomes ?? []).filter((outcome) => outcome.ungraded && !outcome.golden);
  const scoreNote =
    declarative !== undefined && declarativeMessages.length === 0
      ? [`score ${declarative.score.toFixed(2)} is below the pass mark`]
      : [];
  return {
    passed: false,
    score,
    assertions,
    message: [byFunction?.message, ...declarativeMessages, ...scoreNote]
      .filter((part) => part !== undefined)
      .join("\n"),
    failureClass:
      byFunction?.failureClass ?? (ungraded.length > 0 && functionPassed ? GRADER_ERROR : ASSERTION_FAILURE),
    origin:
      byFunction?.origin === "assert-hook" ? "assert-hook" : ungraded.length > 0 ? "grader" : "assertion",
  };
}

async function gradeWithFunction(
  assertCase: NonNullable<CaseSpec["assert"]>,
  report: SessionReport,
): Promise<Grade> {
  try {
    await runWithSoftAssertions(() => assertCase(report, createAssertionContext(report)));
    return { passed: true, assertions: [{ name: "assert", passed: true }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const attached = getAttachedFailureClass(error);
    const crashed = !isAssertionError(error);
    const shown = crashed && error instanceof Error ? `${error.name}: ${message}` : message;
    return {
      passed: false,
      assertions: [{ name: "assert", passed: false, message: shown }],
      message: shown,
      failureClass: attached ?? (crashed ? ASSERT_HOOK_FAILURE : undefined),
      origin: crashed ? "assert-hook" : "assertion",
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
