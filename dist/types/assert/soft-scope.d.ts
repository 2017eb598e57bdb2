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
export declare function runWithSoftAssertions<T>(callback: () => T | PromiseLike<T>): Promise<T>;
/** The scope of the case running here, or undefined outside `runWithSoftAssertions`. */
export declare function currentSoftScope(): SoftScope | undefined;
/**
 * The soft sink: collect the failure when a case is running. Outside one (a plain script, a unit
 * test) there is nowhere to report it later, so it is thrown at once rather than lost.
 */
export declare function recordSoftFailure(error: unknown): void;
