import { createReadStream } from "node:fs";
import { chmod, lstat, readdir, readlink, rename, rm, writeFile } from "node:fs/promises";
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
  dir: string | Buffer,
  secrets: readonly string[],
  needles: readonly string[],
): Promise<number> {
  let changed = 0;
  // Names as bytes: a name that is not valid UTF-8 would not be found again from its decoded text.
  for (const name of await readdir(dir, { encoding: "buffer" })) {
    let path = childPath(dir, name);
    const shown = name.toString("utf8");
    const safeName = redact(shown, secrets);
    if (safeName !== shown || containsSecret(name.toString("latin1"), needles)) {
      path = await renameFree(path, childPath(dir, Buffer.from(safeName === shown ? REDACTED : safeName)));
      changed += 1;
    }
    const stats = await lstat(path);
    if (stats.isDirectory()) changed += await redactFolder(path, secrets, needles);
    else if (stats.isSymbolicLink()) {
      const target = await readlink(path, { encoding: "buffer" });
      if (
        containsSecret(target.toString("utf8"), secrets) ||
        containsSecret(target.toString("latin1"), needles)
      ) {
        await replaceWithPlaceholder(path, 0);
        changed += 1;
      }
    } else if (stats.isFile()) {
      if (stats.nlink > 1) {
        // A hard link shares its inode with a file that may lie outside the workspace: it is
        // never changed in place (no chmod, no write), only replaced by a file of its own.
        if ((stats.mode & 0o400) === 0 || (await fileContainsSecret(path, needles))) {
          await replaceWithPlaceholder(path, stats.size);
          changed += 1;
        }
        continue;
      }
      // A file the agent left unreadable or read-only is still searched, and replaced if need be.
      if ((stats.mode & 0o600) !== 0o600) await chmod(path, (stats.mode & 0o7777) | 0o600);
      if (!(await fileContainsSecret(path, needles))) continue;
      await writeFile(path, placeholderText(stats.size));
      changed += 1;
    }
  }
  return changed;
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
