import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SuiteWorkspaceConfig } from "../model/case.ts";
import type { ExecutionStatus } from "../model/status.ts";

/** A workspace is kept for a look afterwards when an execution in it did not go as expected. */
export function keepsWorkspace(status: ExecutionStatus): boolean {
  return status === "failed" || status === "error" || status === "unexpected-passed";
}

export interface PreparedWorkspace {
  dir: string;
  /** Removes a temporary workspace, or keeps it under the output folder (failed executions). */
  release(keep: boolean): string | undefined;
}

/**
 * The folder an execution runs in: `none` runs in place (the suite's `cwd`, else the project
 * root); `shared` in the suite run's one shared folder (`sharedDir`, set up beforehand);
 * `isolated` gets a fresh folder, seeded from `templateDir` with dotfiles and `.git`.
 */
export function prepareWorkspace(
  config: SuiteWorkspaceConfig,
  options: { root: string; keptDir: string; sharedDir?: string },
): PreparedWorkspace {
  switch (config.mode) {
    case "none":
      return inPlace(config.cwd ?? options.root);
    case "shared":
      if (options.sharedDir === undefined) throw new Error("the shared workspace was not set up");
      return inPlace(options.sharedDir);
    case "isolated":
      return temporaryWorkspace(config.templateDir, options.keptDir);
  }
}

/**
 * A suite run's shared folder (skillgym's `shared` mode): a copy of `templateDir`, kept under
 * the output folder when one of its executions failed. With `cwd` (which skillgym's case
 * document allows) the suite runs in that folder itself, which is never moved or removed.
 */
export function prepareSharedWorkspace(
  config: Extract<SuiteWorkspaceConfig, { mode: "shared" }>,
  keptDir: string,
): PreparedWorkspace {
  if (config.cwd !== undefined) return inPlace(config.cwd);
  return temporaryWorkspace(config.templateDir, keptDir);
}

function inPlace(dir: string): PreparedWorkspace {
  return { dir, release: () => undefined };
}

function temporaryWorkspace(templateDir: string | undefined, keptDir: string): PreparedWorkspace {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-ws-"));
  if (templateDir !== undefined) cpSync(templateDir, dir, { recursive: true, verbatimSymlinks: true });
  return {
    dir,
    release(keep) {
      if (!keep) {
        rmSync(dir, { recursive: true, force: true });
        return undefined;
      }
      mkdirSync(join(keptDir, ".."), { recursive: true });
      moveDir(dir, keptDir);
      return keptDir;
    },
  };
}

function moveDir(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  try {
    renameSync(from, to);
  } catch {
    // Across file systems (tmp on tmpfs): copy, then remove.
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    rmSync(from, { recursive: true, force: true });
  }
}
