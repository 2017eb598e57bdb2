/** Text safe inside a markdown table cell: no pipes, newlines or HTML can break out of it. */
export function escapeMarkdownCell(text: string): string {
  return escapeMarkdownInline(text).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Text shown literally in markdown prose: markup characters and HTML are neutralised. */
export function escapeMarkdownInline(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      // `$` too: GitHub renders $…$ and $$…$$ as math, where an agent could draw any text it likes.
      .replace(/([\\`*_[\]#~$])/g, "\\$1")
      // A zero-width space after "@": agent output naming @someone or @org/team pings no one.
      .replace(/@(?=[A-Za-z0-9])/g, "@\u200b")
      // And one inside "GH-7", which GitHub links (and cross-references) as an issue, as it does "#7".
      .replace(/\b(gh)-(?=\d)/gi, "$1\u200b-")
  );
}

/** An inline code span that holds any text, backticks included. */
export function markdownCode(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\r?\n/g, " ").replace(/\|/g, "\\|")}${fence}`;
}
