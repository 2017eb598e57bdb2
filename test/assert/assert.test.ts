import nodeAssert, { AssertionError } from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";

const NODE_FUNCTIONS = [
  "ok",
  "fail",
  "equal",
  "notEqual",
  "deepEqual",
  "notDeepEqual",
  "strictEqual",
  "notStrictEqual",
  "deepStrictEqual",
  "notDeepStrictEqual",
  "partialDeepStrictEqual",
  "match",
  "doesNotMatch",
  "throws",
  "doesNotThrow",
  "rejects",
  "doesNotReject",
  "ifError",
] as const;

describe("assert", () => {
  it("has every node:assert/strict function, as Node's own", () => {
    for (const name of NODE_FUNCTIONS) {
      expect(typeof assert[name], name).toBe("function");
      expect(assert[name], name).toBe(nodeAssert[name]);
    }
    expect(assert.AssertionError).toBe(AssertionError);
    expect(assert.strict).toBe(nodeAssert);
  });

  it("is callable like Node's assert", () => {
    expect(() => assert(true)).not.toThrow();
    expect(() => assert(0, "zero is falsy")).toThrow("zero is falsy");
  });

  it("quotes the suite's own line when the callable form fails, like Node does", () => {
    // Under vitest the quoted text is the transformed call, so check the expression, not `assert(`.
    expect(() => assert(1 > 2)).toThrow(/The expression evaluated to a falsy value:\s+\S*\(1 > 2\)/);
    expect(() => assert(1 > 2)).not.toThrow(/nodeAssert|value, message/);
  });

  it("keeps strict semantics", () => {
    expect(() => assert.equal(1, "1")).toThrow(AssertionError);
    expect(() => assert.deepEqual({ a: 1 }, { a: "1" })).toThrow(AssertionError);
    expect(() => assert.match("skillgym ready", /skillgym ready/)).not.toThrow();
    expect(() => assert.throws(() => assert.doesNotMatch("cursr agent", /cursr/))).not.toThrow();
  });

  it("does not add our groups to Node's shared assert", () => {
    expect("skills" in nodeAssert).toBe(false);
    expect("classify" in nodeAssert).toBe(false);
  });

  it("has every grouped helper skillgym suites call", () => {
    const groups = {
      skills: ["has", "notHas", "includes", "count", "exactlyOne", "only"],
      commands: [
        "includes",
        "notIncludes",
        "count",
        "atLeast",
        "atMost",
        "before",
        "only",
        "size",
        "exactlyOne",
        "first",
        "last",
      ],
      fileReads: [
        "includes",
        "notIncludes",
        "count",
        "atLeast",
        "atMost",
        "before",
        "only",
        "size",
        "exactlyOne",
        "first",
        "last",
      ],
      toolCalls: ["has", "count", "atLeast", "atMost", "before", "sequence", "only"],
      output: ["includes", "notEmpty"],
    } as const;
    for (const [group, methods] of Object.entries(groups)) {
      for (const method of methods) {
        expect(typeof Reflect.get(Reflect.get(assert, group), method), `assert.${group}.${method}`).toBe(
          "function",
        );
        expect(
          typeof Reflect.get(Reflect.get(assert.soft, group), method),
          `assert.soft.${group}.${method}`,
        ).toBe("function");
      }
    }
    expect(typeof assert.classify).toBe("function");
  });

  it("starts a failure's stack at the suite's call, not inside the helper", () => {
    let error: unknown;
    try {
      assert.commands.includes(
        { events: [], detectedSkills: [], finalOutput: "", files: { observedReads: [] } },
        "x",
      );
    } catch (caught) {
      error = caught;
    }
    const stack = error instanceof Error ? (error.stack ?? "") : "";
    expect(stack).toContain("assert.test.ts");
    expect(stack).not.toContain("list-assertions.ts");
  });
});
