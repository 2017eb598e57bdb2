import type { z } from "zod";
import { parseYamlSource, validateSource } from "./yaml-source.ts";

/**
 * Parses YAML or JSON text (JSON is YAML) against a zod schema, and reports every problem with
 * the file, line and column it comes from. Pure: text in, value or `ConfigErrors` out.
 */
export function parseStructured<T extends z.ZodType>(text: string, file: string, schema: T): z.output<T> {
  const source = parseYamlSource(text, file);
  return validateSource(source, schema, [], source.value ?? {});
}
