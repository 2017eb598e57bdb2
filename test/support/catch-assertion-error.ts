import { AssertionError } from "node:assert";

/** Runs `fn`, which must fail with a Node `AssertionError`, and returns that error to inspect. */
export function catchAssertionError(fn: () => unknown): AssertionError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AssertionError) return error;
    throw new Error(`expected an AssertionError, got: ${String(error)}`, { cause: error });
  }
  throw new Error("expected the assertion to fail, but it passed");
}
