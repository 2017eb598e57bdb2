import { once } from "node:events";
import {
  chmodSync,
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { REDACTED } from "../../report/redact.ts";

/** As git decides: a NUL byte in the first 8,000 bytes makes a file binary. */
const SNIFF_BYTES = 8000;

/**
 * Replaces each secret in a text file with REDACTED, byte for byte: line endings, encoding and
 * files without secrets stay exactly as they were. Streams, so memory stays small for any size.
 * Returns whether anything was replaced; binary files are left alone.
 */
export async function redactTextFile(path: string, secrets: readonly string[]): Promise<boolean> {
  // Longest first, so a secret containing another is replaced whole.
  const needles = secrets
    .filter((secret) => secret.length > 0)
    .map((secret) => Buffer.from(secret))
    .sort((a, b) => b.length - a.length);
  if (needles.length === 0 || !isTextFile(path)) return false;
  const longest = Math.max(...needles.map((needle) => needle.length));
  const replacement = Buffer.from(REDACTED);
  const temporary = `${path}.redacting`;
  const output = createWriteStream(temporary, { mode: 0o600 });
  let carry: Buffer = Buffer.alloc(0);
  let replaced = false;
  for await (const chunk of createReadStream(path)) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    const result = replaceAll(window, needles, replacement);
    replaced ||= result.replaced;
    // Hold back what could be the start of a secret that the next chunk completes.
    const keep = Math.min(longest - 1, result.bytes.length);
    carry = result.bytes.subarray(result.bytes.length - keep);
    if (!output.write(result.bytes.subarray(0, result.bytes.length - keep))) await once(output, "drain");
  }
  output.end(carry);
  await once(output, "finish");
  if (replaced) {
    chmodSync(temporary, statSync(path).mode & 0o7777);
    renameSync(temporary, path);
  } else rmSync(temporary);
  return replaced;
}

function isTextFile(path: string): boolean {
  const head = Buffer.alloc(SNIFF_BYTES);
  const fd = openSync(path, "r");
  try {
    const read = readSync(fd, head, 0, SNIFF_BYTES, 0);
    return !head.subarray(0, read).includes(0);
  } finally {
    closeSync(fd);
  }
}

function replaceAll(
  bytes: Buffer,
  needles: readonly Buffer[],
  replacement: Buffer,
): { bytes: Buffer; replaced: boolean } {
  let current = bytes;
  let replaced = false;
  for (const needle of needles) {
    let at = current.indexOf(needle);
    if (at === -1) continue;
    replaced = true;
    const parts: Buffer[] = [];
    let from = 0;
    while (at !== -1) {
      parts.push(current.subarray(from, at), replacement);
      from = at + needle.length;
      at = current.indexOf(needle, from);
    }
    parts.push(current.subarray(from));
    current = Buffer.concat(parts);
  }
  return { bytes: current, replaced };
}
