import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { isSkillgymSuiteFile } from "../formats/skillgym/suite-file-name.ts";
import { ConfigError } from "../model/errors.ts";

const SKIPPED_DIRS = new Set(["node_modules", ".git", "dist", ".skill-eval", ".tools", "coverage"]);

/**
 * Suite files under `paths`: a file given explicitly is always taken; folders are walked for
 * files named as suites. Sorted, so runs are reproducible.
 */
export function findSuiteFiles(paths: readonly string[]): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    const absolute = resolve(path);
    const stats = statOrUndefined(absolute);
    if (stats === undefined) {
      throw new ConfigError(`path not found: ${path}`, { hint: "pass an existing suite file or folder" });
    }
    if (stats.isFile()) found.add(absolute);
    else walk(absolute, found);
  }
  return [...found].sort();
}

function walk(dir: string, found: Set<string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name), found);
    } else if (entry.isFile() && isSkillgymSuiteFile(entry.name)) {
      found.add(join(dir, entry.name));
    }
  }
}

function statOrUndefined(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
