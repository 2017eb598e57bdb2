import { AssertionError } from "node:assert";
import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { getAttachedFailureClass } from "../../src/assert/classify.ts";

const WRONG_ALIAS = { id: "wrong-cli-alias", label: "Wrong CLI alias" };

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected the callback to throw");
}

describe("assert.classify", () => {
  it("returns the callback's value and attaches nothing when it passes", () => {
    expect(assert.classify("unused", () => 42)).toBe(42);
  });

  it("attaches the class to a sync failure and rethrows the same error", () => {
    const error = thrownBy(() =>
      assert.classify(WRONG_ALIAS, () => {
        assert.doesNotMatch('cursr agent "open README.md"', /\bcursr\s+agent\b/i, "wrong Cursor CLI alias");
      }),
    );
    expect(error).toBeInstanceOf(AssertionError);
    expect(error instanceof Error && error.message).toBe("wrong Cursor CLI alias");
    expect(getAttachedFailureClass(error)).toEqual(WRONG_ALIAS);
  });

  it("accepts a bare id", () => {
    const error = thrownBy(() => assert.classify("pseudo-command", () => assert.fail("nope")));
    expect(getAttachedFailureClass(error)).toEqual({ id: "pseudo-command" });
  });

  it("attaches the class to an async rejection", async () => {
    const pending = assert.classify(WRONG_ALIAS, async () => {
      await Promise.resolve();
      assert.equal(1, 2);
    });
    const error = await pending.then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    expect(error).toBeInstanceOf(AssertionError);
    expect(getAttachedFailureClass(error)).toEqual(WRONG_ALIAS);
  });

  it("resolves with the async callback's value", async () => {
    await expect(assert.classify("x", async () => "value")).resolves.toBe("value");
  });

  it("keeps the innermost class when nested", () => {
    const error = thrownBy(() =>
      assert.classify("outer", () => assert.classify("inner", () => assert.ok(false))),
    );
    expect(getAttachedFailureClass(error)).toEqual({ id: "inner" });
  });

  it("uses a global symbol key, so another copy of the module reads it", () => {
    const error = thrownBy(() => assert.classify("shared", () => assert.ok(false)));
    const onError: unknown =
      error instanceof Error ? Reflect.get(error, Symbol.for("skill-eval.failureClass")) : undefined;
    expect(onError).toEqual({ id: "shared" });
    expect(Object.keys(error instanceof Error ? error : {})).not.toContain("shared");
  });

  it("wraps a thrown non-object so it can carry the class", () => {
    const error = thrownBy(() =>
      assert.classify("string-throw", () => {
        throw "plain string";
      }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error instanceof Error && error.cause).toBe("plain string");
    expect(getAttachedFailureClass(error)).toEqual({ id: "string-throw" });
  });

  it("rejects an empty or malformed class as a suite bug, with an example", () => {
    expect(() => assert.classify("", () => undefined)).toThrow(/expected a failure class id .* found ""/);
    // As a JavaScript suite could call it, past the types.
    expect(() => Reflect.apply(assert.classify, undefined, [{ label: "no id" }, () => undefined])).toThrow(
      /Example: \{ id: "wrong-cli-alias"/,
    );
  });

  it("getAttachedFailureClass ignores values without a class", () => {
    expect(getAttachedFailureClass(new Error("x"))).toBeUndefined();
    expect(getAttachedFailureClass("x")).toBeUndefined();
    expect(getAttachedFailureClass(null)).toBeUndefined();
  });
});
