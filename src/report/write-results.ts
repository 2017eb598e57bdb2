import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Results } from "../model/results.ts";

export const RESULTS_FILE = "results.json";

/** Writes `results.json` atomically (temp file + rename), so a reader never sees half a file. */
export function writeResults(outDir: string, results: Results): string {
  const path = join(outDir, RESULTS_FILE);
  writeFileAtomic(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

export function writeFileAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}
