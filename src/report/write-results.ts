import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";

/** results.json's content: `renderResults`, or the same bytes another way (kept-results-renderer.ts). */
export type ResultsRender = (results: Results) => string | Uint8Array;

/** Writes `results.json` atomically (temp file + rename), so a reader never sees half a file. */
export function writeResults(
  outDir: string,
  results: Results,
  render: ResultsRender = renderResults,
): string {
  const path = join(outDir, RESULTS_FILE);
  writeFileAtomic(path, render(results));
  return path;
}

/** `writeResults` off the main thread, for the rewrites while executions are still running. */
export async function writeResultsInBackground(
  outDir: string,
  results: Results,
  render: ResultsRender = renderResults,
): Promise<void> {
  const path = join(outDir, RESULTS_FILE);
  await mkdir(dirname(path), { recursive: true });
  const temporary = backgroundTemporary(outDir);
  try {
    await writeFile(temporary, render(results));
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Its own temporary name: a synchronous write at exit removes it first, so a background rename
 * still pending cannot land after that write with an older snapshot.
 */
export function backgroundTemporary(outDir: string): string {
  return `${join(outDir, RESULTS_FILE)}.${process.pid}.background.tmp`;
}

export function renderResults(results: Results): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}

export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}
