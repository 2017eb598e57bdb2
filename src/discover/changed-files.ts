import { type ChangedFiles, parseNameStatus } from "./changed-file-list.ts";

export interface ChangedFilesOptions {
  /** Commits fetched on the first deepening of a shallow clone; doubled each round. */
  initialDeepen?: number;
  /** Deepening rounds before the last resort, `git fetch --unshallow`. */
  maxDeepenRounds?: number;
}

/**
 * The files changed between HEAD and its merge base with `baseRef` (a three-dot diff, renames
 * detected). A shallow clone is deepened, doubling each round, until a merge base exists, then
 * unshallowed as a last resort (tj-actions/changed-files#755: a shallow clone has no merge base).
 * When git cannot tell, the answer is `complete: false` with the reason, never an exception.
 */
export async function changedFilesSince(
  cwd: string,
  baseRef: string,
  options: ChangedFilesOptions = {},
): Promise<ChangedFiles> {
  const topLevel = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (!topLevel.ok) return unknown(cwd, baseRef, `${cwd} is not a git repository (${topLevel.error})`);
  const root = topLevel.output;
  const base = await resolveBase(root, baseRef);
  if (base === undefined) {
    return unknown(root, baseRef, `the base ref "${baseRef}" does not exist here, even after fetching it`);
  }
  const mergeBase = await findMergeBase(root, base, options);
  if (mergeBase === undefined) {
    return unknown(
      root,
      baseRef,
      `HEAD and "${baseRef}" have no common ancestor, even with the full history`,
    );
  }
  const diff = await git(root, ["diff", "--name-status", "-M", "-z", `${mergeBase}...HEAD`]);
  if (!diff.ok) return unknown(root, baseRef, `git diff failed: ${diff.error}`);
  const files = parseNameStatus(diff.output);
  return {
    files,
    complete: true,
    root,
    baseRef,
    mergeBase,
    reason: `${files.length} file${files.length === 1 ? "" : "s"} changed since ${describeMergeBase(mergeBase, baseRef, base.commit)}`,
  };
}

/** The action passes a pull request's base as a commit: named so, and not twice when it is the merge base. */
function describeMergeBase(mergeBase: string, baseRef: string, baseCommit: string): string {
  const short = mergeBase.slice(0, 7);
  if (!/^[0-9a-f]{40}$/.test(baseRef)) return `the merge base ${short} with ${baseRef}`;
  if (mergeBase === baseCommit) return `the base commit ${short}`;
  return `${short}, the merge base with the base commit ${baseRef.slice(0, 7)}`;
}

function unknown(root: string, baseRef: string, reason: string): ChangedFiles {
  return { files: [], complete: false, root, baseRef, reason };
}

interface Base {
  commit: string;
  /** Where to deepen from: the remote and the refspec of the base, so other branches are not fetched. */
  remote?: string;
  refspec?: string;
}

/**
 * The base as a commit. A `remote/branch` (or a branch or commit only the remote has) missing
 * locally is fetched first: a pull request checkout has only its own ref.
 */
async function resolveBase(root: string, baseRef: string): Promise<Base | undefined> {
  const remotes = await git(root, ["remote"]);
  const names = remotes.ok ? remotes.output.split("\n").filter((name) => name !== "") : [];
  const [first, ...rest] = baseRef.split("/");
  const remote = first !== undefined && names.includes(first) && rest.length > 0 ? first : names[0];
  const branch = remote === first ? rest.join("/") : baseRef;
  const isCommit = /^[0-9a-f]{40}$/.test(baseRef);
  const refspec = isCommit ? baseRef : `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`;
  const local = await commitOf(root, baseRef);
  if (local !== undefined)
    return { commit: local, remote, refspec: remote === undefined ? undefined : refspec };
  if (remote === undefined) return undefined;
  const shallow = await isShallow(root);
  await git(root, ["fetch", "--no-tags", ...(shallow ? ["--depth=1"] : []), remote, refspec]);
  const fetched = await commitOf(root, isCommit ? baseRef : `refs/remotes/${remote}/${branch}`);
  return fetched === undefined ? undefined : { commit: fetched, remote, refspec };
}

/** Deepening fetches only the base's refspec, yet moves every shallow boundary, HEAD's too. */
async function findMergeBase(
  root: string,
  base: Base,
  options: ChangedFilesOptions,
): Promise<string | undefined> {
  const first = await mergeBaseOf(root, base.commit);
  if (first !== undefined || base.remote === undefined || !(await isShallow(root))) return first;
  const refspecs = base.refspec === undefined ? [] : [base.refspec];
  let deepen = options.initialDeepen ?? 50;
  for (let round = 0; round < (options.maxDeepenRounds ?? 6); round++) {
    const fetched = await git(root, ["fetch", "--no-tags", `--deepen=${deepen}`, base.remote, ...refspecs]);
    const found = await mergeBaseOf(root, base.commit);
    if (found !== undefined) return found;
    if (!fetched.ok || !(await isShallow(root))) return undefined;
    deepen *= 2;
  }
  await git(root, ["fetch", "--no-tags", "--unshallow", base.remote, ...refspecs]);
  return mergeBaseOf(root, base.commit);
}

async function mergeBaseOf(root: string, base: string): Promise<string | undefined> {
  const result = await git(root, ["merge-base", base, "HEAD"]);
  return result.ok && result.output !== "" ? result.output : undefined;
}

async function commitOf(root: string, ref: string): Promise<string | undefined> {
  const result = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  return result.ok && result.output !== "" ? result.output : undefined;
}

async function isShallow(root: string): Promise<boolean> {
  const result = await git(root, ["rev-parse", "--is-shallow-repository"]);
  return result.ok && result.output === "true";
}

type GitResult = { ok: true; output: string } | { ok: false; error: string };

/** Runs git with an argument array; a failure (or no git at all) is data, not an exception. */
async function git(cwd: string, args: readonly string[]): Promise<GitResult> {
  const { execa } = await import("execa");
  const result = await execa("git", args, {
    cwd,
    reject: false,
    stripFinalNewline: false,
    env: { GIT_TERMINAL_PROMPT: "0" },
  });
  if (result.failed) {
    const detail = String(result.stderr ?? "").trim() || (result.shortMessage ?? "git failed");
    return { ok: false, error: detail.split("\n")[0] ?? "git failed" };
  }
  return { ok: true, output: String(result.stdout).replace(/\n$/, "") };
}
