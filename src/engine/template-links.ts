import { readdir, readlink, realpath } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { isWithin } from "../model/path-within.ts";

/**
 * Refuses a workspace template holding a symbolic link that leads out of the repository (or would,
 * once its target exists): the copy keeps links as they are, so an agent in its "isolated"
 * workspace would read and write the file the link points at.
 */
export async function assertTemplateLinksInside(templateDir: string, root: string): Promise<void> {
  const realRoot = await realpath(root);
  const folders = [templateDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) folders.push(path);
      if (!entry.isSymbolicLink()) continue;
      const target = await realpath(path).catch(async () => resolve(dirname(path), await readlink(path)));
      if (!isWithin(realRoot, target)) {
        throw new Error(
          `the workspace template holds a symbolic link to ${target}, outside the repository: ${relative(root, path)} (copy the file in instead of linking to it)`,
        );
      }
    }
  }
}
