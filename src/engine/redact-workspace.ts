import { createReadStream } from "node:fs";
import { chmod, lstat, readdir, readlink, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { containsSecret, REDACTED, redact } from "../report/redact.ts";
import { MAX_EXPANSION } from "../report/secret-forms.ts";

/** What a file that held a secret becomes: its content is never partly kept. */
export function placeholderText(bytes: number): string {
  return `${REDACTED} skill-eval replaced this file (${bytes} bytes): it contained a credential\n`;
}

/**
 * Makes a kept workspace safe to keep or upload: names that contain a secret are redacted, and
 * every file (text or binary) or symbolic link whose content or target holds a secret in any form
 * is replaced by a placeholder file saying so. Links are never followed. Returns how many entries
 * were changed.
 */
export async function redactWorkspace(dir: string, secrets: readonly string[]): Promise<number> {
  return secrets.length === 0 ? 0 : redactFolder(dir, secrets, byteForms(secrets));
}

/** One folder, recursively, with the secrets' byte forms worked out once for the whole workspace. */
async function redactFolder(
  dir: string,
  secrets: readonly string[],
  needles: readonly string[],
): Promise<number> {
  let changed = 0;
  for (const name of await readdir(dir)) {
    let path = join(dir, name);
    const safeName = redact(name, secrets);
    if (safeName !== name) {
      path = await renameFree(path, join(dir, safeName));
      changed += 1;
    }
    const stats = await lstat(path);
    if (stats.isDirectory()) changed += await redactFolder(path, secrets, needles);
    else if (stats.isSymbolicLink()) {
      if (containsSecret(await readlink(path), secrets)) {
        await rm(path);
        await writeFile(path, placeholderText(0), { mode: 0o600 });
        changed += 1;
      }
    } else if (stats.isFile()) {
      // A file the agent left unreadable or read-only is still searched, and replaced if need be.
      if ((stats.mode & 0o600) !== 0o600) await chmod(path, (stats.mode & 0o7777) | 0o600);
      if (!(await fileContainsSecret(path, needles))) continue;
      await writeFile(path, placeholderText(stats.size));
      changed += 1;
    }
  }
  return changed;
}

/**
 * The secrets as a byte-for-byte (latin1) text sees them: UTF-8 and UTF-16LE encodings, so a
 * binary file is searched as well as a text one.
 */
function byteForms(secrets: readonly string[]): string[] {
  return secrets.flatMap((secret) => [
    Buffer.from(secret, "utf8").toString("latin1"),
    Buffer.from(secret, "utf16le").toString("latin1"),
  ]);
}

/** Streams the file with an overlap, so a secret across two chunks is found; memory stays small. */
async function fileContainsSecret(path: string, needles: readonly string[]): Promise<boolean> {
  const overlap = Math.max(...needles.map((needle) => needle.length)) * MAX_EXPANSION;
  let carry = "";
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as Buffer).toString("latin1");
    if (containsSecret(text, needles)) return true;
    carry = text.slice(-overlap);
  }
  return false;
}

async function renameFree(from: string, wanted: string): Promise<string> {
  let target = wanted;
  for (let suffix = 2; await exists(target); suffix++) target = `${wanted}-${suffix}`;
  await rename(from, target);
  return target;
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
