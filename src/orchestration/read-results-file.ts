import { readFileSync, statSync } from "node:fs";
import { ConfigError } from "../model/errors.ts";
import type { Results } from "../model/results.ts";
import { MAX_RESULTS_BYTES, type ParsedResults, parseResultsJson } from "../report/parse-results-json.ts";

/**
 * A results.json on disk, or what is wrong with it (missing, too large, unreadable, not JSON,
 * not our schema); never throws. `where` names the file in the problem; default its path.
 */
export function readResultsFile(file: string, where: string = file): ParsedResults {
  let text: string;
  try {
    const { size } = statSync(file);
    if (size > MAX_RESULTS_BYTES)
      return {
        problem: `${where} is too large (${megabytes(size)} MB; at most ${megabytes(MAX_RESULTS_BYTES)} MB)`,
      };
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return { problem: `${where} is missing` };
    return { problem: `${where} cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  return parseResultsJson(text, where);
}

/** The results in `file`, or a configuration error at the file (and line) saying what is wrong and `hint`. */
export function requireResultsFile(file: string, where: string, hint: string): Results {
  const read = readResultsFile(file, where);
  if ("problem" in read) {
    throw new ConfigError(read.problem, { position: { file, line: read.line, column: read.column }, hint });
  }
  return read.results;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}

function megabytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
