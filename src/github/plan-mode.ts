import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as core from "@actions/core";
import { PLAN_COPY_FILE } from "../model/plan.ts";
import { createPlan } from "../orchestration/create-plan.ts";
import { describeWarning } from "../orchestration/describe-warning.ts";
import { shardMatrix } from "../plan/build-plan.ts";
import { escapeMarkdownInline, markdownCode } from "../report/markdown-escape.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { uploadPlanArtifact } from "./artifacts/plan-artifact.ts";
import type { Baseline } from "./baseline.ts";
import { executionLimit } from "./execution-limit.ts";
import type { GithubEvent } from "./github-event.ts";
import { defaultTempRoot } from "./temp-root.ts";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `mode: plan`: selects what the pull request affects (everything on other events), splits it
 * into shards, uploads plan.json for the shards and the report, and sets the matrix outputs.
 * A baseline's durations balance the shards; without one, a stable hash does.
 */
export async function planMode(
  inputs: ActionInputs,
  event: GithubEvent,
  cwd: string,
  env: Env,
  baseline?: Baseline,
): Promise<void> {
  const guard = executionLimit(inputs, event.pullRequest);
  const { plan, units, warnings } = await createPlan({
    paths: inputs.paths,
    configFile: inputs.config,
    cwd,
    hostEnv: env,
    changedSince: event.pullRequest?.baseSha,
    maxShards: inputs.maxShards,
    commit: env.GITHUB_SHA,
    maxExecutions: guard.maxExecutions,
    overLimitHint: guard.overLimitHint,
    compareWithoutSkill: inputs.compareWithoutSkill,
    ...(baseline?.kind === "found" ? { baseline: baseline.results } : {}),
  });
  actionLog.info(
    baseline?.kind === "found"
      ? "skill-eval: shards balanced by the baseline's durations"
      : `skill-eval: shards balanced by a stable hash (no baseline${baseline === undefined ? "" : `: ${baseline.reason}`})`,
  );
  for (const warning of warnings) actionLog.warning(describeWarning(warning, cwd));
  const planFile = join(mkdtempSync(join(defaultTempRoot(env), "skill-eval-plan-")), PLAN_COPY_FILE);
  writeFileSync(planFile, `${JSON.stringify(plan, null, 2)}\n`);
  if (env.ACTIONS_RUNTIME_TOKEN)
    await uploadPlanArtifact(planFile, {
      retentionDays: inputs.retentionDays,
      prefix: inputs.artifactPrefix,
    });
  else actionLog.info(`skill-eval: not on a GitHub runner, plan.json stays at ${planFile}`);

  const hasWork = units > 0;
  core.setOutput("matrix", JSON.stringify(shardMatrix(plan)));
  core.setOutput("shards", String(plan.totalShards));
  core.setOutput("selected", String(plan.selection.suites.length));
  core.setOutput("has-work", String(hasWork));
  core.setOutput("plan-path", planFile);
  const suites = plan.selection.suites.map(
    (suite) => `- ${markdownCode(suite.id)}: ${suite.reasons.map(escapeMarkdownInline).join("; ")}`,
  );
  const removed = plan.selection.removedSuites.map(
    (path) => `- ${markdownCode(path)}: removed by this change`,
  );
  await core.summary
    .addRaw(
      [
        `## skill-eval plan: ${units} case × runner unit(s) in ${plan.totalShards} shard(s)`,
        escapeMarkdownInline(plan.selection.reason),
        [...suites, ...removed].join("\n"),
      ]
        .filter((part) => part !== "")
        .join("\n\n"),
      true,
    )
    .write();
}
