import { type Document, isMap, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { didYouMean } from "../model/did-you-mean.ts";
import { ConfigError, ConfigErrors, type SourcePosition } from "../model/errors.ts";
import { allowedKeysAt } from "./schema-keys.ts";

export type ValuePath = readonly (string | number)[];

/** A parsed YAML (or JSON) file that can still say where each of its values came from. */
export interface YamlSource {
  file: string;
  value: unknown;
  /** Line and column (1-based) of the value at `path`, or of its key with `atKey`; the deepest ancestor found. */
  positionOf(path: ValuePath, atKey?: boolean): SourcePosition;
}

/** Parses YAML or JSON text; syntax errors become ConfigErrors with their positions. Pure. */
export function parseYamlSource(text: string, file: string): YamlSource {
  checkIsText(text, file);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  const at = (offset: number | undefined): SourcePosition => {
    if (offset === undefined) return { file };
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  if (document.errors.length > 0) {
    throw new ConfigErrors(
      document.errors.map(
        (error) =>
          new ConfigError(error.message.split("\n")[0] ?? error.message, {
            position: at(error.pos[0]),
            hint: "fix the YAML syntax at this position",
          }),
      ),
    );
  }
  return {
    file,
    value: plainValue(document, file),
    positionOf: (path, atKey = false) => at(offsetOf(document.contents, path, atKey)),
  };
}

/** Larger than any suite or config a person writes: refused before the parser spends minutes on it. */
const MAX_SOURCE_CHARS = 32 * 1024 * 1024;

/**
 * Files are read as UTF-8: a UTF-16 file, a binary file or invalid UTF-8 bytes (decoded as U+FFFD)
 * would otherwise surface as a baffling YAML error far from the cause.
 */
function checkIsText(text: string, file: string): void {
  if (text.length > MAX_SOURCE_CHARS) {
    throw new ConfigError(`the file is too large (${Math.round(text.length / 1024 / 1024)} MB of text)`, {
      position: { file },
      hint: "suites and configs are read whole; split the file or move the data into files a case references",
    });
  }
  const nul = text.indexOf("\u0000");
  const replacement = text.indexOf("\uFFFD");
  if (nul === -1 && replacement === -1) return;
  const index = nul === -1 ? replacement : replacement === -1 ? nul : Math.min(nul, replacement);
  const line = text.slice(0, index).split("\n").length;
  const utf16 = text.startsWith("\uFFFD\uFFFD") || nul !== -1;
  throw new ConfigError(
    utf16
      ? "the file is not UTF-8 text (it looks like UTF-16 or binary)"
      : "the file contains bytes that are not valid UTF-8",
    {
      position: { file, line },
      hint: "save the file as UTF-8 (without NUL bytes)",
    },
  );
}

/**
 * The document as plain data. Aliases are where YAML can hurt: an unresolved one, a self-reference
 * (a cycle no loader can walk) or an alias bomb must be a ConfigError, never a ReferenceError.
 */
function plainValue(document: Document.Parsed, file: string): unknown {
  let value: unknown;
  try {
    value = document.toJS() ?? null;
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      position: { file },
      hint: "fix the anchors (&name) and aliases (*name) in this file, or write the values out",
    });
  }
  if (isCyclic(value, new Set())) {
    throw new ConfigError("an alias refers to a value that contains it (a cycle)", {
      position: { file },
      hint: "an alias (*name) cannot point at one of its own parents; write the value out",
    });
  }
  return value;
}

function isCyclic(value: unknown, ancestors: Set<object>): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  const cyclic = children.some((child) => isCyclic(child, ancestors));
  ancestors.delete(value);
  return cyclic;
}

/**
 * Checks the value at `basePath` of a source against a schema; every issue becomes a ConfigError
 * at the offending line and column, unknown keys with a did-you-mean hint.
 */
