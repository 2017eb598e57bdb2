import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import { parseStructured } from "../config/parse-structured.ts";
import { ConfigError } from "../model/errors.ts";
import { type Plan, planSchema } from "../model/plan.ts";
import { type Results, resultsSchema } from "../model/results.ts";

/** `plan.json` as `plan` wrote it, validated: a shard runs nothing it cannot trust. */
export function readPlanFile(file: string): Plan {
  return parseStructured(readExisting(file, "--plan"), file, planSchema);
}

/** A `results.json` used as the baseline for shard balancing. */
export function readBaselineResults(file: string): Results {
  return parseJson(readExisting(file, "--baseline"), file, resultsSchema);
}

function readExisting(file: string, flag: string): string {
  if (!existsSync(file)) {
    throw new ConfigError(`${flag} ${file}: no such file`, {
      position: { file },
      hint: `check the ${flag} path`,
    });
  }
  return readFileSync(file, "utf8");
}

/** JSON.parse, not the YAML reader: a baseline can hold thousands of executions. */
function parseJson<T extends z.ZodType>(text: string, file: string, schema: T): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`not JSON: ${error instanceof Error ? error.message : String(error)}`, {
      position: { file },
      hint: "pass the results.json a skill-eval run wrote",
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `not a skill-eval results.json: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
      { position: { file }, hint: "pass the results.json a skill-eval run wrote (same schema version)" },
    );
  }
  return parsed.data;
}
