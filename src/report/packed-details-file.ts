import { type FileHandle, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { isStrictlyWithin } from "../model/path-within.ts";
import { readBytes } from "./file-bytes.ts";
import { type PackedDetail, packDetailInBackground } from "./html/pack-detail.ts";
import { detailBlockText } from "./html/render-html-report.ts";
import { sessionDetail } from "./html/report-data.ts";
import { parseStoredReport } from "./stored-report.ts";

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
  /**
   * Execution `key`'s packed detail, when it was packed from `artifactDir` (the one results.json
   * names) and can be read back: its block type and text (escaped), or undefined.
   */
  packedText(key: string, artifactDir: string): { type: PackedDetail["type"]; bytes: Buffer } | undefined;
  /** Closes and deletes the file; anything added after is not packed. */
  remove(): Promise<void>;
}

export function packedDetailsFile(outDir: string, path: string): PackedDetailsFile {
  const entries = new Map<string, PackedEntry>();
  let file: FileHandle | undefined;
  let size = 0;
  let queue: Promise<void> = Promise.resolve();
  let removed = false;

  const pack = async (key: string, artifactDir: string): Promise<void> => {
    const dir = join(outDir, artifactDir);
    if (removed || !isStrictlyWithin(outDir, dir)) return;
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
    packedText(key, artifactDir) {
      const entry = entries.get(key);
      if (entry === undefined || entry.artifactDir !== artifactDir || file === undefined) return undefined;
      try {
        return { type: entry.type, bytes: readBytes(file.fd, entry.offset, entry.length) };
      } catch {
        return undefined;
      }
    },
    async remove() {
      removed = true;
      await queue;
      try {
        await file?.close();
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}
