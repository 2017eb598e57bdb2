/** How git (or the PR files API) says a file changed. */
export type ChangeStatus = "added" | "modified" | "deleted" | "renamed" | "copied" | "type-changed";

export interface ChangedFile {
  /** Posix path relative to `ChangedFiles.root`. */
  path: string;
  status: ChangeStatus;
  /** The path before a rename or copy. */
  previousPath?: string;
}

/** What a change touched, or why that is not fully known. */
export interface ChangedFiles {
  files: ChangedFile[];
  /** False when the list may miss files (API cap, no merge base, no git): the caller selects everything. */
  complete: boolean;
  /** Absolute folder the paths are relative to (the repository's top level). */
  root: string;
  baseRef?: string;
  mergeBase?: string;
  /** One sentence: how the list was found, or why it could not be. */
  reason: string;
}

/** GitHub's `pulls.listFiles` returns at most this many files (paths-filter#227). */
export const PR_FILES_API_CAP = 3000;

/** One entry of GitHub's `pulls.listFiles` response, the fields selection needs. */
export interface PullRequestFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  previous_filename?: string;
}

const API_STATUS: Record<PullRequestFile["status"], ChangeStatus> = {
  added: "added",
  removed: "deleted",
  modified: "modified",
  renamed: "renamed",
  copied: "copied",
  changed: "type-changed",
  unchanged: "modified",
};

/**
 * The PR files API's list as changed files. Incomplete when the API's cap was reached or the pull
 * request reports more changed files than were listed. Pure.
 */
export function changedFilesFromApi(
  entries: readonly PullRequestFile[],
  options: { root: string; baseRef?: string; mergeBase?: string; changedFilesCount?: number },
): ChangedFiles {
  const files = entries.map(
    (entry): ChangedFile => ({
      path: entry.filename,
      status: API_STATUS[entry.status],
      ...(entry.previous_filename === undefined ? {} : { previousPath: entry.previous_filename }),
    }),
  );
  const capped = entries.length >= PR_FILES_API_CAP;
  const short = options.changedFilesCount !== undefined && entries.length < options.changedFilesCount;
  const complete = !capped && !short;
  return {
    files,
    complete,
    root: options.root,
    baseRef: options.baseRef,
    mergeBase: options.mergeBase,
    reason: complete
      ? `the pull request changed ${files.length} file(s)`
      : `the pull request files API listed ${entries.length} of ${options.changedFilesCount ?? `at least ${PR_FILES_API_CAP}`} changed files (it returns at most ${PR_FILES_API_CAP})`,
  };
}

/** Parses `git diff --name-status -z` output: `R100\0old\0new\0`, `M\0path\0`, ... Pure. */
export function parseNameStatus(output: string): ChangedFile[] {
  const fields = output.split("\0");
  const files: ChangedFile[] = [];
  let index = 0;
  while (index < fields.length) {
    const code = fields[index] ?? "";
    index += 1;
    if (code === "") continue;
    const letter = code[0];
    if (letter === "R" || letter === "C") {
      const previousPath = fields[index] ?? "";
      const path = fields[index + 1] ?? "";
      index += 2;
      files.push({ path, status: letter === "R" ? "renamed" : "copied", previousPath });
    } else {
      const path = fields[index] ?? "";
      index += 1;
      files.push({ path, status: GIT_STATUS[letter ?? ""] ?? "modified" });
    }
  }
  return files;
}

const GIT_STATUS: Record<string, ChangeStatus> = {
  A: "added",
  M: "modified",
  D: "deleted",
  T: "type-changed",
};
