import { compareResults } from "../../compare/compare-results.ts";
import type { Comparison } from "../../compare/comparison.ts";
import type { Results } from "../../model/results.ts";
import { comparisonMethod, mismatchText } from "../comparison-text.ts";
import { escapeControlBytes } from "../control-bytes.ts";
import { escapeMarkdownInline, markdownCode } from "../markdown-escape.ts";
import { commentMarker, DEFAULT_COMMENT_HEADER } from "./comment-marker.ts";
import { type ListSection, listSections } from "./comment-sections.ts";
import { caseTable, costTable, passRateTable } from "./comment-tables.ts";
import { commentVerdict } from "./comment-verdict.ts";
import { byteLength, cutToLimit } from "./fit-to-limit.ts";
import { selectionSection } from "./selection-section.ts";
import { upliftSection } from "./uplift-section.ts";

/** GitHub's cap on an issue or PR comment body. */
export const COMMENT_LIMIT = 65_536;
/** GitHub's cap on a step's job summary. */
export const SUMMARY_LIMIT = 1_048_576;

export interface CommentLinks {
  runUrl?: string;
  artifactsUrl?: string;
  reportUrl?: string;
}

export interface CommentInput {
  results: Results;
  /** Default: no baseline, so no comparison. */
  comparison?: Comparison;
  links?: CommentLinks;
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

/** Items shown per list at each step down; the first that fits the limit wins. */
const LIST_CAPS = [Number.POSITIVE_INFINITY, 200, 100, 50, 25, 10, 5, 2, 0];
/** Longer lists fold into <details>. */
const OPEN_ITEMS = 10;

/**
 * The PR comment (and, with a larger limit, report.md and the job summary): verdict line, pass
 * rates per runner, then regressions, unexpected passes, expected failures, flaky, fixed/new/
 * removed, failures by class, cost, links. Always within `limit`: long lists are shortened with
 * a pointer to the job summary and artifacts before anything is cut. Pure.
 */
export function renderComment(input: CommentInput, options: CommentOptions = {}): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const hint = options.overflowHint ?? "see the job summary and the artifacts";
  const comparison = input.comparison ?? compareResults(input.results, undefined);
  const parts = {
    top: topPart(input.results, comparison, options.header ?? DEFAULT_COMMENT_HEADER),
    lists: [
      ...listSections(input.results, comparison),
      ...upliftSection(input.results),
      ...selectionSection(input.results),
    ],
    bottom: bottomPart(input, comparison),
    allCases: options.allCases === true ? input.results.runners.map((runner) => runner.id) : [],
  };
  let rendered = "";
  for (const cap of LIST_CAPS) {
    // Agent output quoted in the comment cannot carry control bytes into it.
    rendered = escapeControlBytes(layout(input.results, parts, cap, hint));
    if (byteLength(rendered) <= limit) return rendered;
  }
  return cutToLimit(rendered, limit, `\n\n… cut to fit; ${hint}.\n`);
}

interface Parts {
  top: string[];
  lists: ListSection[];
  bottom: string[];
  allCases: string[];
}

function layout(results: Results, parts: Parts, cap: number, hint: string): string {
  const lists = parts.lists.map((section) => renderList(section, cap, hint));
  // The case tables shrink with the lists, ten rows per list item, and go last.
  const tables =
    cap === 0
      ? []
      : parts.allCases.map((runner) =>
          details(`All cases on ${escapeMarkdownInline(runner)}`, caseTable(results, runner, cap * 10, hint)),
        );
  return `${[...parts.top, ...lists, ...parts.bottom, ...tables].join("\n\n")}\n`;
}

function topPart(results: Results, comparison: Comparison, header: string): string[] {
  return [
    commentMarker(header),
    `## ${commentVerdict(results, comparison)}`,
    baselineLine(results, comparison),
    ...notes(results, comparison),
    passRateTable(results, comparison),
  ];
}

function baselineLine(results: Results, comparison: Comparison): string {
  const head = results.run.commit ? `Head ${markdownCode(shortSha(results.run.commit))}` : "This run";
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
  return `${head} compared with base${commit}${behind}${source}. ${comparisonMethod(comparison)}`;
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
  const links = [
    link("Workflow run", input.links?.runUrl),
    link("Artifacts", input.links?.artifactsUrl),
    link("Full report", input.links?.reportUrl),
  ].filter((entry) => entry !== "");
  return [
    details("Cost and tokens", costTable(comparison)),
    ...(links.length === 0 ? [] : [links.join(" · ")]),
  ];
}

/**
 * A section's list within `cap` items. A plain list shows its first items open and folds the
 * rest; a grouped list (failures by class) folds whole once it is long.
 */
function renderList(section: ListSection, cap: number, hint: string): string {
  const total = section.groups.reduce((sum, group) => sum + group.items.length, 0);
  const more = total > cap ? [`… ${total - cap} more, ${hint}.`] : [];
  const heading = `### ${section.heading}`;
  const [only] = section.groups;
  if (section.groups.length === 1 && only !== undefined && only.title === undefined) {
    const shown = only.items.slice(0, cap).map((item) => `- ${item}`);
    const open = shown.slice(0, OPEN_ITEMS);
    const rest = shown.slice(OPEN_ITEMS);
    if (rest.length === 0) return [heading, ...open, ...(more.length > 0 ? ["", ...more] : [])].join("\n");
    return [
      heading,
      ...open,
      "",
      details(`${total - OPEN_ITEMS} more`, [...rest, ...(more.length > 0 ? ["", ...more] : [])].join("\n")),
    ].join("\n");
  }
  const lines: string[] = [];
  let room = cap;
  for (const group of section.groups) {
    if (room <= 0) break;
    const shown = group.items.slice(0, room);
    room -= shown.length;
    if (group.title !== undefined) lines.push("", `**${escapeMarkdownInline(group.title)}**`, "");
    lines.push(...shown.map((item) => `- ${item}`));
  }
  const body = [...lines, ...(more.length > 0 ? ["", ...more] : [])].join("\n").trim();
  return [heading, total > OPEN_ITEMS ? details(`Show ${total}`, body) : body].join("\n");
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
