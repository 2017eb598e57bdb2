import type { Results } from "../model/results.ts";
import { buildResults } from "./build-results.ts";

export interface ForkSkippedInput {
  startedAt: string;
  toolVersion: string;
  commit: string | undefined;
  pullRequest: { number: number; headSha: string; baseSha: string };
  shard: { index: number; total: number } | undefined;
}

/** results.json of a fork's pull request where no agent ran: no cases, `skipped: fork`, exit code 0. Pure. */
export function forkSkippedResults(input: ForkSkippedInput): Results {
  const results = buildResults({
    startedAt: input.startedAt,
    endedAt: input.startedAt,
    toolVersion: input.toolVersion,
    commit: input.commit,
    pullRequest: input.pullRequest,
    complete: true,
    plan: [],
    executions: [],
    shard: input.shard,
  });
  return { ...results, run: { ...results.run, skipped: "fork" } };
}
