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
export declare const COMMAND_SEPARATORS: ReadonlySet<string>;
export declare function tokenizeShell(source: string): ShellTokens;
/**
 * The simple commands of a command line, as their words: split at `&&`, `||`, `;`, `|`, `&`,
 * newlines, subshell parentheses and backticks, without redirections (`> out.txt`, `2>&1`, `<in`,
 * here-documents) and their targets.
 */
export declare function splitCommandLine(line: string): string[][];
/**
 * A program and its arguments written as one string (agentv's `cli` targets, code graders), split
 * into argv words the way a POSIX shell quotes them; a line break is a space, and any other operator
 * stays a word of its own, for the program to read. Undefined when a quote is left open.
 */
export declare function commandLineWords(line: string): string[] | undefined;
