import { type FailureClass } from "../model/status.js";
/** A failure class as suites write it: an id, or `{ id, label? }`. */
export type FailureClassInput = string | FailureClass;
/** Checks and copies a class given by suite code; a bad one is a suite bug, reported as such. */
export declare function normalizeFailureClass(input: FailureClassInput, where?: string): FailureClass;
/**
 * Returns the error carrying the class. The innermost class wins: one already attached is kept.
 * A thrown non-object (or a frozen object) cannot carry it, so it is wrapped as the `cause` of a
 * new Error.
 */
export declare function withFailureClass(error: unknown, failureClass: FailureClass): unknown;
/** The class `assert.classify` attached to a thrown value, if any. */
export declare function getAttachedFailureClass(error: unknown): FailureClass | undefined;
