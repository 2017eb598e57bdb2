import { ftruncateSync, writeSync } from "node:fs";
import { writeBytes } from "../report/file-bytes.ts";

/** Stored stdout per execution, live or replayed; the normalizer still reads all of it. */
export const MAX_STORED_STDOUT_BYTES = 50 * 1024 * 1024;

const NEWLINE = 0x0a;

export interface StoredStdout {
  /** Bytes not stored: past the cap, or after a write failed. */
  cutBytes: number;
  /** Why stdout could not be stored (a full disk, a file size limit): the execution cannot be trusted. */
  failure?: string;
}

export interface CappedStdoutWriter {
  /** Stores what of `chunk` fits under the cap; false once a write has failed (nothing more is stored). */
  write(chunk: Buffer): boolean;
  /** Ends what was stored with a note when anything was not stored. */
  finish(): StoredStdout;
}

/**
 * Stores stdout in the file `fd` up to `maxBytes`, whole lines only: no part of the line the cap
 * falls in (or of a secret there, which the line-by-line redaction could not find) is stored. A
 * write that fails is not thrown: for the same reason the file is cut back to its last whole line,
 * and `finish` reports the failure.
 */
export function cappedStdoutWriter(fd: number, maxBytes: number): CappedStdoutWriter {
  let received = 0;
  let stored = 0;
  // Just past the last newline stored.
  let lineEnd = 0;
  // Past the cap, or failed: nothing more is stored.
  let closed = false;
  let failure: string | undefined;
  const store = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    writeBytes(fd, bytes);
    const newline = bytes.lastIndexOf(NEWLINE);
    if (newline !== -1) lineEnd = stored + newline + 1;
    stored += bytes.length;
  };
  const backToLineEnd = () => {
    ftruncateSync(fd, lineEnd);
    stored = lineEnd;
  };
  const storeUnderCap = (chunk: Buffer) => {
    const room = maxBytes - stored;
    if (chunk.length <= room) return store(chunk);
    closed = true;
    const kept = chunk.subarray(0, chunk.subarray(0, room).lastIndexOf(NEWLINE) + 1);
    // The cap falls in a line begun in an earlier chunk: what of it was stored goes too.
    if (kept.length === 0 && lineEnd < stored) backToLineEnd();
    store(kept);
  };
  const fail = (error: unknown) => {
    closed = true;
    failure = `stdout.jsonl could not be written past ${lineEnd} bytes (${error instanceof Error ? error.message : String(error)})`;
    try {
      // A failed write may have stored part of a line.
      backToLineEnd();
    } catch {
      stored = lineEnd;
    }
  };
  return {
    write(chunk) {
      received += chunk.length;
      if (!closed) {
        try {
          storeUnderCap(chunk);
        } catch (error) {
          fail(error);
        }
      }
      return failure === undefined;
    },
    finish() {
      const cutBytes = received - stored;
      if (cutBytes > 0) {
        const note = Buffer.from(
          failure === undefined
            ? `[skill-eval: stdout stored up to ${maxBytes} bytes, whole lines only; the ${cutBytes} bytes after were cut]\n`
            : `[skill-eval: ${failure}; the ${cutBytes} bytes after were not stored]\n`,
        );
        try {
          // At the stored end: a truncation leaves the descriptor's position past it.
          writeSync(fd, note, 0, note.length, stored);
        } catch (error) {
          if (failure === undefined) fail(error);
        }
      }
      return failure === undefined ? { cutBytes } : { cutBytes, failure };
    },
  };
}
