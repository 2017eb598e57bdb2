import { spawn, spawnSync } from "node:child_process";
import { chmodSync, type Dir, existsSync, lstatSync, opendirSync, readdirSync, rmSync } from "node:fs";
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

/**
 * Removes `dir` and everything in it (never following links); a missing folder is not an error,
 * nor one an agent made unreadable (`chmod 000`): it is opened up and removed. Nor is a tree deeper
 * than a path can name (`mkdir d; cd d` in a loop: its paths outgrow PATH_MAX, and Node's removal,
 * which names each entry by its whole path, stops at ENAMETOOLONG): the system's `rm`, which walks
 * a tree by its folders' descriptors, removes it.
 */
export async function removeFolder(dir: string): Promise<void> {
  if (holdsAtMost(dir, AT_ONCE_ENTRIES)) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      // Left to the asynchronous removal, which reports what stops it.
    }
  }
  try {
    await removeTree(dir);
  } catch (error) {
    if (!deniedAccess(error)) throw error;
    openUpFolders(dir);
    await removeTree(dir);
  }
}

/** `removeFolder` on the main thread, for the few places that cannot wait. */
export function removeFolderSync(dir: string): void {
  try {
    removeTreeSync(dir);
  } catch (error) {
    if (!deniedAccess(error)) throw error;
    openUpFolders(dir);
    removeTreeSync(dir);
  }
}

async function removeTree(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch (error) {
    if (!nameTooLong(error)) throw error;
    const removed = await new Promise<boolean>((resolve) => {
      const child = spawn("rm", ["-rf", "--", dir], { stdio: "ignore" });
      child.once("error", () => resolve(false));
      child.once("close", (code) => resolve(code === 0));
    });
    if (!removed || existsSync(dir)) throw error;
  }
}

function removeTreeSync(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    if (!nameTooLong(error)) throw error;
    const removed = spawnSync("rm", ["-rf", "--", dir], { stdio: "ignore" });
    if (removed.status !== 0 || existsSync(dir)) throw error;
  }
}

function nameTooLong(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENAMETOOLONG";
}

/**
 * Gives its owner read, write and search on `dir` and every folder under it (links are never
 * followed), so the tree can be listed, copied, uploaded and removed whatever modes an agent left.
 * A folder of someone else's stays as it is.
 */
export function openUpFolders(dir: string): void {
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    try {
      const stats = lstatSync(folder);
      if (!stats.isDirectory()) continue;
      if ((stats.mode & 0o700) !== 0o700) chmodSync(folder, (stats.mode & 0o7777) | 0o700);
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) folders.push(join(folder, entry.name));
      }
    } catch {
      // Gone, or not ours to open: the removal reports what is left.
    }
  }
}

function deniedAccess(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EACCES" || code === "EPERM";
}

/**
 * Whether `dir` holds at most `limit` entries in all: false once it holds more (read a few entries
 * at a time, so a folder of thousands is not listed whole here), or when it cannot be read.
 */
function holdsAtMost(dir: string, limit: number): boolean {
  const folders = [dir];
  let entries = 0;
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let listing: Dir | undefined;
    try {
      listing = opendirSync(folder, { bufferSize: 32 });
      for (let entry = listing.readSync(); entry !== null; entry = listing.readSync()) {
        entries += 1;
        if (entries > limit) return false;
        if (entry.isDirectory()) folders.push(join(folder, entry.name));
      }
    } catch {
      return false;
    } finally {
      listing?.closeSync();
    }
  }
  return true;
}
