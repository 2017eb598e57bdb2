import type { FailureClass } from "../model/status.js";
import { type FailureClassInput } from "./failure-class.js";
/** Reading the class back belongs with attaching it; the engine imports both from here. */
export { getAttachedFailureClass } from "./failure-class.js";
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
export declare function classify<T>(failureClass: FailureClassInput, callback: () => PromiseLike<T>): Promise<T>;
export declare function classify<T>(failureClass: FailureClassInput, callback: () => T): T;
