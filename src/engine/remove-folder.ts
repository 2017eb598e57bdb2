import { type Dirent, readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Entries (files, links and folders at any depth) a folder may hold to be removed at once on the
 * main thread. Removed asynchronously, every step (lstat, rmdir, readdir, for each entry and for
 * each folder again once it is empty) is a round trip to libuv's pool that wakes the main thread;
 * an execution's private home and workspace mostly hold a handful of entries, which a few system
 * calls remove in less time than those wake-ups take. A larger tree (an agent's npm cache, a
 * copied template) is still removed in the pool, so the run never stalls on it.
 */
const AT_ONCE_ENTRIES = 64;

/** Removes `dir` and everything in it (never following links); a missing folder is not an error. */
export async function removeFolder(dir: string): Promise<void> {
  if (holdsAtMost(dir, AT_ONCE_ENTRIES)) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      // Left to the asynchronous removal, which reports what stops it.
    }
  }
  await rm(dir, { recursive: true, force: true });
}

/** Whether `dir` holds at most `limit` entries in all: false once it holds more, or cannot be listed. */
function holdsAtMost(dir: string, limit: number): boolean {
  const folders = [dir];
  let entries = 0;
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let listed: Dirent[];
    try {
      listed = readdirSync(folder, { withFileTypes: true });
    } catch {
      return false;
    }
    entries += listed.length;
    if (entries > limit) return false;
    for (const entry of listed) if (entry.isDirectory()) folders.push(join(folder, entry.name));
  }
  return true;
}
