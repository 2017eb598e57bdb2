import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  RESULTS_FILE,
  resultsSchema
} from "./chunk-E2YWHIMQ.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";

// src/orchestration/read-results-dir.ts
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
function readResultsDir(dir) {
  const file = join(dir, RESULTS_FILE);
  if (!existsSync(file)) {
    throw new ConfigError(`${dir} is not a results folder: it has no ${RESULTS_FILE}`, {
      hint: "pass the output folder of `skill-eval run` (default .skill-eval)"
    });
  }
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`, {
      position: { file }
    });
  }
  const parsed = resultsSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `${file} does not match the results schema: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim(),
      { position: { file }, hint: "it must come from this version of skill-eval" }
    );
  }
  return parsed.data;
}

export {
  readResultsDir
};
