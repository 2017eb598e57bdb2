import type { Results } from "../../model/results.ts";
import { markdownCode } from "../markdown-escape.ts";

/** How a maintainer gets agents to run on a fork's pull request (examples/workflows). */
export const FORK_MAINTAINER_HINT =
  "To run the evals on it, a maintainer approves the `skill-evals-fork` environment of the `pull_request_target` workflow (examples/workflows/skill-eval-fork-approved.yml), or pushes the branch to this repository.";

/** The comment's explanation under a fork's "not run" verdict. Pure. */
export function forkSkippedLines(results: Results): string[] {
  const pullRequest = results.run.pullRequest;
  const which =
    pullRequest === undefined
      ? "This pull request"
      : `Pull request #${pullRequest.number} at head ${markdownCode(pullRequest.headSha.slice(0, 7))}`;
  return [
    `${which} comes from a fork. GitHub gives a fork's workflows no secrets (so no agent API keys), so no agent ran. This is not a failure: the check is neutral.`,
    FORK_MAINTAINER_HINT,
  ];
}
