import { posix } from "node:path";
import { stringList } from "../fields.ts";
import { tokenizeShell } from "../shell-tokens.ts";

const SHELLS = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
const SHELL_FLAGS = /^-(?:l?c|cl)$/;

/** A command as Codex reports it: a string, or an argv array in some builds; anything else is none. */
export function commandOf(value: unknown): string | string[] | undefined {
  if (typeof value === "string") return value;
  return stringList(value);
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
 * The words of a command line (a line break separates words), or undefined when it is not a plain
 * word list: an unquoted operator or expansion (`|`, `;`, `$`, a glob, …), a comment, or an
 * unterminated quote.
 */
function shellWords(line: string): string[] | undefined {
  const { tokens, openQuote, comment } = tokenizeShell(line);
  if (openQuote || comment) return undefined;
  const words: string[] = [];
  for (const token of tokens) {
    if (token.kind === "op" && token.value === "\n") continue;
    if (token.kind === "op" || token.dynamic) return undefined;
    words.push(token.value);
  }
  return words;
}
