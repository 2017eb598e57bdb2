import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Comparison } from "../compare/comparison.ts";
import { isStrictlyWithin } from "../model/path-within.ts";
import type { Results } from "../model/results.ts";
import { type SessionReport, sessionReportSchema } from "../model/session-report.ts";
import { type ExecutionDetail, renderHtmlReport } from "./html/render-html-report.ts";
import { writeFileAtomic } from "./write-results.ts";

export const HTML_REPORT_FILE = "report.html";

export interface WriteHtmlReportOptions {
  /** Where to write; default `<outDir>/report.html`. Artifact links are made relative to it. */
  path?: string;
  /** The comparison with base that the comment and report.md render (default: none). */
  comparison?: Comparison;
  runUrl?: string;
}

/**
 * Reads each execution's stored normalized report and artifact names from the output folder,
 * renders `report.html` and writes it atomically. Returns the path written.
 */
export function writeHtmlReport(
  outDir: string,
  results: Results,
  options: WriteHtmlReportOptions = {},
): string {
  const path = resolve(options.path ?? join(outDir, HTML_REPORT_FILE));
  const executions = new Map<string, ExecutionDetail>();
  for (const execution of results.executions) {
    const dir = join(outDir, execution.artifactDir);
    // results.json may come from a downloaded artifact: read nothing outside the output folder.
    if (!isStrictlyWithin(outDir, dir) || !existsSync(dir)) continue;
    executions.set(execution.key, {
      report: readStoredReport(join(dir, "report.json")),
      artifacts: readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    });
  }
  const artifactsBase = relative(dirname(path), resolve(outDir)).split("\\").join("/");
  const html = renderHtmlReport({
    results,
    comparison: options.comparison,
    executions,
    links: { artifactsBase, runUrl: options.runUrl },
  });
  writeFileAtomic(path, html);
  return path;
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
