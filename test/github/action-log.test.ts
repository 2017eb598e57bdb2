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

describe("the CLI's output in a workflow step", () => {
  it("is printed by whole lines, so a command split over two writes is still held", async () => {
    const { shownStream } = await import("../../src/cli/main.ts");
    const { readAsRunner } = await import("../support/runner-log.ts");
    const stream = shownStream({ GITHUB_ACTIONS: "true" });
    const printed = [":", ":add-mask::x\nok ", "#", "#[error]y"].map((text) => stream.write(text));
    printed.push(stream.flush());
    expect(readAsRunner(printed.join(""))).toEqual({
      obeyed: [],
      shown: ["::add-mask::x", "ok ##[error]y"],
      stopped: false,
    });
    // Outside a workflow step, text goes out as it comes.
    expect(shownStream({}).write(":")).toBe(":");
  });
});
