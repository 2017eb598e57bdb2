import { compareResults } from "../../compare/compare-results.ts";
import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import { comparisonMethod, historyText, mismatchText } from "../comparison-text.ts";
import { escapeControlBytes } from "../control-bytes.ts";
import { escapeMarkdownInline, markdownCode } from "../markdown-escape.ts";
import { countsLine } from "./comment-counts.ts";
import { commentMarker, DEFAULT_COMMENT_HEADER } from "./comment-marker.ts";
import { type ListSection, listSections } from "./comment-sections.ts";
import { caseTable, compactRunnerTable, costTable, passRateTable } from "./comment-tables.ts";
import { commentVerdict } from "./comment-verdict.ts";
import { byteLength, cutToLimit } from "./fit-to-limit.ts";
import { forkSkippedLines } from "./fork-skipped-lines.ts";
import { selectionSection } from "./selection-section.ts";
import { upliftSection } from "./uplift-section.ts";

/** GitHub's cap on an issue or PR comment body. */
export const COMMENT_LIMIT = 65_536;
/** GitHub's cap on a step's job summary. */
export const SUMMARY_LIMIT = 1_048_576;

export interface CommentLinks {
  runUrl?: string;
  /** The run's artifacts list, when the results artifact itself is not known. */
  artifactsUrl?: string;
  /** The results artifact itself (`…/actions/runs/<id>/artifacts/<artifact-id>`), which holds report.html. */
  artifactUrl?: string;
  reportUrl?: string;
}

export interface CommentInput {
  results: Results;
  /** Default: no baseline, so no comparison. */
  comparison?: Comparison;
  links?: CommentLinks;
  /** Markdown lines right under the verdict: what the reader must fix first (a missing permission). */
  notices?: readonly string[];
}

export interface CommentOptions {
  /** Most bytes the markdown may take (and so most characters). */
  limit?: number;
  /** Sticky comment key, written into the hidden marker. */
  header?: string;
  /** Where a shortened list sends the reader. */
  overflowHint?: string;
  /** Every case in a table per runner (report.md and the job summary). */
  allCases?: boolean;
}

/** Rows of the all-cases tables at each step down; they are the first thing cut. */
const TABLE_ROWS = [2000, 500, 100, 20, 0];
/** Items a list keeps at each step down, applied to the least important list first. */
const LIST_CAPS = [50, 10, 0];
/** Longer lists fold into <details>. */
const OPEN_ITEMS = 10;

/**
 * The PR comment (and, with a larger limit, report.md and the job summary). Its first lines
 * answer "can I merge?": the verdict, notices to act on, one line of counts against base and a
 * per-runner table of at most five columns. Then the case lists, most important first
 * (listSections), the folded per-runner details and cost, and links. Always within `limit`: what
 * does not fit is shortened in reverse order of importance (the all-cases tables, then the last
 * list, ...), so regressions are the last to go, each shortened list saying how many it left out. Pure.
 */
export function renderComment(input: CommentInput, options: CommentOptions = {}): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const hint = options.overflowHint ?? "see the job summary and the artifacts";
  const header = options.header ?? DEFAULT_COMMENT_HEADER;
  const comparison = input.comparison ?? compareResults(input.results, undefined);
  const cut = (text: string) => cutToLimit(text, limit, `\n\n… cut to fit; ${hint}.\n`);
  if (input.results.run.skipped === "fork") {
    return cut(
      `${[
        commentMarker(header),
        `## ${commentVerdict(input.results, comparison)}`,
        ...(input.notices ?? []),
        ...forkSkippedLines(input.results),
        ...linksLine(input.links),
      ].join("\n\n")}\n`,
    );
  }
  const parts: Parts = {
    top: topPart(input, comparison, header),
    lists: [
      ...listSections(input.results, comparison),
      ...upliftSection(input.results),
      ...selectionSection(input.results),
    ],
    bottom: bottomPart(input, comparison),
    allCases: options.allCases === true ? input.results.runners.map((runner) => runner.id) : [],
  };
  let rendered = "";
  for (const step of shortenings(parts)) {
    // Agent output quoted in the comment cannot carry control bytes into it.
    rendered = escapeControlBytes(layout(input.results, parts, step, hint));
    if (byteLength(rendered) <= limit) return rendered;
  }
  return cut(rendered);
}

interface Parts {
  top: string[];
  lists: ListSection[];
  bottom: string[];
  allCases: string[];
}

/** How much of each part shows: rows of the all-cases tables, items of each list. */
interface Shortening {
  tableRows: number;
  listCaps: number[];
}

/** Everything; then fewer all-cases rows; then each list from the last up, shorter and shorter. */
function* shortenings(parts: Parts): Generator<Shortening> {
  const listCaps = parts.lists.map(() => Number.POSITIVE_INFINITY);
  let tableRows = Number.POSITIVE_INFINITY;
  yield { tableRows, listCaps: [...listCaps] };
  if (parts.allCases.length > 0) {
    for (const rows of TABLE_ROWS) {
      tableRows = rows;
      yield { tableRows, listCaps: [...listCaps] };
    }
  }
  for (let index = parts.lists.length - 1; index >= 0; index--) {
    for (const cap of LIST_CAPS) {
      listCaps[index] = cap;
      yield { tableRows, listCaps: [...listCaps] };
    }
  }
}

function layout(results: Results, parts: Parts, step: Shortening, hint: string): string {
  const lists = parts.lists.map((section, index) =>
    renderList(section, step.listCaps[index] ?? Number.POSITIVE_INFINITY, hint),
  );
  const tables =
    step.tableRows === 0
      ? []
      : parts.allCases.map((runner) =>
          details(
            `All cases on ${escapeMarkdownInline(runner)}`,
            caseTable(results, runner, step.tableRows, hint),
          ),
        );
  return `${[...parts.top, ...lists, ...parts.bottom, ...tables].join("\n\n")}\n`;
}

function topPart(input: CommentInput, comparison: Comparison, header: string): string[] {
  const { results } = input;
  return [
    commentMarker(header),
    `## ${commentVerdict(results, comparison)}`,
    ...(input.notices ?? []),
    countsLine(results, comparison),
    compactRunnerTable(results, comparison),
    ...notes(results, comparison),
    baselineLine(results, comparison),
  ];
}

