import type { z } from "zod";

/** An optional field of a stream schema that falls back to `undefined` when missing, null or of another type. */
export function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}
