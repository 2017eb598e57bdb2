import { errorComment } from "../report/comment/error-comment.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import type { GithubClient } from "./octokit-client.ts";
import { publishStickyComment } from "./sticky-comment.ts";

export interface ErrorCommentTarget {
  inputs: ActionInputs;
  octokit: GithubClient;
  owner: string;
  repo: string;
  pullRequest: { number: number; headSha: string };
  runUrl: string | undefined;
}

/**
 * A run that stopped with an error says so in the sticky comment, so the previous head's verdict
 * (green, say) or the "Running" note does not stand for this one. It only informs: a failure to
 * post is a warning.
 */
export async function postErrorComment(
  target: ErrorCommentTarget,
  error: string,
  exitCode: number,
): Promise<void> {
  try {
    const outcome = await publishStickyComment({
      octokit: target.octokit,
      owner: target.owner,
      repo: target.repo,
      issueNumber: target.pullRequest.number,
      header: target.inputs.commentHeader,
      body: errorComment({
        error,
        exitCode,
        headSha: target.pullRequest.headSha,
        runUrl: target.runUrl,
        header: target.inputs.commentHeader,
      }),
      mode: target.inputs.comment,
      failing: true,
      regressions: 0,
      headSha: target.pullRequest.headSha,
      log: (line) => actionLog.info(line),
    });
    actionLog.info(`comment: ${outcome.action}${outcome.url ? ` ${outcome.url}` : ""}`);
  } catch (problem) {
    actionLog.warning(
      `skill-eval: could not post the error to the pull request: ${problem instanceof Error ? problem.message : String(problem)}`,
    );
  }
}
