import type { z } from "zod";
import { type ValuePath, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { didYouMean } from "../../model/did-you-mean.ts";
import type { ConfigWarning } from "../../model/suite.ts";

/**
 * Warnings for the keys of the object at `path` that agentv's schema does not know (with a
 * did-you-mean), and for the ones it knows but we do not act on (`unsupported`, with why).
 * agentv ignores unknown keys, so these never stop a run.
 */
export function keyWarnings(
  source: YamlSource,
  path: ValuePath,
  schema: z.ZodObject,
  where: string,
  unsupported: Readonly<Record<string, string>> = {},
): ConfigWarning[] {
  const value = valueAt(source.value, path);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const known = Object.keys(schema.shape);
  const warnings: ConfigWarning[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const position = source.positionOf([...path, key], true);
    const reason = unsupported[key];
    if (!known.includes(key)) {
      const suggestion = didYouMean(key, known);
      const hint = suggestion === undefined ? "" : `; did you mean "${suggestion}"?`;
      warnings.push({ message: `unknown key "${key}" in ${where} is ignored${hint}`, position });
    } else if (reason !== undefined && entry !== undefined && entry !== null) {
      warnings.push({ message: `"${key}" in ${where} is not supported and is ignored: ${reason}`, position });
    }
  }
  return warnings;
}
