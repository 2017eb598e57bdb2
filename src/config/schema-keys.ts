import { z } from "zod";

/**
 * The keys an object schema allows at `path` inside `value`, for "did you mean" hints.
 * Walks objects, records, arrays, optionals/defaults and discriminated unions (choosing the
 * option whose discriminator matches the value). Empty when the path cannot be followed.
 */
export function allowedKeysAt(schema: z.ZodType, value: unknown, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  let currentValue = value;
  for (const key of path) {
    current = childSchema(unwrap(current, currentValue), key);
    currentValue =
      isRecord(currentValue) || Array.isArray(currentValue) ? Reflect.get(currentValue, key) : undefined;
    if (current === undefined) return [];
  }
  const target = unwrap(current, currentValue);
  return target instanceof z.ZodObject ? Object.keys(target.shape) : [];
}

function childSchema(schema: z.ZodType | undefined, key: PropertyKey): z.ZodType | undefined {
  if (schema instanceof z.ZodObject && typeof key === "string") return schema.shape[key];
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  return undefined;
}

function unwrap(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; depth < 10 && current !== undefined; depth++) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDiscriminatedUnion) {
      current = pickOption(current, value);
    } else {
      return current;
    }
  }
  return current;
}

function pickOption(union: z.ZodDiscriminatedUnion, value: unknown): z.ZodType | undefined {
  const discriminator = union.def.discriminator;
  const tag = isRecord(value) ? value[discriminator] : undefined;
  for (const option of union.options) {
    if (!(option instanceof z.ZodObject)) continue;
    const field = option.shape[discriminator];
    if (field instanceof z.ZodLiteral && [...field.values].some((literal) => literal === tag)) return option;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
