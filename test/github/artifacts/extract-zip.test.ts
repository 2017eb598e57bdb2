import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractZip } from "../../../src/github/artifacts/extract-zip.ts";
import { entryNameProblem, UnsafeArchiveError } from "../../../src/github/artifacts/read-zip-entries.ts";
import { buildZip, type ZipEntrySpec } from "../../support/actions-results-double/build-zip.ts";

const scratch = mkdtempSync(join(tmpdir(), "extract-zip-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;

async function extract(
  entries: readonly ZipEntrySpec[] | Buffer,
): Promise<{ into: string; result: Promise<string[]> }> {
  const zip = join(scratch, `archive-${++count}.zip`);
  writeFileSync(zip, Buffer.isBuffer(entries) ? entries : buildZip(entries));
  const into = join(scratch, `out-${count}`, "into");
  return { into, result: extractZip(zip, into) };
}

describe("extractZip", () => {
  it("unpacks stored and deflated entries, folders included, byte for byte", async () => {
    const binary = Buffer.from([0, 255, 10, 13, 10]);
    const { into, result } = await extract([
      { name: "results.json", content: '{"a":1}\n', deflate: true },
      { name: "executions/" },
      { name: "executions/x--1/stdout.jsonl", content: "line\r\n".repeat(1000), deflate: true },
      { name: "executions/x--1/report.bin", content: binary },
    ]);
    expect(await result).toEqual([
      "results.json",
      "executions/x--1/stdout.jsonl",
      "executions/x--1/report.bin",
    ]);
    expect(readFileSync(join(into, "results.json"), "utf8")).toBe('{"a":1}\n');
    expect(readFileSync(join(into, "executions/x--1/stdout.jsonl"), "utf8")).toBe("line\r\n".repeat(1000));
    expect(readFileSync(join(into, "executions/x--1/report.bin")).equals(binary)).toBe(true);
  });

  it.each([
    ["../escaped.txt", "climbs out with '..'"],
    ["a/../../escaped.txt", "climbs out with '..'"],
    ["/tmp/escaped.txt", "has an absolute path"],
    ["C:/escaped.txt", "has an absolute path"],
    ["a\\..\\escaped.txt", "has a backslash in its name"],
    ["a//b.txt", "has an empty or '.' path segment"],
  ])("refuses the entry %j before writing anything", async (name, why) => {
    const { into, result } = await extract([
      { name: "results.json", content: "{}" },
      { name, content: "pwned" },
    ]);
    await expect(result).rejects.toThrow(new UnsafeArchiveError(`zip entry ${JSON.stringify(name)} ${why}`));
    expect(existsSync(join(into, "results.json"))).toBe(false);
    expect(existsSync(join(into, "..", "escaped.txt"))).toBe(false);
  });

  it("refuses symbolic links and duplicate names", async () => {
    const link = await extract([{ name: "results.json", content: "/etc/passwd", symlink: true }]);
    await expect(link.result).rejects.toThrow('zip entry "results.json" is a symbolic link');
    const twice = await extract([
      { name: "a.txt", content: "1" },
      { name: "a.txt", content: "2" },
    ]);
    await expect(twice.result).rejects.toThrow('zip entry "a.txt" appears twice');
  });

  it("refuses a damaged entry whose bytes do not match its checksum", async () => {
    const zip = buildZip([{ name: "a.txt", content: "hello world" }]);
    zip[30 + "a.txt".length] = "H".charCodeAt(0);
    const { result } = await extract(zip);
    await expect(result).rejects.toThrow('zip entry "a.txt" does not match its size or checksum');
  });

  it("refuses what is not a zip, and a folder that already has files", async () => {
    const notZip = await extract(Buffer.from("not a zip at all"));
    await expect(notZip.result).rejects.toThrow("not a zip file");
    const zip = join(scratch, "ok.zip");
    writeFileSync(zip, buildZip([{ name: "a.txt", content: "1" }]));
    const busy = join(scratch, "busy");
    await extractZip(zip, busy);
    await expect(extractZip(zip, busy)).rejects.toThrow("is not empty");
    expect(readdirSync(busy)).toEqual(["a.txt"]);
  });
});

describe("entryNameProblem", () => {
  it("accepts ordinary nested names, dotfiles and names that merely start with dots", () => {
    for (const name of ["results.json", "executions/a--1/stdout.jsonl", ".git/HEAD", "..hidden", "dir/"]) {
      expect(entryNameProblem(name)).toBeUndefined();
    }
  });
});
