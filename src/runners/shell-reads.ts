import { posix } from "node:path";
import { COMMAND_SEPARATORS, type ShellToken, type ShellWord, tokenizeShell } from "./shell-tokens.ts";

/**
 * Files a shell command prints for the agent to see: `cat`, `head`, `tail`, `less`, `more`, `nl`
 * and `sed` (not in-place), inside chains and pipes (`a && cat x | head`). A heuristic, not a
 * shell: words with expansions or globs are skipped, and a command whose stdout goes to a file is
 * a copy, not a read. Relative paths are joined with a preceding `cd DIR` in the same command and
 * otherwise returned as written; the caller resolves them against the working directory.
 */
export function extractShellReads(command: string): string[] {
  const reads: string[] = [];
  // undefined: still the working directory; null: changed to a directory we cannot know.
  let dir: string | null | undefined;
  for (const segment of splitSegments(tokenizeShell(command).tokens)) {
    const words = stripPrefixes(segment.words);
    const name = words[0] === undefined ? undefined : posix.basename(words[0].value);
    if (name === undefined) continue;
    if (name === "cd") {
      const target = words[1];
      if (target === undefined || !isLiteral(target) || target.value === "-") dir = null;
      else if (dir === undefined || target.value.startsWith("/")) dir = target.value;
      else if (dir !== null) dir = posix.join(dir, target.value);
      continue;
    }
    const read = readCommands[name];
    if (read === undefined || segment.stdoutToFile) continue;
    const files = read(words.slice(1));
    if (files === undefined) continue;
    for (const file of [...files, ...segment.stdinFiles]) {
      if (!isLiteral(file) || file.value === "-" || /^\/(?:dev|proc)\//.test(file.value)) continue;
      if (file.value.startsWith("/") || dir === undefined) reads.push(file.value);
      else if (dir !== null) reads.push(posix.join(dir, file.value));
    }
  }
  return reads;
}

interface Segment {
  words: ShellWord[];
  stdoutToFile: boolean;
  stdinFiles: ShellWord[];
}

const prefixWords = new Set([
  "sudo",
  "time",
  "nohup",
  "command",
  "builtin",
  "exec",
  "env",
  "then",
  "do",
  "else",
  "if",
  "elif",
  "while",
  "until",
  "!",
  "{",
  "}",
]);

function isLiteral(word: ShellWord): boolean {
  return !word.dynamic && word.value.length > 0;
}

function splitSegments(tokens: readonly ShellToken[]): Segment[] {
  const segments: Segment[] = [];
  let segment: Segment = { words: [], stdoutToFile: false, stdinFiles: [] };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.kind === "word") {
      segment.words.push(token);
    } else if (COMMAND_SEPARATORS.has(token.value)) {
      segments.push(segment);
      segment = { words: [], stdoutToFile: false, stdinFiles: [] };
    } else {
      const target = tokens[i + 1];
      if (target?.kind !== "word") continue;
      i += 1;
      const op = token.value;
      if (op === "<" || op === "0<") segment.stdinFiles.push(target);
      else if (/^(?:1?>|1?>>|1?>\||&>|&>>)$/.test(op) || (op.endsWith(">&") && !/^\d/.test(target.value))) {
        segment.stdoutToFile = !/^\/dev\/(?:stdout|stderr)$/.test(target.value);
      }
    }
  }
  segments.push(segment);
  return segments;
}

function stripPrefixes(words: readonly ShellWord[]): ShellWord[] {
  let start = 0;
  while (start < words.length) {
    const word = words[start];
    if (word === undefined) break;
    const isAssignment = !word.quoted && /^[A-Za-z_][A-Za-z0-9_]*=/.test(word.value);
    if (!isAssignment && !prefixWords.has(word.value)) break;
    start += 1;
  }
  return words.slice(start);
}

/** Returns the file operands of a reading command, or undefined when the invocation is not a read. */
type ReadOperands = (args: readonly ShellWord[]) => ShellWord[] | undefined;

const readCommands: Record<string, ReadOperands> = {
  cat: (args) => operands(args, new Set()),
  less: (args) =>
    operands(args, new Set(["-b", "-h", "-j", "-k", "-o", "-O", "-p", "-P", "-t", "-T", "-x", "-y", "-z"])),
  more: (args) => operands(args, new Set(["-n"])),
  head: (args) => operands(args, new Set(["-n", "-c", "--lines", "--bytes"])),
  tail: (args) =>
    operands(args, new Set(["-n", "-c", "-s", "--lines", "--bytes", "--pid", "--sleep-interval"])),
  nl: (args) => operands(args, new Set(["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"])),
  sed: sedOperands,
};

/** Non-option words, skipping the values of the options named in `withValue`. */
function operands(args: readonly ShellWord[], withValue: ReadonlySet<string>): ShellWord[] {
  const files: ShellWord[] = [];
  let optionsDone = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === undefined) continue;
    const value = arg.value;
    if (optionsDone || value === "-" || !(value.startsWith("-") || value.startsWith("+")) || arg.quoted) {
      files.push(arg);
    } else if (value === "--") {
      optionsDone = true;
    } else if (withValue.has(value)) {
      i += 1;
    }
  }
  return files;
}

function sedOperands(args: readonly ShellWord[]): ShellWord[] | undefined {
  const rest: ShellWord[] = [];
  let hasScript = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === undefined) continue;
    const value = arg.value;
    if (arg.quoted || !value.startsWith("-") || value === "-") {
      rest.push(arg);
    } else if (value.startsWith("--")) {
      if (value.startsWith("--in-place")) return undefined;
      if (value === "--expression" || value === "--file" || value === "--line-length") i += 1;
      if (value.startsWith("--expression") || value.startsWith("--file")) hasScript = true;
    } else {
      const flags = value.slice(1);
      if (flags.includes("i")) return undefined;
      const valueFlag = /[efl]/.exec(flags);
      if (valueFlag !== null) {
        if (valueFlag[0] !== "l") hasScript = true;
        if (valueFlag.index === flags.length - 1) i += 1;
      }
    }
  }
  return hasScript ? rest : rest.slice(1);
}
