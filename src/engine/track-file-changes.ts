import { readsFileChanges } from "../assert/declarative/assertion-registry.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import { workspaceFor } from "./execution-context.ts";
import { recordWorkspaceBaseline, type WorkspaceBaseline } from "./workspace-git-baseline.ts";

/**
 * Records an execution's workspace before the agent starts when one of its graders reads agentv's
 * `file_changes`: only a fresh (isolated) workspace, never a folder run in place, so a user's own
 * checkout is not staged whole. Undefined when not tracked; `warn` says why when it cannot be.
 */
export async function trackFileChanges(
  suite: Suite,
  caseSpec: CaseSpec,
  workspaceDir: string,
  warn: (line: string) => void,
): Promise<WorkspaceBaseline | undefined> {
  if (workspaceFor(suite, caseSpec).mode !== "isolated") return undefined;
  if (!caseSpec.assertions.some(readsFileChanges)) return undefined;
  try {
    return await recordWorkspaceBaseline(workspaceDir);
  } catch (error) {
    warn(
      `file_changes not tracked (graders get null): ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
