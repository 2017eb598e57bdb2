import { once } from "node:events";
import { createReadStream, createWriteStream, statSync } from "node:fs";
import { rename } from "node:fs/promises";
import { createInterface } from "node:readline";
import { containsSecret, redact } from "../report/redact.ts";

/**
 * Rewrites a stored log with its secrets replaced, line by line (constant memory, any size); a log
 * without any is only read, not rewritten.
 */
export async function redactFile(path: string, secrets: readonly string[]): Promise<void> {
  if (secrets.length === 0 || !(await holdsSecret(path, secrets))) return;
  const temporary = `${path}.redacting`;
  const output = createWriteStream(temporary);
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!output.write(`${redact(line, secrets)}\n`)) await once(output, "drain");
  }
  output.end();
  await once(output, "finish");
  await rename(temporary, path);
}

async function holdsSecret(path: string, secrets: readonly string[]): Promise<boolean> {
  // Most agents' stderr is empty: no stream for it. (A missing file goes the stream's way, which reports it.)
  if (statSync(path, { throwIfNoEntry: false })?.size === 0) return false;
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (containsSecret(line, secrets)) {
      lines.close();
      return true;
    }
  }
  return false;
}
