import { describe, expect, it } from "vitest";
import { escapeControlBytes } from "../../src/report/control-bytes.ts";

describe("control bytes in Markdown and HTML", () => {
  it("are shown as visible symbols; tabs and newlines stay", () => {
    expect(escapeControlBytes("a\u0000b\u001b[31mred\u007f\u009b\tc\nd\r")).toBe("a␀b␛[31mred␡⟨x9b⟩\tc\nd␍");
  });
});
