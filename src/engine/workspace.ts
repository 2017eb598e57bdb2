import { cp, mkdir, mkdtemp, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SuiteWorkspaceConfig } from "../model/case.ts";
import type { ExecutionStatus } from "../model/status.ts";
import { trackTemporaryPath } from "./process-group.ts";
import { openUpFolders, removeFolder } from "./remove-folder.ts";
import { assertTemplateLinksInside } from "./template-links.ts";

/** A workspace is kept for a look afterwards when an execution in it did not go as expected. */
export function keepsWorkspace(status: ExecutionStatus): boolean {
  return status === "failed" || status === "error" || status === "unexpected-passed";
}

export interface PreparedWorkspace {
  dir: string;
  /**
   * Removes a temporary workspace, or keeps it under the output folder (failed executions), made
   * safe by `makeSafe` first, where it is: nothing reaches the output folder before it is safe.
   * Returns where it was kept. When it cannot be made safe or kept, it is removed (and whatever
   * of it reached the output folder) and the error is thrown.
   */
  release(keep: boolean, makeSafe?: (dir: string) => Promise<void>): Promise<string | undefined>;
}

/**
 * The folder an execution runs in: `none` runs in place (the suite's `cwd`, else the project
 * root); `shared` in the suite run's one shared folder (`sharedDir`, set up beforehand);
 * `isolated` gets a fresh folder, seeded from `templateDir` with dotfiles and `.git`.
 */
export async function prepareWorkspace(
  config: SuiteWorkspaceConfig,
  options: { root: string; keptDir: string; sharedDir?: string; seedDir?: string },
): Promise<PreparedWorkspace> {
  switch (config.mode) {
    case "none":
      return inPlace(config.cwd ?? options.root);
    case "shared":
      if (options.sharedDir === undefined) throw new Error("the shared workspace was not set up");
      return inPlace(options.sharedDir);
    case "isolated":
      // Seeded: the template as the suite's before_all hook left it, its links checked within it.
      return options.seedDir === undefined
        ? await temporaryWorkspace(config.templateDir, options.keptDir, options.root)
        : await temporaryWorkspace(options.seedDir, options.keptDir, options.seedDir);
  }
}

/**
 * The folder an isolated suite's `before_all` hook runs in: a copy of its template (or an empty
 * folder), from which each execution's own copy is then made, as agentv runs the hook in the
 * workspace its tests see, never in the checkout.
 */
export async function prepareSeedWorkspace(
  config: Extract<SuiteWorkspaceConfig, { mode: "isolated" }>,
  keptDir: string,
  root: string,
): Promise<PreparedWorkspace> {
  return await temporaryWorkspace(config.templateDir, keptDir, root);
}

/**
 * A suite run's shared folder (skillgym's `shared` mode): a copy of `templateDir`, kept under
 * the output folder when one of its executions failed. With `cwd` (which skillgym's case
 * document allows) the suite runs in that folder itself, which is never moved or removed.
 */
export async function prepareSharedWorkspace(
  config: Extract<SuiteWorkspaceConfig, { mode: "shared" }>,
  keptDir: string,
  root: string,
): Promise<PreparedWorkspace> {
  if (config.cwd !== undefined) return inPlace(config.cwd);
  return await temporaryWorkspace(config.templateDir, keptDir, root);
}

function inPlace(dir: string): PreparedWorkspace {
  return { dir, release: async () => undefined };
}

// Asynchronous: executions run side by side, and synchronous file work on the main thread
// (copying, removing folders) is the part of each one that concurrency cannot overlap. Only a
// folder of a few entries is removed at once (remove-folder.ts).
async function temporaryWorkspace(
  templateDir: string | undefined,
  keptDir: string,
  root: string,
): Promise<PreparedWorkspace> {
  if (templateDir !== undefined) await assertTemplateLinksInside(templateDir, root);
  const dir = await mkdtemp(join(tmpdir(), "skill-eval-ws-"));
  const untrack = trackTemporaryPath(dir);
  if (templateDir !== undefined) await cp(templateDir, dir, { recursive: true, verbatimSymlinks: true });
  return {
    dir,
    async release(keep, makeSafe) {
      if (!keep) {
        untrack();
        await removeFolder(dir);
        return undefined;
      }
      try {
        // An agent may have left folders it cannot read (chmod 000): the kept copy is redacted,
        // uploaded and, by the next run, removed.
        openUpFolders(dir);
        await makeSafe?.(dir);
        await mkdir(join(keptDir, ".."), { recursive: true });
        await moveDir(dir, keptDir);
        return keptDir;
      } catch (error) {
        await removeFolder(dir).catch(() => undefined);
        await removeFolder(keptDir).catch(() => undefined);
        throw error;
      } finally {
        // Tracked until here: interrupted meanwhile, the run still removes it.
        untrack();
      }
    },
  };
}

async function moveDir(from: string, to: string): Promise<void> {
  await removeFolder(to);
  try {
    await rename(from, to);
  } catch {
    // Across file systems (tmp on tmpfs): copy, then remove (a copy that failed half-way too).
    try {
      await cp(from, to, { recursive: true, verbatimSymlinks: true });
    } catch (error) {
      await removeFolder(to).catch(() => undefined);
      throw error;
    }
    await removeFolder(from);
  }
}
