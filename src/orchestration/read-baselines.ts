import { statSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { BaselineInfo } from "../compare/comparison.ts";
import { poolBaselines } from "../compare/pool-baselines.ts";
import type { Results } from "../model/results.ts";
import { readResultsDir } from "./read-results-dir.ts";
import { requireResultsFile } from "./read-results-file.ts";

/**
 * `--baseline` given once or more, newest first: each a results.json or a results folder. Several
 * are the base branch's history, pooled per case × runner whose fingerprint is unchanged. A bad
 * file is a configuration error naming it.
 */
export function readBaselines(
  paths: readonly string[],
  cwd: string,
): { results: Results; info: BaselineInfo } {
  const runs = paths.map((path) => {
    const full = resolve(cwd, path);
    return isDirectory(full)
      ? readResultsDir(full)
      : requireResultsFile(
          full,
          "the baseline",
          "--baseline takes the results.json or the results folder of a skill-eval run",
        );
  });
  const pooled = poolBaselines(runs);
  const shown = paths.map((path) => relative(cwd, resolve(cwd, path)) || ".");
  return {
    results: pooled.results,
    info: {
      commit: runs[0]?.run.commit,
      source: runs.length === 1 ? `file ${shown[0]}` : `${runs.length} baseline runs (${shown.join(", ")})`,
      ...(runs.length > 1 ? { pooledCommits: pooled.commits, runsPerCase: pooled.runsPerCase } : {}),
    },
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
