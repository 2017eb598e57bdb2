export interface CodeBlock {
  /** The first word of the fence's info string, lower-cased; undefined for a bare fence. */
  language: string | undefined;
  code: string;
}

/**
 * The fenced code blocks of a markdown text (``` or ~~~, as CommonMark opens and closes them: up to
 * three spaces of indent, a closing fence of the same character at least as long). A block left
 * open runs to the end of the text, as CommonMark reads it.
 */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { fence: string; language: string | undefined; indent: number; lines: string[] } | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    if (open === undefined) {
      const start = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
      if (start !== null) {
        const language = start[3] === undefined || start[3] === "" ? undefined : start[3].toLowerCase();
        open = { fence: start[2] ?? "```", language, indent: start[1]?.length ?? 0, lines: [] };
      }
      continue;
    }
    const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    const fence = close?.[1];
    if (fence !== undefined && fence[0] === open.fence[0] && fence.length >= open.fence.length) {
      blocks.push({ language: open.language, code: open.lines.join("\n") });
      open = undefined;
      continue;
    }
    // Content lines lose up to the opening fence's indent, as CommonMark strips it.
    open.lines.push(line.replace(new RegExp(`^ {0,${open.indent}}`), ""));
  }
  if (open !== undefined) blocks.push({ language: open.language, code: open.lines.join("\n") });
  return blocks;
}

const ALIASES: readonly (readonly string[])[] = [
  ["javascript", "js", "node", "mjs", "cjs", "jsx"],
  ["typescript", "ts", "tsx", "mts", "cts"],
  ["python", "py", "python3"],
  ["bash", "sh", "shell", "zsh", "console"],
  ["ruby", "rb"],
  ["rust", "rs"],
  ["go", "golang"],
  ["yaml", "yml"],
];

/** Whether a block's language is the one asked for, allowing the usual short names (js, py, sh). */
export function isSameLanguage(blockLanguage: string | undefined, wanted: string): boolean {
  if (blockLanguage === undefined) return false;
  const a = blockLanguage.toLowerCase();
  const b = wanted.toLowerCase();
  return a === b || ALIASES.some((group) => group.includes(a) && group.includes(b));
}

const EXTENSIONS: Record<string, string> = {
  javascript: "js",
  typescript: "ts",
  python: "py",
  bash: "sh",
  ruby: "rb",
  rust: "rs",
  go: "go",
  yaml: "yaml",
};

/** A file extension for code in `language`, so interpreters that care (tsx, deno) see the right one. */
export function extensionFor(language: string | undefined): string {
  if (language === undefined) return "txt";
  const lower = language.toLowerCase();
  const group = ALIASES.find((names) => names.includes(lower));
  const canonical = group?.[0] ?? lower;
  const extension = EXTENSIONS[canonical] ?? canonical;
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : "txt";
}
