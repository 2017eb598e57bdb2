import type { Dirent } from "node:fs";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { temporaryFolder } from "./process-group.ts";

/** Longest `file_changes` kept: past it the diff is cut at a line and says so. */
export const FILE_CHANGES_LIMIT = 16 * 1024 * 1024;
const GIT_TIMEOUT_MS = 60_000;
/** Entries of the workspace looked at for nested repositories, at most. */
const WALK_LIMIT = 1_000_000;
/** Folders with a `.git` of their own read, at most: each costs a few git processes. */
const MAX_TREES = 200;
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
  "core.attributesFile=/dev/null",
  "core.excludesFile=/dev/null",
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

type Git = (args: readonly string[], maxBuffer?: number) => Promise<{ stdout: string; cut: boolean }>;

/**
 * What agentv does for `file_changes` (its `initializeBaseline` and `captureFileChanges`): the
 * workspace committed as it is before the agent starts, then staged again and diffed against that
 * commit. Every folder holding a `.git` of its own (a nested repository, at any depth, or a
 * `.git` file pointing anywhere) is a tree of its own, left out of the folders around it, so git
 * never opens a repository the agent could have made or configured (its `.git/config` may name a
 * command to run); its changes are shown file by file under its path. The repositories live in a
 * temporary folder, so the workspace gets no `.git`. The agent runs as the same user and could
 * write there: before they are read again their configuration and index are put back, their
 * objects checked (`git fsck`), replace refs ignored, and the diff taken against the commit
 * recorded before the agent started. The workspace's `.gitignore` files apply, as in agentv, to
 * files that were not there at the start; the rule files themselves are always shown.
 * Throws (with git's words) when git is missing or fails.
 */
export async function recordWorkspaceBaseline(
  workspaceDir: string,
  gitCommand = "git",
): Promise<WorkspaceBaseline> {
  const { dir: root, remove } = await temporaryFolder("skill-eval-baseline-");
  const gitOf = (gitDir: string, tree: string) => gitRunner(gitCommand, gitDir, join(workspaceDir, tree));
  const atStart = new Map<string, { gitDir: string; commit: string }>();
  try {
    const trees = findTrees(workspaceDir);
    for (const tree of trees) {
      const gitDir = mkdtempSync(join(root, "tree-"));
      const git = gitOf(gitDir, tree);
      await initRepository(git, gitDir);
      await git(["add", "--all", "--", ".", ...excluded(tree, trees)]);
      await stageRuleFiles(git, excluded(tree, trees));
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
        for (const { gitDir, commit } of atStart.values()) {
          resetRepository(gitDir);
          await gitRunner(
            gitCommand,
            gitDir,
            root,
          )(["fsck", "--no-dangling", "--no-progress", "--no-reflogs", commit]);
        }
        const atEnd = findTrees(workspaceDir);
        const folders = [...atStart.keys(), ...atEnd].filter((tree) => isFolder(join(workspaceDir, tree)));
        const parts = new DiffParts();
        for (const tree of [...new Set([...atStart.keys(), ...atEnd])].sort()) {
          if (parts.full) break;
          const before = atStart.get(tree);
          if (before === undefined) {
            await parts.add((budget) =>
              newTreeDiff(tree, { atStart, atEnd, workspaceDir, root, gitCommand, budget }),
            );
          } else if (!isFolder(join(workspaceDir, tree))) {
            // Removed, or replaced by a file (which the tree around it shows): every file of it is gone.
            const git = gitRunner(gitCommand, before.gitDir, root);
            await parts.add((budget) =>
              git(["diff", before.commit, EMPTY_TREE, ...DIFF_OPTIONS, ...prefixes(tree)], budget),
            );
          } else {
            const git = gitOf(before.gitDir, tree);
            const out = excluded(tree, folders);
            // The index put back as the baseline left it: a file tracked then stays tracked,
            // whatever ignore rule the agent wrote since (else a changed file would read as deleted).
            await git(["read-tree", before.commit]);
            await git(["add", "--all", "--", ".", ...out]);
            await stageRuleFiles(git, out);
            await parts.add((budget) =>
              git(
                [
                  "diff",
                  before.commit,
                  "--ignore-submodules=all",
                  ...DIFF_OPTIONS,
                  ...prefixes(tree),
                  "--",
                  ".",
                  ...out,
                ],
                budget,
              ),
            );
          }
        }
        return parts.text();
      } finally {
        await remove();
      }
    },
    discard: remove,
  };
}

