import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PLAN_COPY_FILE } from "../model/plan.ts";
import { interruptSignal } from "../orchestration/interrupt-signal.ts";
import { type RunScope, resolveRunScope } from "../orchestration/resolve-run-scope.ts";
import { runEvals } from "../orchestration/run-evals.ts";
import { SecretSet, secretValues } from "../report/redact.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { downloadPlanArtifact } from "./artifacts/plan-artifact.ts";
import { uploadShardArtifacts } from "./artifacts/upload-shard-artifacts.ts";
import { type Baseline, baselineInfoOf } from "./baseline.ts";
import { executionLimit } from "./execution-limit.ts";
import type { GithubEvent } from "./github-event.ts";
import { onGithubRunner } from "./on-github-runner.ts";
import { pullRequestRecord, writePullRequestRecord } from "./pull-request-record.ts";
import type { ReportInput } from "./report-results.ts";
import { defaultTempRoot } from "./temp-root.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface Produced extends ReportInput {
  resultsPath: string | undefined;
  outDir: string;
  /** What the artifact upload wants the user to know (size cap hit, ...). */
  notes: string[];
  /** The results artifact this job uploaded (or read), for links to it. */
  artifactId?: number;
  /** The workflow run those results come from, when not this one (`mode: report` with `run-id`). */
  runUrl?: string;
  /** A shard's: the units the other shards run, in the family its drops are weighed against. */
  otherShardUnits?: number;
  /** The baseline the uploaded reports were compared with, for publishing to use the same. */
  baseline?: Baseline;
}

/**
 * `mode: run` (one job) and `mode: shard` (one slice of plan.json): run the selected suites, then
 * upload the results (and kept workspaces) as this job's artifact when on a GitHub runner. A
 * pull request selects what its change affects; other events run everything.
 */
export async function runSuites(
  inputs: ActionInputs,
  event: GithubEvent,
  cwd: string,
  env: Env,
  baseline?: Baseline,
  onStart?: (executions: number) => Promise<void>,
): Promise<Produced> {
  const onRunner = onGithubRunner(env);
  const planFile =
    inputs.mode === "shard" && onRunner
      ? await downloadPlanArtifact({ prefix: inputs.artifactPrefix, tempRoot: defaultTempRoot(env) })
      : undefined;
  const scope: RunScope = await resolveRunScope({
    paths: inputs.paths,
    configFile: inputs.config,
    cwd,
    hostEnv: env,
    planFile,
    shard: inputs.shard,
    changedSince: planFile === undefined ? event.pullRequest?.baseSha : undefined,
  });
  if (scope.selection !== undefined) actionLog.info(`skill-eval: ${scope.selection.reason}`);
  const { plan, ...limits } = scope;
  const pullRequest = event.pullRequest && pullRequestRecord(event.pullRequest);
  const executionGuard = executionLimit(inputs, event.pullRequest);
  if (executionGuard.liftedBy !== undefined) {
    actionLog.info(
      `skill-eval: no max-executions limit: the pull request has the label "${executionGuard.liftedBy}"`,
    );
  }
  // The run's one redactor: the log lines below pass through it, in every form a secret takes.
  const secrets = new SecretSet(secretValues(env, {}));
  const outcome = await runEvals({
    paths: inputs.paths,
    configFile: inputs.config,
    outDir: inputs.outputDir === undefined ? undefined : resolve(cwd, inputs.outputDir),
    cwd,
    ...limits,
    hostEnv: env,
    // Case ids and suite warnings are the pull request's text: shown in the log, never obeyed.
    log: (line) => actionLog.info(secrets.redact(line)),
    secrets,
    // pull_request_target checks out the base branch unless told otherwise; the fork-approved
    // example checks out the pull request's head, which is then the commit under test.
    commit:
      event.name === "pull_request_target" && event.pullRequest ? event.pullRequest.headSha : env.GITHUB_SHA,
    pullRequest,
    signal: interruptSignal(),
    budgetUsd: inputs.budgetUsd,
    maxExecutions: executionGuard.maxExecutions,
    overLimitHint: executionGuard.overLimitHint,
    retryErrors: inputs.retryErrors,
    compareWithoutSkill: inputs.compareWithoutSkill,
    reuseFrom: inputs.reuse && baseline?.kind === "found" ? baseline.newest : undefined,
    ...(baseline?.kind === "found"
      ? { baseline: baseline.results, baselineInfo: baselineInfoOf(baseline) }
      : {}),
    confirmIterations: inputs.confirmIterations,
    onStart,
  });
  const outDir = dirname(outcome.resultsPath);
  // Beside the shard's results, so the report knows how many shards to expect; never a stale one.
  if (plan !== undefined) writeFileAtomic(join(outDir, PLAN_COPY_FILE), `${JSON.stringify(plan, null, 2)}\n`);
  else rmSync(join(outDir, PLAN_COPY_FILE), { force: true });
  // Uploaded with the results, so a workflow_run workflow can comment on the right pull request.
  if (pullRequest) writePullRequestRecord(outDir, pullRequest);
  const notes: string[] = [];
  let artifactId: number | undefined;
  if (onRunner) {
    const upload = await uploadShardArtifacts({
      outDir,
      shard: inputs.mode === "shard" ? inputs.shard : undefined,
      uploadWorkspaces: inputs.uploadWorkspaces,
      retentionDays: inputs.retentionDays,
      prefix: inputs.artifactPrefix,
    });
    actionLog.info(`skill-eval: uploaded artifact ${upload.results.name}`);
    notes.push(...upload.notes);
    artifactId = upload.results.id;
  } else {
    actionLog.info("skill-eval: not on a GitHub runner (no ACTIONS_RUNTIME_TOKEN): no artifact uploaded");
  }
  return {
    results: outcome.results,
    resultsPath: outcome.resultsPath,
    outDir,
    pullRequest,
    notes,
    artifactId,
    ...(limits.otherShardUnits === undefined ? {} : { otherShardUnits: limits.otherShardUnits }),
  };
}
