import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Comparison } from "../compare/comparison.ts";
import { isStrictlyWithin } from "../model/path-within.ts";
import type { Results } from "../model/results.ts";
import { type SessionReport, sessionReportSchema } from "../model/session-report.ts";
import { detailBlock, HTML_REPORT_TAIL, htmlReportHead } from "./html/render-html-report.ts";
import type { ExecutionDetail } from "./html/report-data.ts";

export const HTML_REPORT_FILE = "report.html";

const COPY_BYTES = 1 << 16;

export interface WriteHtmlReportOptions {
  /** Where to write; default `<outDir>/report.html`. Artifact links are made relative to it. */
  path?: string;
  /** The comparison with base that the comment and report.md render (default: none). */
  comparison?: Comparison;
  runUrl?: string;
}

/**
 * Reads each execution's stored normalized report and artifact names from the output folder,
 * renders `report.html` and writes it atomically. Returns the path written. One execution's
 * report is in memory at a time: its detail block goes to disk as soon as it is packed, and the
 * page is the same as `renderHtmlReport` gives for all of them at once.
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
      executions = writeDetailBlocks(outDir, results, blocks);
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
        copyAll(blocks, page);
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
function writeDetailBlocks(outDir: string, results: Results, file: number): Map<string, ExecutionDetail> {
  const executions = new Map<string, ExecutionDetail>();
  results.executions.forEach((execution, index) => {
    const dir = join(outDir, execution.artifactDir);
    // results.json may come from a downloaded artifact: read nothing outside the output folder.
    if (!isStrictlyWithin(outDir, dir) || !existsSync(dir)) return;
    const report = readStoredReport(join(dir, "report.json"));
    if (report !== undefined) writeText(file, `${detailBlock(index, report)}\n`);
    executions.set(execution.key, {
      detail: report !== undefined,
      artifacts: readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    });
  });
  return executions;
}

function writeText(file: number, text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(file, bytes, offset);
}

function copyAll(from: number, to: number): void {
  const buffer = Buffer.alloc(COPY_BYTES);
  let position = 0;
  for (;;) {
    const read = readSync(from, buffer, 0, COPY_BYTES, position);
    if (read === 0) return;
    position += read;
    let offset = 0;
    while (offset < read) offset += writeSync(to, buffer, offset, read - offset);
  }
}

/** A report.json that is missing or unreadable leaves the page without a timeline, not the run without a report. */
function readStoredReport(file: string): SessionReport | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = sessionReportSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
