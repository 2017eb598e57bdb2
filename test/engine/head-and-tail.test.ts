import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { capStoredLog } from "../../src/engine/cap-stored-log.ts";
import { headAndTail } from "../../src/engine/head-and-tail.ts";

const lines = (count: number, width: number) =>
  Array.from({ length: count }, (_, i) => `${String(i).padStart(width, "0")} é\n`).join("");

const TEXTS = {
  empty: "",
  short: "one line\n",
  lines: lines(100, 6),
  "no newline at the end": `${lines(50, 4)}last words`,
  "no newline at all": "x".repeat(500),
  "one long line among short ones": `a\nb\n${"y".repeat(300)}\nc\nd\n`,
};

/** The text fed in pieces of `piece` bytes, as a pipe delivers it. */
function kept(text: string, cap: number, piece: number) {
  const collector = headAndTail("x.log", cap);
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += piece) collector.push(bytes.subarray(at, at + piece));
  return collector.finish();
}

describe("headAndTail", () => {
  it("keeps what capStoredLog keeps of the same bytes, however they arrive", async () => {
    const dir = mkdtempSync(join(tmpdir(), "head-and-tail-"));
    for (const [name, text] of Object.entries(TEXTS)) {
      for (const cap of [1, 2, 17, 95, 400, 10_000]) {
        const path = join(dir, "x.log");
        writeFileSync(path, text);
        const capped = await capStoredLog(path, cap);
        for (const piece of [1, 7, 64, 1 << 16]) {
          const result = kept(text, cap, piece);
          expect(result.text, `${name}, cap ${cap}, pieces of ${piece}`).toBe(readFileSync(path, "utf8"));
          expect(result.capped, `${name}, cap ${cap}, pieces of ${piece}`).toEqual(capped);
        }
      }
    }
  });

  it("holds a stream of many small chunks in constant time a chunk (a progress bar's updates)", () => {
    const collector = headAndTail("stdout", 1 << 20);
    const chunk = Buffer.from("a\n");
    const started = Date.now();
    for (let count = 0; count < 2_000_000; count++) collector.push(chunk);
    const { capped, kept } = collector.finish();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(capped?.cutBytes).toBe(4_000_000 - (1 << 20));
    expect(kept?.[1].endsWith("a\na\n")).toBe(true);
  }, 120_000);
});
