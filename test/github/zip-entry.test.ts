import { describe, expect, it } from "vitest";
import { readZipEntry } from "../../src/github/zip-entry.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";

describe("readZipEntry", () => {
  const zip = zipArchive({
    "results.json": '{"a":1}',
    "../results.json": "evil",
    "dir/results.json": "nested",
  });

  it("reads the entry with exactly that name, ignoring look-alikes that would escape a folder", () => {
    expect(readZipEntry(zip, "results.json", 1000)?.toString()).toBe('{"a":1}');
    expect(readZipEntry(zipArchive({ "../results.json": "evil" }), "results.json", 1000)).toBeUndefined();
  });

  it("refuses an entry larger than the limit (a zip bomb) and a truncated archive", () => {
    const bomb = zipArchive({ "results.json": Buffer.alloc(5_000_000) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => readZipEntry(bomb, "results.json", 1_000_000)).toThrow(/over the 1000000-byte limit/);
    expect(() => readZipEntry(zip.subarray(0, zip.length - 30), "results.json", 1000)).toThrow(
      /not a zip archive|corrupt/,
    );
  });
});
