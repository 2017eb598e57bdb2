import { compareResults } from "../../compare/compare-results.ts";
import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import type { SessionReport } from "../../model/session-report.ts";
import { commentVerdict } from "../comment/comment-verdict.ts";
import { comparisonCounts } from "../comparison-text.ts";
import { escapeControlBytes } from "../control-bytes.ts";
import { formatDuration, formatUsd } from "../format.ts";
import { escapeXmlAttribute as escapeAttribute, escapeXmlText as escapeHtml } from "../xml-escape.ts";
import { renderComparisonSection } from "./comparison-section.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { jsonForScript } from "./embed-json.ts";
import { type PackedDetail, packDetail } from "./pack-detail.ts";
import { renderPassRateTables } from "./pass-rate-tables.ts";
import { buildReportData, type ExecutionDetail, sessionDetail } from "./report-data.ts";
import { REPORT_SCRIPT } from "./report-script.ts";
import { REPORT_STYLES } from "./report-styles.ts";

export type { ExecutionDetail } from "./report-data.ts";

export interface HtmlReportInput {
  results: Results;
  /**
   * The comparison with base, the very one the PR comment renders (`compareResults`), so the two
   * never disagree on a case. Default: no baseline, so nothing is compared.
   */
  comparison?: Comparison;
  /** Stored transcripts and artifact file names, by execution key. */
  executions?: ReadonlyMap<string, ExecutionDetail>;
  links?: {
    /** Path from the HTML file to the output folder; "" (the default) when it sits beside results.json. */
    artifactsBase?: string;
    /** The CI run that produced the results. */
    runUrl?: string;
  };
  /** Details larger than this many bytes of JSON are embedded gzipped. */
  compressAboveBytes?: number;
}

/**
 * `report.html`: one self-contained file (inline CSS and JS, no network, a strict CSP) with pass
 * rates, a filterable case × runner grid, and each execution's assertions and session timeline.
 * Pure: data in, HTML out.
 */
export function renderHtmlReport(input: HtmlReportInput): string {
  const details = input.executions ?? new Map<string, ExecutionDetail>();
  return [
    htmlReportHead(input),
    ...detailBlocks(input.results, details, input.compressAboveBytes).map((block) => `${block}\n`),
    HTML_REPORT_TAIL,
  ].join("");
}

/**
 * The page up to its detail blocks, ending in a newline: what `renderHtmlReport` writes before
 * them. An execution's `detail` flag says whether its block follows, when its report is not given.
 */
export function htmlReportHead(input: Omit<HtmlReportInput, "compressAboveBytes">): string {
  const { results } = input;
  const comparison = input.comparison ?? compareResults(results, undefined);
  const details = input.executions ?? new Map<string, ExecutionDetail>();
  const data = buildReportData({
    results,
    comparison,
    executions: details,
    artifactsBase: input.links?.artifactsBase ?? "",
  });
  const verdict = commentVerdict(results, comparison);
  const title = `skill-eval: ${verdict}`;
  return escapeControlBytes(
    [
      "<!doctype html>",
      '<html lang="en">',
      "<head>",
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      // Hashes are base64 and the rest is fixed text: nothing in the policy needs escaping.
      `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ style: REPORT_STYLES, script: REPORT_SCRIPT })}">`,
      `<title>${escapeHtml(title)}</title>`,
      `<style>${REPORT_STYLES}</style>`,
      "</head>",
      "<body>",
      '<a class="skip-link" href="#cases">Skip to the cases</a>',
      header(results, comparison, verdict, input.links?.runUrl),
      "<main>",
      '<section aria-labelledby="rates-title"><h2 id="rates-title">Pass rates</h2>',
      renderPassRateTables(results, comparison),
      "</section>",
      renderComparisonSection(comparison, input.results),
      '<section aria-labelledby="cases"><h2 id="cases" tabindex="-1">Cases</h2>',
      '<div id="filters" class="filters" role="search" aria-label="Filter cases"></div>',
      '<p id="count" class="count" aria-live="polite"></p>',
      '<table id="grid" class="grid"></table>',
      '<button id="more" type="button" class="more" hidden>Show more cases</button>',
      "<noscript><p>The case grid needs JavaScript; the pass rates above and results.json hold the same verdicts.</p></noscript>",
      "</section>",
      "</main>",
      '<dialog id="detail" class="detail" aria-labelledby="detail-title"></dialog>',
      `<script type="application/json" id="report-data">${jsonForScript(data)}</script>`,
      "",
    ].join("\n"),
  );
}

