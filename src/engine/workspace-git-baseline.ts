import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { temporaryFolder } from "./process-group.ts";

/** Longest `file_changes` kept: past it the diff is cut at a line and says so. */
export const FILE_CHANGES_LIMIT = 16 * 1024 * 1024;
const GIT_TIMEOUT_MS = 120_000;

/**
 * Deterministic and inert whatever the user's git configuration: no hooks, no signing, no line
 * end conversion, no file system monitor, an identity of its own.
 */
const GIT_SETTINGS = [
  "core.hooksPath=/dev/null",
  "commit.gpgSign=false",
  "core.autocrlf=false",
  "core.fsmonitor=false",
  "advice.addEmbeddedRepo=false",
  "gc.auto=0",
  "user.name=skill-eval",
  "user.email=skill-eval@localhost",
].flatMap((setting) => ["-c", setting]);

export interface WorkspaceBaseline {
  /**
   * The workspace's changes since the baseline as `git diff` writes them ("" when none), then the
   * baseline is removed; undefined when git could not say (the workspace was removed, say).
   */
  changes(): Promise<string | undefined>;
  /** Removes the baseline without reading the changes. */
  discard(): Promise<void>;
}

/**
 * What agentv does for `file_changes` (its `initializeBaseline` and `captureFileChanges`): the
 * workspace committed as it is before the agent starts, then staged again and diffed against that
 * commit, with changes inside nested repositories shown file by file (`--submodule=diff`). The
 * repository lives in a temporary folder of its own, so the workspace gets no `.git`; the
 * workspace's `.gitignore` files apply, as in agentv. Throws (with git's own words) when git is
 * missing or fails.
 */
export async function recordWorkspaceBaseline(
  workspaceDir: string,
  gitCommand = "git",
): Promise<WorkspaceBaseline> {
  const { dir: gitDir, remove } = await temporaryFolder("skill-eval-baseline-");
  const git = gitRunner(gitCommand, gitDir, workspaceDir);
  try {
    await git(["-c", "init.defaultBranch=main", "init", "--quiet"]);
    await git(["add", "--all"]);
    await git(["commit", "--quiet", "--allow-empty", "--no-verify", "--message", "skill-eval baseline"]);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    async changes() {
      try {
        // agentv stages inside each nested repository first, so its new files show in the diff.
        for (const nested of nestedRepositories(workspaceDir)) {
          await gitRunner(gitCommand, join(nested, ".git"), nested)(["add", "--all"]);
        }
        await git(["add", "--all"]);
        return cutAtLine(await git(["diff", "HEAD", "--submodule=diff"]));
      } catch {
        return undefined;
      } finally {
        await remove();
      }
    },
    discard: remove,
  };
}

function gitRunner(gitCommand: string, gitDir: string, workTree: string) {
  return async (args: readonly string[]): Promise<string> => {
    const { execa } = await import("execa");
    const result = await execa(
      gitCommand,
      ["--git-dir", gitDir, "--work-tree", workTree, ...GIT_SETTINGS, ...args],
      {
        cwd: workTree,
        // Neither the user's git configuration nor a GIT_DIR of the host's reaches it.
        env: {
          PATH: process.env.PATH ?? "",
          HOME: gitDir,
          LANG: "C.UTF-8",
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_CONFIG_GLOBAL: "/dev/null",
        },
        extendEnv: false,
        stdin: "ignore",
        reject: false,
        timeout: GIT_TIMEOUT_MS,
        maxBuffer: FILE_CHANGES_LIMIT,
        stripFinalNewline: false,
      },
    );
    if (result.exitCode === 0 || result.isMaxBuffer) return String(result.stdout ?? "");
    const command = `git ${args.find((arg) => !arg.startsWith("-") && !arg.includes("=")) ?? ""}`;
    if (result.timedOut) throw new Error(`${command} took more than ${GIT_TIMEOUT_MS / 1000} s`);
    if (result.exitCode === undefined) throw new Error(`${gitCommand} is not installed or not on PATH`);
    const said = String(result.stderr ?? "")
      .trim()
      .split("\n")[0];
    throw new Error(`${command} failed: ${said || `exit code ${result.exitCode}`}`);
  };
}

/** Immediate child folders that are git repositories of their own, as agentv looks for them. */
function nestedRepositories(workspaceDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(workspaceDir);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry !== ".git" && entry !== "node_modules")
    .map((entry) => join(workspaceDir, entry))
    .filter((path) => isFolder(path) && isFolder(join(path, ".git")));
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** The diff as agentv passes it (trimmed), cut at a line and noted when it reached the limit. */
function cutAtLine(diff: string): string {
  if (Buffer.byteLength(diff) < FILE_CHANGES_LIMIT) return diff.trim();
  const kept = diff.slice(0, diff.lastIndexOf("\n"));
  return `${kept}\n[skill-eval: file_changes cut at ${FILE_CHANGES_LIMIT / 2 ** 20} MiB]`;
}
