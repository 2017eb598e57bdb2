import { cpSync, existsSync, lstatSync } from "node:fs";
import { join } from "node:path";

const EXECUTIONS = "executions";

/**
 * Copies each results folder's `executions/` (transcripts, normalized reports) into the merged
 * output folder, so its report.html can show every shard's sessions. Symlinks are copied as
 * links, never followed out of the folder.
 */
export function gatherExecutions(fromDirs: readonly string[], outDir: string): void {
  for (const dir of fromDirs) {
    const source = join(dir, EXECUTIONS);
    if (!existsSync(source) || !lstatSync(source).isDirectory()) continue;
    cpSync(source, join(outDir, EXECUTIONS), { recursive: true, dereference: false, verbatimSymlinks: true });
  }
}
