import { rmSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, InfrastructureError } from "../../model/errors.ts";
import { readResultsFile } from "../../orchestration/read-results-file.ts";
import { type ArtifactClient, defaultArtifactClient } from "./artifact-client.ts";
import { artifactNames, MAX_SHARDS, shardOfResultsArtifact } from "./artifact-name.ts";
import { downloadUnpacked, type ListedArtifact } from "./download-unpacked.ts";

export interface DownloadShardResultsOptions {
  /** Each shard lands in `<into>/shard-<i>/` (replaced if it exists). */
  into: string;
  /** The plan's shard count; without it, the count the artifacts' names state. */
  expectedShards?: number;
  prefix?: string;
  client?: ArtifactClient;
}

export interface ShardResultsDownload {
  /** Shards whose results.json was downloaded and is valid, by 1-based index. */
  dirs: { index: number; dir: string }[];
  /** Shards expected but absent, undownloadable or without a valid results.json: never green. */
  missing: { index: number; reason: string }[];
}

/**
 * Downloads every shard's results artifact of this run and checks each holds a results.json
 * that matches the schema. Merging is the caller's; a shard that cannot be used is reported in
 * `missing` with the reason, so the report can say which one and why.
 */
export async function downloadShardResults(
  options: DownloadShardResultsOptions,
): Promise<ShardResultsDownload> {
  const expected = options.expectedShards;
  if (expected !== undefined && !(Number.isInteger(expected) && expected >= 1 && expected <= MAX_SHARDS)) {
    throw new ConfigError(`expected shard count ${expected} is not a whole number from 1 to ${MAX_SHARDS}`, {
      hint: "pass the shard count from plan.json",
    });
  }
  const client = options.client ?? (await defaultArtifactClient());
  const artifacts = await listRunArtifacts(client);
  const shardsFound = artifacts.flatMap((artifact) => {
    const shard = shardOfResultsArtifact(artifact.name, options.prefix);
    return shard === undefined ? [] : [{ artifact, shard }];
  });
  const total = options.expectedShards ?? Math.max(1, ...shardsFound.map(({ shard }) => shard.total));
  const download: ShardResultsDownload = { dirs: [], missing: [] };
  for (let index = 1; index <= total; index++) {
    const found = shardsFound.find(({ shard }) => shard.index === index && shard.total === total);
    if (found === undefined) {
      const name = artifactNames({ shard: { index, total }, prefix: options.prefix }).results;
      const otherPlans = shardsFound
        .filter(({ shard }) => shard.index === index)
        .map(({ artifact }) => artifact.name);
      const seen =
        otherPlans.length === 0
          ? ""
          : ` (found ${otherPlans.join(", ")}, from a plan with another shard count)`;
      download.missing.push({ index, reason: `no artifact named ${name} in this run${seen}` });
      continue;
    }
    const dir = join(options.into, `shard-${index}`);
    const problem = await downloadShard(client, found.artifact, dir);
    if (problem === undefined) download.dirs.push({ index, dir });
    else {
      rmSync(dir, { recursive: true, force: true });
      download.missing.push({ index, reason: problem });
    }
  }
  return download;
}

async function listRunArtifacts(client: ArtifactClient): Promise<ListedArtifact[]> {
  try {
    // `latest`: when a name appears more than once (a re-run), the newest upload wins.
    return (await client.listArtifacts({ latest: true })).artifacts;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InfrastructureError(`could not list this run's artifacts: ${reason}`, { cause: error });
  }
}

/** Why the shard cannot be used, or undefined when its results.json is in `dir` and valid. */
async function downloadShard(
  client: ArtifactClient,
  artifact: ListedArtifact,
  dir: string,
): Promise<string | undefined> {
  rmSync(dir, { recursive: true, force: true });
  try {
    await downloadUnpacked(client, artifact, dir);
  } catch (error) {
    return `artifact ${artifact.name} could not be downloaded: ${error instanceof Error ? error.message : String(error)}`;
  }
  const read = readResultsFile(join(dir, "results.json"), `results.json in artifact ${artifact.name}`);
  if ("problem" in read) return read.problem;
  return undefined;
}
