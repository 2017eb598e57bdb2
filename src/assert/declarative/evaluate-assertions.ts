import type { AssertionSpec } from "../../model/suite.ts";
import { findEvaluator } from "./assertion-registry.ts";
import { type AssertionVerdict, assertionError } from "./assertion-verdict.ts";
import { combineGrade, type DeclarativeGrade } from "./combine-grade.ts";
import type { DeclarativeContext } from "./declarative-context.ts";

export type { DeclarativeGrade } from "./combine-grade.ts";
export type { CommandRunner, DeclarativeContext, Judge, ScratchDirFactory } from "./declarative-context.ts";

/**
 * Grades a case's declarative assertions (agentv, skill-test, evals.json) against one session,
 * as their own tools define them; see `combineGrade` for how outcomes make the case's verdict.
 * Assertions run one after another, in suite order: code graders and `exec` share the machine and
 * may share the workspace, and one judge call at a time keeps rate limits simple.
 */
export async function evaluateAssertions(
  specs: readonly AssertionSpec[],
  context: DeclarativeContext,
): Promise<DeclarativeGrade> {
  const graded: { spec: AssertionSpec; verdict: AssertionVerdict }[] = [];
  for (const spec of specs) {
    const evaluator = findEvaluator(spec);
    const verdict =
      typeof evaluator === "string" ? assertionError(evaluator) : await evaluator(spec, context);
    graded.push({ spec, verdict });
  }
  return combineGrade(graded);
}
