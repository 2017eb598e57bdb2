import type { z } from "zod";

/** An optional field of a stream schema that falls back to `undefined` when missing, null or of another type. */
export function lenient<T extends z.ZodType>(schema: T): z.ZodCatch<z.ZodOptional<T>> {
  return schema.optional().catch(undefined);
}

/** Several lenient fields of one type, for a shape: `{...lenientFields(z.number(), ["a", "b"])}`. */
export function lenientFields<T extends z.ZodType, K extends string>(
  schema: T,
  keys: readonly K[],
): NoInfer<Record<K, z.ZodCatch<z.ZodOptional<T>>>> {
  const field = lenient(schema);
  return Object.fromEntries(keys.map((key) => [key, field])) as Record<K, typeof field>;
}
