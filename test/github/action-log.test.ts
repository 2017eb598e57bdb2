import { describe, expect, it } from "vitest";
import { safeLogText } from "../../src/github/action-log.ts";

describe("safeLogText", () => {
  it("passes plain lines through, control characters shown", () => {
    expect(safeLogText("[1/2] passed  suite/case", "T")).toBe("[1/2] passed  suite/case");
    expect(safeLogText("title \u001b]0;x\u0007", "T")).toBe("title ␛]0;x␇");
  });

  it("holds text that would read as a workflow command between stop-commands and its token", () => {
    for (const text of ["a\n::error::x", "  ::add-mask::x", "::warning file=a::x", "a ##[error]x"]) {
      expect(safeLogText(text, "T")).toBe(`::stop-commands::T\n${text}\n::T::`);
      expect(safeLogText(`${text}\n`, "T")).toBe(`::stop-commands::T\n${text}\n::T::`);
    }
    // A colon pair inside a line is not a command.
    expect(safeLogText("see https://x::y", "T")).toBe("see https://x::y");
  });

  it("makes a new token each time, so the text cannot end the stop early", () => {
    const first = safeLogText("::error::x");
    const second = safeLogText("::error::x");
    expect(first.split("\n")[0]).toMatch(/^::stop-commands::[0-9a-f-]{36}$/);
    expect(first.split("\n")[0]).not.toBe(second.split("\n")[0]);
  });
});

describe("holdWorkflowCommands", () => {
  it("puts each of its commands on a line of its own, after text written mid-line and before what follows", async () => {
    const { holdWorkflowCommands } = await import("../../src/report/workflow-commands.ts");
    expect(holdWorkflowCommands("::error::x", "T", { atLineStart: false })).toBe(
      "\n::stop-commands::T\n::error::x\n::T::\n",
    );
    expect(holdWorkflowCommands("::error::x\n", "T")).toBe("::stop-commands::T\n::error::x\n::T::\n");
    expect(holdWorkflowCommands("plain", "T", { atLineStart: false })).toBe("plain");
  });
});
