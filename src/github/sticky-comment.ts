import { RequestError } from "octokit";
import { commentMarker } from "../report/comment/comment-marker.ts";
import { FORK_SKIPPED_VERDICT } from "../report/comment/comment-verdict.ts";
import { NO_VERDICT } from "../report/comment/error-comment.ts";
import { COMMENT_MAX_CHARS, capMarkdown } from "./cap-markdown.ts";

export type MarkerBuilder = (header: string) => string;

import { type CommentMode, decideComment, viewLine } from "./comment-mode.ts";
import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";
import { isSameLogin, resolveTokenLogin } from "./token-identity.ts";

export interface StickyCommentRequest {
  octokit: GithubClient;
  owner: string;
  repo: string;
  issueNumber: number;
  /** Namespaces the comment: one per header on a pull request (e.g. one per workflow). */
  header: string;
  body: string;
  mode: CommentMode;
  failing: boolean;
  regressions: number;
  /** A digest of what a reviewer sees: `on-change` writes only when it differs. */
  view?: string;
  /**
   * A fork's "Not run" for this head: an existing comment with a verdict for the same head (the
   * maintainer-approved run's, which may have come first) is left as it is.
   */
  yieldToVerdictOn?: string;
  /**
   * The commit this comment speaks for. Once the pull request has moved on to a newer head, a
   * (slow) run of this one writes nothing: the comment is left to the current head's run.
   */
  headSha?: string;
  marker?: MarkerBuilder;
  /** The token's login; asked from GitHub when absent. */
  login?: string;
  log?: (line: string) => void;
}

export interface StickyCommentOutcome {
  action: "created" | "updated" | "skipped";
  reason?: string;
  id?: number;
  url?: string;
  /** Newer copies removed after racing runs each created one. */
  removedDuplicates: number;
}

export const TRIMMED_COMMENT_NOTE =
  "> ✂️ This comment was trimmed to fit GitHub's 65,536-character limit. The job summary and the results artifact hold the full report.";

interface OurComment {
  id: number;
  body: string;
  url: string;
}

/**
 * One comment per pull request and header, edited in place. Found by its hidden marker on every
 * page of comments, among those the token itself wrote. Racing runs: each re-checks right
 * before creating, and after creating keeps the oldest copy and deletes the newer ones, so
 * any number of concurrent runs leave exactly one comment.
 */
export async function publishStickyComment(request: StickyCommentRequest): Promise<StickyCommentOutcome> {
  const log = request.log ?? (() => {});
  const marker = (request.marker ?? commentMarker)(request.header);
  const trailer = request.view === undefined ? marker : `${viewLine(request.view)}\n${marker}`;
  const body = `${capMarkdown(request.body.trimEnd(), { max: COMMENT_MAX_CHARS - trailer.length - 2, note: TRIMMED_COMMENT_NOTE })}\n\n${trailer}`;
  if (request.mode === "off") return { action: "skipped", reason: "comment: off", removedDuplicates: 0 };
  const login = request.login ?? (await resolveTokenLogin(request.octokit, log));
  const find = () => findOurComments(request, marker, login);

  const existing = (await find())[0];
  if (
    request.yieldToVerdictOn !== undefined &&
    existing !== undefined &&
    holdsVerdictFor(existing.body, request.yieldToVerdictOn)
  )
    return {
      action: "skipped",
      reason: "a verdict for this head stands (the approved run's): not replacing it with Not run",
      id: existing.id,
      url: existing.url,
      removedDuplicates: 0,
    };
  const current = await movedOnFrom(request, log);
  if (current !== undefined)
    return {
      action: "skipped",
      reason: `the pull request has moved on to ${current.slice(0, 7)}: its run comments, not this run of ${request.headSha?.slice(0, 7)}`,
      removedDuplicates: 0,
    };
  const decision = decideComment(request.mode, {
    existingBody: existing?.body,
    newBody: body,
    failing: request.failing,
    regressions: request.regressions,
    view: request.view,
  });
  if (!decision.write)
    return {
      action: "skipped",
      reason: decision.reason,
      id: existing?.id,
      url: existing?.url,
      removedDuplicates: 0,
    };

  if (existing) {
    const updated = await updateComment(request, existing.id, body);
    if (updated) return { action: "updated", id: updated.id, url: updated.url, removedDuplicates: 0 };
    log(`comment ${existing.id} was deleted while this run updated it; creating it again`);
  }
  // Re-check right before creating: another run may have created it since the first look.
  const raced = (await find())[0];
  if (raced) {
    const updated = await updateComment(request, raced.id, body);
    if (updated) return { action: "updated", id: updated.id, url: updated.url, removedDuplicates: 0 };
  }
  const created = await withPermission("comment on the pull request", "pull-requests: write", () =>
    request.octokit.rest.issues.createComment({
      owner: request.owner,
      repo: request.repo,
      issue_number: request.issueNumber,
      body,
    }),
  );
  return removeNewerCopies(request, { id: created.data.id, body, url: created.data.html_url }, find);
}

