import type { Comparison } from "../compare/comparison.ts";
import type { Results } from "../model/results.ts";
import { type CommentLinks, renderComment, SUMMARY_LIMIT } from "./comment/render-comment.ts";

export interface MarkdownReportOptions {
  comparison?: Comparison;
  links?: CommentLinks;
  header?: string;
  notices?: readonly string[];
}

/**
 * `report.md` and the job summary: the PR comment's content with every case listed, within the
 * job summary's 1 MiB. Pure: results in, markdown out.
 */
export function renderMarkdownReport(results: Results, options: MarkdownReportOptions = {}): string {
  return renderComment(
    { results, comparison: options.comparison, links: options.links, notices: options.notices },
    {
      limit: SUMMARY_LIMIT,
      header: options.header,
      allCases: true,
      overflowHint: "see results.json in the output folder or the artifacts",
    },
  );
}
