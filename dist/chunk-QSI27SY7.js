import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  RESULTS_FILE,
  requireResultsFile
} from "./chunk-4ZQ2G232.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";

// src/orchestration/read-results-dir.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function readResultsDir(dir) {
  const file = join(dir, RESULTS_FILE);
  if (!existsSync(file)) {
    throw new ConfigError(`${dir} is not a results folder: it has no ${RESULTS_FILE}`, {
      hint: "pass the output folder of `skill-eval run` (default .skill-eval)"
    });
  }
  return requireResultsFile(file, file, "it must come from a skill-eval run of this version");
}

export {
  readResultsDir
};
