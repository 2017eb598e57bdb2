import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

const report = sessionReport()
  .command("npx skills find expo")
  .toolCall("Read", { file_path: "/repo/README.md" })
  .command("npm install")
  .command("npm test -- --watch=false")
  .build();

describe("assert.commands.includes / notIncludes", () => {
  it("matches a string as a substring and a RegExp by test", () => {
    expect(() => assert.commands.includes(report, "npx skills find")).not.toThrow();
    expect(() => assert.commands.includes(report, /^npm test\b/)).not.toThrow();
  });

  it("fails listing the observed commands in order", () => {
    const error = catchAssertionError(() => assert.commands.includes(report, "pnpm test"));
    expect(error.message).toBe(
      [
        'Expected a command matching "pnpm test", but none matched.',
        "Observed commands (3):",
        "  1. npx skills find expo",
        "  2. npm install",
        "  3. npm test -- --watch=false",
      ].join("\n"),
    );
    expect(error.operator).toBe("commands.includes");
  });

  it("says when the agent ran no commands", () => {
    const error = catchAssertionError(() => assert.commands.includes(sessionReport().build(), /ls/));
    expect(error.message).toContain("Observed commands: none.");
  });

  it("puts the custom message first", () => {
    const error = catchAssertionError(() =>
      assert.commands.includes(report, "pnpm", { message: "use pnpm in this repo" }),
    );
    expect(error.message.startsWith("use pnpm in this repo\nExpected a command matching")).toBe(true);
  });

  it("notIncludes fails marking the matching commands", () => {
    expect(() => assert.commands.notIncludes(report, "yarn")).not.toThrow();
    const error = catchAssertionError(() => assert.commands.notIncludes(report, /^npm /));
    expect(error.message).toContain("Expected no command matching /^npm /, but 2 commands matched.");
    expect(error.message).toContain("  2. npm install  ← matches");
    expect(error.message).not.toContain("npx skills find expo  ← matches");
  });

  it("does not let a global RegExp skip matches between calls", () => {
    const global = /npm/g;
    assert.commands.includes(report, global);
    expect(() => assert.commands.count(report, global, 2)).not.toThrow();
  });

  it("rejects an object that is no matcher, saying what would be", () => {
    // A JavaScript suite can pass anything; skillgym's structured shapes are in command-matcher.test.ts.
    const notAMatcher = { program: "pnpm" };
    expect(() => Reflect.apply(assert.commands.includes, undefined, [report, notAMatcher])).toThrow(
      /expected a matcher \(a string for a substring, a RegExp, or commandMatcher\(\.\.\.\)\), found an object/,
    );
  });
});

describe("assert.commands counting and order", () => {
  it("count / atLeast / atMost / exactlyOne", () => {
    expect(() => assert.commands.count(report, "npm", 2)).not.toThrow();
    expect(() => assert.commands.atLeast(report, /^npm /, 2)).not.toThrow();
    expect(() => assert.commands.atMost(report, /^npm /, 2)).not.toThrow();
    expect(() => assert.commands.exactlyOne(report, "install")).not.toThrow();
    expect(catchAssertionError(() => assert.commands.count(report, /^npm /, 1)).message).toContain(
      "Expected exactly 1 command matching /^npm /, found 2.",
    );
    expect(catchAssertionError(() => assert.commands.atLeast(report, "install", 2)).message).toContain(
      "Expected at least 2 commands matching",
    );
    expect(catchAssertionError(() => assert.commands.atMost(report, "npm", 1)).message).toContain(
      'Expected at most 1 command matching "npm", found 2.',
    );
    expect(catchAssertionError(() => assert.commands.exactlyOne(report, "npm")).operator).toBe(
      "commands.exactlyOne",
    );
    expect(() => assert.commands.atLeast(report, "npm", 1.5)).toThrow(/whole number/);
  });

  it("before compares first matches and explains which side is missing", () => {
    expect(() => assert.commands.before(report, "skills find", "npm install")).not.toThrow();
    const reversed = catchAssertionError(() => assert.commands.before(report, "npm test", "npm install"));
    expect(reversed.message).toContain(
      'the first match of "npm install" (#2) came before the first match of "npm test" (#3)',
    );
    expect(reversed.message).toContain("  2. npm install  ← matches second");
    expect(catchAssertionError(() => assert.commands.before(report, "yarn", "npm")).message).toContain(
      'but none matched "yarn"',
    );
    expect(catchAssertionError(() => assert.commands.before(report, "npm", "yarn")).message).toContain(
      'but none matched "yarn"',
    );
  });

  it("only / size / first / last", () => {
    expect(() => assert.commands.only(report, [/^npm /, /^npx /])).not.toThrow();
    const onlyError = catchAssertionError(() => assert.commands.only(report, [/^npm /]));
    expect(onlyError.message).toContain("but 1 command matched none");
    expect(onlyError.message).toContain("1. npx skills find expo  ← matches none");
    expect(() => assert.commands.size(report, 3)).not.toThrow();
    expect(catchAssertionError(() => assert.commands.size(report, 1)).message).toContain(
      "Expected 1 command, found 3.",
    );
    expect(() => assert.commands.first(report, "npx")).not.toThrow();
    expect(() => assert.commands.last(report, "npm test")).not.toThrow();
    expect(catchAssertionError(() => assert.commands.first(report, "npm")).message).toContain(
      'Expected the first command to match "npm", found npx skills find expo.',
    );
    expect(catchAssertionError(() => assert.commands.last(sessionReport().build(), "npm")).message).toContain(
      "but there were no commands",
    );
  });
});

describe("observed lists", () => {
  it("cut long lists and long values, and keep each value on one line", () => {
    const builder = sessionReport();
    for (let index = 0; index < 25; index++) builder.command(`echo ${index}`);
    builder.command(`cat <<EOF\n${"x".repeat(500)}\nEOF`);
    const error = catchAssertionError(() => assert.commands.includes(builder.build(), "pnpm"));
    expect(error.message).toContain("Observed commands (26):");
    expect(error.message).toContain("  20. echo 19");
    expect(error.message).not.toContain("echo 20");
    expect(error.message).toContain("… and 6 more");
    const long = sessionReport()
      .command(`cat <<EOF\n${"x".repeat(500)}\nEOF`)
      .build();
    const longError = catchAssertionError(() => assert.commands.includes(long, "pnpm"));
    expect(longError.message).toContain("1. cat <<EOF\\nxxx");
    expect(longError.message).toMatch(/x…$/);
  });
});
