import { cpSync, lstatSync } from "node:fs";
import { basename, join } from "node:path";
import { redactWorkspace } from "../../engine/redact-workspace.ts";
import { removeFolderSync } from "../../engine/remove-folder.ts";

export interface PackWorkspaceOptions {
  /** The kept workspace, e.g. `<out>/workspaces/<execution dir>`. */
  source: string;
  /** A scratch folder of ours: the copy that is redacted and packed lives here. */
  stagingDir: string;
  /** The `.tar.gz` to write. */
  tarball: string;
  secrets: readonly string[];
  excludeNodeModules: boolean;
}

/**
 * Packs one workspace as a `.tar.gz` whose single top folder is the workspace's own name. The
 * system `tar` keeps modes, dotfiles, `.git` and symbolic links (as links, never followed); a copy
 * is packed so secrets are redacted without touching the output folder.
 */
export async function packWorkspace(options: PackWorkspaceOptions): Promise<void> {
  const name = basename(options.source);
  const copy = join(options.stagingDir, name);
  try {
    cpSync(options.source, copy, {
      recursive: true,
      verbatimSymlinks: true,
      preserveTimestamps: true,
      filter: (path) => isPackable(path, options.excludeNodeModules),
    });
    await redactWorkspace(copy, options.secrets);
    const { execa } = await import("execa");
    const packed = await execa("tar", ["-czf", options.tarball, "-C", options.stagingDir, name], {
      reject: false,
      stdin: "ignore",
    });
    if (packed.exitCode !== 0) {
      throw new Error(`tar could not pack ${name} (exit ${packed.exitCode}): ${packed.stderr.trim()}`);
    }
  } finally {
    removeFolderSync(copy);
  }
}

/** Folders, regular files and links; never sockets or fifos (tar and cp cannot take them). */
function isPackable(path: string, excludeNodeModules: boolean): boolean {
  if (excludeNodeModules && basename(path) === "node_modules") return false;
  const stats = lstatSync(path);
  return stats.isDirectory() || stats.isFile() || stats.isSymbolicLink();
}
