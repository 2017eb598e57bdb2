import { RequestError } from "octokit";
import { FORK_SKIPPED_VERDICT } from "../report/comment/comment-verdict.ts";
import { CHECK_TEXT_MAX_CHARS, CHECK_TITLE_MAX_CHARS, capLine, capMarkdown } from "./cap-markdown.ts";
import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";

/** GitHub takes at most 50 annotations per create or update call; more are sent in later updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
const ANNOTATION_MESSAGE_MAX_CHARS = 64_000;

export interface CheckAnnotation {
  path: string;
  line: number;
  level: "notice" | "warning" | "failure";
  title?: string;
  message: string;
}

export type CheckConclusion =
  | "success"
  | "failure"
  | "neutral"
  | "cancelled"
  | "skipped"
  | "timed_out"
  | "action_required";

export interface CheckRunRequest {
  octokit: GithubClient;
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  annotations: readonly CheckAnnotation[];
  detailsUrl?: string;
  /**
   * Leave a verdict (success or failure) an earlier run published on this head standing: a fork's
   * "Not run", which may arrive after the maintainer-approved run's verdict, never replaces it.
   */
  yieldToVerdict?: boolean;
}

const TRIMMED_NOTE = "> ✂️ Trimmed to fit GitHub's check-run limit; the job summary holds the full report.";

/** The check run's name: one per comment header, as the comment is. */
export function checkRunName(header: string): string {
  return header === "skill-eval" ? "skill-eval" : `skill-eval (${header})`;
}

/** Marks the check runs this action creates, so a re-run finds its own and no other app's or job's. */
export const CHECK_RUN_EXTERNAL_ID = "skill-eval-action";

/** What a listed check run tells about whether a re-run may take it over. */
export interface ListedCheckRun {
  id: number;
  name: string;
  head_sha: string;
  external_id: string | null;
  conclusion?: string | null;
  html_url?: string | null;
  output: { annotations_count: number; title?: string | null };
}

/**
 * A completed check run on the head commit with one annotation per failed case. Created with the
 * first 50 annotations, then updated with the next 50 until all are sent. A re-run for the same
 * head and name updates the check run an earlier run created instead of adding another.
 */
export async function publishCheckRun(
  request: CheckRunRequest,
): Promise<{ id: number; url: string; kept?: boolean }> {
  const output = {
    title: capLine(request.title, CHECK_TITLE_MAX_CHARS),
    summary: capMarkdown(request.summary, { max: CHECK_TEXT_MAX_CHARS, note: TRIMMED_NOTE }),
  };
  const batches = chunk(request.annotations.map(toGithubAnnotation), ANNOTATIONS_PER_REQUEST);
  const call = <T>(run: () => Promise<T>) => withPermission("create a check run", "checks: write", run);
  const verdict = {
    status: "completed" as const,
    conclusion: request.conclusion,
    ...(request.detailsUrl === undefined ? {} : { details_url: request.detailsUrl }),
  };
  const earlier = await earlierCheckRuns(request);
  const standing = request.yieldToVerdict === true ? standingVerdict(earlier, request) : undefined;
  if (standing !== undefined) return { id: standing.id, url: standing.html_url ?? "", kept: true };
  const reused = reusableCheckRun(earlier, request);
  const first = await call(async () =>
    reused === undefined
      ? (
          await request.octokit.rest.checks.create({
            owner: request.owner,
            repo: request.repo,
            name: request.name,
            head_sha: request.headSha,
            external_id: CHECK_RUN_EXTERNAL_ID,
            ...verdict,
            output: { ...output, annotations: batches[0] ?? [] },
          })
        ).data
      : (
          await request.octokit.rest.checks.update({
            owner: request.owner,
            repo: request.repo,
            check_run_id: reused.id,
            ...verdict,
            output: { ...output, annotations: batches[0] ?? [] },
          })
        ).data,
  );
  for (const batch of batches.slice(1)) {
    await call(() =>
      request.octokit.rest.checks.update({
        owner: request.owner,
        repo: request.repo,
        check_run_id: first.id,
        output: { ...output, annotations: batch },
      }),
    );
  }
  return { id: first.id, url: first.html_url ?? "" };
}

/**
 * The check run an earlier run of this action left on the same head under the same name, when a
 * re-run may take it over: GitHub appends annotations on every update and cannot remove them, so a
 * check run that holds any is left as it is (a new one then shows, as GitHub shows the latest). Pure.
 */
export function reusableCheckRun(
  runs: readonly ListedCheckRun[],
  target: Pick<CheckRunRequest, "name" | "headSha">,
): ListedCheckRun | undefined {
  return runs.find(
    (run) =>
      run.external_id === CHECK_RUN_EXTERNAL_ID &&
      run.name === target.name &&
      run.head_sha === target.headSha &&
      run.output.annotations_count === 0,
  );
}

/** This action's check run on the head under the name that holds a verdict (any conclusion but "Not run"'s). Pure. */
export function standingVerdict(
  runs: readonly ListedCheckRun[],
  target: Pick<CheckRunRequest, "name" | "headSha">,
): ListedCheckRun | undefined {
  return runs.find(
    (run) =>
      run.external_id === CHECK_RUN_EXTERNAL_ID &&
      run.name === target.name &&
      run.head_sha === target.headSha &&
      (run.conclusion === "success" ||
        run.conclusion === "failure" ||
        // fail-on: never or regression gives a verdict as neutral too; only "Not run" is none.
        (run.conclusion === "neutral" && run.output.title?.startsWith(FORK_SKIPPED_VERDICT) === false)),
  );
}

/**
 * The head's check runs under this name. A token that may not list them (or an API that fails to)
 * leaves none, so the run creates its check run as before; creating names a missing permission.
 */
async function earlierCheckRuns(request: CheckRunRequest): Promise<ListedCheckRun[]> {
  try {
    const listed = await request.octokit.rest.checks.listForRef({
      owner: request.owner,
      repo: request.repo,
      ref: request.headSha,
      check_name: request.name,
      filter: "all",
      per_page: 100,
    });
    return listed.data.check_runs;
  } catch (error) {
    if (error instanceof RequestError) return [];
    throw error;
  }
}

function toGithubAnnotation(annotation: CheckAnnotation) {
  return {
    path: annotation.path,
    start_line: annotation.line,
    end_line: annotation.line,
    annotation_level: annotation.level,
    message: capLine(annotation.message, ANNOTATION_MESSAGE_MAX_CHARS),
    ...(annotation.title === undefined ? {} : { title: capLine(annotation.title, CHECK_TITLE_MAX_CHARS) }),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
