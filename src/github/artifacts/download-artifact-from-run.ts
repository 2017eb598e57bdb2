import { ArtifactNotFoundError } from "@actions/artifact";
import { type ArtifactClient, defaultArtifactClient } from "./artifact-client.ts";
import { downloadUnpacked } from "./download-unpacked.ts";

export interface DownloadArtifactFromRunOptions {
  runId: number;
  name: string;
  /** A token with `actions: read` on the repository. */
  token: string;
  owner: string;
  repo: string;
  /** Absent or empty; the artifact's files land directly in it. */
  into: string;
  client?: ArtifactClient;
}

export interface DownloadedArtifact {
  id: number;
  dir: string;
}

/**
 * Downloads one named artifact of another workflow run (a baseline, or a fork PR's results in
 * the `workflow_run` flow) through the REST API. Its content is untrusted: entries are checked
 * before unpacking and nothing is executed. Undefined when the run has no artifact of that name.
 */
export async function downloadArtifactFromRun(
  options: DownloadArtifactFromRunOptions,
): Promise<DownloadedArtifact | undefined> {
  const client = options.client ?? (await defaultArtifactClient());
  const findBy = {
    token: options.token,
    workflowRunId: options.runId,
    repositoryOwner: options.owner,
    repositoryName: options.repo,
  };
  let artifact: Awaited<ReturnType<ArtifactClient["getArtifact"]>>["artifact"];
  try {
    ({ artifact } = await client.getArtifact(options.name, { findBy }));
  } catch (error) {
    if (error instanceof ArtifactNotFoundError) return undefined;
    throw error;
  }
  await downloadUnpacked(client, artifact, options.into, findBy);
  return { id: artifact.id, dir: options.into };
}
