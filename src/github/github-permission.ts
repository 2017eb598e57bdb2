import { RequestError } from "octokit";
import { ConfigError } from "../model/errors.ts";

/** The `permissions:` scopes this action may need, each named as a workflow writes it. */
export type GithubPermission = "pull-requests: write" | "checks: write" | "actions: read" | "contents: read";

/**
 * GitHub refused a call for lack of a permission: the message says which line to add to the
 * workflow. A setting to fix, so a configuration error (exit 2) where nothing handles it.
 */
export class GithubPermissionError extends ConfigError {
  override name = "GithubPermissionError";
  readonly permission: GithubPermission;
  /** What GitHub refused, e.g. "list the base branch's commits". */
  readonly action: string;

  constructor(action: string, permission: GithubPermission, options: { cause?: unknown } = {}) {
    super(
      `GitHub refused to ${action}: the token lacks "${permission}". Add it to the job in the workflow:\n` +
        `  permissions:\n    ${permission}\n` +
        "(On a pull request from a fork the token is read-only whatever the workflow says: " +
        "post from a workflow_run workflow instead, see examples/workflows.)",
      options,
    );
    this.permission = permission;
    this.action = action;
  }
}

/**
 * Runs one GitHub call, turning GitHub's "Resource not accessible by integration" into a
 * GithubPermissionError. `notFoundIsDenied`: for a list of the workflow's own repository, which
 * exists, a 404 can only mean the token may not see it (a private repository answers so).
 */
export async function withPermission<T>(
  action: string,
  permission: GithubPermission,
  call: () => Promise<T>,
  options: { notFoundIsDenied?: boolean } = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const hidden = options.notFoundIsDenied === true && error instanceof RequestError && error.status === 404;
    if (hidden || isPermissionDenied(error))
      throw new GithubPermissionError(action, permission, { cause: error });
    throw error;
  }
}

/** 403 for a missing scope (a rate limit is 403 too, but names itself and is retried before it gets here). */
export function isPermissionDenied(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.status === 403 &&
    !/rate limit/i.test(error.message) &&
    /not accessible by integration|permission|forbidden/i.test(error.message)
  );
}

/** A call GitHub refused for lack of a permission, and what the run did without it. */
export interface PermissionProblem {
  permission: GithubPermission;
  action: string;
  /** What is missing from the run because of it, e.g. "no baseline, so no comparison". */
  consequence: string;
}

/** The line a reader sees near the top of the comment and summary: the permission and the workflow line to add. Pure. */
export function permissionProblemLine(problem: PermissionProblem): string {
  return `> ⚠️ **Missing permission \`${problem.permission}\`**: GitHub refused to ${problem.action}, so ${problem.consequence}. Add \`${problem.permission}\` under the job's \`permissions:\` in the workflow.`;
}
