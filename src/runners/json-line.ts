import type { z } from "zod";

/** What a stdout line holds: nothing (blank), something unreadable, or an event and the JSON it came from. */
export type JsonLine<T> = undefined | typeof UNPARSED | { event: T; json: unknown };

/** The marker for a line that is not JSON, or JSON the schema does not accept. */
export const UNPARSED = "unparsed";

/** Trims `line`, then parses it as JSON against `schema`: undefined if blank, `UNPARSED` if unreadable. */
export function parseJsonLine<S extends z.ZodType>(line: string, schema: S): JsonLine<z.output<S>> {
  const text = line.trim();
  if (text === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return UNPARSED;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { event: parsed.data, json } : UNPARSED;
}
