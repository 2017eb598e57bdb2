import { mkdtempSync } from "node:fs";
import { join, resolve } from "node:path";
import { InfrastructureError } from "../model/errors.ts";
import type { Plan } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";
import { readPlanFile } from "../orchestration/read-plan-files.ts";
import { readResultsFile } from "../orchestration/read-results-file.ts";
import { buildResults } from "../report/build-results.ts";
import { mergeShardResults, partOfPlan, type ShardPart } from "../report/merge-results.ts";
import { TOOL_VERSION } from "../version.ts";
import { downloadShardResults } from "./artifacts/download-shard-results.ts";
import { downloadPlanArtifact } from "./artifacts/plan-artifact.ts";

/**
 * `mode: report` in a sharded workflow: every shard's results artifact of this run, merged. The
 * plan says how many shards to expect; one that is absent or unreadable makes the merge
 * incomplete (exit 3), never green.
 */
export async function downloadAndMergeShards(
  tempRoot: string,
  prefix: string,
): Promise<{ results: Results; dirs: string[] }> {
  const planFile = await downloadPlanArtifact({ prefix, tempRoot });
  const plan = planFile === undefined ? undefined : readPlanFile(planFile);
  // A change that touches no suite plans no unit: the shard jobs are skipped (has-work), and
  // the report says nothing ran, green, rather than wait for shards that were never to come.
  if (plan?.shards.every((shard) => shard.units.length === 0)) {
    return { results: nothingPlannedResults(plan), dirs: [] };
  }
  const expectedShards = plan?.totalShards;
  const into = mkdtempSync(join(tempRoot, "skill-eval-shards-"));
  const download = await downloadShardResults({ into, expectedShards, prefix });
  if (download.dirs.length === 0 && download.missing.length === 0) {
    throw new InfrastructureError(
      `this run has no ${prefix}-results artifact: did the shard jobs run (with the same artifact-prefix)?`,
    );
  }
  const parts: ShardPart[] = [
    ...download.dirs.map(({ index, dir }) => {
      const part = readPart(index, join(dir, RESULTS_FILE));
      return plan === undefined ? part : partOfPlan(part, plan);
    }),
    ...download.missing.map(({ index, reason }) => ({ index, failure: reason })),
  ];
  return { results: mergeShardResults(parts, { expectedShards }), dirs: download.dirs.map(({ dir }) => dir) };
}

/** The results of a plan with no unit in it: no cases, complete, exit code 0, with the plan's selection. Pure. */
export function nothingPlannedResults(plan: Plan): Results {
  return buildResults({
    startedAt: plan.createdAt,
    endedAt: plan.createdAt,
    toolVersion: TOOL_VERSION,
    commit: plan.commit,
    complete: true,
    plan: [],
    executions: [],
    selection: plan.selection,
  });
}

/** `results-dirs`: folders of results (one per shard, or one whole run), merged. */
export function mergeResultsDirs(dirs: readonly string[], cwd: string): { results: Results; dirs: string[] } {
  const absolute = dirs.map((dir) => resolve(cwd, dir));
  const parts = absolute.map((dir, position) => readPart(position + 1, join(dir, RESULTS_FILE)));
  return { results: mergeShardResults(parts), dirs: absolute };
}

function readPart(index: number, path: string): ShardPart {
  const parsed = readResultsFile(path);
  if ("problem" in parsed) return { index, failure: parsed.problem };
  return { index: parsed.results.run.shard?.index ?? index, results: parsed.results };
}
