import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every regular file below `dir`, sorted; symbolic links are neither followed nor listed, so a
 * link in an output folder can never pull a file from elsewhere into an upload.
 */
export function listRegularFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listRegularFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}
