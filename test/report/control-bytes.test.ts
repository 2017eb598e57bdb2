import { describe, expect, it } from "vitest";
import { escapeControlBytes, terminalJson, terminalText } from "../../src/report/control-bytes.ts";

describe("control bytes on every surface", () => {
  it("are shown as visible symbols; tabs and newlines stay", () => {
    expect(escapeControlBytes("a\u0000b\u001b[31mred\u007f\u009b\tc\nd\r")).toBe("a␀b␛[31mred␡⟨x9b⟩\tc\nd␍");
  });

  it("include the bidi embedding, override and isolate controls, but not the marks or other text", () => {
    expect(escapeControlBytes("\u202a\u202b\u202c\u202d\u202e|\u2066\u2067\u2068\u2069")).toBe(
      "⟨u202a⟩⟨u202b⟩⟨u202c⟩⟨u202d⟩⟨u202e⟩|⟨u2066⟩⟨u2067⟩⟨u2068⟩⟨u2069⟩",
    );
    expect(escapeControlBytes("\u200e\u200f שלום é 😀 \u2065\u206a")).toBe(
      "\u200e\u200f שלום é 😀 \u2065\u206a",
    );
  });

  it("keep a Windows line end as a line end in a terminal", () => {
    expect(terminalText("one\r\ntwo\rthree\u001b[2J")).toBe("one\ntwo␍three␛[2J");
  });

  it("leave JSON for a terminal as the same value, with nothing raw for terminalText to change", () => {
    const value = { id: "a\u001b]0;t\u0007 \u009b2J \u007f \u202egnp \u2069", n: [1, "é"] };
    const text = terminalJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(terminalText(text)).toBe(text);
    expect(text).toContain("\\u009b2J \\u007f \\u202egnp \\u2069");
  });
});
