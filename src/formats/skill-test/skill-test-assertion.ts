import { unknownKeyHint, type ValuePath, validateSource, type YamlSource } from "../../config/yaml-source.ts";
import { compileRustPattern } from "../../model/compile-pattern.ts";
import { didYouMean } from "../../model/did-you-mean.ts";
import { ConfigError } from "../../model/errors.ts";
import type { AssertionSpec, ConfigWarning } from "../../model/suite.ts";
import { ASSERTION_TYPES, assertionFieldSchemas, isAssertionType, knownKeys } from "./test-file-schema.ts";
import { unknownFieldError } from "./unknown-field.ts";

/**
 * Turns one inline assertion as written (`{id, type, ...fields}`) into an AssertionSpec with
 * dialect "skill-test" and every field but `id` and `type` kept in `params`. Pure. `name` is the
 * key of a named assertion (scenarios format), which then needs no `id`.
 */
export function toSkillTestAssertion(
  source: YamlSource,
  path: ValuePath,
  value: unknown,
  options: { golden: boolean; name?: string; warnings: ConfigWarning[] },
): AssertionSpec {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigError("an assertion must be a mapping with id, type and its fields", {
      position: source.positionOf(path),
      hint: 'e.g. `- id: has-title` / `  type: contains` / `  pattern: "# "` / `  expect: present`',
    });
  }
  const fields: Record<string, unknown> = { ...value };
  const type = fields.type;
  if (!isAssertionType(type)) {
    const suggestion = typeof type === "string" ? didYouMean(type, ASSERTION_TYPES) : undefined;
    throw new ConfigError(
      type === undefined ? "an assertion needs a type" : `unknown assertion type ${JSON.stringify(type)}`,
      {
        position: source.positionOf(type === undefined ? path : [...path, "type"]),
        hint:
          suggestion === undefined
            ? `type is one of ${ASSERTION_TYPES.join(", ")}`
            : `did you mean "${suggestion}"?`,
      },
    );
  }
  const name = options.name ?? idOf(source, path, fields.id);
  if (options.name !== undefined && fields.id !== undefined && String(fields.id) !== options.name) {
    options.warnings.push({
      message: `a named assertion takes its id from its key "${options.name}"; id ${JSON.stringify(fields.id)} is ignored`,
      position: source.positionOf([...path, "id"]),
    });
  }
  if (fields.desc !== undefined && typeof fields.desc !== "string") {
    throw new ConfigError("desc must be a string", { position: source.positionOf([...path, "desc"]) });
  }
  validateSource(source, assertionFieldSchemas[type], path, value);
  if ((type === "regex" || type === "tool_called") && typeof fields.pattern === "string") {
    const compiled = compileRustPattern(fields.pattern);
    if (!(compiled instanceof RegExp)) {
      throw new ConfigError(
        `${type} pattern ${JSON.stringify(fields.pattern)} cannot be used: ${compiled.error}`,
        {
          position: source.positionOf([...path, "pattern"]),
          hint: "skill-test patterns are Rust regexes: leading (?i), (?m), (?s) flags work; rewrite the rest in syntax both engines share",
        },
      );
    }
  }
  const allowed = [...knownKeys.assertionCommon, ...knownKeys.assertion[type]];
  for (const key of Object.keys(fields)) {
    if (allowed.some((known) => known === key)) continue;
    options.warnings.push({
      message: `unknown key "${key}" in a ${type} assertion is kept but not used (${unknownKeyHint(key, allowed)})`,
      position: source.positionOf([...path, key], true),
      unknownField: unknownFieldError(key, `a ${type} assertion`, allowed),
    });
  }
  if (type === "llm_eval" && fields.json_schema !== undefined) {
    options.warnings.push({
      message:
        "json_schema in an llm_eval assertion is not checked: the judge's answer is read as pass or fail (with a score and a reason)",
      position: source.positionOf([...path, "json_schema"], true),
    });
  }
  const { id: _id, type: _type, ...params } = fields;
  return {
    type,
    dialect: "skill-test",
    name,
    params,
    weight: 1,
    required: !options.golden,
    negate: false,
    golden: options.golden,
    source: source.positionOf(path),
  };
}

function idOf(source: YamlSource, path: ValuePath, id: unknown): string {
  if ((typeof id === "string" && id.trim() !== "") || typeof id === "number") return String(id);
  throw new ConfigError(
    id === undefined ? "an assertion needs an id" : "an assertion id must be a non-empty string",
    {
      position: source.positionOf(id === undefined ? path : [...path, "id"]),
      hint: "ids name assertions in results and failure messages, e.g. `id: has-title`",
    },
  );
}
