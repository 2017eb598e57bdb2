import { resolve } from "node:path";
import * as core from "@actions/core";
import { DEFAULT_OUT_DIR, prepareOutputDir } from "../orchestration/prepare-output-dir.ts";
import { writeRunReports } from "../orchestration/write-run-reports.ts";
import { forkSkippedResults } from "../report/fork-skipped-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { uploadShardArtifacts } from "./artifacts/upload-shard-artifacts.ts";
import type { PullRequestEvent } from "./github-event.ts";
import { onGithubRunner } from "./on-github-runner.ts";
import { forkNotice } from "./publish-notes.ts";
import { pullRequestRecord, writePullRequestRecord } from "./pull-request-record.ts";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `mode: run` or `shard` on a fork's pull request: no secrets, so no agent runs and `fork-policy`
 * decides. Skipping still leaves results behind (`skipped: fork`, with the pull request and its
 * head) as this job's results artifact, so the `workflow_run` comment workflow and a sharded
 * run's report can say what happened instead of finding nothing. The summary says exactly that.
 */
export async function forkPullRequest(
  inputs: ActionInputs,
  pullRequest: PullRequestEvent,
  cwd: string,
  env: Env,
): Promise<number> {
  if (inputs.forkPolicy === "fail") {
    actionLog.setFailed(
      `skill-eval: pull request #${pullRequest.number} comes from a fork and fork-policy is "fail": no agent ran`,
    );
    await core.summary.addRaw(forkNotice(pullRequest, { uploaded: undefined }), true).write();
    core.setOutput("exit-code", String(EXIT.verdictFailed));
    return EXIT.verdictFailed;
  }
  actionLog.notice(
    `skill-eval: pull request #${pullRequest.number} comes from a fork: no secrets, so no agent ran`,
  );
  let checked = "";
  if (inputs.forkPolicy === "validate") {
    const { prepareRun } = await import("../orchestration/prepare-run.ts");
    const prepared = await prepareRun({ paths: inputs.paths, configFile: inputs.config, cwd });
    const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
    checked = `\n✅ Static checks passed (fork-policy \`validate\`): config and ${prepared.plan.length} suite(s) with ${cases} case(s) load without errors.\n`;
  }
  const outDir = resolve(cwd, inputs.outputDir ?? DEFAULT_OUT_DIR);
  prepareOutputDir(outDir, cwd);
  const record = pullRequestRecord(pullRequest);
  // results.json, and the reports beside it (report.html says "not run" too).
  const { resultsPath } = writeRunReports(
    outDir,
    forkSkippedResults({
      startedAt: new Date().toISOString(),
      toolVersion: TOOL_VERSION,
      commit: env.GITHUB_SHA,
      pullRequest: record,
      shard: inputs.mode === "shard" ? inputs.shard : undefined,
    }),
  );
  writePullRequestRecord(outDir, record);
  const uploaded = onGithubRunner(env)
    ? (
        await uploadShardArtifacts({
          outDir,
          shard: inputs.mode === "shard" ? inputs.shard : undefined,
          uploadWorkspaces: "none",
          retentionDays: inputs.retentionDays,
          prefix: inputs.artifactPrefix,
        })
      ).results.name
    : undefined;
  actionLog.info(
    uploaded === undefined
      ? "skill-eval: not on a GitHub runner (no ACTIONS_RUNTIME_TOKEN): no artifact uploaded"
      : `skill-eval: uploaded artifact ${uploaded} (skipped: fork)`,
  );
  await core.summary.addRaw(`${forkNotice(pullRequest, { uploaded })}${checked}`, true).write();
  core.setOutput("results-path", resultsPath);
  core.setOutput("exit-code", String(EXIT.passed));
  return EXIT.passed;
}
