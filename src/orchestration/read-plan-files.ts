import { existsSync, readFileSync } from "node:fs";
import { parseStructured } from "../config/parse-structured.ts";
import { ConfigError } from "../model/errors.ts";
import { type Plan, planSchema } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import { requireResultsFile } from "./read-results-file.ts";

/** `plan.json` as `plan` wrote it, validated: a shard runs nothing it cannot trust. */
export function readPlanFile(file: string): Plan {
  return parseStructured(readExisting(file, "--plan"), file, planSchema);
}

/** A `results.json` used as the baseline for shard balancing. */
export function readBaselineResults(file: string): Results {
  return requireResultsFile(
    file,
    `--baseline ${file}`,
    "pass the results.json a skill-eval run wrote (same schema version)",
  );
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
