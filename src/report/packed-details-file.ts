import { closeSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { isStrictlyWithin } from "../model/path-within.ts";
import { readBytes, writeBytes } from "./file-bytes.ts";
import { type PackedDetail, packDetailInBackground } from "./html/pack-detail.ts";
import { detailBlockText } from "./html/render-html-report.ts";
import { sessionDetail } from "./html/report-data.ts";
import { parseStoredReport } from "./stored-report.ts";

/**
 * A report.json larger than this is left to the run's end: read, checked and packed beside
 * sessions still streaming, one of up to 10 MB raised the peak of a run of 200 MB transcripts by
 * about 40 MB, where at the end, with every session done, it costs nothing extra.
 */
export const PACK_AS_IT_ENDS_BYTES = 1024 * 1024;

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
 * report.json at once. Reports are packed one at a time: a report (at most 1 MB) is read and its
 * block written synchronously, which costs less than handing each step to libuv's thread pool,
 * and compressed there.
 * An execution whose report is large or cannot be packed is not recorded: writeHtmlReport then
 * reads its report.json as it does for any other output folder.
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
  let size = 0;
  let file: number | undefined;
  let queue: Promise<void> = Promise.resolve();
  let removed = false;

  const pack = async (key: string, artifactDir: string): Promise<void> => {
    const dir = join(outDir, artifactDir);
    if (removed || !isStrictlyWithin(outDir, dir)) return;
    const stored = join(dir, "report.json");
    if (statSync(stored).size > PACK_AS_IT_ENDS_BYTES) return;
    const report = parseStoredReport(readFileSync(stored, "utf8"));
    if (report === undefined) return;
    const packed = await packDetailInBackground(sessionDetail(report));
    const bytes = Buffer.from(detailBlockText(packed));
    file ??= openSync(path, "w+");
    writeBytes(file, bytes);
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
        return { type: entry.type, bytes: readBytes(file, entry.offset, entry.length) };
      } catch {
        return undefined;
      }
    },
    async remove() {
      removed = true;
      await queue;
      try {
        if (file !== undefined) closeSync(file);
      } finally {
        rmSync(path, { force: true });
      }
    },
  };
}
