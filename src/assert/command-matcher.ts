/**
 * Structured matching of shell commands (skillgym's `commandMatcher`): which program, which
 * positional arguments, options and flags, whatever order the agent wrote them in.
 *
 * @example
 * assert.commands.includes(report, commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch"));
 * // matches `pnpm test --watch --filter=unit`, `pnpm --filter unit test --watch`, `cd app && pnpm test --filter unit --watch`
 */

import { splitCommandLine } from "../runners/shell-tokens.ts";
import { statelessPattern } from "./stateless-pattern.ts";

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

const BRAND = Symbol.for("skill-eval.commandMatcher");

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
export class CommandMatcherBuilder implements CommandMatcherBuilderLike {
  readonly [BRAND] = true;
  readonly #spec: MatcherSpec;

  constructor(spec: MatcherSpec = { args: [], options: [], strict: false }) {
    this.#spec = spec;
  }

  /** The program: a name (`pnpm`, also matching `/usr/bin/pnpm`), words (`npx skills`), or a RegExp. */
  executable(matcher: CommandValueMatcher): CommandMatcherBuilder {
    if (matcher instanceof RegExp) return this.#with({ program: matcher });
    if (typeof matcher !== "string" || matcher.trim() === "") {
      throw new TypeError(
        'commandMatcher: the program must be a non-empty string or a RegExp, e.g. commandMatcher("pnpm")',
      );
    }
    return this.#with({ program: matcher.trim().split(/\s+/) });
  }

  /** A positional argument. */
  arg(matcher: CommandValueMatcher): CommandMatcherBuilder {
    return this.#with({ args: [...this.#spec.args, checkValue(matcher, "arg")] });
  }

  /** Several positional arguments, in this order. */
  args(...matchers: readonly CommandValueMatcher[]): CommandMatcherBuilder {
    return matchers.reduce<CommandMatcherBuilder>((builder, matcher) => builder.arg(matcher), this);
  }

  /** An option with a value (`--filter unit` or `--filter=unit`); without `value`, any value; `true`, a flag. */
  option(name: string, value?: CommandValueMatcher | true): CommandMatcherBuilder {
    if (value === true) return this.flag(name);
    const rule = {
      name: optionName(name),
      ...(value === undefined ? {} : { value: checkValue(value, "option") }),
    };
    return this.#with({ options: [...this.#spec.options, rule] });
  }

  /** A flag without a value (`--watch`, `-v`; `-abc` names three). */
  flag(name: string): CommandMatcherBuilder {
    const flags = splitShortFlags(optionName(name)).map((flag) => ({ name: flag, value: true as const }));
    return this.#with({ options: [...this.#spec.options, ...flags] });
  }

  /** The command ends its options with `--`. */
  endOfOptions(): CommandMatcherBuilder {
    return this.#with({ endOfOptions: true });
  }

  /** Also fails on an option or flag not named, or arguments other than those named, in order. */
  strict(): CommandMatcherBuilder {
    return this.#with({ strict: true });
  }

  /** The same as `strict()`, as skillgym has both. */
  exact(): CommandMatcherBuilder {
    return this.strict();
  }

  /** skillgym's plain-object form of this matcher. */
  build(): StructuredCommandMatcher {
    const { program, args, options, endOfOptions, strict } = this.#spec;
    const byName: Record<string, (CommandValueMatcher | true)[]> = {};
    for (const rule of options) byName[rule.name] = [...(byName[rule.name] ?? []), rule.value ?? /[\s\S]*/];
    return {
      ...(program === undefined
        ? {}
        : { executable: program instanceof RegExp ? program : program.join(" ") }),
      positionals: [...args],
      options: Object.fromEntries(
        Object.entries(byName).map(([name, values]) => [
          name,
          values.length === 1 ? (values[0] ?? true) : values,
        ]),
      ),
      ...(endOfOptions === undefined ? {} : { endOfOptions }),
      strict,
    };
  }

