import { closeSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { isStrictlyWithin } from "../model/path-within.ts";
import { readBytes, readTextInPieces, writeBytes } from "./file-bytes.ts";
import { type PackedDetail, packDetailInBackground } from "./html/pack-detail.ts";
import { detailBlockText } from "./html/render-html-report.ts";
import { sessionDetail } from "./html/report-data.ts";
import { packStoredReport } from "./pack-stored-report.ts";
import { parseStoredReport } from "./stored-report.ts";

/**
 * A report.json larger than this is packed when the run settles, with no session left streaming,
 * and one event at a time (pack-stored-report.ts); a smaller one as its execution ends, whole,
 * which costs less CPU. Read, checked and packed whole beside sessions still streaming, a report
 * of up to 10 MB raised the peak of a run of 200 MB transcripts by about 40 MB.
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
 * file, so report.html copies finished blocks instead of reading, checking and packing every
 * report.json at once. Reports are packed one at a time: a report is read and its block written
 * synchronously, which costs less than handing each step to libuv's thread pool, and compressed
 * there. A report over `PACK_AS_IT_ENDS_BYTES` waits for `settled`.
 * An execution whose report cannot be packed is not recorded: writeHtmlReport then reads its
 * report.json as it does for any other output folder.
 */
export interface PackedDetailsFile {
  /** Packs the report.json of an execution that just ended, in the background. */
  add(key: string, artifactDir: string): void;
  /** Packs the large reports added so far; resolves when everything added is packed (or given up). Never rejects. */
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
  /** Executions whose report waits for `settled`, by key. */
  const large = new Map<string, string>();

  const pack = async (key: string, artifactDir: string, settling: boolean): Promise<void> => {
    const dir = join(outDir, artifactDir);
    if (removed || !isStrictlyWithin(outDir, dir)) return;
    const stored = join(dir, "report.json");
    if (!settling && statSync(stored).size > PACK_AS_IT_ENDS_BYTES) {
      large.set(key, artifactDir);
      return;
    }
    const packed = settling ? await packStoredReport(readTextInPieces(stored)) : await packWhole(stored);
    if (packed === undefined) return;
    const bytes = Buffer.from(detailBlockText(packed));
    file ??= openSync(path, "w+");
    writeBytes(file, bytes);
    entries.set(key, { artifactDir, type: packed.type, offset: size, length: bytes.length });
    size += bytes.length;
  };

  return {
    add(key, artifactDir) {
      entries.delete(key);
      queue = queue
        .then(() => {
          large.delete(key);
          return pack(key, artifactDir, false);
        })
        .catch(() => undefined);
    },
    settled() {
      queue = queue.then(async () => {
        for (const [key, artifactDir] of large) {
          large.delete(key);
          await pack(key, artifactDir, true).catch(() => undefined);
        }
      });
      return queue;
    },
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

async function packWhole(stored: string): Promise<PackedDetail | undefined> {
  const report = parseStoredReport(readFileSync(stored, "utf8"));
  return report === undefined ? undefined : await packDetailInBackground(sessionDetail(report));
}
