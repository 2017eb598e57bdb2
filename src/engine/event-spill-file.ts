import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import type { EventStore } from "../runners/event-log.ts";
import { trackTemporaryFolder } from "./process-group.ts";

/** Appended text is written in pieces of about this size. */
const WRITE_BYTES = 1 << 16;
const READ_BYTES = 1 << 16;

export interface EventSpillFile extends EventStore {
  /** Removes the file; the events it held can no longer be read. */
  remove(): void;
}

/**
 * An `EventStore` in a file of its own in the system's temporary folder (removed at exit if not
 * before). Synchronous, as the normalizer that appends and the report that reads back are.
 */
export function eventSpillFile(): EventSpillFile {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-events-"));
  const untrack = trackTemporaryFolder(dir);
  const fd = openSync(join(dir, "events.jsonl"), "w+");
  let pending: string[] = [];
  let pendingLength = 0;
  let written = 0;
  let removed = false;
  const flush = () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(""));
    pending = [];
    pendingLength = 0;
    let offset = 0;
    while (offset < bytes.length)
      offset += writeSync(fd, bytes, offset, bytes.length - offset, written + offset);
    written += bytes.length;
  };
  return {
    append(text) {
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= WRITE_BYTES) flush();
    },
    *lines() {
      if (removed) throw new Error("the session's events were read after its execution ended");
      flush();
      const end = written;
      const decoder = new StringDecoder("utf8");
      const buffer = Buffer.alloc(READ_BYTES);
      let position = 0;
      let partial = "";
      while (position < end) {
        const read = readSync(fd, buffer, 0, Math.min(READ_BYTES, end - position), position);
        if (read === 0) break;
        position += read;
        const pieces = (partial + decoder.write(buffer.subarray(0, read))).split("\n");
        partial = pieces.pop() ?? "";
        yield* pieces;
      }
      partial += decoder.end();
      if (partial !== "") yield partial;
    },
    remove() {
      if (removed) return;
      removed = true;
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
      untrack();
    },
  };
}
