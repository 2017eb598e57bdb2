import { type FailureClass, failureClassSchema } from "../model/status.ts";

/** A failure class as suites write it: an id, or `{ id, label? }`. */
export type FailureClassInput = string | FailureClass;

/**
 * Where the class rides on an error. `Symbol.for` so the engine reads what a suite attached even
 * when the suite imported another copy of this module (the bundled `api.js` beside the CLI).
 */
const FAILURE_CLASS_KEY = Symbol.for("skill-eval.failureClass");

/** Checks and copies a class given by suite code; a bad one is a suite bug, reported as such. */
export function normalizeFailureClass(input: FailureClassInput, where = "assert.classify"): FailureClass {
  if (typeof input === "string") {
    if (input.trim() !== "") return { id: input };
  } else {
    const parsed = failureClassSchema.safeParse(input);
    if (parsed.success && parsed.data.id.trim() !== "") {
      return parsed.data.label === undefined
        ? { id: parsed.data.id }
        : { id: parsed.data.id, label: parsed.data.label };
    }
  }
  throw new TypeError(
    `${where}: expected a failure class id (a non-empty string) or { id: string, label?: string }, ` +
      `found ${describeValue(input)}. Example: { id: "wrong-cli-alias", label: "Wrong CLI alias" }.`,
  );
}

/**
 * Returns the error carrying the class. The innermost class wins: one already attached is kept.
 * A thrown non-object (or a frozen object) cannot carry it, so it is wrapped as the `cause` of a
 * new Error.
 */
export function withFailureClass(error: unknown, failureClass: FailureClass): unknown {
  if ((typeof error === "object" && error !== null) || typeof error === "function") {
    if (getAttachedFailureClass(error) !== undefined) return error;
    if (Object.isExtensible(error)) {
      Object.defineProperty(error, FAILURE_CLASS_KEY, {
        value: failureClass,
        enumerable: false,
        configurable: true,
        writable: true,
      });
      return error;
    }
  }
  const wrapped = new Error(errorText(error), { cause: error });
  Object.defineProperty(wrapped, FAILURE_CLASS_KEY, {
    value: failureClass,
    configurable: true,
    writable: true,
  });
  return wrapped;
}

/** The class `assert.classify` attached to a thrown value, if any. */
export function getAttachedFailureClass(error: unknown): FailureClass | undefined {
  if ((typeof error !== "object" || error === null) && typeof error !== "function") return undefined;
  const value: unknown = Reflect.get(error, FAILURE_CLASS_KEY);
  if (value === undefined) return undefined;
  const parsed = failureClassSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : `Non-error value thrown: ${describeValue(error)}`;
}

function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