  /** Whether a command line the agent ran matches. */
  test(commandLine: string): boolean {
    return commandsIn(commandLine).some((command) => this.#matches(command));
  }

  toString(): string {
    const { program, args, options, endOfOptions, strict } = this.#spec;
    const programText =
      program === undefined
        ? ""
        : program instanceof RegExp
          ? String(program)
          : JSON.stringify(program.join(" "));
    return [
      `commandMatcher(${programText})`,
      ...args.map((arg) => `.arg(${describeValue(arg)})`),
      ...options.map((rule) =>
        rule.value === true
          ? `.flag(${JSON.stringify(rule.name)})`
          : rule.value === undefined
            ? `.option(${JSON.stringify(rule.name)})`
            : `.option(${JSON.stringify(rule.name)}, ${describeValue(rule.value)})`,
      ),
      endOfOptions ? ".endOfOptions()" : "",
      strict ? ".strict()" : "",
    ].join("");
  }

  #with(change: Partial<MatcherSpec>): CommandMatcherBuilder {
    return new CommandMatcherBuilder({ ...this.#spec, ...change });
  }

  #matches(tokens: readonly string[]): boolean {
    const spec = this.#spec;
    const programLength = Array.isArray(spec.program) ? spec.program.length : 1;
    if (!programMatches(tokens, spec.program)) return false;
    const valueOptions = new Set(spec.options.filter((rule) => rule.value !== true).map((rule) => rule.name));
    const parsed = parseArguments(tokens.slice(programLength), valueOptions);
    const optionsMatch = spec.options.every(({ name, value: expected }) =>
      expected === true
        ? parsed.flags.has(name)
        : (parsed.options.get(name) ?? []).some(
            (value) => expected === undefined || valueMatches(value, expected),
          ),
    );
    if (!optionsMatch) return false;
    if (spec.endOfOptions !== undefined && parsed.endOfOptions !== spec.endOfOptions) return false;
    if (!spec.strict) return argsInOrder(parsed.positionals, spec.args);
    const named = new Set(spec.options.map((rule) => rule.name));
    const used = [...parsed.options.keys(), ...parsed.flags];
    return (
      used.every((name) => named.has(name)) &&
      parsed.positionals.length === spec.args.length &&
      spec.args.every((arg, index) => valueMatches(parsed.positionals[index] ?? "", arg))
    );
  }
}

/**
 * `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")`: a structured
 * matcher for `assert.commands.*`. Without a program, any program matches.
 */
export function commandMatcher(executable?: CommandValueMatcher): CommandMatcherBuilder {
  const builder = new CommandMatcherBuilder();
  return executable === undefined ? builder : builder.executable(executable);
}

/** A builder, a builder-like with `build()`, or skillgym's plain object, as one matcher; else undefined. */
export function toCommandMatcher(value: unknown): CommandMatcherBuilder | undefined {
  if (typeof value !== "object" || value === null || value instanceof RegExp || Array.isArray(value))
    return undefined;
  if (BRAND in value && value instanceof CommandMatcherBuilder) return value;
  if ("build" in value && typeof value.build === "function") return toCommandMatcher(value.build());
  const structured = value as StructuredCommandMatcher;
  if (!("executable" in value || "positionals" in value || "options" in value)) return undefined;
  let builder =
    structured.executable === undefined ? commandMatcher() : commandMatcher(structured.executable);
  builder = builder.args(...(structured.positionals ?? []));
  for (const [name, expected] of Object.entries(structured.options ?? {})) {
    for (const one of Array.isArray(expected) ? expected : [expected]) builder = builder.option(name, one);
  }
  if (structured.endOfOptions === true) builder = builder.endOfOptions();
  return structured.strict || structured.exact ? builder.strict() : builder;
}

/** Whether a value is any of the structured command matcher forms. */
export function isCommandMatcher(value: unknown): value is StructuredMatcher {
  return toCommandMatcher(value) !== undefined;
}

function programMatches(tokens: readonly string[], program: MatcherSpec["program"]): boolean {
  const first = tokens[0];
  if (first === undefined) return false;
  if (program === undefined) return true;
  if (program instanceof RegExp) return statelessPattern(program).test(first);
  return program.every((word, index) => (index === 0 ? sameProgram(first, word) : tokens[index] === word));
}

interface ParsedArguments {
  positionals: string[];
  options: Map<string, string[]>;
  flags: Set<string>;
  endOfOptions: boolean;
}

/** Reads options relative to the names the matcher expects to take a value. */
export function parseArguments(
  tokens: readonly string[],
  valueOptions: ReadonlySet<string>,
): ParsedArguments {
  const parsed: ParsedArguments = {
    positionals: [],
    options: new Map(),
    flags: new Set(),
    endOfOptions: false,
  };
  const addOption = (name: string, value: string) =>
    parsed.options.set(name, [...(parsed.options.get(name) ?? []), value]);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? "";
    const next = tokens[index + 1];
    if (parsed.endOfOptions || token === "-" || !token.startsWith("-") || /^-\d/.test(token)) {
      parsed.positionals.push(token);
    } else if (token === "--") {
      parsed.endOfOptions = true;
    } else if (token.startsWith("--") || /^-[^-]=/.test(token)) {
      const equals = token.indexOf("=");
      if (equals > 0) addOption(token.slice(0, equals), token.slice(equals + 1));
      else if (valueOptions.has(token) && next !== undefined) {
        addOption(token, next);
        index++;
      } else parsed.flags.add(token);
    } else {
      // A cluster of short options: flags until one that takes a value, which gets the rest.
      const letters = token.slice(1);
      for (let at = 0; at < letters.length; at++) {
        const name = `-${letters[at]}`;
        if (!valueOptions.has(name)) {
          parsed.flags.add(name);
          continue;
        }
        const attached = letters.slice(at + 1);
        if (attached !== "") addOption(name, attached);
        else if (next !== undefined) {
          addOption(name, next);
          index++;
        } else parsed.flags.add(name);
        break;
      }
    }
  }
  return parsed;
}

