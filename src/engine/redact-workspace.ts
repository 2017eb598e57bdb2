import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, lstat, readdir, readlink, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { containsSecret, REDACTED, redact } from "../report/redact.ts";
import { MAX_EXPANSION } from "../report/secret-forms.ts";
import { removeFolder } from "./remove-folder.ts";

/** Levels of folders a kept workspace keeps below its root: a folder deeper is replaced by a note. */
export const MAX_WORKSPACE_DEPTH = 64;
/** Bytes of a path inside a kept workspace: a folder whose entries' paths could be longer is replaced by a note. */
export const MAX_WORKSPACE_PATH_BYTES = 2048;
/** The longest name of one entry most file systems take. */
const NAME_MAX = 255;
/** The longest path the system calls take (PATH_MAX, with its NUL): 4096 on Linux, 1024 on macOS. */
const SYSTEM_PATH_MAX = process.platform === "darwin" ? 1024 : 4096;

/** What a file that held a secret becomes: its content is never partly kept. */
export function placeholderText(bytes: number): string {
  return `${REDACTED} skill-eval replaced this file (${bytes} bytes): it contained a credential\n`;
}

/** What a folder too deep to keep becomes. */
export function prunedFolderText(): string {
  return `skill-eval replaced this folder: a kept workspace keeps at most ${MAX_WORKSPACE_DEPTH} levels of folders and paths of at most ${MAX_WORKSPACE_PATH_BYTES} bytes\n`;
}

export interface WorkspaceRedaction {
  /** Entries renamed or replaced because they held a secret. */
  changed: number;
  /** Folders replaced by a note because they lay too deep (MAX_WORKSPACE_DEPTH, MAX_WORKSPACE_PATH_BYTES). */
  pruned: number;
}

/**
 * Makes a kept workspace safe to keep or upload: names that contain a secret are redacted, and
 * every file (text or binary) or symbolic link whose content or target holds a secret in any form
 * is replaced by a placeholder file saying so. Links are never followed. A folder deeper than
 * MAX_WORKSPACE_DEPTH levels, or one whose entries' paths could outgrow MAX_WORKSPACE_PATH_BYTES
 * (or what the system takes), is removed whole and replaced by a file saying so: no path the walk
 * builds is longer than the system allows, and the tree can be copied, packed and uploaded. Throws
 * when the workspace cannot be made safe; the caller must then not keep it.
 */
export async function redactWorkspace(dir: string, secrets: readonly string[]): Promise<WorkspaceRedaction> {
  const counts = { changed: 0, pruned: 0 };
  const root = Buffer.from(dir);
  await redactFolder({ path: root, relativeBytes: 0, depth: 0 }, secrets, byteForms(secrets), counts, dir);
  return counts;
}

/**
 * Removes a folder of the workspace `root` whatever its depth: moved first to the root under a
 * name of ours (its own path may hold names that are not UTF-8, which a command's arguments cannot
 * carry), then removed as any folder is.
 */
async function removeDeepFolder(path: Buffer, root: string): Promise<void> {
  const aside = join(root, `.skill-eval-pruning-${randomBytes(6).toString("hex")}`);
  await rename(path, aside);
  await removeFolder(aside);
}

interface Folder {
  path: Buffer;
  /** Bytes of its path below the workspace's root (0 for the root). */
  relativeBytes: number;
  /** Levels below the root (0 for the root). */
  depth: number;
}

/** Whether the entries of a folder have room: below the depth limit, and any name fits every path budget. */
function hasRoom(folder: Folder, rootBytes: number): boolean {
  return (
    folder.depth < MAX_WORKSPACE_DEPTH &&
    folder.relativeBytes + 1 + NAME_MAX <= MAX_WORKSPACE_PATH_BYTES &&
    rootBytes + folder.relativeBytes + 1 + NAME_MAX < SYSTEM_PATH_MAX
  );
}

