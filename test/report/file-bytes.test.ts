import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyBetweenFiles, readBytes, readTextInPieces, writeText } from "../../src/report/file-bytes.ts";

const root = mkdtempSync(join(tmpdir(), "skill-eval-file-bytes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** 200 KiB of numbered lines: more than one 64 KiB copy. */
const SOURCE = Array.from({ length: 20_000 }, (_, index) => `line ${String(index).padStart(5, "0")}\n`).join(
  "",
);

function source(name: string): number {
  const path = join(root, `${name}.source`);
  writeFileSync(path, SOURCE);
  return openSync(path, "r");
}

describe("file bytes", () => {
  it("copies a whole file across several reads, after what was written before it", () => {
    const from = source("all");
    const target = join(root, "all.target");
    const to = openSync(target, "w");
    writeText(to, "head:");
    copyBetweenFiles(from, to);
    closeSync(from);
    closeSync(to);
    expect(readFileSync(target, "utf8")).toBe(`head:${SOURCE}`);
  });

  it("reads a range, and throws when the file ends before it does", () => {
    const from = source("range");
    expect(readBytes(from, 70_000, 100_000).toString()).toBe(SOURCE.slice(70_000, 170_000));
    expect(() => readBytes(from, SOURCE.length - 10, 20)).toThrow("the file ended 10 bytes early");
    closeSync(from);
  });

  it("reads a file's text 64 KiB at a time, a character cut between two reads included", () => {
    // Two-, three- and four-byte characters, so that 64 KiB boundaries fall inside some of them.
    const text = Array.from({ length: 30_000 }, (_, index) => `${index} é ✓ 𝄞\n`).join("");
    const path = join(root, "text.txt");
    writeFileSync(path, text);
    const bytes = Buffer.from(text);
    const cutInside = [1, 2, 3, 4].filter((reads) => ((bytes[reads * 65_536] ?? 0) & 0xc0) === 0x80);
    expect(cutInside.length).toBeGreaterThan(0);
    expect(readTextInPieces(path)).toBe(text);
    writeFileSync(path, "");
    expect(readTextInPieces(path)).toBe("");
  });
});