async function findOurComments(
  request: StickyCommentRequest,
  marker: string,
  login: string,
): Promise<OurComment[]> {
  const comments = await withPermission("read the pull request's comments", "pull-requests: write", () =>
    request.octokit.paginate(request.octokit.rest.issues.listComments, {
      owner: request.owner,
      repo: request.repo,
      issue_number: request.issueNumber,
      per_page: 100,
    }),
  );
  return comments
    .filter(
      (comment) =>
        comment.user !== null &&
        isSameLogin(comment.user.login, login) &&
        // Its last line, where this action puts it: a marker quoted inside the text (a case id
        // naming another header's, say) does not make a comment ours.
        (comment.body ?? "").trimEnd().endsWith(marker),
    )
    .map((comment) => ({ id: comment.id, body: comment.body ?? "", url: comment.html_url }))
    .sort((a, b) => a.id - b.id);
}

/** The updated comment, or undefined when it no longer exists (404). */
async function updateComment(
  request: StickyCommentRequest,
  id: number,
  body: string,
): Promise<OurComment | undefined> {
  try {
    const updated = await withPermission("edit the pull request comment", "pull-requests: write", () =>
      request.octokit.rest.issues.updateComment({
        owner: request.owner,
        repo: request.repo,
        comment_id: id,
        body,
      }),
    );
    return { id: updated.data.id, body, url: updated.data.html_url };
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return undefined;
    throw error;
  }
}

async function removeNewerCopies(
  request: StickyCommentRequest,
  created: OurComment,
  find: () => Promise<OurComment[]>,
): Promise<StickyCommentOutcome> {
  const ours = await find();
  const keep = ours[0] ?? created;
  const newer = ours.filter((comment) => comment.id !== keep.id);
  for (const comment of newer) {
    try {
      await withPermission("delete a duplicate pull request comment", "pull-requests: write", () =>
        request.octokit.rest.issues.deleteComment({
          owner: request.owner,
          repo: request.repo,
          comment_id: comment.id,
        }),
      );
    } catch (error) {
      // Another racing run deleted it first.
      if (!(error instanceof RequestError && error.status === 404)) throw error;
    }
  }
  if (keep.id === created.id)
    return { action: "created", id: created.id, url: created.url, removedDuplicates: newer.length };
  // Our copy lost the race: the survivor carries this run's body, as if it had been updated.
  const updated = keep.body === created.body ? keep : await updateComment(request, keep.id, created.body);
  return { action: "updated", id: keep.id, url: (updated ?? keep).url, removedDuplicates: newer.length };
}

/**
 * The pull request's current head, when it is not the commit this request speaks for; undefined
 * when it is, and when GitHub cannot say (then the comment is written as before).
 */
async function movedOnFrom(
  request: StickyCommentRequest,
  log: (line: string) => void,
): Promise<string | undefined> {
  const ours = request.headSha;
  if (ours === undefined) return undefined;
  try {
    const pull = await request.octokit.rest.pulls.get({
      owner: request.owner,
      repo: request.repo,
      pull_number: request.issueNumber,
    });
    const head = pull.data.head.sha;
    return head === ours ? undefined : head;
  } catch (error) {
    log(
      `could not read the pull request's head (${error instanceof Error ? error.message : String(error)}); writing the comment`,
    );
    return undefined;
  }
}

/** Whether a comment of ours gives a verdict (not "Not run", not an error) for this head commit. */
function holdsVerdictFor(body: string, headSha: string): boolean {
  const headline = body.split("\n").find((line) => line.startsWith("## ")) ?? "";
  const notAVerdict = headline === `## ${FORK_SKIPPED_VERDICT}` || headline.startsWith(`## ${NO_VERDICT}`);
  return !notAVerdict && body.includes(`Head \`${headSha.slice(0, 7)}\``);
}
