import { ftruncateSync, writeSync } from "node:fs";
import { writeBytes } from "../report/file-bytes.ts";

/** Stored stdout per execution, live or replayed; the normalizer still reads all of it. */
export const MAX_STORED_STDOUT_BYTES = 50 * 1024 * 1024;

const NEWLINE = 0x0a;

export interface CappedStdoutWriter {
  /** Stores what of `chunk` fits under the cap; throws when it cannot be written (then stop using it). */
  write(chunk: Buffer): void;
  /** Ends what was stored with a note when anything was cut; the bytes cut. */
  finish(): number;
}

/**
 * Stores stdout in the file `fd` up to `maxBytes`, whole lines only: no part of the line the cap
 * falls in (or of a secret there, which the line-by-line redaction could not find) is stored.
 */
export function cappedStdoutWriter(fd: number, maxBytes: number): CappedStdoutWriter {
  let stored = 0;
  let cutBytes = 0;
  // Just past the last newline stored.
  let lineEnd = 0;
  let cut = false;
  const store = (bytes: Buffer) => {
    const newline = bytes.lastIndexOf(NEWLINE);
    if (newline !== -1) lineEnd = stored + newline + 1;
    stored += bytes.length;
    if (bytes.length > 0) writeBytes(fd, bytes);
  };
  return {
    write(chunk) {
      if (cut) {
        cutBytes += chunk.length;
        return;
      }
      const room = maxBytes - stored;
      if (chunk.length <= room) {
        store(chunk);
        return;
      }
      cut = true;
      const kept = chunk.subarray(0, chunk.subarray(0, room).lastIndexOf(NEWLINE) + 1);
      if (kept.length === 0 && lineEnd < stored) {
        // The cap falls in a line begun in an earlier chunk: what of it was stored goes too.
        cutBytes += stored - lineEnd;
        stored = lineEnd;
        ftruncateSync(fd, lineEnd);
      }
      cutBytes += chunk.length - kept.length;
      store(kept);
    },
    finish() {
      if (cutBytes > 0) {
        const note = Buffer.from(
          `[skill-eval: stdout stored up to ${maxBytes} bytes, whole lines only; the ${cutBytes} bytes after were cut]\n`,
        );
        // At the stored end: a truncation leaves the descriptor's position past it.
        writeSync(fd, note, 0, note.length, stored);
      }
      return cutBytes;
    },
  };
}