export function validateSource<T extends z.ZodType>(
  source: YamlSource,
  schema: T,
  basePath: ValuePath = [],
  value: unknown = valueAt(source.value, basePath),
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigErrors(
    result.error.issues.map((issue) => {
      const path = [
        ...basePath,
        ...issue.path.filter((key): key is string | number => typeof key !== "symbol"),
      ];
      const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      const relativePath = issue.path.filter((key): key is string | number => typeof key !== "symbol");
      const where = path.length > 0 ? `${path.join(".")}: ` : "";
      // A record key that fails its schema: say why, at the key, not "Invalid key in record".
      const keyProblem = issue.code === "invalid_key" ? issue.issues[0]?.message : undefined;
      const choice = unknownChoice(issue, valueAt(value, relativePath));
      if (choice !== undefined) {
        return new ConfigError(`${where}${choice.message}`, {
          position: source.positionOf(path),
          hint: choice.hint,
        });
      }
      return new ConfigError(
        `${where}${keyProblem === undefined ? issue.message : `invalid name: ${keyProblem}`}`,
        {
          position:
            unknownKey === undefined
              ? source.positionOf(path, keyProblem !== undefined)
              : source.positionOf([...path, unknownKey], true),
          hint:
            unknownKey === undefined
              ? issueHint(issue)
              : unknownKeyHint(unknownKey, allowedKeysAt(schema, value, relativePath)),
        },
      );
    }),
  );
}

/** The value at `path` inside plain data, or undefined. */
export function valueAt(value: unknown, path: ValuePath): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/**
 * A discriminated union's "Invalid discriminator value" (`agent: claude-kode`), said as what it
 * is: the value written, and the nearest valid one.
 */
function unknownChoice(
  issue: z.core.$ZodIssue,
  written: unknown,
): { message: string; hint: string } | undefined {
  if (issue.code !== "invalid_union") return undefined;
  const discriminator: unknown = Reflect.get(issue, "discriminator");
  const options: unknown = Reflect.get(issue, "options");
  if (typeof discriminator !== "string" || !Array.isArray(options)) return undefined;
  const choices = options.map(String);
  const listed = `use one of: ${choices.join(", ")}`;
  if (written === undefined) return { message: `${discriminator} is required`, hint: listed };
  const suggestion = typeof written === "string" ? didYouMean(written, choices) : undefined;
  return {
    message: `unknown ${discriminator} ${JSON.stringify(written)}`,
    hint: suggestion === undefined ? listed : `did you mean "${suggestion}"? (${listed})`,
  };
}

/** What to write instead, from the kind of zod issue. */
function issueHint(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `write ${issue.expected === "array" ? "a list" : issue.expected === "object" ? "a mapping" : `a ${issue.expected}`} here`;
    case "too_big":
      return issue.inclusive === false
        ? `use a value below ${String(issue.maximum)}`
        : `use a value of at most ${String(issue.maximum)}`;
    case "too_small":
      return issue.inclusive === false
        ? `use a value above ${String(issue.minimum)}`
        : `use a value of at least ${String(issue.minimum)}`;
    case "invalid_value":
      return `use one of: ${issue.values.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
    case "invalid_union":
      return "this value matches none of the accepted shapes; see the format's documentation";
    default:
      return "see the format's documentation for this field";
  }
}

export function unknownKeyHint(unknownKey: string, allowed: readonly string[]): string {
  const suggestion = didYouMean(unknownKey, allowed);
  if (suggestion !== undefined) return `did you mean "${suggestion}"?`;
  return allowed.length > 0 ? `allowed keys: ${allowed.join(", ")}` : "remove this key";
}

function offsetOf(root: unknown, path: ValuePath, atKey: boolean): number | undefined {
  let node: unknown = root;
  let offset = rangeStart(root);
  for (const [index, key] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => scalarValue(item.key) === String(key));
      if (pair === undefined) return offset;
      const isLast = index === path.length - 1;
      offset = isLast && atKey ? rangeStart(pair.key) : (rangeStart(pair.value) ?? rangeStart(pair.key));
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      node = node.items[key];
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  if (typeof node !== "object" || node === null || !("range" in node)) return undefined;
  const range: unknown = node.range;
  return Array.isArray(range) && typeof range[0] === "number" ? range[0] : undefined;
}

function scalarValue(node: unknown): string | undefined {
  if (typeof node !== "object" || node === null || !("value" in node)) return undefined;
  return String(node.value);
}
