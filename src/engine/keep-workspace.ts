import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SecretSet } from "../report/redact.ts";
import { MAX_WORKSPACE_DEPTH, MAX_WORKSPACE_PATH_BYTES, redactWorkspace } from "./redact-workspace.ts";
import type { PreparedWorkspace } from "./workspace.ts";

/** Characters of an error quoted in a warning (an error names paths, which can be kilobytes long). */
const MAX_REASON_CHARACTERS = 300;

/**
 * Releases a workspace: removed, or kept under the output folder once made safe where it is
 * (redacted, and cut to MAX_WORKSPACE_DEPTH). Keeping fails closed and never stops the run: a
 * workspace that cannot be made safe or kept is removed, its place under the output folder holds
 * only a note saying why, and a warning says so. Returns where it was kept.
 */
export async function releaseWorkspace(
  workspace: PreparedWorkspace | undefined,
  keep: boolean,
  options: { keptDir: string; secrets: SecretSet | undefined; warn: (line: string) => void },
): Promise<string | undefined> {
  if (workspace === undefined) return undefined;
  if (!keep) return workspace.release(false);
  let pruned = 0;
  try {
    const kept = await workspace.release(true, async (dir) => {
      ({ pruned } = await redactWorkspace(dir, options.secrets?.values ?? []));
    });
    if (pruned > 0) {
      options.warn(
        `the kept workspace held folders more than ${MAX_WORKSPACE_DEPTH} levels deep or with paths longer than ${MAX_WORKSPACE_PATH_BYTES} bytes: ${pruned} folder(s) replaced by a note`,
      );
    }
    return kept;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const shown =
      message.length > MAX_REASON_CHARACTERS ? `${message.slice(0, MAX_REASON_CHARACTERS)}…` : message;
    const reason = options.secrets?.redact(shown) ?? shown;
    options.warn(`the workspace could not be kept safely (${reason}): it was removed, not kept`);
    try {
      await mkdir(options.keptDir, { recursive: true });
      await writeFile(
        join(options.keptDir, "skill-eval-note.txt"),
        `skill-eval did not keep this workspace: it could not be made safe to keep (${reason})\n`,
      );
    } catch {
      // The warning says it all.
    }
    return undefined;
  }
}
