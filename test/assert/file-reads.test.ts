import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

describe("assert.fileReads", () => {
  it("reads fileRead events in order", () => {
    const report = sessionReport()
      .fileRead("/skills/find-skills/SKILL.md")
      .fileRead("/repo/README.md")
      .build();
    expect(() => assert.fileReads.includes(report, /find-skills\/SKILL\.md$/)).not.toThrow();
    expect(() => assert.fileReads.before(report, /SKILL\.md$/, "README")).not.toThrow();
    expect(() => assert.fileReads.notIncludes(report, /upgrading-expo/)).not.toThrow();
    expect(() => assert.fileReads.size(report, 2)).not.toThrow();
    expect(() => assert.fileReads.first(report, "SKILL.md")).not.toThrow();
    expect(() => assert.fileReads.last(report, "README.md")).not.toThrow();
  });

  it("falls back to files.observedReads when there are no fileRead events", () => {
    const report = sessionReport().observedRead("/repo/src/app.ts").build();
    expect(report.events).toEqual([]);
    expect(() => assert.fileReads.includes(report, "app.ts")).not.toThrow();
    expect(() => assert.fileReads.exactlyOne(report, /\.ts$/)).not.toThrow();
  });

  it("fails listing the observed reads", () => {
    const report = sessionReport().fileRead("/repo/README.md").build();
    const error = catchAssertionError(() => assert.fileReads.includes(report, /SKILL\.md$/));
    expect(error.message).toBe(
      [
        "Expected a file read matching /SKILL\\.md$/, but none matched.",
        "Observed file reads (1):",
        "  1. /repo/README.md",
      ].join("\n"),
    );
    expect(error.operator).toBe("fileReads.includes");
  });
});
