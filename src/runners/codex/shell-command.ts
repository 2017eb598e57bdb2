import { posix } from "node:path";

const SHELLS = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
const SHELL_FLAGS = /^-(?:l?c|cl)$/;

/** A command as Codex reports it: a string, or an argv array in some builds; anything else is none. */
export function commandOf(value: unknown): string | string[] | undefined {
  if (typeof value === "string") return value;
  return Array.isArray(value) && value.every((word) => typeof word === "string") ? value : undefined;
}

/**
 * The command the model asked for. Codex reports what it ran: `/bin/bash -lc <shell-quoted cmd>`
 * (0.169.0), `bash -lc …` (2025 builds) or `/bin/sh -lc …` (`codex review`), quoted with none,
 * single or double quotes. Anything that is not exactly `<shell> -lc <one word>` stays as it is.
 */
export function unwrapShellCommand(command: string | readonly string[]): string {
  const words = typeof command === "string" ? shellWords(command) : [...command];
  if (words === undefined || words.length !== 3) {
    return typeof command === "string" ? command : command.join(" ");
  }
  const [shell = "", flag = "", script = ""] = words;
  if (SHELLS.has(posix.basename(shell)) && SHELL_FLAGS.test(flag)) return script;
  return typeof command === "string" ? command : command.join(" ");
}

/**
 * Splits a command line into words, undoing quotes and backslashes. Returns undefined when the line
 * has an unquoted operator or expansion (`|`, `;`, `$`, …) or an unterminated quote: then it is not
 * a plain word list and must not be unwrapped.
 */
function shellWords(line: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  while (i < line.length) {
    const char = line.charAt(i);
    if (char === " " || char === "\t" || char === "\n") {
      if (word !== undefined) words.push(word);
      word = undefined;
      i += 1;
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return undefined;
      word = (word ?? "") + line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      let value = "";
      let j = i + 1;
      for (; j < line.length && line.charAt(j) !== '"'; j += 1) {
        const inner = line.charAt(j);
        const next = line.charAt(j + 1);
        if (
          inner === "\\" &&
          (next === '"' || next === "\\" || next === "$" || next === "`" || next === "\n")
        ) {
          if (next !== "\n") value += next;
          j += 1;
        } else if (inner === "$" || inner === "`") {
          return undefined;
        } else {
          value += inner;
        }
      }
      if (j >= line.length) return undefined;
      word = (word ?? "") + value;
      i = j + 1;
    } else if (char === "\\") {
      const next = line.charAt(i + 1);
      if (next !== "\n") word = (word ?? "") + next;
      i += 2;
    } else if ("|&;<>()`$*?[".includes(char) || (word === undefined && (char === "#" || char === "~"))) {
      return undefined;
    } else {
      word = (word ?? "") + char;
      i += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
