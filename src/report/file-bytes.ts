import { closeSync, constants, open, openSync, readSync, unlink, writeSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { promisify } from "node:util";

const COPY_BYTES = 1 << 16;

/** Writes `text` to the descriptor `to` at its current position, all of it. */
export function writeText(to: number, text: string): void {
  writeBytes(to, Buffer.from(text));
}

/** Writes `bytes` to the descriptor `to` at its current position, all of them. */
export function writeBytes(to: number, bytes: Uint8Array): void {
  for (let offset = 0; offset < bytes.length; ) offset += writeSync(to, bytes, offset);
}

/** Copies the file `from` from its start to its end to `to` at its current position, 64 KiB at a time. */
export function copyBetweenFiles(from: number, to: number): void {
  const buffer = Buffer.allocUnsafe(COPY_BYTES);
  for (let position = 0; ; ) {
    const read = readSync(from, buffer, 0, COPY_BYTES, position);
    if (read === 0) return;
    writeBytes(to, buffer.subarray(0, read));
    position += read;
  }
}

/** `length` bytes of the file `fd` from `position`; throws if it ends before them. */
export function readBytes(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(length);
  for (let offset = 0; offset < length; ) {
    const count = readSync(fd, buffer, offset, length - offset, position + offset);
    if (count === 0) throw new Error(`the file ended ${length - offset} bytes early`);
    offset += count;
  }
  return buffer;
}

/**
 * The UTF-8 text of the file at `path`, read 64 KiB at a time into one reused buffer. A large file
 * then never passes through a buffer of its own size: glibc serves a block that large from its
 * own mapping, and freeing it raises the size below which blocks come from the process's heap,
 * which keeps what it grew to (bench/README.md: the run's end then held 20–30 MB more).
 */
export function readTextInPieces(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.allocUnsafe(COPY_BYTES);
    const decoder = new StringDecoder("utf8");
    const pieces: string[] = [];
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer))
      pieces.push(decoder.write(buffer.subarray(0, read)));
    pieces.push(decoder.end());
    return pieces.join("");
  } finally {
    closeSync(fd);
  }
}

const openDescriptor = promisify(open);
const unlinkPath = promisify(unlink);
const NEW_FILE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Opens `path` for writing as a new file, as a descriptor to write with the functions above.
 * Whatever was there is replaced, never written through: an agent that planted a symbolic link
 * (or a hard link) at a path skill-eval writes in its execution folder gains nothing.
 * Creating a file is the step that can be slow in the kernel (on ext4 without a journal, a tenth
 * of a millisecond or more while many files were deleted lately), so it runs on libuv's thread
 * pool; the writes after it go to the page cache in microseconds, which costs the main thread less
 * than a round trip to the pool for each.
 */
export async function createFile(path: string): Promise<number> {
  try {
    return await openDescriptor(path, NEW_FILE, 0o644);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    await unlinkPath(path);
    return await openDescriptor(path, NEW_FILE, 0o644);
  }
}

/** Writes `text` to a new file (or over an old one) at `path`: created in the pool, written here. */
export async function writeNewFile(path: string, text: string): Promise<void> {
  const fd = await createFile(path);
  try {
    writeText(fd, text);
  } finally {
    closeSync(fd);
  }
}
