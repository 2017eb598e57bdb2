import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SuiteWorkspaceConfig } from "../model/case.ts";

export interface PreparedWorkspace {
  dir: string;
  /** Removes a temporary workspace, or keeps it under the output folder (failed executions). */
  release(keep: boolean): string | undefined;
}

/**
 * The folder an execution runs in: `none` runs in place (the suite's `cwd`, else the project
 * root); `isolated` gets a fresh folder, seeded from `templateDir` with dotfiles and `.git`.
 */
export function prepareWorkspace(
  config: SuiteWorkspaceConfig,
  options: { root: string; keptDir: string; suiteFile: string },
): PreparedWorkspace {
  if (config.mode === "none") return { dir: config.cwd ?? options.root, release: () => undefined };
  if (config.mode === "shared" || config.bootstrap !== undefined) {
    // Loaders reject these; reaching here is a bug, not a user mistake.
    throw new Error(`unsupported workspace in ${options.suiteFile}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-ws-"));
  if (config.templateDir !== undefined)
    cpSync(config.templateDir, dir, { recursive: true, verbatimSymlinks: true });
  return {
    dir,
    release(keep) {
      if (!keep) {
        rmSync(dir, { recursive: true, force: true });
        return undefined;
      }
      mkdirSync(join(options.keptDir, ".."), { recursive: true });
      moveDir(dir, options.keptDir);
      return options.keptDir;
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
