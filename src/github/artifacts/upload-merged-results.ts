import type { ActionInputs } from "../action-inputs.ts";
import { uploadShardArtifacts } from "./upload-shard-artifacts.ts";

/**
 * `mode: report` merging shards: the merged results as the run's plain results artifact. A failed
 * upload is a note: the report itself still stands.
 */
export async function uploadMergedResults(
  outDir: string,
  inputs: Pick<ActionInputs, "retentionDays" | "artifactPrefix">,
): Promise<{ id?: number; notes: string[] }> {
  try {
    const upload = await uploadShardArtifacts({
      outDir,
      uploadWorkspaces: "none",
      retentionDays: inputs.retentionDays,
      prefix: inputs.artifactPrefix,
    });
    return { id: upload.results.id, notes: upload.notes };
  } catch (error) {
    return { notes: [error instanceof Error ? error.message : String(error)] };
  }
}
