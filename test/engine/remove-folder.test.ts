import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeFolder, removeFolderSync } from "../../src/engine/remove-folder.ts";

const dir = mkdtempSync(join(tmpdir(), "remove-folder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder with `files` files spread over two levels, and a link to a file outside it. */
function tree(name: string, files: number): { root: string; outside: string } {
  const root = join(dir, name);
  mkdirSync(join(root, ".claude", "skills"), { recursive: true });
  for (let index = 0; index < files; index++) {
    writeFileSync(join(root, index % 2 === 0 ? ".claude" : ".", `file-${index}`), "x");
  }
  const outside = join(dir, `${name}-outside.txt`);
  writeFileSync(outside, "kept");
  symlinkSync(outside, join(root, ".claude", "skills", "link"));
  symlinkSync(dir, join(root, "link-to-parent"));
  return { root, outside };
}

describe("removeFolder", () => {
  it("removes a folder of a few entries before it returns, without following its links", async () => {
    const { root, outside } = tree("small", 4);
    const removing = removeFolder(root);
    expect(existsSync(root)).toBe(false);
    await removing;
    expect(readFileSync(outside, "utf8")).toBe("kept");
  });

  it("removes a larger folder in the background, whole, without following its links", async () => {
    const { root, outside } = tree("large", 200);
    const removing = removeFolder(root);
    expect(existsSync(root)).toBe(true);
    await removing;
    expect(existsSync(root)).toBe(false);
    expect(readFileSync(outside, "utf8")).toBe("kept");
  });

  it("takes a folder that is already gone", async () => {
    await expect(removeFolder(join(dir, "never-made"))).resolves.toBeUndefined();
  });

  it("removes a tree deeper than a path can name (past PATH_MAX), without following its links", async () => {
    for (const [name, remove] of [
      ["deep-async", removeFolder],
      ["deep-sync", removeFolderSync],
    ] as const) {
      const { root, outside } = tree(name, 100);
      const made = spawnSync(
        "sh",
        [
          "-c",
          `for i in $(seq 1 300); do mkdir dddddddddddddddddddd; cd dddddddddddddddddddd; done; ln -s "$1" link; echo x > deep.txt`,
          "sh",
          outside,
        ],
        { cwd: root },
      );
      expect(made.status, made.stderr.toString()).toBe(0);
      await remove(root);
      expect(existsSync(root), name).toBe(false);
      expect(readFileSync(outside, "utf8")).toBe("kept");
    }
  });
});
