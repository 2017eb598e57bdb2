import type { Dirent } from "node:fs";
import { lstatSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { temporaryFolder } from "./process-group.ts";

/** Longest `file_changes` kept: past it the diff is cut at a line and says so. */
export const FILE_CHANGES_LIMIT = 16 * 1024 * 1024;
const GIT_TIMEOUT_MS = 60_000;
/** Entries of the workspace looked at for nested repositories, at most. */
const WALK_LIMIT = 1_000_000;
/** git's empty tree. */
const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

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

/** What each of skill-eval's repositories holds as its configuration, whatever was written there since. */
const OWN_CONFIG = "[core]\n\trepositoryformatversion = 0\n\tbare = true\n";

export interface WorkspaceBaseline {
  /**
   * The workspace's changes since the baseline as `git diff` writes them ("" when none), then the
   * baseline is removed. Throws, with git's words, when they cannot be read.
   */
  changes(): Promise<string>;
  /** Removes the baseline without reading the changes. */
  discard(): Promise<void>;
}

type Git = (args: readonly string[]) => Promise<{ stdout: string; cut: boolean }>;

/**
 * What agentv does for `file_changes` (its `initializeBaseline` and `captureFileChanges`): the
 * workspace committed as it is before the agent starts, then staged again and diffed against that
 * commit. Every folder holding a `.git` of its own (a nested repository, at any depth, or a
 * `.git` file pointing anywhere) is a tree of its own, left out of the folders around it, so git
 * never opens a repository the agent could have made or configured (its `.git/config` may name a
 * command to run); its changes are shown file by file under its path. The repositories live in a
 * temporary folder, so the workspace gets no `.git`; their configuration is rewritten before they
 * are read again, and the diff is taken against the commit recorded before the agent started. The
 * workspace's `.gitignore` files apply, as in agentv. Throws (with git's words) when git is missing
 * or fails.
 */
export async function recordWorkspaceBaseline(
  workspaceDir: string,
  gitCommand = "git",
): Promise<WorkspaceBaseline> {
  const { dir: root, remove } = await temporaryFolder("skill-eval-baseline-");
  let repositories = 0;
  const newRepository = () => join(root, `${repositories++}.git`);
  const gitOf = (gitDir: string, tree: string) => gitRunner(gitCommand, gitDir, join(workspaceDir, tree));
  const atStart = new Map<string, { gitDir: string; commit: string }>();
  try {
    const trees = findTrees(workspaceDir);
    for (const tree of trees) {
      const gitDir = newRepository();
      const git = gitOf(gitDir, tree);
      await git(["-c", "init.defaultBranch=main", "init", "--quiet"]);
      await git(["add", "--all", "--", ".", ...excluded(tree, trees)]);
      await git(["commit", "--quiet", "--allow-empty", "--no-verify", "--message", "skill-eval baseline"]);
      atStart.set(tree, { gitDir, commit: (await git(["rev-parse", "HEAD"])).stdout.trim() });
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    async changes() {
      try {
        const atEnd = findTrees(workspaceDir);
        for (const { gitDir } of atStart.values()) restoreOwnConfig(gitDir);
        const parts: { stdout: string; cut: boolean }[] = [];
        for (const tree of [...new Set([...atStart.keys(), ...atEnd])].sort()) {
          const prefixes = [`--src-prefix=a/${prefixOf(tree)}`, `--dst-prefix=b/${prefixOf(tree)}`];
          const before = atStart.get(tree);
          if (before === undefined) {
            // A repository the agent made: compared with the same folder in the tree around it.
            const around = enclosing(tree, [...atStart.keys()]);
            const base = atStart.get(around);
            if (base === undefined) continue;
            const gitDir = newRepository();
            const git = gitOf(gitDir, tree);
            await git(["-c", "init.defaultBranch=main", "init", "--quiet"]);
            writeFileSync(join(gitDir, "objects", "info", "alternates"), `${join(base.gitDir, "objects")}\n`);
            await git(["add", "--all", "--", ".", ...excluded(tree, atEnd)]);
            const folder = `${base.commit}:${relativeTo(around, tree)}`;
            const exists = await git(["cat-file", "-t", folder]).then(
              ({ stdout }) => stdout.trim() === "tree",
              () => false,
            );
            parts.push(await git(["diff", "--cached", exists ? folder : EMPTY_TREE, ...prefixes]));
          } else if (!isFolder(join(workspaceDir, tree))) {
            // Removed, or replaced by a file (which the tree around it shows): every file of it is gone.
            const git = gitRunner(gitCommand, before.gitDir, root);
            parts.push(await git(["diff", before.commit, EMPTY_TREE, ...prefixes]));
          } else {
            const git = gitOf(before.gitDir, tree);
            const out = excluded(
              tree,
              [...atStart.keys(), ...atEnd].filter((other) => isFolder(join(workspaceDir, other))),
            );
            await git(["add", "--all", "--", ".", ...out]);
            parts.push(
              await git(["diff", before.commit, "--ignore-submodules=all", ...prefixes, "--", ".", ...out]),
            );
          }
        }
        return joinWithinLimit(parts);
      } finally {
        await remove();
      }
    },
    discard: remove,
  };
}

/**
 * git on one tree, run in it (its pathspecs are relative to it) unless `cwd` says otherwise. A
 * result past FILE_CHANGES_LIMIT is kept up to its last whole line, marked `cut`.
 */
function gitRunner(gitCommand: string, gitDir: string, workTree: string, cwd = workTree): Git {
  return async (args) => {
    const { execa } = await import("execa");
    const result = await execa(
      gitCommand,
      ["--git-dir", gitDir, "--work-tree", workTree, ...GIT_SETTINGS, ...args],
      {
        cwd,
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
    const stdout = String(result.stdout ?? "");
    if (result.isMaxBuffer) return { stdout: stdout.slice(0, stdout.lastIndexOf("\n") + 1), cut: true };
    if (result.exitCode === 0) return { stdout, cut: false };
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
 * "" for the workspace, then every folder in it that holds a `.git` entry of its own (a folder, a
 * file or a link), in path order. Links are never followed and `.git` folders never entered.
 */
function findTrees(workspaceDir: string): string[] {
  const trees = [""];
  const pending = [""];
  let seen = 0;
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(workspaceDir, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    seen += entries.length;
    if (seen > WALK_LIMIT) throw new Error(`the workspace holds more than ${WALK_LIMIT} entries`);
    if (folder !== "" && entries.some((entry) => entry.name === ".git")) trees.push(folder);
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== ".git")
        pending.push(folder === "" ? entry.name : `${folder}/${entry.name}`);
    }
  }
  return trees.sort();
}

/** The trees inside `tree` with no other tree between, as pathspecs that leave them out of it. */
function excluded(tree: string, trees: readonly string[]): string[] {
  return trees
    .filter((other) => other !== tree && enclosing(other, trees) === tree)
    .map((inner) => `:(exclude,literal)${relativeTo(tree, inner)}`);
}

/** The nearest of `trees` that holds `tree` (the workspace, "", holds every tree). */
function enclosing(tree: string, trees: readonly string[]): string {
  return trees
    .filter((other) => other !== tree && (other === "" || tree.startsWith(`${other}/`)))
    .reduce((nearest, other) => (other.length > nearest.length ? other : nearest), "");
}

function relativeTo(tree: string, inner: string): string {
  return tree === "" ? inner : inner.slice(tree.length + 1);
}

function prefixOf(tree: string): string {
  return tree === "" ? "" : `${tree}/`;
}

function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** While the agent ran it could write to these folders: what git reads from them is put back. */
function restoreOwnConfig(gitDir: string): void {
  writeFileSync(join(gitDir, "config"), OWN_CONFIG);
  for (const path of ["hooks", "info", join("objects", "info", "alternates"), "commondir"]) {
    rmSync(join(gitDir, path), { recursive: true, force: true });
  }
}

/** The parts as agentv passes the diff (trimmed), within FILE_CHANGES_LIMIT at a line, a cut noted. */
function joinWithinLimit(parts: readonly { stdout: string; cut: boolean }[]): string {
  const joined = parts
    .map((part) => part.stdout.trimEnd())
    .filter((part) => part !== "")
    .join("\n");
  const cut = parts.some((part) => part.cut) || Buffer.byteLength(joined) > FILE_CHANGES_LIMIT;
  if (!cut) return joined.trim();
  const bytes = Buffer.from(joined).subarray(0, FILE_CHANGES_LIMIT);
  const kept = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1).toString("utf8");
  return `${kept}[skill-eval: file_changes cut at ${FILE_CHANGES_LIMIT / 2 ** 20} MiB]`;
}
