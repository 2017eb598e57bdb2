import { closeSync, mkdtempSync, openSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { SessionEvent } from "../model/session-report.ts";
import { readBytes } from "../report/file-bytes.ts";
import type { EventStore } from "../runners/event-log.ts";
import { trackTemporaryPath } from "./process-group.ts";

/** Each batch is stored as its length (4 bytes) and V8's serialization of it. */
const HEADER_BYTES = 4;

export interface EventSpillFile extends EventStore {
  /** Removes the file; the events it held can no longer be read. */
  remove(): void;
}

/** One folder for the process's event files, made on first use and removed at exit. */
let folder: string | undefined;
let files = 0;

/** A new file in that folder (made again if something removed it meanwhile). */
function openEventFile(): { path: string; fd: number } {
  for (;;) {
    const hadFolder = folder !== undefined;
    if (folder === undefined) {
      folder = mkdtempSync(join(tmpdir(), "skill-eval-events-"));
      trackTemporaryPath(folder);
    }
    const path = join(folder, `${++files}.bin`);
    try {
      return { path, fd: openSync(path, "wx+") };
    } catch (error) {
      if (!hadFolder || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      folder = undefined;
    }
  }
}

/**
 * An `EventStore` in a file of its own in the system's temporary folder (removed at exit if not
 * before; one folder holds them all, so an execution costs no folder of its own). The file is made
 * with the first batch: most sessions never store one, and would make and remove a file for
 * nothing. Batches are written with V8's serializer: a third of the time of JSON for the same
 * events, and the very values back (undefined fields included). Synchronous, as the normalizer
 * that appends and the report that reads back are.
 */
export function eventSpillFile(): EventSpillFile {
  let file: { path: string; fd: number } | undefined;
  let written = 0;
  /** Where each batch's header starts. */
  const offsets: number[] = [];
  let removed = false;
  const write = (fd: number, bytes: Uint8Array) => {
    let offset = 0;
    while (offset < bytes.length)
      offset += writeSync(fd, bytes, offset, bytes.length - offset, written + offset);
    written += bytes.length;
  };
  return {
    append(events) {
      if (removed) throw new Error("the session's events were stored after its execution ended");
      file ??= openEventFile();
      const body = serialize(events);
      const header = Buffer.alloc(HEADER_BYTES);
      header.writeUInt32LE(body.length);
      offsets.push(written);
      write(file.fd, header);
      write(file.fd, body);
    },
    batch(index) {
      if (removed) throw new Error("the session's events were read after its execution ended");
      const offset = offsets[index];
      if (file === undefined || offset === undefined) throw new RangeError(`no stored batch ${index}`);
      const length = readBytes(file.fd, offset, HEADER_BYTES).readUInt32LE();
      return deserialize(readBytes(file.fd, offset + HEADER_BYTES, length)) as (SessionEvent | null)[];
    },
    remove() {
      if (removed) return;
      removed = true;
      if (file === undefined) return;
      closeSync(file.fd);
      try {
        unlinkSync(file.path);
      } catch {
        // Already gone with its folder.
      }
    },
  };
}
