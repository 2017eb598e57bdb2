import { existsSync, mkdtempSync, readdirSync, renameSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { removeFolder, removeFolderSync } from "../engine/remove-folder.ts";
import { ConfigError } from "../model/errors.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";
import { writeResults } from "../report/write-results.ts";
import { LOCK_FILE } from "./output-lock.ts";

/** Where a run writes unless told otherwise. */
export const DEFAULT_OUT_DIR = ".skill-eval";

/**
 * What a run leaves in its output folder, removed before the next run writes its own: a run
 * stopped before its reports are written must not leave the previous run's beside its results.
 */
const RUN_OUTPUTS = ["executions", "workspaces", "results.json", "report.md", "report.html", "junit.xml"];
/** A previous run's outputs moved aside, still being removed (or left by a run killed meanwhile). */
const SET_ASIDE_PREFIX = ".previous-run-";
/**
 * The temporary files a run writes beside its reports (`<file>.<pid>[.<use>].tmp`): one is left
 * only by a run killed meanwhile, as the output folder's lock keeps runs one at a time.
 */
const TEMPORARY_FILE = /^(?:results\.json|report\.html|report\.md|junit\.xml)\.\d+\.(?:[a-z]+\.)?tmp$/;

/**
 * Makes `outDir` ready for a run. It is cleaned only when it is ours (empty, or holding a previous
 * run's results.json); a folder that is the project itself, one above it, or one with other
 * content is refused, so a mistyped `--out` can never delete a user's files.
 *
 * With `claim`, the run's first results.json (nothing finished yet) replaces the previous one in
 * one rename before anything else is removed: from then on the folder always holds a results.json,
 * so a run killed at any point leaves a folder the next run knows as its own, and a reader finds
 * this run stopped, never the previous run's verdict.
 */
export function prepareOutputDir(outDir: string, projectRoot: string, claim?: Results): void {
  for (const path of claimed(outDir, projectRoot, claim)) removeFolderSync(path);
}

/**
 * As prepareOutputDir, but the previous run's outputs (one folder per execution) are only moved
 * aside at once: their removal goes on in the background while this run's agents work. The
 * promise settles when they are gone.
 */
export function prepareOutputDirInBackground(
  outDir: string,
  projectRoot: string,
  claim: Results,
): Promise<void> {
  const previous = claimed(outDir, projectRoot, claim);
  if (previous.length === 0) return Promise.resolve();
  const aside = mkdtempSync(join(outDir, SET_ASIDE_PREFIX));
  for (const [index, path] of previous.entries()) renameSync(path, join(aside, String(index)));
  return removeFolder(aside);
}

/** The previous run's outputs still to remove, once `outDir` is known to be ours and `claim` is written. */
function claimed(outDir: string, projectRoot: string, claim: Results | undefined): string[] {
  const previous = previousOutputs(outDir, projectRoot);
  if (claim === undefined) return previous;
  writeResults(outDir, claim);
  // The write's temporary file may be one a killed run of the same PID left: gone now.
  return previous.filter((path) => basename(path) !== RESULTS_FILE && existsSync(path));
}

/** The previous run's outputs in `outDir`, once it is known to be ours. */
function previousOutputs(outDir: string, projectRoot: string): string[] {
  const fromOut = relative(outDir, projectRoot);
  if (fromOut === "" || !fromOut.startsWith("..")) {
    throw new ConfigError(`the output folder ${outDir} is the project folder or contains it`, {
      hint: "write results to a folder of their own, e.g. --out .skill-eval",
    });
  }
  if (!existsSync(outDir)) return [];
  const entries = readdirSync(outDir).filter((name) => name !== LOCK_FILE);
  const setAside = entries.filter((name) => name.startsWith(SET_ASIDE_PREFIX));
  const leftovers = entries.filter((name) => TEMPORARY_FILE.test(name));
  const ours = entries.length === setAside.length + leftovers.length || entries.includes("results.json");
  if (!ours) {
    throw new ConfigError(`the output folder ${outDir} has files that are not skill-eval results`, {
      hint: "choose an empty or new folder for --out (a previous skill-eval output folder is fine)",
    });
  }
  return [...RUN_OUTPUTS.filter((name) => entries.includes(name)), ...setAside, ...leftovers].map((name) =>
    join(outDir, name),
  );
}
