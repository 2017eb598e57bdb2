import { readSync, writeSync } from "node:fs";
import { type FileHandle, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { isStrictlyWithin } from "../model/path-within.ts";
import { type PackedDetail, packDetailInBackground } from "./html/pack-detail.ts";
import { detailBlockText } from "./html/render-html-report.ts";
import { sessionDetail } from "./html/report-data.ts";
import { parseStoredReport } from "./stored-report.ts";

const COPY_BYTES = 1 << 16;

/** Where one execution's packed detail lies in the file. */
interface PackedEntry {
  artifactDir: string;
  type: PackedDetail["type"];
  offset: number;
  length: number;
}

/**
 * report.html's detail of each execution, packed when the execution ends and appended to one
 * file, so the run's end copies finished blocks instead of reading, checking and packing every
 * report.json at once. Reports are packed one at a time (a large one is in memory only while its
 * turn lasts), the compression on libuv's thread pool. An execution whose report cannot be packed
 * is not recorded: writeHtmlReport then reads its report.json as it does for any other output folder.
 */
export interface PackedDetailsFile {
  /** Packs the report.json of an execution that just ended, in the background. */
  add(key: string, artifactDir: string): void;
  /** Resolves when everything added so far is packed (or given up). Never rejects. */
  settled(): Promise<void>;
  /** The block type of execution `key`'s packed detail, when it was packed from `artifactDir` (the one results.json names). */
  typeOf(key: string, artifactDir: string): PackedDetail["type"] | undefined;
  /** Writes the packed text of execution `key`, one `typeOf` found, to the descriptor `to`. */
  copyTo(key: string, to: number): void;
  /** Closes and deletes the file. */
  remove(): Promise<void>;
}

export function packedDetailsFile(outDir: string, path: string): PackedDetailsFile {
  const entries = new Map<string, PackedEntry>();
  let file: FileHandle | undefined;
  let size = 0;
  let queue: Promise<void> = Promise.resolve();

  const pack = async (key: string, artifactDir: string): Promise<void> => {
    const dir = join(outDir, artifactDir);
    if (!isStrictlyWithin(outDir, dir)) return;
    const report = parseStoredReport(await readFile(join(dir, "report.json"), "utf8"));
    if (report === undefined) return;
    const packed = await packDetailInBackground(sessionDetail(report));
    const bytes = Buffer.from(detailBlockText(packed));
    // Packing goes one report at a time, so the file is opened once.
    file ??= await open(path, "w+");
    let written = 0;
    while (written < bytes.length) {
      written += (await file.write(bytes, written, bytes.length - written, size + written)).bytesWritten;
    }
    entries.set(key, { artifactDir, type: packed.type, offset: size, length: bytes.length });
    size += bytes.length;
  };

  return {
    add(key, artifactDir) {
      entries.delete(key);
      queue = queue.then(() => pack(key, artifactDir)).catch(() => undefined);
    },
    settled: () => queue,
    typeOf(key, artifactDir) {
      const entry = entries.get(key);
      return entry?.artifactDir === artifactDir ? entry.type : undefined;
    },
    copyTo(key, to) {
      const entry = entries.get(key);
      if (entry === undefined || file === undefined) throw new Error(`no packed detail for ${key}`);
      copyRange(file.fd, entry, to);
    },
    async remove() {
      await queue;
      await file?.close();
      await rm(path, { force: true });
    },
  };
}

function copyRange(from: number, entry: PackedEntry, to: number): void {
  const buffer = Buffer.allocUnsafe(Math.min(COPY_BYTES, entry.length));
  for (let done = 0; done < entry.length; ) {
    const read = readSync(from, buffer, 0, Math.min(buffer.length, entry.length - done), entry.offset + done);
    if (read === 0) throw new Error("the packed details file ended early");
    for (let offset = 0; offset < read; ) offset += writeSync(to, buffer, offset, read - offset);
    done += read;
  }
}
