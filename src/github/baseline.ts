import type { BaselineInfo } from "../compare/comparison.ts";
import { poolBaselines } from "../compare/pool-baselines.ts";
import type { Results } from "../model/results.ts";
import { readResultsFile } from "../orchestration/read-results-file.ts";
import { artifactNames } from "./artifacts/artifact-name.ts";
import { downloadResultsArtifact } from "./download-results-artifact.ts";
import { GithubPermissionError, withPermission } from "./github-permission.ts";
import { listAncestors } from "./list-ancestors.ts";
import type { GithubClient } from "./octokit-client.ts";

/** The artifact name results are uploaded under, so later runs find them as a baseline. */
export const RESULTS_ARTIFACT_NAME = artifactNames().results;
const DEFAULT_MAX_COMMITS = 20;
/** The base branch's latest runs pooled into one baseline (input `baseline-runs`). */
export const DEFAULT_BASELINE_RUNS = 5;
/** Artifacts are listed newest first; older pages than this are not searched. */
const MAX_ARTIFACT_PAGES = 10;

export interface BaselineRequest {
  octokit: GithubClient;
  owner: string;
  repo: string;
  /** The pull request's base branch: only runs on it count (a fork's run cannot pose as one). */
  baseBranch: string;
  /** Where the pull request left the base branch; undefined when unknown. */
  mergeBaseSha: string | undefined;
  artifactName?: string;
  /** How many commits back from the merge base to look for results. */
  maxCommits?: number;
  /** How many runs with results, from the merge base back, are pooled (default 5). */
  runs?: number;
  checkoutDir?: string;
  /** A results.json given by the user (input `baseline`), used when no artifact is found. */
  fallbackFile?: string;
  log?: (line: string) => void;
}

export type Baseline =
  | {
      kind: "found";
      /** Pooled over the runs found (see poolBaselines): what the comparison uses. */
      results: Results;
      /** The newest run's own results: what reuse takes executions from. */
      newest: Results;
      source: "artifact" | "file";
      /** The newest run's commit. */
      commit: string | undefined;
      /** Commits between the merge base and the baseline's commit; unknown for a given file. */
      commitsBehind: number | undefined;
      artifactId?: number;
      runId?: number;
      /** With history: the commits pooled, newest first, and how many runs each case's base rate rests on. */
      pooledCommits?: string[];
      runsPerCase?: Record<string, number>;
    }
  | {
      kind: "none";
      reason: string;
      /** Set when GitHub refused a call for lack of this permission: the baseline may exist. */
      missingPermission?: GithubPermissionError;
    };

/** What the comparison and the reports say about where the baseline came from. */
export function baselineInfoOf(baseline: Extract<Baseline, { kind: "found" }>): BaselineInfo {
  return {
    commit: baseline.commit,
    commitsBehind: baseline.commitsBehind,
    source: baseline.source === "file" ? "the given baseline file" : "the base branch's results artifact",
    ...(baseline.pooledCommits !== undefined && baseline.pooledCommits.length > 1
      ? { pooledCommits: baseline.pooledCommits, runsPerCase: baseline.runsPerCase }
      : {}),
  };
}

/**
 * The base branch's results to compare with: from the merge base's results artifact, else from
 * the nearest ancestor that has one (a bounded walk), else from a given file. Finding none is an
 * answer with its reason, never a failure: no baseline means no comparison.
 */
export async function fetchBaseline(request: BaselineRequest): Promise<Baseline> {
  const log = request.log ?? (() => {});
  const fromArtifacts = await fromArtifact(request, log).catch(
    (error: unknown): Baseline =>
      error instanceof GithubPermissionError
        ? {
            kind: "none",
            reason: `GitHub refused to ${error.action}: the token lacks "${error.permission}"`,
            missingPermission: error,
          }
        : { kind: "none", reason: error instanceof Error ? error.message : String(error) },
  );
  if (fromArtifacts.kind === "found" || request.fallbackFile === undefined) return fromArtifacts;
  log(`baseline: ${fromArtifacts.reason}; using ${request.fallbackFile}`);
  return baselineFromFile(request.fallbackFile);
}

