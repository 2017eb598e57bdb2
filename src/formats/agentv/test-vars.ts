import type { ValuePath, YamlSource } from "../../config/yaml-source.ts";
import { valueAt } from "../../config/yaml-source.ts";
import { isRecord } from "../../runners/is-record.ts";

const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
const WHOLE_TEMPLATE_VAR = /^\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}$/;
/** The fields of a test agentv 4.42 fills `{{name}}` in from its `vars`. */
const TEMPLATED_FIELDS = ["criteria", "expected_outcome", "input", "input_files", "expected_output", "turns"];

/**
 * The source with the test at `path` read as agentv reads it: `{{name}}` and `{{a.b}}` in its
 * criteria, input, input files, expected output and turns replaced from its `vars`; a name vars
 * do not hold stays as written; a whole-string reference keeps the value's own type. Positions
 * are the written file's. Pure.
 */
export function withTestVars(source: YamlSource, path: ValuePath): YamlSource {
  const entry = valueAt(source.value, path);
  if (!isRecord(entry) || !isRecord(entry.vars)) return source;
  const vars = entry.vars;
  const rendered: Record<string, unknown> = { ...entry };
  for (const field of TEMPLATED_FIELDS)
    if (entry[field] !== undefined) rendered[field] = interpolate(entry[field], vars);
  return { ...source, value: replaceAt(source.value, path, rendered) };
}

function interpolate(value: unknown, vars: Record<string, unknown>): unknown {
  if (typeof value === "string") {
    const whole = WHOLE_TEMPLATE_VAR.exec(value);
    if (whole !== null) return lookup(vars, whole[1] ?? "") ?? value;
    return value.replace(TEMPLATE_VAR, (match, name: string) => {
      const found = lookup(vars, name);
      return found === undefined ? match : typeof found === "string" ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, vars));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, vars)]));
  return value;
}

function lookup(vars: Record<string, unknown>, name: string): unknown {
  return name
    .split(".")
    .reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), vars);
}

function replaceAt(value: unknown, path: ValuePath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value) && typeof head === "number")
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (isRecord(value) && typeof head === "string")
    return { ...value, [head]: replaceAt(value[head], rest, replacement) };
  return value;
}
