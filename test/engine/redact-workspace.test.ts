import { spawnSync } from "node:child_process";
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
import {
  MAX_WORKSPACE_DEPTH,
  placeholderText,
  prunedFolderText,
  redactWorkspace,
} from "../../src/engine/redact-workspace.ts";
import { filesHolding } from "../support/files-holding.ts";

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

    expect(await redactWorkspace(dir, [SECRET])).toEqual({ changed: 8, pruned: 0 });

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

    expect(await redactWorkspace(dir, [SECRET])).toEqual({ changed: 1, pruned: 0 });

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

    expect(await redactWorkspace(dir, [SECRET])).toEqual({ changed: 2, pruned: 0 });

    expect(readFileSync(odd, "utf8")).toBe(placeholderText(`key=${SECRET}\n`.length));
    expect(readFileSync(join(dir, "be.txt"), "utf8")).toMatch(/^\[REDACTED\] skill-eval replaced this file/);
  });

  it("replaces a folder deeper than it keeps by a note, removing it whole however long its paths, and redacts the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-ws-"));
    // 300 levels of 20-character names (6,300 bytes, past PATH_MAX), one name not UTF-8 on the way.
    const made = spawnSync(
      "sh",
      [
        "-c",
        `echo "top $1" > top.txt; for i in $(seq 1 300); do name=dddddddddddddddddddd; [ $i = ${MAX_WORKSPACE_DEPTH} ] && name=$(printf 'bad\\377name'); mkdir "$name"; cd "$name"; done; echo "deep $1" > deep.txt`,
        "sh",
        SECRET,
      ],
      { cwd: dir },
    );
    expect(made.status, made.stderr.toString()).toBe(0);

    expect(await redactWorkspace(dir, [SECRET])).toEqual({ changed: 1, pruned: 1 });

    expect(readFileSync(join(dir, "top.txt"), "utf8")).toBe(placeholderText(`top ${SECRET}\n`.length));
    const kept = Array(MAX_WORKSPACE_DEPTH - 1).fill("dddddddddddddddddddd");
    expect(statSync(join(dir, ...kept)).isDirectory()).toBe(true);
    const note = Buffer.concat([
      Buffer.from(join(dir, ...kept, "bad")),
      Buffer.from([0xff]),
      Buffer.from("name"),
    ]);
    expect(readFileSync(note, "utf8")).toBe(prunedFolderText());
    expect(readdirSync(dir).sort()).toEqual(["dddddddddddddddddddd", "top.txt"]);
    expect(filesHolding(dir, SECRET)).toEqual([]);
  });

  it("keeps no path longer than its budget, with no secrets to look for too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-ws-"));
    const name = "n".repeat(200);
    const made = spawnSync(
      "sh",
      ["-c", `for i in $(seq 1 20); do mkdir ${name}; cd ${name}; echo x > file; done`],
      {
        cwd: dir,
      },
    );
    expect(made.status, made.stderr.toString()).toBe(0);

    // Folders 1 to 8 leave room for any name (201 × 8 + 256 ≤ 2048 bytes); the 9th does not.
    expect(await redactWorkspace(dir, [])).toEqual({ changed: 0, pruned: 1 });

    const eighth = join(dir, ...Array(8).fill(name));
    expect(readFileSync(join(eighth, "file"), "utf8")).toBe("x\n");
    expect(readFileSync(join(eighth, name), "utf8")).toBe(prunedFolderText());
  });
});
