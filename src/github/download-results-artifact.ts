import { RequestError } from "octokit";
import type { Results } from "../model/results.ts";
import { MAX_RESULTS_BYTES, parseResultsJson } from "../report/parse-results-json.ts";
import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";
import { readZipEntry } from "./zip-entry.ts";

/** The file inside a results artifact that holds the run's results. */
export const RESULTS_ENTRY = "results.json";

export interface ArtifactRef {
  octokit: GithubClient;
  owner: string;
  repo: string;
  artifactId: number;
}

/** An artifact's files, read on demand; undefined for a file it does not hold. */
export type ArtifactFiles = { read(name: string): string | undefined };

/**
 * Downloads an artifact as GitHub's zip (the API redirects to storage; fetch follows) and reads
 * it in memory, so no entry name can write outside a folder. The contents stay untrusted.
 */
export async function downloadArtifactFiles(
  ref: ArtifactRef,
): Promise<{ files: ArtifactFiles } | { problem: string }> {
  const where = `artifact ${ref.artifactId}`;
  let zip: Uint8Array;
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
    zip = new Uint8Array(data);
  } catch (error) {
    if (error instanceof RequestError && (error.status === 404 || error.status === 410)) {
      return { problem: `${where} is gone (HTTP ${error.status}: expired or deleted)` };
    }
    throw error;
  }
  try {
    // Reading the directory once up front rejects an archive that is not a zip at all.
    readZipEntry(zip, "", 0);
  } catch (error) {
    return {
      problem: `${where} is not a readable zip: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return { files: { read: (name) => readZipEntry(zip, name, MAX_RESULTS_BYTES)?.toString("utf8") } };
}

/** An artifact's results.json, or why it cannot be used (missing, corrupt, not our schema). */
export async function downloadResultsArtifact(
  ref: ArtifactRef,
): Promise<{ results: Results } | { problem: string }> {
  const downloaded = await downloadArtifactFiles(ref);
  if ("problem" in downloaded) return downloaded;
  const where = `${RESULTS_ENTRY} in artifact ${ref.artifactId}`;
  let text: string | undefined;
  try {
    text = downloaded.files.read(RESULTS_ENTRY);
  } catch (error) {
    return { problem: `${where} cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (text === undefined) return { problem: `artifact ${ref.artifactId} holds no ${RESULTS_ENTRY}` };
  return parseResultsJson(text, where);
}
