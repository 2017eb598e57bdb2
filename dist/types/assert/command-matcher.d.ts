/**
 * Structured matching of shell commands (skillgym's `commandMatcher`): which program, which
 * positional arguments, options and flags, whatever order the agent wrote them in.
 *
 * @example
 * assert.commands.includes(report, commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch"));
 * // matches `pnpm test --watch --filter=unit`, `pnpm --filter unit test --watch`, `cd app && pnpm test --filter unit --watch`
 */
/** A string matches a whole token exactly, a RegExp when it tests true. */
export type CommandValueMatcher = string | RegExp;
/** skillgym's plain-object form: `{ executable: "pnpm", positionals: ["test"], options: { "--watch": true } }`. */
export interface StructuredCommandMatcher {
    executable?: CommandValueMatcher;
    positionals?: readonly CommandValueMatcher[];
    /** `true`: a flag (present, no value); a list: each value must be present. */
    options?: Readonly<Record<string, CommandValueMatcher | true | readonly (CommandValueMatcher | true)[]>>;
    /** The command has (true) or has not (false) a `--` ending its options. */
    endOfOptions?: boolean;
    exact?: boolean;
    strict?: boolean;
}
/** Anything with skillgym's `build()`. */
export interface CommandMatcherBuilderLike {
    build(): StructuredCommandMatcher;
}
/** What `assert.commands.*` accept besides a string or RegExp (skillgym's `CommandMatcher` minus those). */
export type StructuredMatcher = CommandMatcherBuilder | CommandMatcherBuilderLike | StructuredCommandMatcher;
declare const BRAND: unique symbol;
interface OptionRule {
    name: string;
    /** undefined: any value; true: a flag, present without a value. */
    value?: CommandValueMatcher | true;
}
interface MatcherSpec {
    /** undefined: any program. */
    program?: readonly string[] | RegExp;
    args: readonly CommandValueMatcher[];
    options: readonly OptionRule[];
    endOfOptions?: boolean;
    /** No option or flag the matcher does not name, and exactly the arguments named, in order. */
    strict: boolean;
}
/**
 * An immutable builder: each method returns a new matcher, so a base matcher can be shared.
 *
 * Rules: options and flags may come in any order, arguments in the order named with others in
 * between; `--k v` = `--k=v`; `-abc` = `-a -b -c`, and `-p80` = `-p 80` when `-p` is an option
 * the matcher names with a value; after `--` every token is positional. A command line is split at
 * `&&`, `||`, `;`, `|`, `&`, newlines and subshells (here-document bodies and comments are not
 * commands), redirections and leading `NAME=value` assignments are skipped, and `sh -c '…'` (also
 * `bash -lc`) is looked into; one command matching is enough. The program matches by name or path.
 */
export declare class CommandMatcherBuilder implements CommandMatcherBuilderLike {
    #private;
    readonly [BRAND] = true;
    constructor(spec?: MatcherSpec);
    /** The program: a name (`pnpm`, also matching `/usr/bin/pnpm`), words (`npx skills`), or a RegExp. */
    executable(matcher: CommandValueMatcher): CommandMatcherBuilder;
    /** A positional argument. */
    arg(matcher: CommandValueMatcher): CommandMatcherBuilder;
    /** Several positional arguments, in this order. */
    args(...matchers: readonly CommandValueMatcher[]): CommandMatcherBuilder;
    /** An option with a value (`--filter unit` or `--filter=unit`); without `value`, any value; `true`, a flag. */
    option(name: string, value?: CommandValueMatcher | true): CommandMatcherBuilder;
    /** A flag without a value (`--watch`, `-v`; `-abc` names three). */
    flag(name: string): CommandMatcherBuilder;
    /** The command ends its options with `--`. */
    endOfOptions(): CommandMatcherBuilder;
    /** Also fails on an option or flag not named, or arguments other than those named, in order. */
    strict(): CommandMatcherBuilder;
    /** The same as `strict()`, as skillgym has both. */
    exact(): CommandMatcherBuilder;
    /** skillgym's plain-object form of this matcher. */
    build(): StructuredCommandMatcher;
    /** Whether a command line the agent ran matches. */
    test(commandLine: string): boolean;
    toString(): string;
}
/**
 * `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")`: a structured
 * matcher for `assert.commands.*`. Without a program, any program matches.
 */
export declare function commandMatcher(executable?: CommandValueMatcher): CommandMatcherBuilder;
/** A builder, a builder-like with `build()`, or skillgym's plain object, as one matcher; else undefined. */
export declare function toCommandMatcher(value: unknown): CommandMatcherBuilder | undefined;
/** Whether a value is any of the structured command matcher forms. */
export declare function isCommandMatcher(value: unknown): value is StructuredMatcher;
interface ParsedArguments {
    positionals: string[];
    options: Map<string, string[]>;
    flags: Set<string>;
    endOfOptions: boolean;
}
/** Reads options relative to the names the matcher expects to take a value. */
export declare function parseArguments(tokens: readonly string[], valueOptions: ReadonlySet<string>): ParsedArguments;
/** The simple commands in a command line, as argument lists. */
export declare function commandsIn(commandLine: string): string[][];
export {};
