import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createInflateRaw } from "node:zlib";
import { isStrictlyWithin } from "../../model/path-within.ts";
import {
  entryDataOffset,
  readZipEntries,
  UnsafeArchiveError,
  withFileBytes,
  type ZipEntry,
} from "./read-zip-entries.ts";

/**
 * Unpacks a downloaded (untrusted) artifact zip into `into`, which must be absent or empty.
 * Every entry is checked before anything is written (readZipEntries), files are created new
 * (never through an existing file or link), and sizes and CRCs must match the directory.
 */
export async function extractZip(zipPath: string, into: string): Promise<string[]> {
  const entries = readZipEntries(zipPath);
  if (existsSync(into) && readdirSync(into).length > 0) throw new Error(`${into} is not empty`);
  mkdirSync(into, { recursive: true });
  const written: string[] = [];
  for (const entry of entries) {
    const target = join(into, ...entry.name.split("/").filter((segment) => segment !== ""));
    // entryNameProblem already rules this out; a second, independent check costs nothing.
    if (!isStrictlyWithin(into, target))
      throw new UnsafeArchiveError(`zip entry ${JSON.stringify(entry.name)} escapes ${into}`);
    if (entry.isDirectory) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    await extractEntry(zipPath, entry, target);
    written.push(entry.name);
  }
  return written;
}

async function extractEntry(zipPath: string, entry: ZipEntry, target: string): Promise<void> {
  const start = withFileBytes(zipPath, (bytes) => entryDataOffset(bytes, entry));
  const output = createWriteStream(target, { flags: "wx" });
  if (entry.compressedSize === 0) {
    output.end();
    await new Promise<void>((resolve, reject) => output.on("finish", resolve).on("error", reject));
    if (entry.size !== 0)
      throw new UnsafeArchiveError(`zip entry ${JSON.stringify(entry.name)} is truncated`);
    return;
  }
  let crc = 0;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > entry.size) {
        done(
          new UnsafeArchiveError(`zip entry ${JSON.stringify(entry.name)} is larger than its directory says`),
        );
        return;
      }
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
  });
  const input = createReadStream(zipPath, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 8) await pipeline(input, createInflateRaw(), check, output);
  else await pipeline(input, check, output);
  if (size !== entry.size || crc !== entry.crc32) {
    throw new UnsafeArchiveError(
      `zip entry ${JSON.stringify(entry.name)} does not match its size or checksum`,
    );
  }
}
