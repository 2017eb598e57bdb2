/** The file every skill-eval output folder holds (run's, report's, regrade's). */
export const RESULTS_FILE = "results.json";

/**
 * Whether a file's first bytes are those of a results.json skill-eval wrote (`schemaVersion`
 * first, then `run`), told without reading the rest: another tool's results.json is not ours.
 */
export function startsAsResults(head: string): boolean {
  return /^\s*\{\s*"schemaVersion"\s*:\s*\d+\s*,\s*"run"\s*:\s*\{/.test(head);
}
