/**
 * The dialect-independent parts of a scripted model server's script format: the HTTP error entry,
 * keyed scripts (`{ match, turns }`) and the CLI's `--script` file. Each dialect supplies its own turn
 * and error-body schemas.
 */
import { z } from "zod";

/** An HTTP error answer: `{ http_status, error, repeat? }`, `error` in the dialect's shape. */
export function scriptErrorSchema<E extends z.ZodType>(error: E) {
  return z.strictObject({
    http_status: z.number().int().min(400).max(599),
    error,
    repeat: z.boolean().optional(),
  });
}

/** A script chosen for conversations whose prompt contains `match`. */
export function keyedScriptSchema<S extends z.ZodType>(turns: S) {
  return z.strictObject({
    match: z.string().min(1),
    turns,
  });
}

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export function scriptFileSchema<S extends z.ZodType>(script: S) {
  return z.union([
    script,
    z.strictObject({
      turns: script.optional(),
      scripts: z.array(keyedScriptSchema(script)).optional(),
      side_text: z.string().optional(),
    }),
  ]);
}
