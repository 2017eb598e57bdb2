import type { FailureClass } from "../model/status.ts";
import { type FailureClassInput, normalizeFailureClass, withFailureClass } from "./failure-class.ts";
import { currentSoftScope } from "./soft-scope.ts";

/** Reading the class back belongs with attaching it; the engine imports both from here. */
export { getAttachedFailureClass } from "./failure-class.ts";

/** `assert.classify`: the signature skillgym declares, `<T>(failureClass, callback: () => T) => T`. */
export type AssertionClassifier = <T>(failureClass: string | FailureClass, callback: () => T) => T;

/**
 * Runs `callback`; if it throws (or its promise rejects), tags the error with `failureClass` and
 * rethrows, so the failure is grouped under that class in results. Soft failures recorded
 * inside are tagged too. The innermost `classify` wins.
 *
 * @example
 * assert.classify({ id: "wrong-cli-alias", label: "Wrong CLI alias" }, () => {
 *   assert.doesNotMatch(ctx.finalOutput(), /\bcursr\s+agent\b/i);
 * });
 */
export function classify<T>(failureClass: FailureClassInput, callback: () => PromiseLike<T>): Promise<T>;
export function classify<T>(failureClass: FailureClassInput, callback: () => T): T;
export function classify(failureClass: FailureClassInput, callback: () => unknown): unknown {
  const normalized = normalizeFailureClass(failureClass);
  if (typeof callback !== "function") {
    throw new TypeError(
      `assert.classify: expected a callback as the second argument, found ${typeof callback}.`,
    );
  }
  const scope = currentSoftScope();
  const softBefore = scope?.failures.length ?? 0;
  const tagSoftFailures = () => {
    if (scope === undefined) return;
    for (let index = softBefore; index < scope.failures.length; index++) {
      scope.failures[index] = withFailureClass(scope.failures[index], normalized);
    }
  };

  let result: unknown;
  try {
    result = callback();
  } catch (error) {
    tagSoftFailures();
    throw withFailureClass(error, normalized);
  }
  if (!isPromiseLike(result)) {
    tagSoftFailures();
    return result;
  }
  return Promise.resolve(result).then(
    (value) => {
      tagSoftFailures();
      return value;
    },
    (error: unknown) => {
      tagSoftFailures();
      throw withFailureClass(error, normalized);
    },
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    "then" in value &&
    typeof value.then === "function"
  );
}
