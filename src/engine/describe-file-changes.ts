import { formatPatch, type StructuredPatch, structuredPatch } from "diff";
import type { WorkspaceSnapshot } from "./workspace-snapshot.ts";

/**
 * agentv's `file_changes`: what changed between two snapshots of a workspace, as `git diff`
 * writes it (`diff --git a/… b/…`, `new file mode`, `--- /dev/null`, hunks with three lines of
 * context), one file after another in path order. Empty when nothing changed.
 */
export function describeFileChanges(before: WorkspaceSnapshot, after: WorkspaceSnapshot): string {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const patches: StructuredPatch[] = [];
  for (const path of paths) {
    const old = before.get(path);
    const current = after.get(path);
    if (old === current) continue;
    const patch = structuredPatch(
      old === undefined ? "/dev/null" : `a/${path}`,
      current === undefined ? "/dev/null" : `b/${path}`,
      old ?? "",
      current ?? "",
      undefined,
      undefined,
      { context: 3 },
    );
    patches.push({
      ...patch,
      isGit: true,
      ...(old === undefined ? { isCreate: true, newMode: "100644" } : {}),
      ...(current === undefined ? { isDelete: true, oldMode: "100644" } : {}),
    });
  }
  return patches.map((patch) => formatPatch(patch).trimEnd()).join("\n");
}
