import type { ActionInputs } from "./action-inputs.ts";
import type { PullRequestEvent } from "./github-event.ts";

export interface ExecutionLimit {
  /** Infinity when the pull request's label lifts every limit, the config's too. */
  maxExecutions: number | undefined;
  /** What the over-limit error tells the user to do. */
  overLimitHint: string;
  liftedBy: string | undefined;
}

/** The `max-executions` guard for this event: a pull request with the `no-limit-label` runs in full. */
export function executionLimit(
  inputs: Pick<ActionInputs, "maxExecutions" | "noLimitLabel">,
  pullRequest: Pick<PullRequestEvent, "number" | "labels"> | undefined,
): ExecutionLimit {
  const label = inputs.noLimitLabel;
  // GitHub label names are unique regardless of case.
  if (pullRequest?.labels.some((name) => name.toLowerCase() === label.toLowerCase())) {
    return { maxExecutions: Number.POSITIVE_INFINITY, overLimitHint: "", liftedBy: label };
  }
  const overLimitHint =
    pullRequest === undefined
      ? "raise max-executions (or maxExecutions in the config), or narrow the run with paths"
      : `to run them all, add the label "${label}" to pull request #${pullRequest.number} (with labeled among the workflow's pull_request types, that starts the run), or run the full set from a workflow_dispatch run; else raise max-executions or narrow the run with paths`;
  return { maxExecutions: inputs.maxExecutions, overLimitHint, liftedBy: undefined };
}
