import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import type { ConfigError } from "../../model/errors.ts";
import type { AssertionSpec } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { assertionSchema } from "./eval-file-schema.ts";

const MODIFIERS = new Set(["type", "name", "weight", "required", "negate"]);

/**
 * The assertion list at `path` (already known to be an array) as AssertionSpecs: objects keep
 * every parameter as written; a plain string is a rubric criterion. Every bad entry is reported.
 */
export function parseAssertions(source: YamlSource, path: ValuePath): AssertionSpec[] {
  const entries = valueAt(source.value, path);
  if (!Array.isArray(entries)) return [];
  const problems: ConfigError[] = [];
  const assertions: AssertionSpec[] = [];
  for (const [index, entry] of entries.entries()) {
    const entryPath = [...path, index];
    const parsed = collectProblems(problems, () => parseAssertion(source, entryPath, entry));
    if (parsed !== undefined) assertions.push(parsed);
  }
  throwProblems(problems);
  return assertions;
}

function parseAssertion(source: YamlSource, path: ValuePath, entry: unknown): AssertionSpec {
  const position = source.positionOf(path);
  if (typeof entry === "string") {
    return {
      type: "rubric",
      dialect: "agentv",
      params: { criterion: entry },
      weight: 1,
      required: false,
      negate: false,
      golden: false,
      source: position,
    };
  }
  const fields = validateSource(source, assertionSchema, path);
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!MODIFIERS.has(key)) params[key] = value;
  }
  return {
    type: fields.type,
    dialect: "agentv",
    ...(fields.name === undefined ? {} : { name: fields.name }),
    params,
    weight: fields.weight ?? 1,
    required: fields.required ?? false,
    negate: fields.negate ?? false,
    golden: false,
    source: position,
  };
}
