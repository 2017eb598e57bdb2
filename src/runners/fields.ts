import { isRecord } from "./is-record.ts";

/**
 * Hand-checked reads of one field of a parsed JSON line, for the normalizers' hot path: a field of
 * another type reads as absent, as the lenient zod schemas read it, without a full parse per line.
 */
export function str(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === "string" ? field : undefined;
}

/** A finite number (zod's `z.number()` refuses the Infinity a literal like `1e999` parses to). */
export function num(value: Record<string, unknown>, key: string): number | undefined {
  const field = value[key];
  return typeof field === "number" && Number.isFinite(field) ? field : undefined;
}

export function bool(value: Record<string, unknown>, key: string): boolean | undefined {
  const field = value[key];
  return typeof field === "boolean" ? field : undefined;
}

/** A list of strings, read whole: undefined when it is not a list or one entry is not a string. */
export function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined;
}

/** A list of plain objects, read whole: undefined when it is not a list or one entry is not an object. */
export function recordList(value: unknown): Record<string, unknown>[] | undefined {
  return Array.isArray(value) && value.every(isRecord) ? value : undefined;
}

/** A nested plain object (not null, not an array), or undefined. */
export function rec(value: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const field = value[key];
  return isRecord(field) ? field : undefined;
}

/** `{ at }` from a timestamp field, or nothing. */
export function atOf(value: Record<string, unknown>, key = "timestamp"): { at?: string } {
  const at = str(value, key);
  return at === undefined ? {} : { at };
}
