import type { SessionErrorKind } from "../model/session-report.ts";
import type { FailureClass } from "../model/status.ts";

/** Built-in classes for failures that happen before or instead of assertions. */
export const INFRASTRUCTURE_CLASSES = {
  timeout: { id: "timeout", label: "Timeout" },
  crash: { id: "crash", label: "Runner crash" },
  "max-steps": { id: "max-steps", label: "Max steps exceeded" },
  "max-turns": { id: "max-turns", label: "Agent turn limit reached" },
  "api-error": { id: "api-error", label: "Model API error" },
  auth: { id: "auth", label: "Authentication failed" },
  "permission-denied": { id: "permission-denied", label: "Permission denied" },
  "spawn-failed": { id: "spawn-failed", label: "Agent could not start" },
  "replay-missing": { id: "replay-missing", label: "Recorded transcript missing" },
  workspace: { id: "workspace", label: "Workspace setup failed" },
  bootstrap: { id: "bootstrap", label: "Workspace bootstrap failed" },
  normalization: { id: "normalization", label: "Agent output could not be read" },
  collection: { id: "collection", label: "Agent output could not be stored" },
  "model-rejected": { id: "model-rejected", label: "Model rejected by the agent" },
  interrupted: { id: "interrupted", label: "Stopped: the run was interrupted" },
} as const satisfies Record<string, FailureClass>;

export function classForSessionError(kind: SessionErrorKind | undefined): FailureClass {
  return kind === undefined ? INFRASTRUCTURE_CLASSES.crash : INFRASTRUCTURE_CLASSES[kind];
}
