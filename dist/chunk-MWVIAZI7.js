import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError
} from "./chunk-T4URU7YL.js";

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";
function parseCliArgs(args, options) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options"
    });
  }
}
function integerFlag(name, value, min) {
  if (value === void 0) return void 0;
  const number = Number(value);
  if (typeof value !== "string" || !Number.isInteger(number) || number < min) {
    throw new ConfigError(
      `--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}`
    );
  }
  return number;
}
function choiceFlag(name, value, allowed) {
  if (value === void 0) return void 0;
  const match = allowed.find((candidate) => candidate === value);
  if (match === void 0) {
    throw new ConfigError(`--${name} must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}`);
  }
  return match;
}

export {
  parseCliArgs,
  integerFlag,
  choiceFlag
};
