import type { ChangedFiles } from "../discover/changed-file-list.ts";
import { changedFilesSince } from "../discover/changed-files.ts";
import { selectEverything, selectSuites } from "../discover/select-suites.ts";
import type { Selection } from "../model/plan.ts";
import type { PreparedRun } from "./prepare-run.ts";

export interface ChangeOptions {
  /** Select what changed since the merge base with this ref (a pull request's base branch). */
  changedSince?: string;
  /** Changed files already known (the PR files API); wins over `changedSince`. */
  changed?: ChangedFiles;
}

/**
 * Which suites run: with a base, those the change affects (each with its reasons); without one
 * (push, schedule, dispatch), every suite. Files git cannot list select everything, saying why.
 */
export async function selectForChange(
  prepared: Pick<PreparedRun, "suites" | "configs" | "plan">,
  cwd: string,
  change: ChangeOptions,
): Promise<Selection> {
  // Suites the run's filters (tags, --runner) leave out are not "selected".
  const planned = new Set(prepared.plan.map(({ suite }) => suite.id));
  const suites = prepared.suites.filter((suite) => planned.has(suite.id));
  const changed =
    change.changed ??
    (change.changedSince === undefined ? undefined : await changedFilesSince(cwd, change.changedSince));
  if (changed === undefined) {
    return selectEverything(
      suites,
      "every suite runs: no base to compare with (push, schedule or manual run)",
    );
  }
  return selectSuites({
    root: cwd,
    suites,
    configs: prepared.configs.map((config) => ({
      file: config.file,
      dir: config.dir,
      selection: config.config.selection,
    })),
    changed,
  });
}