/** The simple commands in a command line, as argument lists. */
export function commandsIn(commandLine: string): string[][] {
  const commands: string[][] = [];
  for (const words of splitCommandLine(commandLine)) {
    const start = words.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    if (start === -1) continue;
    const command = words.slice(start);
    commands.push(command);
    const script = shellScript(command);
    if (script !== undefined) commands.push(...commandsIn(script));
  }
  return commands;
}

const SHELLS = new Set(["sh", "bash", "zsh", "dash"]);

/** The script of `sh -c '…'` / `bash -lc '…'`. */
function shellScript(command: readonly string[]): string | undefined {
  if (!SHELLS.has(basename(command[0] ?? ""))) return undefined;
  const flagIndex = command.findIndex((word, index) => index > 0 && /^-[a-z]*c[a-z]*$/.test(word));
  return flagIndex === -1 ? undefined : command[flagIndex + 1];
}

function sameProgram(observed: string, expected: string): boolean {
  return observed === expected || (!expected.includes("/") && basename(observed) === expected);
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Arguments appear among the positionals in the order named, others allowed in between. */
function argsInOrder(positionals: readonly string[], args: readonly CommandValueMatcher[]): boolean {
  let from = 0;
  for (const arg of args) {
    const found = positionals.findIndex((value, index) => index >= from && valueMatches(value, arg));
    if (found === -1) return false;
    from = found + 1;
  }
  return true;
}

function valueMatches(value: string, matcher: CommandValueMatcher): boolean {
  if (typeof matcher === "string") return value === matcher;
  return statelessPattern(matcher).test(value);
}

function checkValue(value: CommandValueMatcher, method: string): CommandValueMatcher {
  if (typeof value === "string" || value instanceof RegExp) return value;
  throw new TypeError(`commandMatcher().${method}: expected a string or a RegExp, found ${typeof value}`);
}

/** `--filter` as given; `filter` → `--filter`, `w` → `-w`. */
function optionName(name: string): string {
  if (typeof name !== "string" || name.replace(/^-+/, "") === "") {
    throw new TypeError(
      `commandMatcher: an option or flag name must be non-empty, like "--watch", found ${JSON.stringify(name)}`,
    );
  }
  if (name.startsWith("-")) return name;
  return name.length === 1 ? `-${name}` : `--${name}`;
}

/** `-abc` names three short flags. */
function splitShortFlags(name: string): string[] {
  if (name.startsWith("--") || name.length <= 2) return [name];
  return [...name.slice(1)].map((letter) => `-${letter}`);
}

function describeValue(value: CommandValueMatcher): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