/** The page after its detail blocks. */
export const HTML_REPORT_TAIL = escapeControlBytes(
  [`<script>${REPORT_SCRIPT}</script>`, "</body>", "</html>", ""].join("\n"),
);

/** The data block of execution number `index` (in results.json's order): what opening it reads. */
export function detailBlock(index: number, report: SessionReport, compressAboveBytes?: number): string {
  const packed = packDetail(sessionDetail(report), compressAboveBytes);
  const [open, close] = detailBlockTags(index, packed.type);
  return `${open}${detailBlockText(packed)}${close}`;
}

/** What a detail block holds between its tags: the packed detail, control bytes escaped. */
export function detailBlockText(packed: PackedDetail): string {
  return escapeControlBytes(packed.text);
}

/**
 * The tags around the detail block of execution number `index`. They hold no control bytes, so a
 * text packed (and escaped) before the order is known is wrapped into the same block later.
 */
export function detailBlockTags(index: number, type: PackedDetail["type"]): [open: string, close: string] {
  return [`<script type="${type}" id="detail-${index}">`, "</script>"];
}

function header(
  results: Results,
  comparison: Comparison,
  verdict: string,
  runUrl: string | undefined,
): string {
  const run = results.run;
  const totalCost = results.executions.reduce((sum, execution) => sum + (execution.costUsd ?? 0), 0);
  const totalMs = results.executions.reduce((sum, execution) => sum + execution.durationMs, 0);
  const meta: [string, string][] = [
    ["Started", escapeHtml(run.startedAt)],
    ...(run.pullRequest === undefined
      ? []
      : ([
          [
            "Pull request",
            `#${run.pullRequest.number}, head <code>${escapeHtml(run.pullRequest.headSha)}</code>`,
          ],
        ] satisfies [string, string][])),
    [
      run.pullRequest === undefined || run.commit === run.pullRequest.headSha ? "Commit" : "Tested (merge)",
      run.commit === undefined ? "–" : `<code>${escapeHtml(run.commit)}</code>`,
    ],
    ["Executions", String(results.executions.length)],
    ["Agent time", formatDuration(totalMs)],
    ["Cost", formatUsd(totalCost)],
    ["skill-eval", escapeHtml(run.toolVersion)],
  ];
  if (comparison.baseline !== undefined) {
    const commit = `<code>${escapeHtml(comparison.baseline.commit ?? "unknown commit")}</code>`;
    const counts = escapeHtml(comparisonCounts(comparison));
    const link = `<a href="#compare-title"${comparison.counts.regressed + comparison.counts.unconfirmed > 0 ? ' class="down"' : ""}>${counts}</a>`;
    meta.push(["Baseline", `${commit}: ${link}`]);
  }
  if (runUrl !== undefined && /^https?:\/\//.test(runUrl)) {
    meta.push(["Run", `<a href="${escapeAttribute(runUrl)}">${escapeHtml(runUrl)}</a>`]);
  }
  return [
    "<header>",
    "<h1>skill-eval report</h1>",
    verdictParagraph(verdict),
    `<dl class="run-meta">${meta.map(([name, value]) => `<div><dt>${name}</dt><dd>${value}</dd></div>`).join("")}</dl>`,
    "</header>",
  ].join("\n");
}

/** The PR comment's verdict line with a text badge in place of its emoji, which not every system font has. */
function verdictParagraph(line: string): string {
  const text = line.replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, "");
  const green = line.startsWith("✅");
  const badge = `<span class="badge ${green ? "v-passed" : "v-failed"}">${green ? "PASS" : "FAIL"}</span>`;
  return `<p class="verdict-line">${badge} ${escapeHtml(text)}</p>`;
}

/** One data block per execution with a transcript, found by index when that execution is opened. */
function detailBlocks(
  results: Results,
  details: ReadonlyMap<string, ExecutionDetail>,
  compressAboveBytes: number | undefined,
): string[] {
  return results.executions.flatMap((execution, index) => {
    const report = details.get(execution.key)?.report;
    return report === undefined ? [] : [detailBlock(index, report, compressAboveBytes)];
  });
}
