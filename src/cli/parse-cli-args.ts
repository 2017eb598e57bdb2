import { parseArgs } from "node:util";
import { ConfigError } from "../model/errors.ts";
import { formatCount } from "../model/format-count.ts";

type OptionSpecs = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>["options"]>;

/** node:util's parseArgs, with its errors turned into configuration errors (exit 2). */
export function parseCliArgs<T extends OptionSpecs>(args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options",
    });
  }
}

/** A whole number from `min` to `max`, or a configuration error naming the flag and its bounds. */
export function integerFlag(name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (typeof value !== "string" || !/^\s*-?\d+\s*$/.test(value) || number < min || number > max) {
    throw new ConfigError(
      `--${name} must be a whole number from ${min} to ${formatCount(max)}, not ${JSON.stringify(value)}`,
      { hint: `pass --${name} a whole number (digits only) within that range` },
    );
  }
  return number;
}

/** One of `allowed`, or a configuration error listing them. */
export function choiceFlag<const T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new ConfigError(`--${name} must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}`);
  }
  return match;
}
