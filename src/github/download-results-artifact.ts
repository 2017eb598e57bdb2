import { RequestError } from "octokit";
import type { Results } from "../model/results.ts";
import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";
import { MAX_RESULTS_BYTES, parseResultsJson } from "./read-results-json.ts";
import { readZipEntry } from "./zip-entry.ts";

/** The file inside a results artifact that holds the run's results. */
export const RESULTS_ENTRY = "results.json";

export interface ArtifactRef {
  octokit: GithubClient;
  owner: string;
  repo: string;
  artifactId: number;
}

/**
 * An artifact's results.json, downloaded as GitHub's zip (the API answers with a redirect to
 * storage, which fetch follows) and read in memory. The contents are untrusted: a missing,
 * corrupt or invalid file comes back as a problem, never as results.
 */
export async function downloadResultsArtifact(
  ref: ArtifactRef,
): Promise<{ results: Results } | { problem: string }> {
  const where = `artifact ${ref.artifactId}`;
  let zip: ArrayBuffer;
  try {
    const response = await withPermission("download a results artifact", "actions: read", () =>
      ref.octokit.rest.actions.downloadArtifact({
        owner: ref.owner,
        repo: ref.repo,
        artifact_id: ref.artifactId,
        archive_format: "zip",
      }),
    );
    const data: unknown = response.data;
    if (!(data instanceof ArrayBuffer)) return { problem: `${where} did not download as a zip archive` };
    zip = data;
  } catch (error) {
    if (error instanceof RequestError && (error.status === 404 || error.status === 410)) {
      return { problem: `${where} is gone (HTTP ${error.status}: expired or deleted)` };
    }
    throw error;
  }
  let entry: Buffer | undefined;
  try {
    entry = readZipEntry(new Uint8Array(zip), RESULTS_ENTRY, MAX_RESULTS_BYTES);
  } catch (error) {
    return {
      problem: `${where} is not a readable zip: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (entry === undefined) return { problem: `${where} holds no ${RESULTS_ENTRY}` };
  return parseResultsJson(entry.toString("utf8"), `${RESULTS_ENTRY} in ${where}`);
}
