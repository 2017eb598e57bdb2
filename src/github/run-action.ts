import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import * as core from "@actions/core";
import { ConfigError } from "../model/errors.ts";
import type { Results } from "../model/results.ts";
import { gatherExecutions } from "../orchestration/gather-executions.ts";
import { DEFAULT_OUT_DIR, prepareOutputDir } from "../orchestration/prepare-output-dir.ts";
import { writeRunReports } from "../orchestration/write-run-reports.ts";
import { escapeControlBytes } from "../report/control-bytes.ts";
import { presentError } from "../report/present-error.ts";
import { SecretSet, secretValues } from "../report/redact.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { type ActionInputs, readActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { artifactNames } from "./artifacts/artifact-name.ts";
import type { Baseline } from "./baseline.ts";
import { type ErrorCheckTarget, publishErrorCheck } from "./error-check.ts";
import { type ErrorCommentTarget, postErrorComment } from "./error-comment.ts";
import { type GithubEvent, readGithubEvent } from "./github-event.ts";
import { actionsAgentCache } from "./install-agents/actions-agent-cache.ts";
import type { GithubClient } from "./octokit-client.ts";
import { onGithubRunner } from "./on-github-runner.ts";
import { type PullRequestRecord, pullRequestRecord, writePullRequestRecord } from "./pull-request-record.ts";
import { type RunArtifactReader, readRunResults } from "./report-results.ts";
import type { Produced } from "./run-mode.ts";
import { defaultTempRoot } from "./temp-root.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface ActionDependencies {
  /** Reads another run's results artifact (`mode: report` with `run-id`); defaults to the REST API. */
  readRunArtifact?: RunArtifactReader;
}

/**
 * The action. `run`: select, run and publish in one job; `plan`: select and split into shards;
 * `shard`: run one slice of the plan; `report`: merge the shards (or read results made elsewhere)
 * and publish. Each mode imports its code where it needs it (octokit, the engine and the artifact
 * client are most of the bundle), so an input error is reported before they load.
 */
