import { join } from "node:path";
import { z } from "zod";
import { writeFileAtomic } from "../report/write-results.ts";

/**
 * `pull-request.json`, written beside results.json by a run on a pull request, so a later
 * `workflow_run` workflow knows where to comment (GitHub leaves `workflow_run.pull_requests`
 * empty for forks). It comes back from an artifact a fork could have written: strict and checked.
 */
export const PULL_REQUEST_ENTRY = "pull-request.json";

const sha = z.string().regex(/^[0-9a-f]{40}$/, { message: "must be a 40-character commit SHA" });

export const pullRequestRecordSchema = z.strictObject({
  number: z.number().int().positive(),
  headSha: sha,
  baseRef: z.string().min(1).max(255),
  baseSha: sha,
});
export type PullRequestRecord = z.infer<typeof pullRequestRecordSchema>;

/** The record of the event's pull request. */
export function pullRequestRecord(pullRequest: {
  number: number;
  headSha: string;
  baseRef: string;
  baseSha: string;
}): PullRequestRecord {
  const { number, headSha, baseRef, baseSha } = pullRequest;
  return { number, headSha, baseRef, baseSha };
}

/** Writes `pull-request.json` into `outDir`, beside the results it is uploaded with. */
export function writePullRequestRecord(outDir: string, record: PullRequestRecord): void {
  writeFileAtomic(join(outDir, PULL_REQUEST_ENTRY), `${JSON.stringify(record, null, 2)}\n`);
}
