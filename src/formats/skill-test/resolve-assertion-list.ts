import { dirname, resolve } from "node:path";
import { type ValuePath, validateSource, type YamlSource } from "../../config/yaml-source.ts";
import { didYouMean } from "../../model/did-you-mean.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { isStrictlyWithin } from "../../model/path-within.ts";
import type { AssertionSpec, ConfigWarning } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "../agentv/collect-problems.ts";
import { toSkillTestAssertion } from "./skill-test-assertion.ts";
import { fileReferenceSchema } from "./test-file-schema.ts";

/** How the resolver reaches other files: injected, so resolution stays pure. */
export interface AssertionFileReader {
  /** The parsed file (positions named by its display path), or undefined when it does not exist. */
  read(absolutePath: string): YamlSource | undefined;
  /** The path with symlinks resolved when it exists, else as given. */
  realPath(absolutePath: string): string;
  /** How the user knows the file: relative to the project root. */
  display(absolutePath: string): string;
}

export interface AssertionListContext {
  /** Real absolute path of the skill's `skill-tests/` folder: the boundary for `file:` references. */
  skillTestsDir: string;
  /** Missing referenced files: error when strict, else a warning and the reference is skipped. */
  strict: boolean;
  reader: AssertionFileReader;
  warnings: ConfigWarning[];
  /** Named assertions of a scenarios-format file; undefined in the list format. */
  named?: ReadonlyMap<string, AssertionSpec>;
}

/** An assertion list where it was written: its items, its file and its path inside that file. */
export interface AssertionListLocation {
  source: YamlSource;
  /** Real absolute path of `source`'s file. */
  file: string;
  path: ValuePath;
  items: readonly unknown[];
}

/**
 * Resolves a case's `assertions:` or `golden_assertions:` list: assertions from `file:`
 * references come first (in order, depth first), then names and inline assertions as written.
 * Duplicate ids, circular references and references outside `skill-tests/` are errors.
 */
export function resolveAssertionList(
  list: AssertionListLocation,
  context: AssertionListContext,
  golden: boolean,
): AssertionSpec[] {
  const problems: ConfigError[] = [];
  const { fromFiles, own } = collect(list, context, golden, [list.file], problems);
  const resolved = [...fromFiles, ...own];
  problems.push(...duplicateIds(resolved));
  throwProblems(problems);
  return resolved;
}

interface Collected {
  fromFiles: AssertionSpec[];
  own: AssertionSpec[];
}

function collect(
  list: AssertionListLocation,
  context: AssertionListContext,
  golden: boolean,
  stack: readonly string[],
  problems: ConfigError[],
): Collected {
  const collected: Collected = { fromFiles: [], own: [] };
  for (const [index, item] of list.items.entries()) {
    const path = [...list.path, index];
    collectProblems(problems, () => {
      if (typeof item === "object" && item !== null && !Array.isArray(item) && "file" in item) {
        const reference = validateSource(list.source, fileReferenceSchema, path, item);
        const targets = typeof reference.file === "string" ? [reference.file] : reference.file;
        for (const [targetIndex, target] of targets.entries()) {
          const at = list.source.positionOf(
            typeof reference.file === "string" ? [...path, "file"] : [...path, "file", targetIndex],
          );
          const included = includeFile(target, at, list.file, context, golden, stack, problems);
          collected.fromFiles.push(...included.fromFiles, ...included.own);
        }
      } else if (typeof item === "string") {
        collected.own.push(namedAssertion(item, list.source.positionOf(path), context, golden));
      } else {
        collected.own.push(
          toSkillTestAssertion(list.source, path, item, { golden, warnings: context.warnings }),
        );
      }
    });
  }
  return collected;
}

