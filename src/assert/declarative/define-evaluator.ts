import type { z } from "zod";
import type { AssertionSpec } from "../../model/suite.ts";
import { type AssertionVerdict, assertionError } from "./assertion-verdict.ts";
import type { DeclarativeContext } from "./declarative-context.ts";

/** Grades one assertion; never throws (a failure to grade is an `error` verdict). */
export interface AssertionEvaluator {
  (spec: AssertionSpec, context: DeclarativeContext): Promise<AssertionVerdict>;
  /**
   * For types whose every field is known up front: what is wrong with the params, checked when
   * the suite loads, so a feature we do not implement is refused before any agent runs.
   */
  checkParams?: (spec: AssertionSpec) => string | undefined;
  /** The file the assertion runs (a code-grader's script), as written and resolved: it must exist when the suite loads. */
  scriptOf?: (spec: AssertionSpec) => { written: string; path: string } | undefined;
}

/**
 * An evaluator whose params are checked by `schema` first, so each type states the fields it takes
 * once and a bad field becomes a failed outcome naming it, not an exception.
 */
export function defineEvaluator<Schema extends z.ZodType>(
  schema: Schema,
  evaluate: (
    params: z.output<Schema>,
    spec: AssertionSpec,
    context: DeclarativeContext,
  ) => AssertionVerdict | Promise<AssertionVerdict>,
  options: { checkAtLoad?: boolean; scriptOf?: AssertionEvaluator["scriptOf"] } = {},
): AssertionEvaluator {
  const evaluator: AssertionEvaluator = async (spec, context) => {
    const parsed = schema.safeParse(spec.params);
    if (!parsed.success) return assertionError(describeParamsError(spec, parsed.error));
    try {
      return await evaluate(parsed.data, spec, context);
    } catch (error) {
      // Evaluators report expected failures as verdicts; this is the net for the unexpected.
      const message = error instanceof Error ? error.message : String(error);
      return assertionError(`${spec.type}: could not be evaluated: ${message}`);
    }
  };
  if (options.scriptOf !== undefined) evaluator.scriptOf = options.scriptOf;
  if (options.checkAtLoad === true) {
    evaluator.checkParams = (spec) => {
      const parsed = schema.safeParse(spec.params);
      return parsed.success ? undefined : describeParamsError(spec, parsed.error);
    };
  }
  return evaluator;
}

function describeParamsError(spec: AssertionSpec, error: z.ZodError): string {
  const problems = flattenIssues(error.issues, []).map(({ path, message }) => {
    if (path.length === 0) return message;
    const field = path.map(String).join(".");
    return valueAt(spec.params, path) === undefined
      ? `field "${field}" is required`
      : `field "${field}": ${message}`;
  });
  return `${spec.type}: invalid params: ${[...new Set(problems)].join("; ")}`;
}

/**
 * Issues with full paths. A union's bare "Invalid input" is replaced by the issues of the branch
 * the value was meant for: the first whose own type matched (no type error at its root).
 */
function flattenIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const meant = issue.errors.find((branch) => !isTypeMismatch(branch));
      if (meant !== undefined) return flattenIssues(meant, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** Whether a union branch failed because the value was not of its type at all. */
function isTypeMismatch(branch: readonly z.core.$ZodIssue[]): boolean {
  return branch.some(
    (issue) =>
      issue.path.length === 0 &&
      (issue.code === "invalid_type" ||
        (issue.code === "invalid_union" && issue.errors.every((inner) => isTypeMismatch(inner)))),
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
