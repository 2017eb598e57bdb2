import { lstatSync, readdirSync } from "node:fs";
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

/** git's empty tree: what a nested repository the agent removed is compared with. */
const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

/**
 * What agentv does for `file_changes` (its `initializeBaseline` and `captureFileChanges`): the
 * workspace committed as it is before the agent starts, then staged again and diffed against that
 * commit, with changes inside nested repositories (folders of the workspace with a `.git` of
 * their own, as agentv looks for them) shown file by file under their folder. Every repository
 * lives in a temporary folder of its own, so the workspace gets no `.git`, and git never reads a
 * configuration the agent could write (a nested repository's `.git/config` may name a command
 * to run); the workspace's `.gitignore` files apply, as in agentv. Throws (with git's own words)
 * when git is missing or fails.
 */
export async function recordWorkspaceBaseline(
  workspaceDir: string,
  gitCommand = "git",
): Promise<WorkspaceBaseline> {
  const { dir: root, remove } = await temporaryFolder("skill-eval-baseline-");
  const nestedAtStart = nestedRepositories(workspaceDir);
  // One repository per tree: the workspace's own, and one for each nested repository, by its name.
  const tree = (name: string, cwd?: string) =>
    gitRunner(
      gitCommand,
      join(root, name === "" ? "workspace.git" : `nested-${encodeURIComponent(name)}.git`),
      {
        workTree: join(workspaceDir, name),
        cwd,
      },
    );
  const stage = async (name: string, nested: readonly string[]) => {
    const git = tree(name);
    await git(["-c", "init.defaultBranch=main", "init", "--quiet"]);
    await git(["add", "--all", "--", ".", ...excluded(nested)]);
  };
  try {
    for (const name of ["", ...nestedAtStart]) {
      await stage(name, name === "" ? nestedAtStart : []);
      await tree(name)([
        "commit",
        "--quiet",
        "--allow-empty",
        "--no-verify",
        "--message",
        "skill-eval baseline",
      ]);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    async changes() {
      try {
        const nestedAtEnd = nestedRepositories(workspaceDir);
        const nested = [...new Set([...nestedAtStart, ...nestedAtEnd])].sort();
        const parts = [await diffOf(tree(""), "", nested, "HEAD")];
        for (const name of nested) {
          const prefix = `${name}/`;
          if (!nestedAtStart.includes(name)) {
            // A repository the agent made: every file of it is new.
            await stage(name, []);
            parts.push(await tree(name)(["diff", "--cached", ...prefixes(prefix)]));
          } else if (!isFolder(join(workspaceDir, name))) {
            parts.push(await removedTree(tree(name, root), prefix));
          } else parts.push(await diffOf(tree(name), prefix, [], "HEAD"));
        }
        return cutAtLine(parts.filter((part) => part.trim() !== "").join("\n"));
      } catch {
        return undefined;
      } finally {
        await remove();
      }
    },
    discard: remove,
  };
}

type Git = (args: readonly string[]) => Promise<string>;

async function diffOf(git: Git, prefix: string, nested: readonly string[], base: string): Promise<string> {
  await git(["add", "--all", "--", ".", ...excluded(nested)]);
  return await git(["diff", base, ...prefixes(prefix), "--", ".", ...excluded(nested)]);
}

/** A nested repository the agent removed: every file of it is gone. */
async function removedTree(git: Git, prefix: string): Promise<string> {
  return await git(["diff", "HEAD", EMPTY_TREE, ...prefixes(prefix)]);
}

function prefixes(prefix: string): string[] {
  return [`--src-prefix=a/${prefix}`, `--dst-prefix=b/${prefix}`];
}

/** Pathspecs leaving the nested repositories out of the workspace's own diff. */
function excluded(nested: readonly string[]): string[] {
  return nested.map((name) => `:(exclude,literal)${name}`);
}

/** git on one tree, run in it (its pathspecs are relative to it) unless `cwd` says otherwise. */
function gitRunner(
  gitCommand: string,
  gitDir: string,
  tree: { workTree: string; cwd?: string | undefined },
): Git {
  return async (args) => {
    const { execa } = await import("execa");
    const result = await execa(
      gitCommand,
      ["--git-dir", gitDir, "--work-tree", tree.workTree, ...GIT_SETTINGS, ...args],
      {
        cwd: tree.cwd ?? tree.workTree,
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

/**
 * The names of the workspace's immediate child folders that are git repositories of their own,
 * as agentv looks for them; a symbolic link is never followed (it may lead out of the workspace).
 */
function nestedRepositories(workspaceDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(workspaceDir);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry !== ".git" && entry !== "node_modules")
    .filter((entry) => isFolder(join(workspaceDir, entry)) && isFolder(join(workspaceDir, entry, ".git")))
    .sort();
}

function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** The diff as agentv passes it (trimmed), cut at a line and noted when it reached the limit. */
function cutAtLine(diff: string): string {
  if (Buffer.byteLength(diff) < FILE_CHANGES_LIMIT) return diff.trim();
  const kept = diff.slice(0, diff.lastIndexOf("\n"));
  return `${kept}\n[skill-eval: file_changes cut at ${FILE_CHANGES_LIMIT / 2 ** 20} MiB]`;
}
