import { isMap, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import { didYouMean } from "./did-you-mean.ts";
import { allowedKeysAt } from "./schema-keys.ts";

/**
 * Parses YAML or JSON text (JSON is YAML) against a zod schema, and reports every problem with
 * the file, line and column it comes from. Pure: text in, value or `ConfigErrors` out.
 */
export function parseStructured<T extends z.ZodType>(text: string, file: string, schema: T): z.output<T> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };

  if (document.errors.length > 0) {
    throw new ConfigErrors(
      document.errors.map(
        (error) =>
          new ConfigError(`${error.message.split("\n")[0]}`, {
            position: at(error.pos[0]),
            hint: "fix the YAML syntax at this position",
          }),
      ),
    );
  }

  const value: unknown = document.toJS();
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;

  throw new ConfigErrors(
    result.error.issues.map((issue) => {
      const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
      const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      const nodePath = unknownKey === undefined ? path : [...path, unknownKey];
      const offset = offsetOf(document.contents, nodePath, unknownKey !== undefined);
      const where = path.length > 0 ? `${path.join(".")}: ` : "";
      return new ConfigError(`${where}${issue.message}`, {
        position: offset === undefined ? { file } : at(offset),
        hint:
          unknownKey === undefined
            ? undefined
            : unknownKeyHint(unknownKey, allowedKeysAt(schema, value, path)),
      });
    }),
  );
}

function unknownKeyHint(unknownKey: string, allowed: readonly string[]): string {
  const suggestion = didYouMean(unknownKey, allowed);
  if (suggestion !== undefined) return `did you mean "${suggestion}"?`;
  return allowed.length > 0 ? `allowed keys: ${allowed.join(", ")}` : "remove this key";
}

/** The source offset of the node at `path` (its key when `atKey`), or of the deepest ancestor found. */
function offsetOf(root: unknown, path: readonly (string | number)[], atKey: boolean): number | undefined {
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
  const range = node.range;
  return Array.isArray(range) && typeof range[0] === "number" ? range[0] : undefined;
}

function scalarValue(node: unknown): string | undefined {
  if (typeof node !== "object" || node === null || !("value" in node)) return undefined;
  return String(node.value);
}
