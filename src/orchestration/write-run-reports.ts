import { join } from "node:path";
import type { Comparison } from "../compare/comparison.ts";
import type { Results } from "../model/results.ts";
import type { PackedDetailsFile } from "../report/packed-details-file.ts";
import { renderJunitXml } from "../report/render-junit.ts";
import { renderMarkdownReport } from "../report/render-markdown.ts";
import { writeHtmlReport } from "../report/write-html-report.ts";
import { writeFileAtomic, writeResults } from "../report/write-results.ts";

export interface RunReports {
  resultsPath: string;
  reportPath: string;
  markdown: string;
}

/**
 * The files every finished run leaves in its output folder: results.json, junit.xml, report.md,
 * report.html (with the details the run packed as it went, when it did).
 */
export function writeRunReports(
  outDir: string,
  results: Results,
  comparison?: Comparison,
  packedDetails?: PackedDetailsFile,
): RunReports {
  const resultsPath = writeResults(outDir, results);
  writeFileAtomic(join(outDir, "junit.xml"), renderJunitXml(results, comparison));
  const markdown = renderMarkdownReport(results, { comparison });
  const reportPath = join(outDir, "report.md");
  writeFileAtomic(reportPath, markdown);
  writeHtmlReport(outDir, results, { comparison, packedDetails });
  return { resultsPath, reportPath, markdown };
}