async function fromArtifact(request: BaselineRequest, log: (line: string) => void): Promise<Baseline> {
  const mergeBase = request.mergeBaseSha;
  if (mergeBase === undefined) return { kind: "none", reason: "the merge base is unknown" };
  const max = request.maxCommits ?? DEFAULT_MAX_COMMITS;
  const name = request.artifactName ?? RESULTS_ARTIFACT_NAME;
  const ancestors = await listAncestors({ ...request, sha: mergeBase, max });
  const { byCommit, expired } = await baseBranchArtifacts(request, name);
  const wanted = request.runs ?? DEFAULT_BASELINE_RUNS;
  const problems: string[] = [];
  const found: { results: Results; sha: string; commitsBehind: number; artifactId: number; runId: number }[] =
    [];
  for (const [commitsBehind, sha] of ancestors.entries()) {
    for (const artifact of byCommit.get(sha) ?? []) {
      if (found.length >= wanted) break;
      const downloaded = baseBranchResults(
        await downloadResultsArtifact({ ...request, artifactId: artifact.id }),
        artifact.id,
        request,
      );
      if ("problem" in downloaded) {
        problems.push(downloaded.problem);
        log(`baseline: skipping ${downloaded.problem}`);
        continue;
      }
      log(
        `baseline: results of ${sha.slice(0, 7)} (${commitsBehind} commit(s) behind the merge base) from run ${artifact.runId}`,
      );
      found.push({
        results: downloaded.results,
        sha,
        commitsBehind,
        artifactId: artifact.id,
        runId: artifact.runId,
      });
    }
  }
  const [newest] = found;
  if (newest !== undefined) {
    const pooled = poolBaselines(
      found.map((run) => ({ ...run.results, run: { ...run.results.run, commit: run.sha } })),
    );
    if (found.length > 1)
      log(`baseline: pooling ${found.length} runs of the base branch per unchanged case × runner`);
    return {
      kind: "found",
      results: pooled.results,
      newest: newest.results,
      source: "artifact",
      commit: newest.sha,
      commitsBehind: newest.commitsBehind,
      artifactId: newest.artifactId,
      runId: newest.runId,
      pooledCommits: pooled.commits,
      runsPerCase: pooled.runsPerCase,
    };
  }
  const searched = `no usable "${name}" artifact on ${request.baseBranch} for the merge base ${mergeBase.slice(0, 7)} or its ${Math.max(0, ancestors.length - 1)} previous commit(s)`;
  const expiredHere = ancestors.filter((sha) => expired.has(sha)).length;
  if (expiredHere > 0) {
    problems.push(
      `the artifacts of ${expiredHere} of those commits have expired: a run on ${request.baseBranch} makes a new one; retention-days keeps them longer`,
    );
  }
  return { kind: "none", reason: problems.length === 0 ? searched : `${searched} (${problems.join("; ")})` };
}

/**
 * Why results from a run on the base branch are still not the base branch's: a
 * `pull_request_target` run (a maintainer's approved run of a fork's pull request) runs on the
 * base branch's tip, so its artifact looks like one, yet holds the pull request's results.
 */
function baseBranchResults(
  downloaded: { results: Results } | { problem: string },
  artifactId: number,
  request: BaselineRequest,
): { results: Results } | { problem: string } {
  const pullRequest = "results" in downloaded ? downloaded.results.run.pullRequest : undefined;
  return pullRequest === undefined
    ? downloaded
    : {
        problem: `artifact ${artifactId} holds the results of pull request #${pullRequest.number}, not of ${request.baseBranch}`,
      };
}

/**
 * Unexpired artifacts of that name from runs on the base branch of this repository, by head
 * commit, newest first; and the commits whose artifacts have all expired, to say so.
 */
async function baseBranchArtifacts(
  request: BaselineRequest,
  name: string,
): Promise<{ byCommit: Map<string, { id: number; runId: number }[]>; expired: Set<string> }> {
  const byCommit = new Map<string, { id: number; runId: number }[]>();
  const expired = new Set<string>();
  let pages = 0;
  const artifacts = await withPermission(
    "list the repository's artifacts",
    "actions: read",
    () =>
      request.octokit.paginate(
        request.octokit.rest.actions.listArtifactsForRepo,
        { owner: request.owner, repo: request.repo, name, per_page: 100 },
        (response, done) => {
          pages += 1;
          if (pages >= MAX_ARTIFACT_PAGES) done();
          return response.data;
        },
      ),
    { notFoundIsDenied: true },
  );
  for (const artifact of artifacts) {
    const run = artifact.workflow_run;
    const trusted =
      run && run.head_repository_id === run.repository_id && run.head_branch === request.baseBranch;
    if (!trusted || run.head_sha === undefined || run.id === undefined) continue;
    if (artifact.expired) {
      expired.add(run.head_sha);
      continue;
    }
    byCommit.set(run.head_sha, [...(byCommit.get(run.head_sha) ?? []), { id: artifact.id, runId: run.id }]);
  }
  for (const sha of byCommit.keys()) expired.delete(sha);
  return { byCommit, expired };
}

/** A results.json the user gave as the baseline, validated like an artifact's. */
export function baselineFromFile(path: string): Baseline {
  const parsed = readResultsFile(path, `the baseline file ${path}`);
  if ("problem" in parsed) return { kind: "none", reason: parsed.problem };
  return {
    kind: "found",
    results: parsed.results,
    newest: parsed.results,
    source: "file",
    commit: parsed.results.run.commit,
    commitsBehind: undefined,
  };
}
