import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../model/errors.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";
import { requireResultsFile } from "./read-results-file.ts";

/** A results folder's `results.json`, validated; a configuration error naming the file otherwise. */
export function readResultsDir(dir: string): Results {
  const file = join(dir, RESULTS_FILE);
  if (!existsSync(file)) {
    throw new ConfigError(`${dir} is not a results folder: it has no ${RESULTS_FILE}`, {
      hint: "pass the output folder of `skill-eval run` (default .skill-eval)",
    });
  }
  return requireResultsFile(file, file, "it must come from a skill-eval run of this version");
}
