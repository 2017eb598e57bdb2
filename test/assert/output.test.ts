import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

describe("assert.output", () => {
  it("includes matches the final output", () => {
    const report = sessionReport().output("Run `npx skills add upgrading-expo`.").build();
    expect(() => assert.output.includes(report, "upgrading-expo")).not.toThrow();
    expect(() => assert.output.includes(report, /SKILLS ADD/i)).not.toThrow();
    const error = catchAssertionError(() =>
      assert.output.includes(report, /pnpm/, { message: "mention pnpm" }),
    );
    expect(error.message).toBe(
      [
        "mention pnpm",
        "Expected the final output to match /pnpm/, but it did not.",
        "Observed final output (36 characters): Run `npx skills add upgrading-expo`.",
      ].join("\n"),
    );
  });

  it("notEmpty fails on a blank answer", () => {
    expect(() => assert.output.notEmpty(sessionReport().output("ok").build())).not.toThrow();
    const error = catchAssertionError(() => assert.output.notEmpty(sessionReport().output(" \n").build()));
    expect(error.message).toContain("Expected a non-empty final output");
    expect(error.message).toContain('Observed final output: " \\n" (2 characters).');
  });
});