function includeFile(
  target: string,
  at: SourcePosition,
  fromFile: string,
  context: AssertionListContext,
  golden: boolean,
  stack: readonly string[],
  problems: ConfigError[],
): Collected {
  const empty: Collected = { fromFiles: [], own: [] };
  const absolute = resolve(dirname(fromFile), target);
  const real = context.reader.realPath(absolute);
  if (!isStrictlyWithin(context.skillTestsDir, real)) {
    throw new ConfigError(`file reference "${target}" is outside the skill's skill-tests/ folder`, {
      position: at,
      hint: `shared assertion files must live under ${context.reader.display(context.skillTestsDir)}/ (a security boundary); paths are relative to the file that references them`,
    });
  }
  if (stack.includes(real)) {
    const chain = [...stack.slice(stack.indexOf(real)), real].map((file) => context.reader.display(file));
    throw new ConfigError(`circular file reference: ${chain.join(" → ")}`, {
      position: at,
      hint: "an assertion file cannot include itself, directly or through other files",
    });
  }
  const source = context.reader.read(absolute);
  if (source === undefined) {
    const message = `referenced assertion file not found: ${context.reader.display(absolute)}`;
    if (context.strict) {
      throw new ConfigError(message, {
        position: at,
        hint: "fix the path (relative to the file that references it), or set strict: false to warn instead",
      });
    }
    context.warnings.push({
      message: `${message} (skipped; strict: true makes this an error)`,
      position: at,
    });
    return empty;
  }
  if (source.value === null) return empty;
  const { path, value } = assertionsIn(source);
  if (Array.isArray(value)) {
    return collect({ source, file: real, path, items: value }, context, golden, [...stack, real], problems);
  }
  if (typeof value === "object" && value !== null) {
    // A named map (`has-score: {type: regex, ...}`), as a scenarios file's `assertions:` is written:
    // each entry's key is its id, in the order written.
    const own = Object.entries(value).flatMap(([name, definition]) => {
      const spec = collectProblems(problems, () =>
        toSkillTestAssertion(source, [...path, name], definition, {
          golden,
          name,
          warnings: context.warnings,
        }),
      );
      return spec === undefined ? [] : [spec];
    });
    return { fromFiles: [], own };
  }
  throw new ConfigError("an assertion file must hold a YAML list of assertions or a map of named ones", {
    position: source.positionOf(path),
    hint: "start each assertion with `- id: ...`, or write `my-check: {type: ..., ...}` per named assertion",
  });
}

/** The file's assertions: the whole file, or its `assertions:` key when it is laid out like a scenarios file. */
function assertionsIn(source: YamlSource): { path: ValuePath; value: unknown } {
  const value = source.value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "assertions" in value) {
    return { path: ["assertions"], value: Reflect.get(value, "assertions") };
  }
  return { path: [], value };
}

function namedAssertion(
  name: string,
  at: SourcePosition,
  context: AssertionListContext,
  golden: boolean,
): AssertionSpec {
  if (context.named === undefined) {
    throw new ConfigError(`"${name}" refers to a named assertion, which only the scenarios format defines`, {
      position: at,
      hint: "write the assertion inline (`- id: ... type: ...`), or use a file with `assertions:` and `scenarios:` maps",
    });
  }
  const spec = context.named.get(name);
  if (spec === undefined) {
    const names = [...context.named.keys()];
    const suggestion = didYouMean(name, names);
    throw new ConfigError(`undefined assertion reference "${name}"`, {
      position: at,
      hint:
        suggestion !== undefined
          ? `did you mean "${suggestion}"?`
          : names.length > 0
            ? `named assertions: ${names.join(", ")}`
            : "define it under the file's top-level `assertions:` map",
    });
  }
  return { ...spec, golden, required: !golden };
}

function duplicateIds(assertions: readonly AssertionSpec[]): ConfigError[] {
  const first = new Map<string, AssertionSpec>();
  const problems: ConfigError[] = [];
  for (const assertion of assertions) {
    const name = assertion.name ?? "";
    const earlier = first.get(name);
    if (earlier === undefined) {
      first.set(name, assertion);
      continue;
    }
    problems.push(
      new ConfigError(`duplicate assertion id "${name}"`, {
        position: assertion.source,
        hint: `first defined at ${describe(earlier.source)}; ids name results, so each must be unique in a case's list`,
      }),
    );
  }
  return problems;
}

function describe(position: SourcePosition): string {
  if (position.line === undefined) return position.file;
  return `${position.file}:${position.line}${position.column === undefined ? "" : `:${position.column}`}`;
}
