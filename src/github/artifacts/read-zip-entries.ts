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
const MAX_COMMENT = 0xffff;
const ZIP64_MARKER = 0xffffffff;
const MAX_ENTRIES = 100_000;
/** Far above any results artifact; a zip bomb stops here instead of filling the disk. */
const MAX_TOTAL_SIZE = 4 * 1024 ** 3;
const UNIX_HOST = 3;
const FILE_TYPE_MASK = 0o170000;
const SYMLINK_TYPE = 0o120000;

/**
 * The entries of a zip file, read from its central directory, each checked so it can only land
 * below the folder it is extracted into: no absolute paths, drive letters, backslashes or `..`,
 * no symbolic links, no encryption, no ZIP64. Throws UnsafeArchiveError naming the first offender.
 */
export function readZipEntries(path: string): ZipEntry[] {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const tailLength = Math.min(size, 22 + MAX_COMMENT);
    const tail = readAt(fd, size - tailLength, tailLength);
    const end = tail.lastIndexOf(signatureBytes(END_OF_CENTRAL_DIRECTORY));
    if (end === -1 || end + 22 > tail.length)
      throw new UnsafeArchiveError("not a zip file (no end of central directory)");
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === ZIP64_MARKER)
      throw new UnsafeArchiveError("ZIP64 archives are not supported");
    if (count > MAX_ENTRIES) throw new UnsafeArchiveError(`${count} entries is more than ${MAX_ENTRIES}`);
    if (directoryOffset + directorySize > size)
      throw new UnsafeArchiveError("central directory lies past the end of the file");
    return parseCentralDirectory(readAt(fd, directoryOffset, directorySize), count);
  } finally {
    closeSync(fd);
  }
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

function parseCentralDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new UnsafeArchiveError("central directory is damaged");
    }
    const madeBy = directory.readUInt16LE(at + 4) >> 8;
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const size = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const externalAttributes = directory.readUInt32LE(at + 38);
    const name = directory.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const refuse = (why: string): never => {
      throw new UnsafeArchiveError(`zip entry ${JSON.stringify(name)} ${why}`);
    };
    const problem = entryNameProblem(name);
    if (problem !== undefined) refuse(problem);
    if (names.has(name)) refuse("appears twice");
    if ((flags & 1) !== 0) refuse("is encrypted");
    if (method !== 0 && method !== 8) refuse(`uses compression method ${method}`);
    if (compressedSize === ZIP64_MARKER || size === ZIP64_MARKER) refuse("needs ZIP64");
    if (madeBy === UNIX_HOST && ((externalAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK_TYPE)
      refuse("is a symbolic link");
    total += size;
    if (total > MAX_TOTAL_SIZE) refuse(`brings the unpacked size past ${MAX_TOTAL_SIZE} bytes`);
    names.add(name);
    entries.push({
      name,
      isDirectory: name.endsWith("/"),
      method: method === 8 ? 8 : 0,
      crc32: directory.readUInt32LE(at + 16),
      compressedSize,
      size,
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

function signatureBytes(signature: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(signature);
  return bytes;
}
