import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { context, skillTest } from "./declarative-fixtures.ts";

async function one(spec: AssertionSpec, report: SessionReport) {
  const outcome = (await evaluateAssertions([spec], context(report))).outcomes[0];
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

const said = (text: string) => sessionReport().output(text).build();

describe("skill-test regex and contains", () => {
  it.each([
    ["regex", { pattern: "\\$state\\s*\\(", expect: "present" }, "let x = $state (0)", true],
    ["regex", { pattern: "\\$state\\s*\\(" }, "let x = 0", false],
    ["regex", { pattern: "TODO", expect: "absent" }, "all done", true],
    ["regex", { pattern: "TODO", expect: "absent" }, "// TODO later", false],
    ["regex", { pattern: "(?i)^hello" }, "HELLO there", true],
    ["contains", { pattern: "console.log", expect: "present" }, "console.log(1)", true],
    ["contains", { pattern: "console.log" }, "Console.Log(1)", false],
    ["contains", { pattern: "debugger", expect: "absent" }, "console.log(1)", true],
  ])("%s %j on %j passes: %s", async (type, params, text, passed) => {
    const outcome = await one(skillTest(type, params), said(text));
    expect(outcome).toMatchObject({ passed, score: passed ? 1 : 0, name: `${type}-check` });
  });

  it("says what it looked for and what it saw", async () => {
    const outcome = await one(
      skillTest("regex", { pattern: "TODO", expect: "absent" }),
      said("x\n// TODO later"),
    );
    expect(outcome.message).toBe(
      'Expected output not to match /TODO/. Observed: matched "TODO" at character 5.',
    );
    expect(outcome.source).toBe("/repo/skills/demo/skill-tests/test-demo.yaml:4:7");
  });

  it("fails an unknown expect value, naming the field", async () => {
    const outcome = await one(skillTest("contains", { pattern: "x", expect: "maybe" }), said("x"));
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain('field "expect"');
  });

  it("fails a Rust inline flag JavaScript cannot honour", async () => {
    const outcome = await one(skillTest("regex", { pattern: "(?x) a b" }), said("ab"));
    expect(outcome.message).toBe(
      'regex: invalid pattern /(?x) a b/: inline flag "x" not supported (use i, m or s)',
    );
  });
});

describe("skill-test line_count", () => {
  it.each([
    [{ min: 2 }, "a\nb", true],
    [{ min: 2 }, "a\nb\n", true],
    [{ min: 3 }, "a\nb\n", false],
    [{ max: 1 }, "", true],
    [{ min: 1 }, "", false],
    [{ min: 2, max: 3 }, "a\r\nb\r\nc", true],
    [{ min: 2, max: 3 }, "a\nb\nc\nd", false],
  ])("%j on %j passes: %s", async (params, text, passed) => {
    expect((await one(skillTest("line_count", params), said(text))).passed).toBe(passed);
  });

  it("reports the count", async () => {
    expect((await one(skillTest("line_count", { min: 5 }), said("a\nb"))).message).toBe(
      "Expected output line count at least 5. Observed: 2 lines.",
    );
  });

  it("needs min or max", async () => {
    expect((await one(skillTest("line_count", {}), said("a"))).message).toBe(
      'line_count: invalid params: set "min", "max" or both',
    );
  });
});

describe("skill-test tool_called", () => {
  const session = sessionReport()
    .toolCall("Skill", { skill: "svelte" })
    .toolCall("Read", { file_path: "a.svelte" })
    .toolCall("mcp__github__create_issue", {})
    .build();

  it.each([
    [{ pattern: "Skill", expect: "present" }, true],
    [{ pattern: "Read|Write" }, true],
    [{ pattern: "^Write$" }, false],
    [{ pattern: "mcp__.*", expect: "absent" }, false],
    [{ pattern: "Bash", expect: "absent" }, true],
  ])("%j passes: %s", async (params, passed) => {
    expect((await one(skillTest("tool_called", params), session)).passed).toBe(passed);
  });

  it("lists the tools called", async () => {
    const outcome = await one(skillTest("tool_called", { pattern: "^Bash$" }), session);
    expect(outcome.message).toBe(
      'Expected a tool matching /^Bash$/ to be called. Observed: no match among ["Skill", "Read", "mcp__github__create_issue"].',
    );
    expect(outcome.evidence).toBe("tools called: Skill, Read, mcp__github__create_issue");
  });

  it("says when no tool was called at all", async () => {
    expect((await one(skillTest("tool_called", { pattern: "Skill" }), said("hi"))).message).toContain(
      "Observed: no tools called.",
    );
  });
});
