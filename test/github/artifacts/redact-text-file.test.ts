import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { redactTextFile } from "../../../src/github/artifacts/redact-text-file.ts";

const scratch = mkdtempSync(join(tmpdir(), "redact-text-file-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

describe("redactTextFile", () => {
  it("replaces a secret that straddles the stream's chunk boundary, and the longer secret first", async () => {
    // createReadStream reads 64 KiB chunks: put the secret across the first boundary.
    const path = file("big.log", `${"a".repeat(65_536 - 5)}sk-live-123456789 and sk-live-1234\n`);
    expect(await redactTextFile(path, ["sk-live-1234", "sk-live-123456789"])).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(`${"a".repeat(65_536 - 5)}[REDACTED] and [REDACTED]\n`);
  });

  it("keeps line endings, a missing final newline and the file mode", async () => {
    const path = file("crlf.txt", "one\r\ntoken=abcdef123\r\nlast");
    chmodSync(path, 0o750);
    await redactTextFile(path, ["abcdef123"]);
    expect(readFileSync(path, "utf8")).toBe("one\r\ntoken=[REDACTED]\r\nlast");
    expect(statSync(path).mode & 0o777).toBe(0o750);
  });

  it("leaves binary files and files without secrets byte for byte as they were", async () => {
    const binary = Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from("abcdef123")]);
    const binaryPath = file("blob.bin", binary);
    const plainPath = file("plain.txt", "nothing to hide\r\n");
    expect(await redactTextFile(binaryPath, ["abcdef123"])).toBe(false);
    expect(await redactTextFile(plainPath, ["abcdef123"])).toBe(false);
    expect(readFileSync(binaryPath).equals(binary)).toBe(true);
    expect(readFileSync(plainPath, "utf8")).toBe("nothing to hide\r\n");
  });
});
