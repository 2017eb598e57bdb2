import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeFileChanges } from "../../src/engine/describe-file-changes.ts";
import { SNAPSHOT_FILE_LIMIT, snapshotWorkspace } from "../../src/engine/workspace-snapshot.ts";

const snapshot = (files: Record<string, string>) => new Map(Object.entries(files));

describe("describeFileChanges", () => {
  it("writes edits, creations and deletions as git diff does, in path order", () => {
    const before = snapshot({
      "hello.txt": "hello\n",
      "obsolete.log": "old\n",
      "src/main.ts": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].join("\n").concat("\n"),
    });
    const after = snapshot({
      "hello.txt": "hello, world\n",
      "src/main.ts": ["a", "b", "c", "d", "e", "F", "g", "h", "i", "j"].join("\n").concat("\n"),
      "src/utils.ts": "export {};\n",
    });
    expect(describeFileChanges(before, after)).toBe(
      [
        "diff --git a/hello.txt b/hello.txt",
        "--- a/hello.txt",
        "+++ b/hello.txt",
        "@@ -1,1 +1,1 @@",
        "-hello",
        "+hello, world",
        "diff --git a/obsolete.log b/obsolete.log",
        "deleted file mode 100644",
        "--- a/obsolete.log",
        "+++ /dev/null",
        "@@ -1,1 +0,0 @@",
        "-old",
        "diff --git a/src/main.ts b/src/main.ts",
        "--- a/src/main.ts",
        "+++ b/src/main.ts",
        // Three lines of context either side, not the whole file replaced.
        "@@ -3,7 +3,7 @@",
        " c",
        " d",
        " e",
        "-f",
        "+F",
        " g",
        " h",
        " i",
        "diff --git a/src/utils.ts b/src/utils.ts",
        "new file mode 100644",
        "--- /dev/null",
        "+++ b/src/utils.ts",
        "@@ -0,0 +1,1 @@",
        "+export {};",
      ].join("\n"),
    );
  });

  it("is empty when nothing changed, and marks a last line without a newline", () => {
    expect(describeFileChanges(snapshot({ a: "x\n" }), snapshot({ a: "x\n" }))).toBe("");
    expect(describeFileChanges(snapshot({ a: "x\n" }), snapshot({ a: "x\ny" }))).toContain(
      "+y\n\\ No newline at end of file",
    );
  });
});

describe("snapshotWorkspace", () => {
  it("reads text files and leaves out .git, node_modules, binaries, large files and links", async () => {
    const dir = mkdtempSync(join(tmpdir(), "snapshot-"));
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.txt"), "not in the workspace\n");
    mkdirSync(join(dir, "src/deep"), { recursive: true });
    mkdirSync(join(dir, ".git"));
    mkdirSync(join(dir, "node_modules/pkg"), { recursive: true });
    writeFileSync(join(dir, "src/deep/a.ts"), "a\n");
    writeFileSync(join(dir, ".env.example"), "KEY=\n");
    writeFileSync(join(dir, ".git/HEAD"), "ref: refs/heads/main\n");
    writeFileSync(join(dir, "node_modules/pkg/index.js"), "x\n");
    writeFileSync(join(dir, "image.png"), Buffer.from([0x89, 0x50, 0x00, 0x47]));
    writeFileSync(join(dir, "big.txt"), "x".repeat(SNAPSHOT_FILE_LIMIT + 1));
    symlinkSync(join(outside, "secret.txt"), join(dir, "link.txt"));
    symlinkSync(outside, join(dir, "linked-folder"));
    const files = await snapshotWorkspace(dir);
    expect(files).toEqual(
      new Map([
        [".env.example", "KEY=\n"],
        ["src/deep/a.ts", "a\n"],
      ]),
    );
  });
});
