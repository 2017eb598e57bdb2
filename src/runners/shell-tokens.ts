/**
 * The one shell lexer: a command line as POSIX sh would split it into words and operators, quotes
 * and backslashes undone, comments dropped and here-document bodies skipped. Nothing is expanded
 * or run; a word that would be expanded is marked `dynamic`. Used to find the files a command reads
 * (shell-reads.ts), to match commands (assert/command-matcher.ts), and to split a command written
 * as one string into argv words (agentv targets, code graders).
 */

export interface ShellWord {
  kind: "word";
  value: string;
  /** The word had an unquoted `$`, backtick or glob character: its value is not a literal. */
  dynamic: boolean;
  quoted: boolean;
}

export interface ShellOperator {
  kind: "op";
  /** `&&`, `||`, `;`, `|`, `&`, a newline, `(`, `)`, a backtick, or a redirection (`>`, `2>&`, `<<`, …). */
  value: string;
}

export type ShellToken = ShellWord | ShellOperator;

export interface ShellTokens {
  tokens: ShellToken[];
  /** A quote was left open: its word runs to the end of the line. */
  openQuote: boolean;
  /** A comment was dropped. */
  comment: boolean;
}

/** Operators that end a simple command. */
export const COMMAND_SEPARATORS: ReadonlySet<string> = new Set([
  "&&",
  "||",
  ";",
  ";;",
  "|",
  "|&",
  "&",
  "\n",
  "(",
  ")",
  "`",
]);

export function tokenizeShell(source: string): ShellTokens {
  const tokens: ShellToken[] = [];
  const heredocs: { delimiter: string; stripTabs: boolean }[] = [];
  let word: ShellWord | undefined;
  let expectHeredocDelimiter: boolean | undefined;
  let openQuote = false;
  let comment = false;
  const current = (): ShellWord => {
    word ??= { kind: "word", value: "", dynamic: false, quoted: false };
    return word;
  };
  const endWord = (): void => {
    if (word === undefined) return;
    if (expectHeredocDelimiter !== undefined) {
      heredocs.push({ delimiter: word.value, stripTabs: expectHeredocDelimiter });
      expectHeredocDelimiter = undefined;
    } else {
      tokens.push(word);
    }
    word = undefined;
  };
  let i = 0;
  while (i < source.length) {
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === "\\" && next === "\n") {
      i += 2;
    } else if (char === "\\") {
      current().value += next;
      i += 2;
    } else if (char === "'") {
      const end = source.indexOf("'", i + 1);
      if (end === -1) openQuote = true;
      const stop = end === -1 ? source.length : end;
      const target = current();
      target.value += source.slice(i + 1, stop);
      target.quoted = true;
      i = stop + 1;
    } else if (char === '"') {
      i = readDoubleQuoted(source, i + 1, current());
      if (i > source.length) openQuote = true;
    } else if (char === " " || char === "\t" || char === "\r") {
      endWord();
      i += 1;
    } else if (char === "#" && word === undefined) {
      comment = true;
      const end = source.indexOf("\n", i);
      i = end === -1 ? source.length : end;
    } else if (char === "\n") {
      endWord();
      tokens.push({ kind: "op", value: "\n" });
      i = skipHeredocBodies(source, i + 1, heredocs.splice(0));
    } else if (char === "<" || char === ">") {
      const fd = word !== undefined && !word.quoted && /^\d+$/.test(word.value) ? word.value : "";
      if (fd !== "") word = undefined;
      endWord();
      const op = /^(?:<<<|<<-|<<|<>|<&|<|>>|>&|>\||>)/.exec(source.slice(i))?.[0] ?? char;
      tokens.push({ kind: "op", value: fd + op });
      if (op === "<<" || op === "<<-") expectHeredocDelimiter = op === "<<-";
      i += op.length;
    } else if (char === "&" || char === "|" || char === ";" || char === "(" || char === ")" || char === "`") {
      endWord();
      const op = /^(?:&&|&>>|&>|\|\||\|&|;;|[&|;()`])/.exec(source.slice(i))?.[0] ?? char;
      tokens.push({ kind: "op", value: op });
      i += op.length;
    } else {
      const target = current();
      if (
        char === "$" ||
        char === "*" ||
        char === "?" ||
        char === "[" ||
        (char === "~" && target.value === "")
      ) {
        target.dynamic = true;
      }
      target.value += char;
      i += 1;
    }
  }
  endWord();
  return { tokens, openQuote, comment };
}

/**
 * The simple commands of a command line, as their words: split at `&&`, `||`, `;`, `|`, `&`,
 * newlines, subshell parentheses and backticks, without redirections (`> out.txt`, `2>&1`, `<in`,
 * here-documents) and their targets.
 */
export function splitCommandLine(line: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  const { tokens } = tokenizeShell(line);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.kind === "word") words.push(token.value);
    else if (COMMAND_SEPARATORS.has(token.value)) {
      if (words.length > 0) commands.push(words);
      words = [];
    } else if (tokens[i + 1]?.kind === "word") i += 1;
  }
  if (words.length > 0) commands.push(words);
  return commands;
}

/**
 * A program and its arguments written as one string (agentv's `cli` targets, code graders), split
 * into argv words the way a POSIX shell quotes them; a line break is a space, and any other operator
 * stays a word of its own, for the program to read. Undefined when a quote is left open.
 */
export function commandLineWords(line: string): string[] | undefined {
  const { tokens, openQuote } = tokenizeShell(line);
  if (openQuote) return undefined;
  return tokens.flatMap((token) => (token.kind === "op" && token.value === "\n" ? [] : [token.value]));
}

/** Reads a double-quoted string body from `start` (after the quote); returns the index after it. */
function readDoubleQuoted(source: string, start: number, target: ShellWord): number {
  target.quoted = true;
  let i = start;
  while (i < source.length && source.charAt(i) !== '"') {
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === "\\" && (next === '"' || next === "\\" || next === "$" || next === "`" || next === "\n")) {
      // A backslash-newline inside double quotes joins the lines, as outside them.
      if (next !== "\n") target.value += next;
      i += 2;
      continue;
    }
    if (char === "$" || char === "`") target.dynamic = true;
    target.value += char;
    i += 1;
  }
  return i + 1;
}

/** Skips the bodies of here-documents opened on the line that just ended; returns the new index. */
function skipHeredocBodies(
  source: string,
  start: number,
  heredocs: { delimiter: string; stripTabs: boolean }[],
): number {
  let i = start;
  for (const heredoc of heredocs) {
    while (i < source.length) {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      const line = source.slice(i, stop);
      i = stop + 1;
      if ((heredoc.stripTabs ? line.replace(/^\t+/, "") : line) === heredoc.delimiter) break;
    }
  }
  return Math.min(i, source.length);
}
