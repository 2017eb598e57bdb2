import { describe, expect, it } from "vitest";
import { readZipEntry } from "../../src/github/zip-entry.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";

describe("readZipEntry", () => {
  const zip = zipArchive({ "results.json": '{"a":1}', "dir/results.json": "nested" });

  it("reads the entry with exactly that name, and refuses an archive with an entry that would escape a folder", () => {
    expect(readZipEntry(zip, "results.json", 1000)?.toString()).toBe('{"a":1}');
    expect(readZipEntry(zip, "other.json", 1000)).toBeUndefined();
    const lookAlike = zipArchive({ "results.json": '{"a":1}', "../results.json": "evil" });
    expect(() => readZipEntry(lookAlike, "results.json", 1000)).toThrow(
      /the artifact is refused: zip entry "\.\.\/results\.json" climbs out/,
    );
  });

  it("refuses an entry whose bytes do not match its checksum", () => {
    const damaged = Buffer.from(zipArchive({ "results.json": '{"a":1}' }));
    // The central directory's CRC of the entry, one bit flipped.
    const central = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(central).toBeGreaterThan(0);
    damaged.writeUInt32LE((damaged.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    expect(() => readZipEntry(damaged, "results.json", 1000)).toThrow(/does not match its checksum/);
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
