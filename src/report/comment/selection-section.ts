import type { Results } from "../../model/results.ts";
import { escapeMarkdownInline, markdownCode } from "../markdown-escape.ts";
import type { ListSection } from "./comment-sections.ts";

/**
 * Why these suites ran: the selection's reason (a pull request's changed files, or everything),
 * then each suite with what selected it, and the suites the change deleted. Pure.
 */
export function selectionSection(results: Results): ListSection[] {
  const selection = results.run.selection;
  if (selection === undefined) return [];
  const suites = results.suites.map((suite) => {
    const reasons = suite.selectedBecause ?? [];
    return reasons.length === 0
      ? markdownCode(suite.id)
      : `${markdownCode(suite.id)}: ${reasons.map(escapeMarkdownInline).join("; ")}`;
  });
  const removed = selection.removedSuites.map((path) => `${markdownCode(path)}: removed by this change`);
  return [
    {
      heading: `🔎 ${results.suites.length === 1 ? "Why this suite ran" : `Why these ${results.suites.length} suites ran`}: ${escapeMarkdownInline(selection.reason)}`,
      items: [...suites, ...removed],
    },
  ];
}
