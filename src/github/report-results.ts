import { InfrastructureError } from "../model/errors.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";
import { parseResultsJson } from "../report/parse-results-json.ts";
import type { ArtifactFiles } from "./download-results-artifact.ts";
import type { GithubEvent } from "./github-event.ts";
import {
  PULL_REQUEST_ENTRY,
  type PullRequestRecord,
  pullRequestRecordSchema,
} from "./pull-request-record.ts";

/** Reads the results artifact of another workflow run (the `workflow_run` flow); injectable for tests and shards. */
export type RunArtifactReader = (
  runId: number,
) => Promise<{ files: ArtifactFiles; artifactId?: number } | { problem: string }>;

/** The head commit of a pull request of this repository, or undefined when there is none. */
export type PullRequestHeadLookup = (number: number) => Promise<string | undefined>;

export interface ReportInput {
  results: Results;
  /** The pull request to comment on, when known from the artifact. */
  pullRequest: PullRequestRecord | undefined;
  /** The results artifact read, for links to it. */
  artifactId?: number;
  /** Why nothing is posted to the pull request the results name, when something stops it. */
  notes?: string[];
}

/**
 * `mode: report` with `run-id`: the first run's artifact, treated as untrusted. Its results must
 * match our schema, and the pull request it names must be the one the workflow_run event is
 * about (same head commit; the same number when GitHub lists it, else the claimed pull request's
 * own head), or nothing is posted.
 */
export async function readRunResults(
  runId: number,
  event: GithubEvent,
  reader: RunArtifactReader,
  pullRequestHead: PullRequestHeadLookup,
): Promise<ReportInput> {
  const downloaded = await reader(runId);
  if ("problem" in downloaded)
    throw new InfrastructureError(`the results of run ${runId} cannot be used: ${downloaded.problem}`);
  const where = `the results artifact of run ${runId}`;
  const resultsText = downloaded.files.read(RESULTS_FILE);
  if (resultsText === undefined) throw new InfrastructureError(`${where} holds no ${RESULTS_FILE}`);
  const parsed = parseResultsJson(resultsText, `${RESULTS_FILE} in ${where}`);
  if ("problem" in parsed) throw new InfrastructureError(parsed.problem);
  refuseForkVerdict(parsed.results, event, where);
  const recordText = downloaded.files.read(PULL_REQUEST_ENTRY);
  const artifactId = downloaded.artifactId;
  if (recordText === undefined) return { results: parsed.results, pullRequest: undefined, artifactId };
  const record = pullRequestRecordSchema.safeParse(safeJson(recordText));
  if (!record.success) {
    const issue = record.error.issues[0];
    throw new InfrastructureError(
      `${PULL_REQUEST_ENTRY} in ${where} is invalid: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
    );
  }
  const movedOnTo = await checkClaim(record.data, event, where, pullRequestHead);
  if (movedOnTo !== undefined) {
    // Routine for a fork that pushed again: that push's own run posts for its head.
    const note = `pull request #${record.data.number} has moved on to ${movedOnTo.slice(0, 7)} since this run of ${record.data.headSha.slice(0, 7)}: nothing is posted to it`;
    return { results: parsed.results, pullRequest: undefined, artifactId, notes: [note] };
  }
  // What the comment names is the checked claim, never what the untrusted results.json says.
  const { number, headSha, baseSha } = record.data;
  const results =
    parsed.results.run.pullRequest === undefined
      ? parsed.results
      : { ...parsed.results, run: { ...parsed.results.run, pullRequest: { number, headSha, baseSha } } };
  return { results, pullRequest: record.data, artifactId };
}

/**
 * A fork's `pull_request` run has no secrets and runs no agent: the only results it can truly
 * upload say so (`skipped: fork`). It controls its own workflow, though, so it could upload a
 * passing verdict for this trusted workflow to post; that is refused. A fork's verdict comes from
 * the maintainer-approved run, which publishes its own.
 */
function refuseForkVerdict(results: Results, event: GithubEvent, where: string): void {
  const run = event.workflowRun;
  if (run === undefined || run.headRepo === `${event.owner}/${event.repo}`) return;
  if (results.run.skipped === "fork" && results.cases.length === 0 && results.executions.length === 0) return;
  throw new InfrastructureError(
    `${where} comes from a run of ${run.headRepo ?? "a deleted fork"}, yet holds a verdict: a fork's run has no secrets and runs no agent, so its results can only say it was skipped; not posting (a fork's pull request is evaluated by the maintainer-approved run, README "Forks", which comments and checks itself)`,
  );
}

/**
 * Refuses a claim the workflow_run event contradicts. Returns the pull request's newer head when
 * it has one: a claim that cannot be checked any more, since the pull request moved on.
 */
async function checkClaim(
  record: PullRequestRecord,
  event: GithubEvent,
  where: string,
  pullRequestHead: PullRequestHeadLookup,
): Promise<string | undefined> {
  const run = event.workflowRun;
  if (run === undefined) return undefined;
  if (record.headSha !== run.headSha) {
    throw new InfrastructureError(
      `${where} claims pull request #${record.number} at ${record.headSha.slice(0, 7)}, but the workflow run is for ${run.headSha.slice(0, 7)}: not posting`,
    );
  }
  if (run.pullRequestNumbers.length > 0 && !run.pullRequestNumbers.includes(record.number)) {
    throw new InfrastructureError(
      `${where} claims pull request #${record.number}, but the workflow run belongs to #${run.pullRequestNumbers.join(", #")}: not posting`,
    );
  }
  // GitHub lists no pull requests for a fork's run, so ask the claimed pull request for its head.
  if (run.pullRequestNumbers.length === 0) {
    const head = await pullRequestHead(record.number);
    if (head !== undefined && head !== run.headSha && isSkippedFork(event)) return head;
    if (head !== run.headSha) {
      throw new InfrastructureError(
        `${where} claims pull request #${record.number}, whose head is ${head?.slice(0, 7) ?? "unknown"}, not the run's ${run.headSha.slice(0, 7)}: not posting`,
      );
    }
  }
  return undefined;
}

/** A fork's run: its results passed refuseForkVerdict, so they only say it was skipped. */
function isSkippedFork(event: GithubEvent): boolean {
  const run = event.workflowRun;
  return run !== undefined && run.headRepo !== `${event.owner}/${event.repo}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
