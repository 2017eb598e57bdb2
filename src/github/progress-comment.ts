import { progressComment } from "../report/comment/progress-comment.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import type { GithubClient } from "./octokit-client.ts";
import type { PullRequestRecord } from "./pull-request-record.ts";
import { publishStickyComment } from "./sticky-comment.ts";

export interface ProgressTarget {
  inputs: ActionInputs;
  octokit: GithubClient;
  owner: string;
  repo: string;
  pullRequest: PullRequestRecord;
  runUrl: string | undefined;
}

/**
 * `comment-progress: true`: a callback that puts "⏳ Running N executions" in the sticky comment
 * when the run starts; the result replaces it at the end. It informs and never gates: a failure
 * to post is a warning.
 */
export function postProgress(target: ProgressTarget): (executions: number) => Promise<void> {
  return async (executions) => {
    try {
      await publishStickyComment({
        octokit: target.octokit,
        owner: target.owner,
        repo: target.repo,
        issueNumber: target.pullRequest.number,
        header: target.inputs.commentHeader,
        body: progressComment({
          executions,
          headSha: target.pullRequest.headSha,
          runUrl: target.runUrl,
          header: target.inputs.commentHeader,
        }),
        mode: "always",
        failing: false,
        regressions: 0,
        headSha: target.pullRequest.headSha,
        log: (line) => actionLog.info(line),
      });
    } catch (error) {
      actionLog.warning(
        `skill-eval: could not post the progress comment: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