/**
 * Every `.gitignore` and `.gitattributes` is staged even where one ignores itself: a rule the
 * agent wrote (`*` to ignore, `-diff`) hides what it made from the diff, as in agentv, but never
 * the rule itself. Those in a folder a rule ignores (an installed `node_modules/`) stay out with
 * it, as the rule hiding them is shown: `--directory` names such a folder instead of entering it.
 */
async function stageRuleFiles(git: Git, out: readonly string[]): Promise<void> {
  const listed = await git([
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--directory",
    "--",
    ":(glob)**/.gitignore",
    ":(glob)**/.gitattributes",
    ...out,
  ]);
  const hidden = listed.stdout.split("\0").filter((path) => path !== "" && !path.endsWith("/"));
  if (hidden.length > 0) await git(["add", "--force", "--", ...hidden.map((path) => `:(literal)${path}`)]);
}

/** Diffs that run nothing a configuration could name, as agentv's plain `git diff` shows them. */
const DIFF_OPTIONS = ["--no-ext-diff", "--no-textconv"];

function prefixes(tree: string): string[] {
  const prefix = tree === "" ? "" : `${tree}/`;
  return [`--src-prefix=a/${prefix}`, `--dst-prefix=b/${prefix}`];
}

/**
 * A repository the agent made, in a fresh repository of our own (under a name it cannot guess):
 * compared with what the same path held in the tree around it at the start, its files there
 * staged first, so a file it kept is not shown as new. Where that path was a file, its deletion
 * is shown too.
 */
async function newTreeDiff(
  tree: string,
  context: {
    atStart: ReadonlyMap<string, { gitDir: string; commit: string }>;
    atEnd: readonly string[];
    workspaceDir: string;
    root: string;
    gitCommand: string;
    budget: number;
  },
): Promise<{ stdout: string; cut: boolean }> {
  const { atStart, atEnd, workspaceDir, root, gitCommand, budget } = context;
  const around = enclosing(tree, new Set(atStart.keys()));
  const base = atStart.get(around);
  if (base === undefined) return { stdout: "", cut: false };
  const gitDir = mkdtempSync(join(root, "made-"));
  const git = gitRunner(gitCommand, gitDir, join(workspaceDir, tree));
  await initRepository(git, gitDir);
  writeFileSync(join(gitDir, "objects", "info", "alternates"), `${join(base.gitDir, "objects")}\n`, {
    flag: "wx",
  });
  const path = relativeTo(around, tree);
  const kind = await git(["cat-file", "-t", `${base.commit}:${path}`]).then(
    ({ stdout }) => stdout.trim(),
    () => "none",
  );
  if (kind === "tree") await git(["read-tree", `${base.commit}:${path}`]);
  await git(["add", "--all", "--", ".", ...excluded(tree, atEnd)]);
  await stageRuleFiles(git, excluded(tree, atEnd));
  const made = await git(
    [
      "diff",
      "--cached",
      kind === "tree" ? `${base.commit}:${path}` : EMPTY_TREE,
      ...DIFF_OPTIONS,
      ...prefixes(tree),
    ],
    budget,
  );
  if (kind !== "blob") return made;
  const replaced = await gitRunner(
    gitCommand,
    base.gitDir,
    root,
  )(
    ["diff", base.commit, EMPTY_TREE, ...DIFF_OPTIONS, ...prefixes(around), "--", `:(literal)${path}`],
    budget,
  );
  return { stdout: `${replaced.stdout.trimEnd()}\n${made.stdout}`, cut: replaced.cut || made.cut };
}

/** The diff's parts within FILE_CHANGES_LIMIT: each read with what is left, the whole cut at a line. */
class DiffParts {
  private readonly parts: string[] = [];
  private left = FILE_CHANGES_LIMIT;
  private cut = false;

  get full(): boolean {
    return this.cut || this.left <= 0;
  }

  async add(read: (budget: number) => Promise<{ stdout: string; cut: boolean }>): Promise<void> {
    const part = await read(this.left);
    const text = part.stdout.trimEnd();
    if (text === "") return;
    this.parts.push(text);
    this.left -= Buffer.byteLength(text) + 1;
    this.cut ||= part.cut;
  }

