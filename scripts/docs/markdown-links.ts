/** Headings and relative links of a markdown page, to check that every link and anchor resolves. */

export interface MarkdownLink {
  line: number;
  /** The file part, relative to the page; "" for an anchor on the same page. */
  target: string;
  /** The part after `#`, or undefined. */
  anchor: string | undefined;
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  return markdown.split("\n").flatMap((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: index + 1, text }];
  });
}

/** The anchors GitHub gives the page's headings (github-slugger's rule, duplicates numbered). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Links to files of this repository (not URLs), outside code blocks and code spans. */
export function relativeLinks(markdown: string): MarkdownLink[] {
  return proseLines(markdown).flatMap(({ line, text }) =>
    [...text.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match): MarkdownLink[] => {
      const href = match[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return [];
      const [target = "", anchor] = href.split("#");
      return [{ line, target, anchor }];
    }),
  );
}
