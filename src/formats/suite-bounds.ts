import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { isWithin } from "../model/path-within.ts";
import { realPathIfExists } from "./read-skill-directory.ts";

/**
 * The folder a suite's files (templates, tests files, cases) must stay inside: the project root,
 * or, for a suite outside it (`skill-eval run ../elsewhere/EVAL.yaml`), the suite's own
 * repository (the nearest folder above it holding `.git`, else the suite's folder), as when it
 * is run from there.
 */
export function suiteBounds(file: string, root: string): string {
  if (isWithin(realPathIfExists(root), realPathIfExists(file))) return root;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return dirname(file);
  }
}