  /** As agentv passes the diff (trimmed); a cut noted. */
  text(): string {
    const joined = this.parts.join("\n");
    if (!this.cut && this.left >= 0) return joined.trim();
    const bytes = Buffer.from(joined).subarray(0, FILE_CHANGES_LIMIT);
    const kept = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1).toString("utf8");
    return `${kept}[skill-eval: file_changes cut at ${FILE_CHANGES_LIMIT / 2 ** 20} MiB]`;
  }
}

/**
 * git on one tree, run in it (its pathspecs are relative to it) unless `cwd` says otherwise. A
 * result past FILE_CHANGES_LIMIT is kept up to its last whole line, marked `cut`.
 */
function gitRunner(gitCommand: string, gitDir: string, workTree: string, cwd = workTree): Git {
  return async (args, maxBuffer = FILE_CHANGES_LIMIT) => {
    const { execa } = await import("execa");
    const result = await execa(
      gitCommand,
      ["--no-replace-objects", "--git-dir", gitDir, "--work-tree", workTree, ...GIT_SETTINGS, ...args],
      {
        cwd,
        // Neither the user's git configuration nor a GIT_DIR of the host's reaches it.
        env: {
          PATH: process.env.PATH ?? "",
          // No home: git would read attributes and ignore rules under it even without a global config.
          HOME: "/nonexistent",
          LANG: "C.UTF-8",
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_CONFIG_GLOBAL: "/dev/null",
        },
        extendEnv: false,
        stdin: "ignore",
        reject: false,
        timeout: GIT_TIMEOUT_MS,
        maxBuffer: Math.max(1, maxBuffer),
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
    if (folder !== "" && entries.some((entry) => entry.name === ".git")) {
      trees.push(folder);
      if (trees.length > MAX_TREES)
        throw new Error(`the workspace holds more than ${MAX_TREES} folders with a .git of their own`);
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== ".git")
        pending.push(folder === "" ? entry.name : `${folder}/${entry.name}`);
    }
  }
  return trees.sort();
}

/** The trees inside `tree` with no other tree between, as pathspecs that leave them out of it. */
function excluded(tree: string, trees: readonly string[]): string[] {
  const all = new Set(trees);
  return [...all]
    .filter((other) => other !== tree && enclosing(other, all) === tree)
    .map((inner) => `:(exclude,literal)${relativeTo(tree, inner)}`);
}

/** The nearest of `trees` that holds `tree`: its nearest ancestor folder among them, else the workspace (""). */
function enclosing(tree: string, trees: ReadonlySet<string>): string {
  for (let end = tree.lastIndexOf("/"); end > 0; end = tree.lastIndexOf("/", end - 1)) {
    const ancestor = tree.slice(0, end);
    if (trees.has(ancestor)) return ancestor;
  }
  return "";
}

function relativeTo(tree: string, inner: string): string {
  return tree === "" ? inner : inner.slice(tree.length + 1);
}

async function initRepository(git: Git, gitDir: string): Promise<void> {
  await git(["-c", "init.defaultBranch=main", "init", "--quiet"]);
  writeOwnAttributes(gitDir);
}

/**
 * The rule files diffed as text whatever the workspace's attributes say of them (`* -diff`, or
 * `binary`, would show them as "Binary files differ"): `info/attributes` comes before them all.
 */
function writeOwnAttributes(gitDir: string): void {
  mkdirSync(join(gitDir, "info"), { recursive: true });
  writeFileSync(join(gitDir, "info", "attributes"), ".gitignore diff\n.gitattributes diff\n", { flag: "wx" });
}

function isFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/**
 * While the agent ran it could write to the repository: its configuration and `info/attributes`
 * are put back and what else git would read from it beyond objects and the recorded commit
 * (index, hooks, the rest of `info`, alternates) removed, without following a link.
 */
function resetRepository(gitDir: string): void {
  for (const path of [
    "config",
    "index",
    "hooks",
    "info",
    join("objects", "info", "alternates"),
    "commondir",
  ]) {
    rmSync(join(gitDir, path), { recursive: true, force: true });
  }
  writeFileSync(join(gitDir, "config"), OWN_CONFIG, { flag: "wx" });
  writeOwnAttributes(gitDir);
}