/** One folder, recursively, with the secrets' byte forms worked out once for the whole workspace. */
async function redactFolder(
  folder: Folder,
  secrets: readonly string[],
  needles: readonly string[],
  counts: WorkspaceRedaction,
  root: string,
): Promise<void> {
  const dir = folder.path;
  // Names as bytes: a name that is not valid UTF-8 would not be found again from its decoded text.
  for (const name of await readdir(dir, { encoding: "buffer" })) {
    let path = childPath(dir, name);
    let childName: Buffer = name;
    if (secrets.length > 0) {
      const shown = name.toString("utf8");
      const safeName = redact(shown, secrets);
      if (safeName !== shown || containsSecret(name.toString("latin1"), needles)) {
        path = await renameFree(path, childPath(dir, Buffer.from(safeName === shown ? REDACTED : safeName)));
        childName = path.subarray(dir.length + 1);
        counts.changed += 1;
      }
    }
    const stats = await lstat(path);
    if (stats.isDirectory()) {
      const child = {
        path,
        relativeBytes: folder.relativeBytes + (folder.depth === 0 ? 0 : 1) + childName.length,
        depth: folder.depth + 1,
      };
      if (hasRoom(child, Buffer.byteLength(root))) {
        await redactFolder(child, secrets, needles, counts, root);
      } else {
        // Never listed: its entries' paths could be longer than a path can be.
        await removeDeepFolder(path, root);
        await writeFile(path, prunedFolderText(), { mode: 0o600 });
        counts.pruned += 1;
      }
    } else if (secrets.length === 0) {
      // Nothing to search for: only the depth of folders matters.
    } else if (stats.isSymbolicLink()) {
      const target = await readlink(path, { encoding: "buffer" });
      if (
        containsSecret(target.toString("utf8"), secrets) ||
        containsSecret(target.toString("latin1"), needles)
      ) {
        await replaceWithPlaceholder(path, 0);
        counts.changed += 1;
      }
    } else if (stats.isFile()) {
      if (stats.nlink > 1) {
        // A hard link shares its inode with a file that may lie outside the workspace: it is
        // never changed in place (no chmod, no write), only replaced by a file of its own.
        if ((stats.mode & 0o400) === 0 || (await fileContainsSecret(path, needles))) {
          await replaceWithPlaceholder(path, stats.size);
          counts.changed += 1;
        }
        continue;
      }
      // A file the agent left unreadable or read-only is still searched, and replaced if need be.
      if ((stats.mode & 0o600) !== 0o600) await chmod(path, (stats.mode & 0o7777) | 0o600);
      if (!(await fileContainsSecret(path, needles))) continue;
      await writeFile(path, placeholderText(stats.size));
      counts.changed += 1;
    }
  }
}

function childPath(dir: string | Buffer, name: Buffer): Buffer {
  return Buffer.concat([Buffer.from(dir), Buffer.from("/"), name]);
}

/** The entry removed and a placeholder file of its own written in its place. */
async function replaceWithPlaceholder(path: string | Buffer, bytes: number): Promise<void> {
  await rm(path);
  await writeFile(path, placeholderText(bytes), { mode: 0o600 });
}

/**
 * The secrets as a byte-for-byte (latin1) text sees them: UTF-8, UTF-16LE and UTF-16BE
 * encodings, so a binary file is searched as well as a text one.
 */
function byteForms(secrets: readonly string[]): string[] {
  return secrets.flatMap((secret) => {
    const littleEndian = Buffer.from(secret, "utf16le");
    return [
      Buffer.from(secret, "utf8").toString("latin1"),
      littleEndian.toString("latin1"),
      Buffer.from(littleEndian).swap16().toString("latin1"),
    ];
  });
}

/** Streams the file with an overlap, so a secret across two chunks is found; memory stays small. */
async function fileContainsSecret(path: string | Buffer, needles: readonly string[]): Promise<boolean> {
  const overlap = Math.max(...needles.map((needle) => needle.length)) * MAX_EXPANSION;
  let carry = "";
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as Buffer).toString("latin1");
    if (containsSecret(text, needles)) return true;
    carry = text.slice(-overlap);
  }
  return false;
}

async function renameFree(from: string | Buffer, wanted: Buffer): Promise<Buffer> {
  let target = wanted;
  for (let suffix = 2; await exists(target); suffix++)
    target = Buffer.concat([wanted, Buffer.from(`-${suffix}`)]);
  await rename(from, target);
  return target;
}

async function exists(path: Buffer): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
