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
}

const TRIMMED_NOTE = "> ✂️ Trimmed to fit GitHub's check-run limit; the job summary holds the full report.";

/**
 * A completed check run on the head commit with one annotation per failed case. Created with the
 * first 50 annotations, then updated with the next 50 until all are sent.
 */
export async function publishCheckRun(request: CheckRunRequest): Promise<{ id: number; url: string }> {
  const output = {
    title: capLine(request.title, CHECK_TITLE_MAX_CHARS),
    summary: capMarkdown(request.summary, { max: CHECK_TEXT_MAX_CHARS, note: TRIMMED_NOTE }),
  };
  const batches = chunk(request.annotations.map(toGithubAnnotation), ANNOTATIONS_PER_REQUEST);
  const call = <T>(run: () => Promise<T>) => withPermission("create a check run", "checks: write", run);
  const created = await call(() =>
    request.octokit.rest.checks.create({
      owner: request.owner,
      repo: request.repo,
      name: request.name,
      head_sha: request.headSha,
      status: "completed",
      conclusion: request.conclusion,
      ...(request.detailsUrl === undefined ? {} : { details_url: request.detailsUrl }),
      output: { ...output, annotations: batches[0] ?? [] },
    }),
  );
  for (const batch of batches.slice(1)) {
    await call(() =>
      request.octokit.rest.checks.update({
        owner: request.owner,
        repo: request.repo,
        check_run_id: created.data.id,
        output: { ...output, annotations: batch },
      }),
    );
  }
  return { id: created.data.id, url: created.data.html_url ?? "" };
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