export async function runAction(
  env: Env = process.env,
  dependencies: ActionDependencies = {},
): Promise<void> {
  // Where the run's verdict is commented: a run that stops with an error says so there too.
  let commentTarget: ErrorCommentTarget | undefined;
  // And its check run, when it publishes one: an earlier attempt's green check must not stand.
  let checkTarget: ErrorCheckTarget | undefined;
  try {
    maskCredentials(env);
    const read = readActionInputs(env);
    if (read.githubToken) core.setSecret(read.githubToken);
    const event = readGithubEvent(env);
    const cwd = resolve(read.workingDirectory ?? env.GITHUB_WORKSPACE ?? process.cwd());
    // Paths given as inputs are read from the working directory, as config and output-dir are.
    const inputs = read.baseline === undefined ? read : { ...read, baseline: resolve(cwd, read.baseline) };
    const octokit = inputs.githubToken
      ? (await import("./octokit-client.ts")).createOctokit({
          token: inputs.githubToken,
          baseUrl: env.GITHUB_API_URL,
          log: (line) => actionLog.info(line),
        })
      : undefined;
    const pullRequest = event.pullRequest;
    const runsAgents = inputs.mode === "run" || inputs.mode === "shard";
    const readOnlyToken = pullRequest?.isFork === true && event.name === "pull_request";
    if ((inputs.mode === "run" || inputs.mode === "report") && octokit && pullRequest && !readOnlyToken) {
      commentTarget = {
        inputs,
        octokit,
        owner: event.owner,
        repo: event.repo,
        pullRequest,
        runUrl: runUrl(env),
      };
    }
    const checkedSha = pullRequest?.headSha ?? event.workflowRun?.headSha ?? event.sha;
    if (
      (inputs.mode === "run" || inputs.mode === "report") &&
      inputs.checkRun &&
      octokit &&
      checkedSha !== undefined &&
      !readOnlyToken
    ) {
      checkTarget = {
        inputs,
        octokit,
        owner: event.owner,
        repo: event.repo,
        headSha: checkedSha,
        runUrl: runUrl(env),
      };
    }
    if (runsAgents && pullRequest?.isFork && event.name === "pull_request") {
      const { forkPullRequest } = await import("./fork-pull-request.ts");
      process.exitCode = await forkPullRequest(inputs, pullRequest, cwd, env);
      return;
    }
    const checkoutDir = existsSync(join(cwd, ".git")) ? cwd : undefined;
    const log = (line: string) => actionLog.info(line);
    // The baseline is needed before the run: its durations balance a plan's shards, shards
    // confirm their own units' drops against it, and reuse reports unchanged case × runners from it.
    const baseline =
      (runsAgents || inputs.mode === "plan") && pullRequest !== undefined && octokit !== undefined
        ? await (await import("./publish-results.ts")).resolveBaseline({
            inputs,
            octokit,
            pullRequest,
            owner: event.owner,
            repo: event.repo,
            checkoutDir,
            log,
          })
        : undefined;
    if (inputs.mode === "plan") {
      const { planMode } = await import("./plan-mode.ts");
      await planMode(inputs, event, cwd, env, baseline);
      return;
    }
    if (runsAgents && inputs.installAgents !== undefined) {
      const { installAgents } = await import("./install-agents/install-agents.ts");
      await installAgents(inputs.installAgents, {
        root: join(env.RUNNER_TOOL_CACHE ?? join(homedir(), ".cache"), "skill-eval-agents"),
        log: (line) => actionLog.info(line),
        addPath: (dir) => core.addPath(dir),
        cache: await actionsAgentCache((line) => actionLog.warning(line)),
      });
    }
    const onStart =
      inputs.mode === "run" &&
      inputs.commentProgress &&
      inputs.comment !== "off" &&
      octokit !== undefined &&
      pullRequest !== undefined
        ? (await import("./progress-comment.ts")).postProgress({
            inputs,
            octokit,
            owner: event.owner,
            repo: event.repo,
            pullRequest: pullRequestRecord(pullRequest),
            runUrl: runUrl(env),
          })
        : undefined;
    const produced = runsAgents
      ? await (await import("./run-mode.ts")).runSuites(inputs, event, cwd, env, baseline, onStart)
      : await reportMode(inputs, event, cwd, octokit, dependencies, env, async (results, forPullRequest) =>
          (await import("./publish-results.ts")).baselineOfRun(
            {
              inputs,
              // As publishing below: a fork's read-only run reads no baseline through the API.
              octokit: readOnlyToken ? undefined : octokit,
              pullRequest: readOnlyToken ? undefined : forPullRequest,
              owner: event.owner,
              repo: event.repo,
              checkoutDir,
              log,
            },
            results,
          ),
        );
    const headSha = produced.pullRequest?.headSha ?? event.workflowRun?.headSha ?? event.sha;
    // A fork's pull_request run has a read-only token: the workflow_run workflow comments instead.
    const notes = readOnlyToken
      ? [
          ...produced.notes,
          "This pull request comes from a fork, whose token is read-only: the comment and check come from the workflow_run workflow (examples/workflows/skill-eval-comment.yml).",
        ]
      : produced.notes;
    const { publishResults } = await import("./publish-results.ts");
    const { exitCode, headline } = await publishResults({
      inputs,
      results: produced.results,
      resultsPath: produced.resultsPath,
      outDir: produced.outDir,
      owner: event.owner,
      repo: event.repo,
      // A shard only summarises its slice: the report job compares, comments and checks.
      octokit: inputs.mode === "shard" || readOnlyToken ? undefined : octokit,
      pullRequest: inputs.mode === "shard" || readOnlyToken ? undefined : produced.pullRequest,
      headSha,
      checkoutDir,
      runUrl: produced.runUrl ?? runUrl(env),
      artifactId: produced.artifactId,
      notes,
      // A shard's summary compares with the baseline its confirmation runs used, never "no baseline";
      // a report job's with the one its uploaded reports show.
      baseline: produced.baseline ?? baseline,
      otherShardUnits: produced.otherShardUnits,
      log,
    });
    if (exitCode !== EXIT.passed) {
      const failedLine =
        exitCode === produced.results.summary.exitCode || exitCode === EXIT.verdictFailed
          ? `skill-eval: ${headline}`
          : // The verdict first, so a publishing problem never hides what the run found.
            exitCode === EXIT.configError
            ? `skill-eval: ${headline}; and a permission or setting is missing (see the errors above)`
            : `skill-eval: ${headline}; and the results could not be published (see the errors above)`;
      actionLog.setFailed(failedLine);
      process.exitCode = exitCode;
    }
  } catch (error) {
    const { text, exitCode } = presentError(error, core.isDebug(), env.GITHUB_WORKSPACE);
    core.setOutput("exit-code", String(exitCode));
    // Redacted and shown, never obeyed: the error may quote suite ids or agent text.
    const shown = escapeControlBytes(new SecretSet(secretValues(env, {})).redact(text));
    if (commentTarget !== undefined && commentTarget.inputs.comment !== "off") {
      await postErrorComment(commentTarget, shown, exitCode);
    }
    if (checkTarget !== undefined) await publishErrorCheck(checkTarget, shown, exitCode);
    await core.summary.addRaw(`## skill-eval: nothing ran\n\n\`\`\`\n${shown}\n\`\`\`\n`).write();
    actionLog.setFailed(shown);
    process.exitCode = exitCode;
  }
}