function baselineLine(results: Results, comparison: Comparison): string {
  const head = headText(results);
  const { baseline } = comparison;
  if (baseline === undefined)
    return `${head} has no baseline to compare with, so nothing counts as a regression.`;
  const commit = baseline.commit ? ` ${markdownCode(shortSha(baseline.commit))}` : "";
  const behind =
    baseline.commitsBehind === undefined
      ? ""
      : baseline.commitsBehind === 0
        ? ", the merge base"
        : `, ${baseline.commitsBehind} commit${baseline.commitsBehind === 1 ? "" : "s"} behind the merge base`;
  const source = baseline.source ? ` (${escapeMarkdownInline(baseline.source)})` : "";
  const history = historyText(comparison, results, { code: markdownCode, text: escapeMarkdownInline });
  return `${head} compared with base${commit}${behind}${source}. ${comparisonMethod(comparison)}${history === "" ? "" : ` ${history}`}`;
}

/** The pull request's head, the commit reviewers see, and the merge the run tested when it differs. */
function headText(results: Results): string {
  const { commit, pullRequest } = results.run;
  if (pullRequest === undefined) return commit ? `Head ${markdownCode(shortSha(commit))}` : "This run";
  const merged =
    commit !== undefined && commit !== pullRequest.headSha
      ? ` (the run tested its merge with base ${markdownCode(shortSha(pullRequest.baseSha))})`
      : "";
  return `Head ${markdownCode(shortSha(pullRequest.headSha))}${merged}`;
}

function notes(results: Results, comparison: Comparison): string[] {
  const mismatches = comparison.mismatches.map(
    (mismatch) => `> ⚠️ ${mismatchText(mismatch, { code: markdownCode, text: escapeMarkdownInline })}`,
  );
  const budget = results.executions.filter((execution) => execution.skipReason === "budget").length;
  const missing = (results.run.shards?.missing ?? []).map(
    (shard) => `> 💥 Shard ${shard.index} is missing: ${escapeMarkdownInline(shard.reason)}`,
  );
  return [
    ...missing,
    ...mismatches,
    ...(budget === 0
      ? []
      : [`> ⚠️ The budget was reached: ${budget} execution(s) were skipped and count nowhere.`]),
  ];
}

function bottomPart(input: CommentInput, comparison: Comparison): string[] {
  return [
    details(
      "Per runner: agents, expected failures, unexpected passes, cost and tokens",
      `${passRateTable(input.results, comparison)}\n\n${costTable(comparison)}`,
    ),
    ...linksLine(input.links),
  ];
}

function linksLine(links: CommentLinks | undefined): string[] {
  const artifact = link("Results artifact", links?.artifactUrl);
  const shown = [
    link("Workflow run", links?.runUrl),
    artifact === "" ? link("Artifacts", links?.artifactsUrl) : `${artifact} (report.html inside)`,
    link("Full report", links?.reportUrl),
  ].filter((entry) => entry !== "");
  return shown.length === 0 ? [] : [shown.join(" · ")];
}

/** A section's list within `cap` items: the first items open, the rest folded, then how many were left out. */
function renderList(section: ListSection, cap: number, hint: string): string {
  const { items } = section;
  const more = items.length > cap ? [`… ${items.length - cap} more, ${hint}.`] : [];
  const shown = items.slice(0, cap).map((item) => `- ${item}`);
  const open = shown.slice(0, OPEN_ITEMS);
  const rest = shown.slice(OPEN_ITEMS);
  const heading = `### ${section.heading}`;
  if (rest.length === 0) return [heading, ...open, ...(more.length > 0 ? ["", ...more] : [])].join("\n");
  return [
    heading,
    ...open,
    "",
    details(`${rest.length} more`, rest.join("\n")),
    ...(more.length > 0 ? ["", ...more] : []),
  ].join("\n");
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

function link(label: string, url: string | undefined): string {
  if (url === undefined || !/^https?:\/\/[^\s]+$/.test(url)) return "";
  return `[${label}](${url.replace(/[()<>"]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)})`;
}

function shortSha(commit: string): string {
  return /^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 7) : commit;
}
