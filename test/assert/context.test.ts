import { describe, expect, it } from "vitest";
import { createAssertionContext } from "../../src/assert/context.ts";
import { sessionReport } from "../support/session-report-builder.ts";

describe("createAssertionContext", () => {
  const report = sessionReport()
    .command("ls")
    .toolCall("Bash", { command: "ls" })
    .toolCall("Read", { file_path: "/a" })
    .fileRead("/a")
    .skill("find-skills", "strong", ["Read /s/find-skills/SKILL.md"])
    .output("done")
    .build();
  const ctx = createAssertionContext(report);

  it("reads commands, tool calls, file reads, skills and output from the report", () => {
    expect(ctx.getCommands()).toEqual(["ls"]);
    expect(ctx.getToolCalls().map((event) => event.type === "toolCall" && event.tool)).toEqual([
      "Bash",
      "Read",
    ]);
    expect(ctx.getToolCalls("Read")).toEqual([{ type: "toolCall", tool: "Read", args: { file_path: "/a" } }]);
    expect(ctx.getToolCalls("read")).toEqual([]);
    expect(ctx.getFileReads()).toEqual(["/a"]);
    expect(ctx.detectedSkills()).toEqual([
      { skill: "find-skills", confidence: "strong", evidence: ["Read /s/find-skills/SKILL.md"] },
    ]);
    expect(ctx.finalOutput()).toBe("done");
  });

  it("falls back to files.observedReads for file reads", () => {
    const summaryOnly = createAssertionContext(sessionReport().observedRead("/b").build());
    expect(summaryOnly.getFileReads()).toEqual(["/b"]);
  });

  it("hands out copies, so a suite cannot edit the report through ctx", () => {
    ctx.getCommands().push("rm -rf /");
    ctx.detectedSkills()[0]?.evidence.push("forged");
    expect(ctx.getCommands()).toEqual(["ls"]);
    expect(report.detectedSkills[0]?.evidence).toEqual(["Read /s/find-skills/SKILL.md"]);
  });
});
