import { type FileHandle, open, rename, rm } from "node:fs/promises";
import { basename } from "node:path";
import { replaceWithNote } from "./redact-file.ts";

/** Stored stderr per execution (an agent's, a replayed one's): its first and last lines, half each. */
export const MAX_STORED_STDERR_BYTES = 10 * 1024 * 1024;

const COPY_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** What became of a log cut to its cap. */
export interface CappedLog {
  /** Bytes kept from its start and from its end, and those cut between them. */
  headBytes: number;
  tailBytes: number;
  cutBytes: number;
}

/**
 * Cuts a stored log longer than `maxBytes` to its first and last lines within
 * `maxBytes` (half each), with a line between them saying what was cut. Whole lines only, as
 * stdout's cap: no part of a line the cut falls in (or of a secret there) is kept, where a search
 * for it would not find it whole. A single line longer than half the cap is therefore not kept at
 * all. The cut copy replaces the log (a process that still holds the log writes to the old one,
 * never to what is kept). Undefined when the log fits; throws when the cut copy cannot be made.
 */
export async function capStoredLog(path: string, maxBytes: number): Promise<CappedLog | undefined> {
  const input = await open(path, "r");
  const temporary = `${path}.capping`;
  try {
    const { size } = await input.stat();
    if (size <= maxBytes) return undefined;
    const headLimit = Math.floor(maxBytes / 2);
    const headEnd = (await lastNewline(input, 0, headLimit)) + 1;
    // The tail starts just after a newline, at the earliest `maxBytes - headLimit` bytes before the end.
    const newline = await firstNewline(input, size - (maxBytes - headLimit) - 1, size);
    const tailStart = newline === -1 ? size : newline + 1;
    const capped = { headBytes: headEnd, tailBytes: size - tailStart, cutBytes: tailStart - headEnd };
    const output = await open(temporary, "w");
    try {
      await copyRange(input, output, 0, headEnd);
      await output.writeFile(cutNote(basename(path), maxBytes, capped));
      await copyRange(input, output, tailStart, size);
    } finally {
      await output.close();
    }
    await rename(temporary, path);
    return capped;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    await input.close();
  }
}

/** The line that stands for what was cut, between the first and last lines kept. */
export function cutNote(name: string, maxBytes: number, capped: CappedLog): string {
  return `[skill-eval: ${name} stored up to ${maxBytes} bytes, whole lines only: its first ${capped.headBytes} and last ${capped.tailBytes} bytes; the ${capped.cutBytes} bytes between were cut]\n`;
}

/**
 * capStoredLog, or when the cut copy cannot be made, the log replaced by a note (fails closed):
 * the bytes cut, or what became of the log, for a warning.
 */
export async function capStoredLogOrNote(
  path: string,
  maxBytes: number,
): Promise<{ cutBytes?: number; lost?: string }> {
  try {
    const capped = await capStoredLog(path, maxBytes);
    return capped === undefined ? {} : { cutBytes: capped.cutBytes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { lost: await replaceWithNote(path, `was past its cap and could not be cut (${reason})`) };
  }
}

/** The position of the last newline in [from, to), or -1; read backwards a piece at a time. */
async function lastNewline(file: FileHandle, from: number, to: number): Promise<number> {
  const buffer = Buffer.allocUnsafe(COPY_BYTES);
  for (let end = to; end > from; ) {
    const start = Math.max(from, end - COPY_BYTES);
    const piece = await readRange(file, buffer, start, end - start);
    const index = piece.lastIndexOf(NEWLINE);
    if (index !== -1) return start + index;
    end = start;
  }
  return -1;
}

/** The position of the first newline in [from, to), or -1; read a piece at a time. */
async function firstNewline(file: FileHandle, from: number, to: number): Promise<number> {
  const buffer = Buffer.allocUnsafe(COPY_BYTES);
  for (let start = Math.max(0, from); start < to; ) {
    const piece = await readRange(file, buffer, start, Math.min(COPY_BYTES, to - start));
    if (piece.length === 0) return -1;
    const index = piece.indexOf(NEWLINE);
    if (index !== -1) return start + index;
    start += piece.length;
  }
  return -1;
}

async function readRange(
  file: FileHandle,
  buffer: Buffer,
  position: number,
  length: number,
): Promise<Buffer> {
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function copyRange(from: FileHandle, to: FileHandle, start: number, end: number): Promise<void> {
  const buffer = Buffer.allocUnsafe(COPY_BYTES);
  for (let position = start; position < end; ) {
    const piece = await readRange(from, buffer, position, Math.min(COPY_BYTES, end - position));
    if (piece.length === 0) throw new Error(`the file ended ${end - position} bytes early`);
    await to.writeFile(piece);
    position += piece.length;
  }
}
