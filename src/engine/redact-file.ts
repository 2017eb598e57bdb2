import { createReadStream, statSync } from "node:fs";
import { open, rename, rm, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { containsSecret, redact } from "../report/redact.ts";
import { MAX_EXPANSION, secretFormsSource } from "../report/secret-forms.ts";

/**
 * Bytes of a file read at a time. A stored log is searched and rewritten this much at a time, with
 * the longest form of a secret carried over between pieces: memory stays at a few of these,
 * however long a line (an agent can print hundreds of MB without a newline, which a line reader
 * would hold whole, past V8's longest string).
 */
export const REDACT_CHUNK_BYTES = 1 << 20;

/**
 * Rewrites a stored log with its secrets replaced, a chunk at a time (constant memory, any size,
 * any line length); a log without any is only read, not rewritten. Fails closed: when the log
 * cannot be redacted (unreadable, a full disk, a secret still found in the rewritten copy), it is
 * replaced by a note, or removed, and what happened is returned, to be shown as a warning.
 * Returns undefined when the log is stored (as it was, or redacted).
 */
export async function redactFile(
  path: string,
  secrets: readonly string[],
  chunkBytes = REDACT_CHUNK_BYTES,
): Promise<string | undefined> {
  // Most agents' stderr is empty: no stream for it. A missing file holds nothing to keep.
  if (secrets.length === 0 || (statSync(path, { throwIfNoEntry: false })?.size ?? 0) === 0) return undefined;
  const temporary = `${path}.redacting`;
  try {
    if (!(await holdsSecret(path, secrets, chunkBytes))) return undefined;
    await writeRedacted(path, temporary, secrets, chunkBytes);
    // The copy is searched as the original was: whatever the rewrite missed, nothing of it is kept.
    if (await holdsSecret(temporary, secrets, chunkBytes))
      throw new Error("a secret was still found once it was redacted");
    await rename(temporary, path);
    return undefined;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    return replaceWithNote(path, `could not be redacted (${redact(errorText(error), secrets)})`);
  }
}

/**
 * Replaces a stored file that cannot be kept safely by a short note saying so (removed, if even
 * that cannot be written). Returns what happened, for a warning.
 */
export async function replaceWithNote(path: string, reason: string): Promise<string> {
  const name = basename(path);
  try {
    // Written to a new file: a process that still holds the old one writes to it, not to the note.
    const note = `${path}.note`;
    await writeFile(note, `[skill-eval: ${name} ${reason}; its content was not kept]\n`);
    await rename(note, path);
    return `${name} ${reason}: replaced by a note`;
  } catch {
    await rm(path, { force: true }).catch(() => undefined);
    return `${name} ${reason}: removed`;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The file as UTF-8 text, `chunkBytes` at a time (a character split between two reads comes whole). */
async function* textChunks(path: string, chunkBytes: number): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  for await (const chunk of createReadStream(path, { highWaterMark: chunkBytes })) {
    const text = decoder.write(chunk as Buffer);
    if (text !== "") yield text;
  }
  const rest = decoder.end();
  if (rest !== "") yield rest;
}

/** The most characters one match of any secret's forms can take. */
function longestForm(secrets: readonly string[]): number {
  return Math.max(0, ...secrets.map((secret) => secret.length)) * MAX_EXPANSION;
}

/** Whether the file holds a secret in any form; a secret across two chunks is found too. */
async function holdsSecret(path: string, secrets: readonly string[], chunkBytes: number): Promise<boolean> {
  const overlap = longestForm(secrets);
  let carry = "";
  for await (const chunk of textChunks(path, chunkBytes)) {
    const text = carry + chunk;
    if (containsSecret(text, secrets)) return true;
    carry = text.slice(-overlap);
  }
  return false;
}

async function writeRedacted(
  path: string,
  temporary: string,
  secrets: readonly string[],
  chunkBytes: number,
): Promise<void> {
  const output = await open(temporary, "w");
  try {
    await redactChunks(textChunks(path, chunkBytes), secrets, (text) => output.writeFile(text));
  } finally {
    await output.close();
  }
}

/**
 * Redacts a text that arrives in pieces, as `redact` would redact it whole, holding at most one
 * piece and the longest form of a secret. Each stretch written is redacted by `redact` itself; a
 * stretch ends only where no match of a secret's forms can cross it: past every match found with
 * all the text it could need, and no later than the longest form before the end of what has
 * arrived (a match could still begin there). The text carried over is raw, not yet redacted, so
 * the next stretch is searched exactly as the whole text would be from that point.
 */
export async function redactChunks(
  chunks: AsyncIterable<string>,
  secrets: readonly string[],
  write: (text: string) => Promise<void> | void,
): Promise<void> {
  // The secrets `redact` uses, in its order (those it takes for secrets at all, longest first),
  // so that the forms found here are the ones it replaces.
  const usable = [...new Set(secrets)]
    .filter((secret) => containsSecret(secret, [secret]))
    .sort((a, b) => b.length - a.length);
  if (usable.length === 0) {
    for await (const chunk of chunks) await write(chunk);
    return;
  }
  const longest = longestForm(usable);
  const forms = new RegExp(usable.map(secretFormsSource).join("|"), "g");
  let pending = "";
  for await (const chunk of chunks) {
    const text = pending + chunk;
    // From here on a match may need text that has not arrived yet.
    const settled = text.length - longest;
    let end = 0;
    forms.lastIndex = 0;
    for (let match = forms.exec(text); match !== null && match.index < settled; match = forms.exec(text)) {
      end = match.index + match[0].length;
    }
    let cut = Math.max(end, settled, 0);
    // Never between the two halves of a surrogate pair (each would be written as U+FFFD).
    if (cut > end && isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
    if (cut > 0) await write(redact(text.slice(0, cut), usable));
    pending = text.slice(cut);
  }
  if (pending !== "") await write(redact(pending, usable));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
