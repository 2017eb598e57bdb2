import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
};

/** A real git repository in a temporary folder, driven by the real `git`. */
export interface GitRepo {
  dir: string;
  git: (...args: string[]) => string;
  write: (files: Record<string, string>) => void;
  remove: (...paths: string[]) => void;
  commit: (message: string) => string;
  cleanup: () => void;
}

export function createGitRepo(prefix = "skill-eval-git-"): GitRepo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      env: GIT_ENV,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  git("init", "--quiet", "--initial-branch=main");
  return {
    dir,
    git,
    write: (files) => {
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
    },
    remove: (...paths) => {
      for (const path of paths) rmSync(join(dir, path), { recursive: true, force: true });
    },
    commit: (message) => {
      git("add", "--all");
      git("commit", "--quiet", "--allow-empty", "-m", message);
      return git("rev-parse", "HEAD");
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `git clone` into a new temporary folder, with the same identity settings. */
export function cloneRepo(source: string, args: readonly string[]): GitRepo {
  const parent = mkdtempSync(join(tmpdir(), "skill-eval-clone-"));
  const dir = join(parent, "clone");
  execFileSync("git", ["clone", "--quiet", ...args, `file://${source}`, dir], {
    env: GIT_ENV,
    stdio: "pipe",
  });
  const git = (...gitArgs: string[]) =>
    execFileSync("git", gitArgs, {
      cwd: dir,
      env: GIT_ENV,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  return {
    dir,
    git,
    write: () => {
      throw new Error("clones are read-only in these tests");
    },
    remove: () => undefined,
    commit: () => git("rev-parse", "HEAD"),
    cleanup: () => rmSync(parent, { recursive: true, force: true }),
  };
}
