import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A workspace's text files at one moment: relative path (with `/`) → content. */
export type WorkspaceSnapshot = ReadonlyMap<string, string>;

/** Folders whose contents are never part of a workspace's changes (agentv's snapshot skips the same). */
const SKIPPED_FOLDERS = new Set([".git", "node_modules", ".agentv", "__pycache__"]);
/** Larger files, and files with a NUL byte (binary), are left out, as agentv's snapshot leaves them. */
export const SNAPSHOT_FILE_LIMIT = 512 * 1024;
/** Past this much text the workspace is not tracked at all, rather than held in memory. */
export const SNAPSHOT_TOTAL_LIMIT = 64 * 1024 * 1024;

/**
 * Reads the text files of `dir`, without following symbolic links (a link may lead out of the
 * workspace). Undefined when they hold more than SNAPSHOT_TOTAL_LIMIT bytes in all.
 */
export async function snapshotWorkspace(dir: string): Promise<WorkspaceSnapshot | undefined> {
  const files = new Map<string, string>();
  let total = 0;
  const pending: string[] = [""];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const entries = await readdir(join(dir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) pending.push(path);
        continue;
      }
      if (!entry.isFile()) continue;
      const size = (await lstat(join(dir, path)).catch(() => undefined))?.size;
      if (size === undefined || size > SNAPSHOT_FILE_LIMIT) continue;
      const bytes = await readFile(join(dir, path)).catch(() => undefined);
      if (bytes === undefined || bytes.includes(0)) continue;
      total += bytes.length;
      if (total > SNAPSHOT_TOTAL_LIMIT) return undefined;
      files.set(path, bytes.toString("utf8"));
    }
  }
  return files;
}
