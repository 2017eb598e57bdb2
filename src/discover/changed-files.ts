import { execa } from "execa";
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
    reason: `${files.length} file(s) changed since the merge base ${mergeBase.slice(0, 7)} with ${baseRef}`,
  };
}

function unknown(root: string, baseRef: string, reason: string): ChangedFiles {
  return { files: [], complete: false, root, baseRef, reason };
}

/** The base as a commit; a `remote/branch` that is missing locally is fetched first (a PR checkout has only its own ref). */
async function resolveBase(root: string, baseRef: string): Promise<string | undefined> {
  const local = await commitOf(root, baseRef);
  if (local !== undefined) return local;
  const remotes = await git(root, ["remote"]);
  const names = remotes.ok ? remotes.output.split("\n").filter((name) => name !== "") : [];
  const [first, ...rest] = baseRef.split("/");
  const remote = first !== undefined && names.includes(first) && rest.length > 0 ? first : names[0];
  if (remote === undefined) return undefined;
  const branch = remote === first ? rest.join("/") : baseRef;
  const tracking = `refs/remotes/${remote}/${branch}`;
  const shallow = await isShallow(root);
  await git(root, [
    "fetch",
    "--no-tags",
    ...(shallow ? ["--depth=1"] : []),
    remote,
    `+refs/heads/${branch}:${tracking}`,
  ]);
  return commitOf(root, tracking);
}

async function findMergeBase(
  root: string,
  base: string,
  options: ChangedFilesOptions,
): Promise<string | undefined> {
  const first = await mergeBaseOf(root, base);
  if (first !== undefined || !(await isShallow(root))) return first;
  const remotes = await git(root, ["remote"]);
  const remote = remotes.ok ? remotes.output.split("\n").find((name) => name !== "") : undefined;
  if (remote === undefined) return undefined;
  let deepen = options.initialDeepen ?? 50;
  for (let round = 0; round < (options.maxDeepenRounds ?? 6); round++) {
    const fetched = await git(root, ["fetch", "--no-tags", `--deepen=${deepen}`, remote]);
    const found = await mergeBaseOf(root, base);
    if (found !== undefined) return found;
    if (!fetched.ok || !(await isShallow(root))) return undefined;
    deepen *= 2;
  }
  await git(root, ["fetch", "--no-tags", "--unshallow", remote]);
  return mergeBaseOf(root, base);
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