async function reportMode(
  inputs: ActionInputs,
  event: GithubEvent,
  cwd: string,
  octokit: GithubClient | undefined,
  dependencies: ActionDependencies,
  env: Env,
  baselineOf: (results: Results, pullRequest: PullRequestRecord | undefined) => Promise<Baseline>,
): Promise<Produced> {
  const outDir = resolve(cwd, inputs.outputDir ?? DEFAULT_OUT_DIR);
  const pullRequest = event.pullRequest && pullRequestRecord(event.pullRequest);
  if (inputs.runId === undefined) {
    const { downloadAndMergeShards, mergeResultsDirs } = await import("./shard-results.ts");
    const fromArtifacts = inputs.resultsDirs.length === 0;
    const merged = fromArtifacts
      ? await downloadAndMergeShards(defaultTempRoot(env), inputs.artifactPrefix)
      : mergeResultsDirs(inputs.resultsDirs, cwd);
    const results = withPullRequest(merged.results, pullRequest);
    prepareOutputDir(outDir, cwd);
    gatherExecutions(merged.dirs, outDir);
    // The reports go up compared with the base branch, as the comment will be: a reviewer who
    // opens the artifact's report.html or junit.xml sees the same regressions.
    const baseline = await baselineOf(results, pullRequest);
    const { compareWithBaseline } = await import("./publish-results.ts");
    // report.html too, before the upload: the comment links to it inside the artifact.
    const { resultsPath } = writeRunReports(outDir, results, compareWithBaseline(results, baseline));
    if (pullRequest) writePullRequestRecord(outDir, pullRequest);
    // The merged results under the plain results name: the comment workflow and later baselines find them.
    const uploaded =
      fromArtifacts && onGithubRunner(env)
        ? await (await import("./artifacts/upload-merged-results.ts")).uploadMergedResults(outDir, inputs)
        : { notes: [] };
    return {
      results,
      pullRequest,
      resultsPath,
      outDir,
      notes: uploaded.notes,
      artifactId: uploaded.id,
      baseline,
    };
  }
  const { pullRequestHeadLookup, runArtifactReader } = await import("./run-artifact-reader.ts");
  const reader =
    dependencies.readRunArtifact ??
    (octokit === undefined
      ? undefined
      : runArtifactReader(
          octokit,
          event.owner,
          event.repo,
          artifactNames({ prefix: inputs.artifactPrefix }).results,
        ));
  if (reader === undefined)
    throw new ConfigError("run-id needs github-token to read the run's artifact", {
      hint: "keep the default github-token (the job's GITHUB_TOKEN)",
    });
  const pullRequestHead =
    octokit === undefined ? async () => undefined : pullRequestHeadLookup(octokit, event.owner, event.repo);
  const { notes = [], ...read } = await readRunResults(inputs.runId, event, reader, pullRequestHead);
  for (const note of notes) actionLog.info(`skill-eval: ${note}`);
  return {
    ...read,
    // The comment links the run that produced the results, not this workflow_run job.
    runUrl: runUrl({ ...env, GITHUB_RUN_ID: String(inputs.runId) }),
    resultsPath: undefined,
    outDir,
    notes,
  };
}

function withPullRequest(results: Results, pullRequest: PullRequestRecord | undefined): Results {
  if (pullRequest === undefined || results.run.pullRequest !== undefined) return results;
  const { number, headSha, baseSha } = pullRequest;
  return { ...results, run: { ...results.run, pullRequest: { number, headSha, baseSha } } };
}

function runUrl(env: Env): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/** Credentials in the environment never show in the job's log, whatever prints them. */
function maskCredentials(env: Env): void {
  for (const value of secretValues(env, {})) {
    core.setSecret(value);
  }
}
