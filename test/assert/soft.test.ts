import { AssertionError } from "node:assert";
import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { getAttachedFailureClass } from "../../src/assert/classify.ts";
import { runWithSoftAssertions } from "../../src/assert/soft-scope.ts";
import { sessionReport } from "../support/session-report-builder.ts";

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("assert.soft", () => {
  const report = sessionReport().command("npm test").output("").build();

  it("collects failures in order and reports them together after the case", async () => {
    const reached: string[] = [];
    const error = await rejectionOf(
      runWithSoftAssertions(() => {
        assert.soft.equal(1, 2);
        reached.push("after equal");
        assert.soft.commands.includes(report, "pnpm test");
        assert.soft.output.notEmpty(report);
        reached.push("end");
      }),
    );
    expect(reached).toEqual(["after equal", "end"]);
    expect(error).toBeInstanceOf(AssertionError);
    const message = error instanceof Error ? error.message : "";
    expect(message).toMatch(/^3 assertions failed:/);
    expect(message.indexOf("1) Expected values to be strictly equal")).toBeGreaterThan(0);
    expect(message.indexOf('2) Expected a command matching "pnpm test"')).toBeGreaterThan(
      message.indexOf("1) Expected"),
    );
    expect(message).toContain("3) Expected a non-empty final output");
  });

  it("states the falsy value for soft ok, since Node would quote our wrapper's line", async () => {
    const error = await rejectionOf(
      runWithSoftAssertions(() => {
        assert.soft.ok(0);
        assert.soft("");
        assert.soft.ok(false, "custom");
      }),
    );
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain("1) The expression evaluated to a falsy value: 0");
    expect(message).toContain("2) The expression evaluated to a falsy value: ''");
    expect(message).toContain("3) custom");
    expect(message).not.toContain("Reflect.apply");
  });

  it("rethrows a single soft failure as it is", async () => {
    const error = await rejectionOf(
      runWithSoftAssertions(() => assert.soft.skills.has(report, "find-skills")),
    );
    expect(error instanceof AssertionError && error.operator).toBe("skills.has");
  });

  it("adds the hard failure that ended the case after the soft ones", async () => {
    const error = await rejectionOf(
      runWithSoftAssertions(async () => {
        assert.soft.ok(false, "soft one");
        await Promise.resolve();
        assert.fail("hard one");
      }),
    );
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain("1) soft one");
    expect(message).toContain("2) hard one");
  });

  it("passes, returning the value, when nothing failed", async () => {
    await expect(runWithSoftAssertions(() => assert.soft.match("ready", /ready/) ?? "ok")).resolves.toBe(
      "ok",
    );
  });

  it("keeps separate cases apart when they run concurrently", async () => {
    const first = runWithSoftAssertions(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      assert.soft.ok(false, "first case");
    });
    const second = runWithSoftAssertions(async () => {
      assert.soft.ok(true);
    });
    await expect(second).resolves.toBeUndefined();
    const error = await rejectionOf(first);
    expect(error instanceof Error && error.message).toBe("first case");
  });

  it("throws at once outside a running case, so no failure is lost", () => {
    expect(() => assert.soft.equal(1, 2)).toThrow(AssertionError);
    expect(() => assert.soft.commands.includes(report, "pnpm")).toThrow(/Expected a command matching "pnpm"/);
  });

  it("lets errors other than assertion failures stop the case", async () => {
    const validatorBug = await rejectionOf(
      runWithSoftAssertions(() => {
        assert.soft.throws(
          () => {
            throw new Error("expected");
          },
          () => {
            throw new SyntaxError("bug in the validator");
          },
        );
        assert.soft.ok(false, "never reached");
      }),
    );
    expect(validatorBug).toBeInstanceOf(SyntaxError);
    const badOption = await rejectionOf(
      runWithSoftAssertions(() =>
        Reflect.apply(assert.soft.skills.has, undefined, [report, "x", { minConfidence: "sure" }]),
      ),
    );
    expect(badOption).toBeInstanceOf(TypeError);
  });

  it("soft throws / doesNotThrow / fail record instead of throwing", async () => {
    const error = await rejectionOf(
      runWithSoftAssertions(() => {
        assert.soft.throws(() => undefined);
        assert.soft.doesNotThrow(() => {
          throw new Error("boom");
        });
        assert.soft.fail("failed on purpose");
      }),
    );
    expect(error instanceof Error && error.message).toMatch(/^3 assertions failed:/);
  });

  it("tags soft failures made inside assert.classify", async () => {
    const error = await rejectionOf(
      runWithSoftAssertions(() => {
        assert.classify("missing-skill", () => assert.soft.skills.has(report, "find-skills"));
        assert.soft.ok(false, "unclassified");
      }),
    );
    expect(getAttachedFailureClass(error)).toEqual({ id: "missing-skill" });
    const errors: unknown = error instanceof Error ? Reflect.get(error, "errors") : undefined;
    expect(Array.isArray(errors) && errors.map(getAttachedFailureClass)).toEqual([
      { id: "missing-skill" },
      undefined,
    ]);
  });

  it("keeps rejects hard", async () => {
    await expect(assert.soft.rejects(Promise.resolve())).rejects.toThrow(AssertionError);
  });
});
