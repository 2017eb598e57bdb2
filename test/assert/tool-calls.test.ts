import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

const report = sessionReport()
  .toolCall("Skill", { skill: "find-skills" })
  .toolCall("Bash", { command: "npx skills find expo" })
  .toolCall("Read", { file_path: "/repo/README.md" })
  .toolCall("Bash", { command: "npm test" })
  .build();

const isNpmTest = (args: unknown) =>
  typeof args === "object" && args !== null && "command" in args && args.command === "npm test";

describe("assert.toolCalls.has", () => {
  it("matches a string tool by exact name, a RegExp by pattern", () => {
    expect(() => assert.toolCalls.has(report, { tool: "Bash" })).not.toThrow();
    expect(() => assert.toolCalls.has(report, { tool: /^skill$/i })).not.toThrow();
    expect(() => assert.toolCalls.has(report, { tool: "Bas" })).toThrow();
    expect(() => assert.toolCalls.has(report, {})).not.toThrow();
  });

  it("narrows by where(args, event)", () => {
    expect(() => assert.toolCalls.has(report, { tool: "Bash", where: isNpmTest })).not.toThrow();
    expect(() =>
      assert.toolCalls.has(report, { tool: "Read", where: (_args, event) => event.tool === "Read" }),
    ).not.toThrow();
    expect(() => assert.toolCalls.has(report, { tool: "Read", where: isNpmTest })).toThrow();
  });

  it("fails listing the calls with their arguments", () => {
    const error = catchAssertionError(() =>
      assert.toolCalls.has(report, { tool: "Write", where: isNpmTest }),
    );
    expect(error.message).toContain(
      'Expected a tool call matching { tool: "Write", where: isNpmTest }, but none matched.',
    );
    expect(error.message).toContain("Observed tool calls (4):");
    expect(error.message).toContain('  2. Bash {"command":"npx skills find expo"}');
    expect(error.operator).toBe("toolCalls.has");
  });

  it("puts the custom message first and says when there were no calls", () => {
    const error = catchAssertionError(() =>
      assert.toolCalls.has(sessionReport().build(), { tool: "Skill" }, { message: "load the skill first" }),
    );
    expect(error.message.split("\n")[0]).toBe("load the skill first");
    expect(error.message).toContain("Observed tool calls: none.");
  });

  it("rejects a bare string matcher, showing the fix", () => {
    expect(() => Reflect.apply(assert.toolCalls.has, undefined, [report, "Bash"])).toThrow(
      /found the string "Bash"/,
    );
  });

  it("cuts long arguments", () => {
    const long = sessionReport()
      .toolCall("Write", { content: "y".repeat(1000) })
      .build();
    const error = catchAssertionError(() => assert.toolCalls.has(long, { tool: "Edit" }));
    expect(error.message).toMatch(/Write \{"content":"y+…/);
    expect(error.message.length).toBeLessThan(400);
  });
});

describe("assert.toolCalls counting and order", () => {
  it("count / atLeast / atMost", () => {
    expect(() => assert.toolCalls.count(report, { tool: "Bash" }, 2)).not.toThrow();
    expect(() => assert.toolCalls.atLeast(report, { tool: "Bash" }, 1)).not.toThrow();
    expect(() => assert.toolCalls.atMost(report, { tool: "Bash" }, 2)).not.toThrow();
    const error = catchAssertionError(() => assert.toolCalls.atMost(report, { tool: "Bash" }, 1));
    expect(error.message).toContain('Expected at most 1 tool call matching { tool: "Bash" }, found 2.');
    expect(error.message).toContain('  4. Bash {"command":"npm test"}  ← matches');
  });

  it("before compares first matches", () => {
    expect(() => assert.toolCalls.before(report, { tool: "Skill" }, { tool: "Bash" })).not.toThrow();
    const error = catchAssertionError(() =>
      assert.toolCalls.before(report, { tool: "Read" }, { tool: "Bash" }),
    );
    expect(error.message).toContain("the second matched call #2, before the first matched (call #3)");
  });

  it("sequence allows calls in between and names the step that failed", () => {
    expect(() =>
      assert.toolCalls.sequence(report, [
        { tool: "Skill" },
        { tool: "Read" },
        { tool: "Bash", where: isNpmTest },
      ]),
    ).not.toThrow();
    const error = catchAssertionError(() =>
      assert.toolCalls.sequence(report, [{ tool: "Skill" }, { tool: "Read" }, { tool: "Skill" }]),
    );
    expect(error.message).toContain('but step 3 ({ tool: "Skill" }) matched no call after #3.');
    expect(error.message).toContain("  1. Skill");
    expect(error.message).toContain("← step 1");
    expect(error.message).toContain("← step 2");
  });

  it("only fails on calls outside the list", () => {
    expect(() => assert.toolCalls.only(report, [{ tool: "Skill" }, { tool: /^(Bash|Read)$/ }])).not.toThrow();
    const error = catchAssertionError(() => assert.toolCalls.only(report, [{ tool: "Bash" }]));
    expect(error.message).toContain("but 2 calls matched none.");
  });
});
