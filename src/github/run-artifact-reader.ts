import { RequestError } from "octokit";
import { downloadArtifactFiles } from "./download-results-artifact.ts";
import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";
import type { PullRequestHeadLookup, RunArtifactReader } from "./report-results.ts";

/** Reads the named artifact of another workflow run through the REST API (`actions: read`). */
export function runArtifactReader(
  octokit: GithubClient,
  owner: string,
  repo: string,
  name: string,
): RunArtifactReader {
  return async (runId) => {
    const listed = await withPermission("list the first run's artifacts", "actions: read", () =>
      octokit.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: runId, name, per_page: 100 }),
    );
    const artifact = listed.data.artifacts.find((candidate) => !candidate.expired);
    if (artifact === undefined) return { problem: `run ${runId} has no unexpired artifact named "${name}"` };
    const downloaded = await downloadArtifactFiles({ octokit, owner, repo, artifactId: artifact.id });
    return "problem" in downloaded ? downloaded : { ...downloaded, artifactId: artifact.id };
  };
}

/** Asks GitHub for a pull request's head commit (`pull-requests: read`). */
export function pullRequestHeadLookup(
  octokit: GithubClient,
  owner: string,
  repo: string,
): PullRequestHeadLookup {
  return async (number) => {
    try {
      const pull = await withPermission("read the pull request", "pull-requests: write", () =>
        octokit.rest.pulls.get({ owner, repo, pull_number: number }),
      );
      return pull.data.head.sha;
    } catch (error) {
      if (error instanceof RequestError && error.status === 404) return undefined;
      throw error;
    }
  };
}
