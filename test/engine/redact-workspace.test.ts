import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeholderText, redactWorkspace } from "../../src/engine/redact-workspace.ts";

const SECRET = "sk-live/abcdef123456";

describe("redactWorkspace", () => {
  it("replaces files holding a secret in any form, text or binary, and redacts names and link targets", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-ws-"));
    mkdirSync(join(dir, `folder-${Buffer.from(SECRET).toString("base64url")}`));
    mkdirSync(join(dir, "nested"));
    writeFileSync(join(dir, "plain.txt"), `key=${SECRET}\n`);
    writeFileSync(join(dir, "escaped.json"), JSON.stringify({ k: SECRET }).replaceAll("/", "\\/"));
    writeFileSync(join(dir, "nested", "b64.txt"), Buffer.from(`zz${SECRET}`).toString("base64"));
    writeFileSync(
      join(dir, "utf16.bin"),
      Buffer.concat([Buffer.from([0, 0]), Buffer.from(SECRET, "utf16le")]),
    );
    // A secret that straddles two read chunks (1 MiB) is found too.
    writeFileSync(join(dir, "big.bin"), Buffer.concat([Buffer.alloc((1 << 20) - 5), Buffer.from(SECRET)]));
    writeFileSync(join(dir, `name-${encodeURIComponent(SECRET)}.txt`), "harmless\n");
    writeFileSync(join(dir, "clean.txt"), "nothing to see\n");
    symlinkSync(`/tmp/${SECRET}`, join(dir, "link"));

    expect(await redactWorkspace(dir, [SECRET])).toBe(8);

    for (const file of ["plain.txt", "escaped.json", "nested/b64.txt", "utf16.bin", "big.bin"]) {
      expect(readFileSync(join(dir, file), "utf8"), file).toMatch(
        /^\[REDACTED\] skill-eval replaced this file/,
      );
    }
    expect(readFileSync(join(dir, "plain.txt"), "utf8")).toBe(placeholderText(`key=${SECRET}\n`.length));
    expect(readFileSync(join(dir, "clean.txt"), "utf8")).toBe("nothing to see\n");
    expect(lstatSync(join(dir, "link")).isFile()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(
      [
        "big.bin",
        "clean.txt",
        "escaped.json",
        "folder-[REDACTED]Y", // the last base64 character also holds bits of what follows
        "link",
        "name-[REDACTED].txt",
        "nested",
        "plain.txt",
        "utf16.bin",
      ].sort(),
    );
  });

  it("never changes a hard-linked file in place: the file outside the workspace keeps its bytes and mode", async () => {
    const outside = mkdtempSync(join(tmpdir(), "redact-outside-"));
    const dir = mkdtempSync(join(tmpdir(), "redact-ws-"));
    writeFileSync(join(outside, ".env"), `TOKEN=${SECRET}\n`);
    writeFileSync(join(outside, "locked.txt"), "private\n");
    chmodSync(join(outside, "locked.txt"), 0o400);
    writeFileSync(join(outside, "clean.txt"), "nothing\n");
    linkSync(join(outside, ".env"), join(dir, "dotenv"));
    linkSync(join(outside, "locked.txt"), join(dir, "locked"));
    linkSync(join(outside, "clean.txt"), join(dir, "clean"));

    expect(await redactWorkspace(dir, [SECRET])).toBe(1);

    expect(readFileSync(join(outside, ".env"), "utf8")).toBe(`TOKEN=${SECRET}\n`);
    expect(statSync(join(outside, "locked.txt")).mode & 0o777).toBe(0o400);
    expect(readFileSync(join(dir, "dotenv"), "utf8")).toBe(placeholderText(`TOKEN=${SECRET}\n`.length));
    expect(statSync(join(dir, "dotenv")).nlink).toBe(1);
    expect(statSync(join(dir, "clean")).nlink).toBe(2);
  });

  it("redacts a folder whose file names are not valid UTF-8, and UTF-16BE files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-ws-"));
    const odd = Buffer.concat([
      Buffer.from(`${dir}/bad-`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from("-name.txt"),
    ]);
    writeFileSync(odd, `key=${SECRET}\n`);
    writeFileSync(join(dir, "be.txt"), Buffer.from(Buffer.from(`key=${SECRET}`, "utf16le")).swap16());

    expect(await redactWorkspace(dir, [SECRET])).toBe(2);

    expect(readFileSync(odd, "utf8")).toBe(placeholderText(`key=${SECRET}\n`.length));
    expect(readFileSync(join(dir, "be.txt"), "utf8")).toMatch(/^\[REDACTED\] skill-eval replaced this file/);
  });
});
