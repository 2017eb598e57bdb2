import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Comparison } from "../compare/comparison.ts";
import { isStrictlyWithin } from "../model/path-within.ts";
import type { Results } from "../model/results.ts";
import type { SessionReport } from "../model/session-report.ts";
import { copyBetweenFiles, writeBytes, writeText } from "./file-bytes.ts";
import { detailBlock, detailBlockTags, HTML_REPORT_TAIL, htmlReportHead } from "./html/render-html-report.ts";
import type { ExecutionDetail } from "./html/report-data.ts";
import type { PackedDetailsFile } from "./packed-details-file.ts";
import { parseStoredReport } from "./stored-report.ts";

export const HTML_REPORT_FILE = "report.html";

export interface WriteHtmlReportOptions {
  /** Where to write; default `<outDir>/report.html`. Artifact links are made relative to it. */
  path?: string;
  /** The comparison with base that the comment and report.md render (default: none). */
  comparison?: Comparison;
  runUrl?: string;
  /** Details the run packed as its executions ended: copied as they are, their report.json not read again. */
  packedDetails?: PackedDetailsFile;
}

/**
 * Renders `report.html` from the results, each execution's artifact names and its session: the
 * detail the run packed as the execution ended (`packedDetails`), else its stored report.json,
 * read from the output folder. Writes it atomically and returns the path written. One
 * execution's report is in memory at a time: its detail block goes to disk as soon as it is
 * packed, and the page is the same as `renderHtmlReport` gives for all of them at once.
 */
export function writeHtmlReport(
  outDir: string,
  results: Results,
  options: WriteHtmlReportOptions = {},
): string {
  const path = resolve(options.path ?? join(outDir, HTML_REPORT_FILE));
  mkdirSync(dirname(path), { recursive: true });
  const blocksFile = `${path}.${process.pid}.details.tmp`;
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const blocks = openSync(blocksFile, "w+");
    let executions: Map<string, ExecutionDetail>;
    try {
      executions = writeDetailBlocks(outDir, results, blocks, options.packedDetails);
      const artifactsBase = relative(dirname(path), resolve(outDir)).split("\\").join("/");
      const page = openSync(temporary, "w");
      try {
        writeText(
          page,
          htmlReportHead({
            results,
            comparison: options.comparison,
            executions,
            links: { artifactsBase, runUrl: options.runUrl },
          }),
        );
        copyBetweenFiles(blocks, page);
        writeText(page, HTML_REPORT_TAIL);
      } finally {
        closeSync(page);
      }
    } finally {
      closeSync(blocks);
    }
    renameSync(temporary, path);
  } finally {
    rmSync(blocksFile, { force: true });
    rmSync(temporary, { force: true });
  }
  return path;
}

/** Each execution's artifact names, and its detail block written to `file` when it has a report. */
function writeDetailBlocks(
  outDir: string,
  results: Results,
  file: number,
  packed: PackedDetailsFile | undefined,
): Map<string, ExecutionDetail> {
  const executions = new Map<string, ExecutionDetail>();
  results.executions.forEach((execution, index) => {
    const dir = join(outDir, execution.artifactDir);
    // results.json may come from a downloaded artifact: read nothing outside the output folder.
    if (!isStrictlyWithin(outDir, dir) || !existsSync(dir)) return;
    const detail =
      copyPackedBlock(index, execution.key, execution.artifactDir, file, packed) ||
      writeBlock(index, dir, file);
    executions.set(execution.key, {
      detail,
      artifacts: readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    });
  });
  return executions;
}

/** The block of a detail packed during the run; whether there was one. */
function copyPackedBlock(
  index: number,
  key: string,
  artifactDir: string,
  file: number,
  packed: PackedDetailsFile | undefined,
): boolean {
  const text = packed?.packedText(key, artifactDir);
  if (text === undefined) return false;
  const [open, close] = detailBlockTags(index, text.type);
  writeText(file, open);
  writeBytes(file, text.bytes);
  writeText(file, `${close}\n`);
  return true;
}

/** The block of an execution's stored report.json; whether it had one. */
function writeBlock(index: number, dir: string, file: number): boolean {
  const report = readStoredReport(join(dir, "report.json"));
  if (report === undefined) return false;
  let block: string;
  try {
    block = detailBlock(index, report);
  } catch {
    // Arguments nested deeper than JSON.stringify goes (a report from elsewhere): no timeline.
    return false;
  }
  writeText(file, `${block}\n`);
  return true;
}

/** A report.json that is missing or unreadable leaves the page without a timeline, not the run without a report. */
function readStoredReport(file: string): SessionReport | undefined {
  return existsSync(file) ? parseStoredReport(readFileSync(file, "utf8")) : undefined;
}
