import { closeSync, fstatSync, openSync } from "node:fs";
import { readBytes } from "../report/file-bytes.ts";
import type { SecretSet } from "../report/redact.ts";
import { MAX_EXPANSION } from "../report/secret-forms.ts";

/** How much of an agent's stderr its outcome carries, for failure messages and classification. */
export const STDERR_TAIL_BYTES = 4096;

/**
 * The last `bytes` of the file as text (a few KiB: read here, not in the thread pool), and the
 * file's size; "" and 0 if it cannot be read. With secrets, read with room for the longest form of
 * one before the cut and redacted first: a secret the cut would split leaves no part of it behind.
 */
export function readLogTail(
  path: string,
  bytes: number,
  secrets?: SecretSet,
): { text: string; size: number } {
  const longest = Math.max(0, ...(secrets?.values ?? []).map((value) => Buffer.byteLength(value)));
  const overlap = longest * MAX_EXPANSION;
  try {
    const file = openSync(path, "r");
    try {
      const size = fstatSync(file).size;
      const length = Math.min(size, bytes + overlap);
      const text = readBytes(file, size - length, length).toString("utf8");
      return { text: secrets === undefined ? text : secrets.redact(text).slice(-bytes), size };
    } finally {
      closeSync(file);
    }
  } catch (error) {
    // A log that is there but cannot be read is not known to be under its cap.
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return { text: "", size: missing ? 0 : Number.POSITIVE_INFINITY };
  }
}
