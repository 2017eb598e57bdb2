import { readFileSync } from "node:fs";
import { z } from "zod";
import { ConfigError } from "../model/errors.ts";

/** The events the action understands; others run like a push. */
export const SUPPORTED_EVENTS = [
  "pull_request",
  "pull_request_target",
  "push",
  "workflow_dispatch",
  "schedule",
  "workflow_run",
] as const;

const repositorySchema = z.object({
  id: z.number().int().optional(),
  full_name: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
  default_branch: z.string().optional(),
});
const pullRequestSchema = z.object({
  number: z.number().int().positive(),
  head: z.object({ sha: z.string(), ref: z.string(), repo: repositorySchema.nullable() }),
  base: z.object({ sha: z.string(), ref: z.string(), repo: repositorySchema }),
  labels: z.array(z.object({ name: z.string() })).optional(),
});
const payloadSchema = z.object({
  repository: repositorySchema.optional(),
  pull_request: pullRequestSchema.optional(),
  workflow_run: z
    .object({
      id: z.number().int().positive(),
      event: z.string(),
      head_sha: z.string(),
      head_branch: z.string().nullable(),
      conclusion: z.string().nullable(),
      pull_requests: z.array(z.object({ number: z.number().int().positive() })),
      head_repository: repositorySchema.nullable().optional(),
    })
    .optional(),
});

export interface PullRequestEvent {
  number: number;
  headSha: string;
  headRepo: string | null;
  baseRepo: string;
  baseRef: string;
  /** The base branch commit the pull request was opened or last synchronized against. */
  baseSha: string;
  /** The head lives in another repository (or a deleted one): no secrets, read-only token. */
  isFork: boolean;
  /** Label names when the event happened (a label added later needs a new run). */
  labels: string[];
}

export interface GithubEvent {
  name: string;
  owner: string;
  repo: string;
  defaultBranch: string | undefined;
  /** The commit this run is about: the pull request's head, else GITHUB_SHA. */
  sha: string | undefined;
  pullRequest: PullRequestEvent | undefined;
  workflowRun:
    | {
        id: number;
        event: string;
        headSha: string;
        headBranch: string | null;
        conclusion: string | null;
        pullRequestNumbers: number[];
        headRepo: string | null;
      }
    | undefined;
}

/** The triggering event from `GITHUB_EVENT_PATH`, validated (a payload is outside data like any other). */
export function readGithubEvent(env: Readonly<Record<string, string | undefined>>): GithubEvent {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const path = env.GITHUB_EVENT_PATH;
  const raw = path ? readPayload(path) : {};
  const parsed = payloadSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `the ${name || "GitHub"} event payload is not what GitHub sends: ${issue?.path.join(".")}: ${issue?.message}`,
      {
        position: { file: path ?? "GITHUB_EVENT_PATH" },
      },
    );
  }
  const payload = parsed.data;
  const fullName = payload.repository?.full_name ?? env.GITHUB_REPOSITORY ?? "";
  const [owner = "", repo = ""] = fullName.split("/");
  const pr = payload.pull_request;
  const run = payload.workflow_run;
  return {
    name,
    owner,
    repo,
    defaultBranch: payload.repository?.default_branch,
    sha: pr?.head.sha ?? env.GITHUB_SHA,
    pullRequest: pr && {
      number: pr.number,
      headSha: pr.head.sha,
      headRepo: pr.head.repo?.full_name ?? null,
      baseRepo: pr.base.repo.full_name,
      baseRef: pr.base.ref,
      baseSha: pr.base.sha,
      isFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
      labels: (pr.labels ?? []).map((label) => label.name),
    },
    workflowRun: run && {
      id: run.id,
      event: run.event,
      headSha: run.head_sha,
      headBranch: run.head_branch,
      conclusion: run.conclusion,
      pullRequestNumbers: run.pull_requests.map((pull) => pull.number),
      headRepo: run.head_repository?.full_name ?? null,
    },
  };
}

function readPayload(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ConfigError(
      `cannot read the event payload: ${error instanceof Error ? error.message : String(error)}`,
      {
        position: { file: path },
        cause: error,
      },
    );
  }
}
