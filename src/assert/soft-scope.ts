import { AssertionError } from "node:assert";
import { AsyncLocalStorage } from "node:async_hooks";
import { getAttachedFailureClass, withFailureClass } from "./failure-class.ts";

/**
 * The failures `assert.soft.*` collected in one running case. Shared across module copies (the
 * engine and a suite may load different ones), so its shape is a contract: keep it stable.
 */
export interface SoftScope {
  readonly failures: unknown[];
}

/**
 * Runs a case's `assert` so `assert.soft.*` failures are collected, not thrown; when it ends,
 * throws them as one `AssertionError` (a single failure is rethrown as is), followed by the
 * hard failure that ended it, if any.
 */
export async function runWithSoftAssertions<T>(callback: () => T | PromiseLike<T>): Promise<T> {
  const scope: SoftScope = { failures: [] };
  let result: T;
  try {
    result = await softStorage().run(scope, callback);
  } catch (error) {
    throw combineFailures([...scope.failures, error]);
  }
  if (scope.failures.length > 0) throw combineFailures(scope.failures);
  return result;
}

/** The scope of the case running here, or undefined outside `runWithSoftAssertions`. */
export function currentSoftScope(): SoftScope | undefined {
  return softStorage().getStore();
}

/**
 * The soft sink: collect the failure when a case is running. Outside one (a plain script, a unit
 * test) there is nowhere to report it later, so it is thrown at once rather than lost.
 */
export function recordSoftFailure(error: unknown): void {
  const scope = currentSoftScope();
  if (scope === undefined) throw error;
  scope.failures.push(error);
}

const STORAGE_KEY = Symbol.for("skill-eval.softAssertions");

function softStorage(): AsyncLocalStorage<SoftScope> {
  const existing: unknown = Reflect.get(globalThis, STORAGE_KEY);
  if (isSoftStorage(existing)) return existing;
  const created = new AsyncLocalStorage<SoftScope>();
  Object.defineProperty(globalThis, STORAGE_KEY, { value: created });
  return created;
}

function isSoftStorage(value: unknown): value is AsyncLocalStorage<SoftScope> {
  return value instanceof AsyncLocalStorage;
}

function combineFailures(failures: readonly unknown[]): unknown {
  if (failures.length === 1) return failures[0];
  const combined = new AssertionError({
    message: [
      `${failures.length} assertions failed:`,
      ...failures.map((failure, index) => `${index + 1}) ${indentFollowingLines(messageOf(failure))}`),
    ].join("\n\n"),
    operator: "soft",
  });
  Object.defineProperty(combined, "errors", { value: [...failures], enumerable: false });
  const failureClass = failures.map(getAttachedFailureClass).find((found) => found !== undefined);
  return failureClass === undefined ? combined : withFailureClass(combined, failureClass);
}

/** Lines after the first line up under the `1) ` marker; blank ones stay empty. */
function indentFollowingLines(text: string): string {
  return text
    .trimEnd()
    .split("\n")
    .map((line, index) => (index === 0 || line.trim() === "" ? line.trimEnd() : `   ${line}`))
    .join("\n");
}

function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
