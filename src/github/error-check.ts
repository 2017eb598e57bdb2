import { errorComment, noVerdictHeadline } from "../report/comment/error-comment.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { checkRunName, publishCheckRun } from "./check-run.ts";
import type { GithubClient } from "./octokit-client.ts";

export interface ErrorCheckTarget {
  inputs: ActionInputs;
  octokit: GithubClient;
  owner: string;
  repo: string;
  headSha: string;
  runUrl: string | undefined;
}

/**
 * A run that stopped with an error fails its check run, so an earlier attempt's green check on
 * the same head (a re-run, say) does not stand for this one. A failure to publish is a warning:
 * the step fails anyway.
 */
export async function publishErrorCheck(
  target: ErrorCheckTarget,
  error: string,
  exitCode: number,
): Promise<void> {
  try {
    const check = await publishCheckRun({
      octokit: target.octokit,
      owner: target.owner,
      repo: target.repo,
      headSha: target.headSha,
      name: checkRunName(target.inputs.commentHeader),
      conclusion: "failure",
      title: noVerdictHeadline(exitCode),
      summary: errorComment({
        error,
        exitCode,
        headSha: target.headSha,
        runUrl: target.runUrl,
        header: target.inputs.commentHeader,
      }),
      annotations: [],
      ...(target.runUrl === undefined ? {} : { detailsUrl: target.runUrl }),
    });
    actionLog.info(`check run: ${check.url}`);
  } catch (problem) {
    actionLog.warning(
      `skill-eval: could not fail the check run: ${problem instanceof Error ? problem.message : String(problem)}`,
    );
  }
}
