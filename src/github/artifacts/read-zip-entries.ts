import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/** A downloaded artifact that must not be unpacked: it could write outside its folder, or is not a zip we read. */
export class UnsafeArchiveError extends Error {
  override name = "UnsafeArchiveError";
}

export interface ZipEntry {
  /** The path as stored, `/`-separated; directories end in `/`. */
  name: string;
  isDirectory: boolean;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const ZIP64_MARKER = 0xffffffff;
const MAX_ENTRIES = 100_000;
/** Far above any results artifact; a zip bomb stops here instead of filling the disk. */
const MAX_TOTAL_SIZE = 4 * 1024 ** 3;
const UNIX_HOST = 3;
const FILE_TYPE_MASK = 0o170000;
const SYMLINK_TYPE = 0o120000;

/** A zip's bytes, wherever they are: a file read piece by piece, or a buffer in memory. */
export interface ZipBytes {
  size: number;
  /** Up to `length` bytes from `position` (fewer past the end). */
  read(position: number, length: number): Buffer;
}

export function bufferBytes(zip: Uint8Array): ZipBytes {
  const data = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  return { size: data.length, read: (position, length) => data.subarray(position, position + length) };
}

/** Runs `use` on a zip file's bytes, read from disk as needed; the file is closed after. */
export function withFileBytes<T>(path: string, use: (bytes: ZipBytes) => T): T {
  const fd = openSync(path, "r");
  try {
    return use({ size: fstatSync(fd).size, read: (position, length) => readAt(fd, position, length) });
  } finally {
    closeSync(fd);
  }
}

/** One entry of a zip's central directory, as stored: nothing about it is checked yet. */
export interface DirectoryEntry {
  name: string;
  madeBy: number;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  externalAttributes: number;
  localHeaderOffset: number;
}

/**
 * The entries of a zip's central directory, in order. Throws UnsafeArchiveError when the bytes are
 * not a zip, the directory is damaged, or the archive needs ZIP64.
 */
export function zipDirectory(bytes: ZipBytes): DirectoryEntry[] {
  const tailLength = Math.min(bytes.size, 22 + MAX_COMMENT);
  const tail = bytes.read(bytes.size - tailLength, tailLength);
  const end = tail.lastIndexOf(signatureBytes(END_OF_CENTRAL_DIRECTORY));
  if (end === -1 || end + 22 > tail.length)
    throw new UnsafeArchiveError("not a zip file (no end of central directory: truncated or corrupt)");
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARKER)
    throw new UnsafeArchiveError("ZIP64 archives are not supported");
  if (count > MAX_ENTRIES) throw new UnsafeArchiveError(`${count} entries is more than ${MAX_ENTRIES}`);
  if (directoryOffset + directorySize > bytes.size)
    throw new UnsafeArchiveError("central directory lies past the end of the file");
  const directory = bytes.read(directoryOffset, directorySize);
  const entries: DirectoryEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new UnsafeArchiveError("central directory is corrupt");
    }
    const nameLength = directory.readUInt16LE(at + 28);
    entries.push({
      name: directory.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      madeBy: directory.readUInt16LE(at + 4) >> 8,
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      externalAttributes: directory.readUInt32LE(at + 38),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

/** Where an entry's bytes begin: after its local header, whose name and extra lengths may differ from the directory's. */
export function entryDataOffset(bytes: ZipBytes, entry: { name: string; localHeaderOffset: number }): number {
  const header = bytes.read(entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_FILE_HEADER) {
    throw new UnsafeArchiveError(`zip entry ${JSON.stringify(entry.name)} has no local header`);
  }
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/**
 * The entries of a zip file, read from its central directory, each checked so it can only land
 * below the folder it is extracted into: no absolute paths, drive letters, backslashes or `..`,
 * no symbolic links, no encryption, no ZIP64. Throws UnsafeArchiveError naming the first offender.
 */
export function readZipEntries(path: string): ZipEntry[] {
  return checkedEntries(withFileBytes(path, zipDirectory));
}

/** The same checks on a zip held in memory (an artifact read through the REST API). */
export function checkedZipDirectory(bytes: ZipBytes): ZipEntry[] {
  return checkedEntries(zipDirectory(bytes));
}

/** Why an entry name could escape the extraction folder, or undefined when it cannot. */
export function entryNameProblem(name: string): string | undefined {
  if (name.length === 0) return "has an empty name";
  if (name.includes("\0")) return "has a NUL byte in its name";
  if (name.includes("\\")) return "has a backslash in its name";
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return "has an absolute path";
  const segments = (name.endsWith("/") ? name.slice(0, -1) : name).split("/");
  if (segments.includes("..")) return "climbs out with '..'";
  if (segments.some((segment) => segment === "" || segment === "."))
    return "has an empty or '.' path segment";
  return undefined;
}

function checkedEntries(directory: readonly DirectoryEntry[]): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  for (const entry of directory) {
    const { name, method, compressedSize, size } = entry;
    const refuse = (why: string): never => {
      throw new UnsafeArchiveError(`zip entry ${JSON.stringify(name)} ${why}`);
    };
    const problem = entryNameProblem(name);
    if (problem !== undefined) refuse(problem);
    if (names.has(name)) refuse("appears twice");
    if ((entry.flags & 1) !== 0) refuse("is encrypted");
    if (method !== 0 && method !== 8) refuse(`uses compression method ${method}`);
    if (compressedSize === ZIP64_MARKER || size === ZIP64_MARKER) refuse("needs ZIP64");
    if (entry.madeBy === UNIX_HOST && ((entry.externalAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK_TYPE)
      refuse("is a symbolic link");
    total += size;
    if (total > MAX_TOTAL_SIZE) refuse(`brings the unpacked size past ${MAX_TOTAL_SIZE} bytes`);
    names.add(name);
    entries.push({
      name,
      isDirectory: name.endsWith("/"),
      method: method === 8 ? 8 : 0,
      crc32: entry.crc32,
      compressedSize,
      size,
      localHeaderOffset: entry.localHeaderOffset,
    });
  }
  return entries;
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

function signatureBytes(signature: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(signature);
  return bytes;
}
