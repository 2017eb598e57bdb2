import { readsFileChanges } from "../assert/declarative/assertion-registry.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import { describeFileChanges } from "./describe-file-changes.ts";
import { workspaceFor } from "./execution-context.ts";
import { SNAPSHOT_TOTAL_LIMIT, snapshotWorkspace } from "./workspace-snapshot.ts";

export interface FileChangeTracker {
  /** The workspace's changes since tracking began, as a unified diff; undefined when it grew too large. */
  changes(): Promise<string | undefined>;
}

/**
 * Starts tracking an execution's workspace when one of its graders reads agentv's
 * `file_changes`: only a fresh (isolated) workspace, never a folder run in place, so a user's own
 * checkout is not read whole. Undefined when not tracked; `warn` says why when it cannot be.
 */
export async function trackFileChanges(
  suite: Suite,
  caseSpec: CaseSpec,
  workspaceDir: string,
  warn: (line: string) => void,
): Promise<FileChangeTracker | undefined> {
  if (workspaceFor(suite, caseSpec).mode !== "isolated") return undefined;
  if (!caseSpec.assertions.some(readsFileChanges)) return undefined;
  const tooLarge = `file_changes not tracked: the workspace holds more than ${SNAPSHOT_TOTAL_LIMIT / 2 ** 20} MiB of text`;
  const before = await snapshotWorkspace(workspaceDir);
  if (before === undefined) {
    warn(tooLarge);
    return undefined;
  }
  return {
    async changes() {
      const after = await snapshotWorkspace(workspaceDir);
      if (after === undefined) warn(tooLarge);
      return after === undefined ? undefined : describeFileChanges(before, after);
    },
  };
}
