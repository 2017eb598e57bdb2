import { describe, expect, it } from "vitest";
import { capMarkdown } from "../../src/github/cap-markdown.ts";

describe("capMarkdown", () => {
  it("returns text within the limit unchanged", () => {
    expect(capMarkdown("short", { max: 10, note: "cut" })).toBe("short");
  });

  it("cuts at a line, closes an open code fence and appends the note within the limit", () => {
    const text = `intro\n\`\`\`\n${"line of log\n".repeat(100)}\`\`\`\n`;
    const capped = capMarkdown(text, { max: 200, note: "> trimmed" });
    expect(capped.length).toBeLessThanOrEqual(200);
    expect(capped).toMatch(/line of log\n```\n\n> trimmed\n$/);
  });

  it("measures UTF-8 bytes for the job summary, never splitting a character", () => {
    const capped = capMarkdown("é😀\n".repeat(1000), { max: 1000, unit: "bytes", note: "cut" });
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(1000);
    expect(capped).not.toContain("\uFFFD");
    expect(
      capped
        .split("\n")
        .slice(0, -3)
        .every((line) => line === "é😀"),
    ).toBe(true);
  });
});
