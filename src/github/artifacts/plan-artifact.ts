import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { InfrastructureError } from "../../model/errors.ts";
import { PLAN_COPY_FILE } from "../../model/plan.ts";
import { type ArtifactClient, defaultArtifactClient } from "./artifact-client.ts";
import { checkArtifactPrefix, DEFAULT_ARTIFACT_PREFIX } from "./artifact-name.ts";
import { downloadUnpacked } from "./download-unpacked.ts";

/** `skill-eval-plan`: the plan job's plan.json, read by every shard and by the report. */
export function planArtifactName(prefix = DEFAULT_ARTIFACT_PREFIX): string {
  return `${checkArtifactPrefix(prefix)}-plan`;
}

export async function uploadPlanArtifact(
  planFile: string,
  options: { retentionDays?: number; prefix?: string; client?: ArtifactClient } = {},
): Promise<void> {
  const client = options.client ?? (await defaultArtifactClient());
  await client.uploadArtifact(planArtifactName(options.prefix), [planFile], dirname(planFile), {
    ...(options.retentionDays === undefined ? {} : { retentionDays: options.retentionDays }),
  });
}

/**
 * This run's plan.json, downloaded into a scratch folder; undefined when the run has no plan
 * artifact (an unsharded run). The caller validates the file (readPlanFile).
 */
export async function downloadPlanArtifact(
  options: { prefix?: string; client?: ArtifactClient; tempRoot?: string } = {},
): Promise<string | undefined> {
  const client = options.client ?? (await defaultArtifactClient());
  const name = planArtifactName(options.prefix);
  const { artifacts } = await client.listArtifacts({ latest: true });
  const artifact = artifacts.find((candidate) => candidate.name === name);
  if (artifact === undefined) return undefined;
  const into = mkdtempSync(join(options.tempRoot ?? tmpdir(), "skill-eval-plan-"));
  await downloadUnpacked(client, artifact, into);
  const file = join(into, PLAN_COPY_FILE);
  if (!existsSync(file)) {
    throw new InfrastructureError(`artifact ${name} holds no ${basename(file)}: was it made by mode plan?`);
  }
  return file;
}
