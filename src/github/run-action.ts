import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import * as core from "@actions/core";
import { presentError } from "../cli/present-error.ts";
import { ConfigError } from "../model/errors.ts";
import { interruptSignal } from "../orchestration/interrupt-signal.ts";
import { DEFAULT_OUT_DIR, runEvals } from "../orchestration/run-evals.ts";
import { secretValues } from "../report/redact.ts";
import { verdictLine } from "../report/verdict-line.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { type ActionInputs, readActionInputs } from "./action-inputs.ts";
import { RESULTS_ARTIFACT_NAME } from "./baseline.ts";
import { type GithubEvent, readGithubEvent } from "./github-event.ts";
import { createOctokit, type GithubClient } from "./octokit-client.ts";
import { forkNotice } from "./publish-notes.ts";
import { publishResults } from "./publish-results.ts";
import { PULL_REQUEST_ENTRY, type PullRequestRecord } from "./pull-request-record.ts";
import {
  type ReportInput,
  type RunArtifactReader,
  readResultsDirs,
  readRunResults,
} from "./report-results.ts";
import { pullRequestHeadLookup, runArtifactReader } from "./run-artifact-reader.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface ActionDependencies {
  /** Reads another run's results artifact (`mode: report` with `run-id`); defaults to the REST API. */
  readRunArtifact?: RunArtifactReader;
}

/** The action: `mode: run` runs the suites and publishes; `mode: report` publishes results made elsewhere. */
export async function runAction(
  env: Env = process.env,
  dependencies: ActionDependencies = {},
): Promise<void> {
  try {
    maskCredentials(env);
    const inputs = readActionInputs(env);
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    const event = readGithubEvent(env);
    const cwd = resolve(inputs.workingDirectory ?? env.GITHUB_WORKSPACE ?? process.cwd());
    const octokit = inputs.githubToken
      ? createOctokit({
          token: inputs.githubToken,
          baseUrl: env.GITHUB_API_URL,
          log: (line) => core.info(line),
        })
      : undefined;
    const pullRequest = event.pullRequest;
    if (inputs.mode === "run" && pullRequest?.isFork && event.name === "pull_request") {
      core.notice(
        `skill-eval: pull request #${pullRequest.number} comes from a fork: no secrets, so no agent ran`,
      );
      await core.summary.addRaw(forkNotice(pullRequest), true).write();
      core.setOutput("exit-code", String(EXIT.passed));
      return;
    }
    const produced =
      inputs.mode === "run"
        ? await runMode(inputs, event, cwd, env)
        : await reportMode(inputs, event, cwd, octokit, dependencies);
    const headSha = produced.pullRequest?.headSha ?? event.workflowRun?.headSha ?? event.sha;
    const exitCode = await publishResults({
      inputs,
      results: produced.results,
      resultsPath: produced.resultsPath,
      outDir: produced.outDir,
      owner: event.owner,
      repo: event.repo,
      octokit,
      pullRequest: produced.pullRequest,
      headSha,
      checkoutDir: existsSync(join(cwd, ".git")) ? cwd : undefined,
      runUrl: runUrl(env),
      log: (line) => core.info(line),
    });
    if (exitCode !== EXIT.passed) {
      core.setFailed(
        exitCode === produced.results.summary.exitCode || exitCode === EXIT.verdictFailed
          ? `skill-eval: ${verdictLine(produced.results)}`
          : "skill-eval: the results could not be published (see the errors above)",
      );
      process.exitCode = exitCode;
    }
  } catch (error) {
    const { text, exitCode } = presentError(error, core.isDebug(), env.GITHUB_WORKSPACE);
    core.setOutput("exit-code", String(exitCode));
    await core.summary.addRaw(`## skill-eval: nothing ran\n\n\`\`\`\n${text}\n\`\`\`\n`).write();
    core.setFailed(text);
    process.exitCode = exitCode;
  }
}

interface Produced extends ReportInput {
  resultsPath: string | undefined;
  outDir: string;
}

async function runMode(inputs: ActionInputs, event: GithubEvent, cwd: string, env: Env): Promise<Produced> {
  const outcome = await runEvals({
    paths: inputs.paths,
    configFile: inputs.config,
    outDir: inputs.outputDir === undefined ? undefined : resolve(cwd, inputs.outputDir),
    cwd,
    hostEnv: env,
    log: (line) => core.info(line),
    commit: env.GITHUB_SHA,
    signal: interruptSignal(),
  });
  const outDir = dirname(outcome.resultsPath);
  const pr = event.pullRequest;
  const pullRequest: PullRequestRecord | undefined = pr && {
    number: pr.number,
    headSha: pr.headSha,
    baseRef: pr.baseRef,
    baseSha: pr.baseSha,
  };
  // Uploaded with the results, so a workflow_run workflow can comment on the right pull request.
  if (pullRequest)
    writeFileAtomic(join(outDir, PULL_REQUEST_ENTRY), `${JSON.stringify(pullRequest, null, 2)}\n`);
  return { results: outcome.results, resultsPath: outcome.resultsPath, outDir, pullRequest };
}

async function reportMode(
  inputs: ActionInputs,
  event: GithubEvent,
  cwd: string,
  octokit: GithubClient | undefined,
  dependencies: ActionDependencies,
): Promise<Produced> {
  const outDir = resolve(cwd, inputs.outputDir ?? DEFAULT_OUT_DIR);
  if (inputs.runId === undefined) {
    const input = readResultsDirs(inputs.resultsDirs, cwd);
    const pr = event.pullRequest;
    return {
      ...input,
      pullRequest: pr && { number: pr.number, headSha: pr.headSha, baseRef: pr.baseRef, baseSha: pr.baseSha },
      resultsPath: join(resolve(cwd, inputs.resultsDirs[0] ?? "."), "results.json"),
      outDir,
    };
  }
  const reader =
    dependencies.readRunArtifact ??
    (octokit === undefined
      ? undefined
      : runArtifactReader(octokit, event.owner, event.repo, RESULTS_ARTIFACT_NAME));
  if (reader === undefined)
    throw new ConfigError("run-id needs github-token to read the run's artifact", {
      hint: "keep the default github-token (the job's GITHUB_TOKEN)",
    });
  const pullRequestHead =
    octokit === undefined ? async () => undefined : pullRequestHeadLookup(octokit, event.owner, event.repo);
  return {
    ...(await readRunResults(inputs.runId, event, reader, pullRequestHead)),
    resultsPath: undefined,
    outDir,
  };
}

function runUrl(env: Env): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/** Credentials in the environment never show in the job's log, whatever prints them. */
function maskCredentials(env: Env): void {
  for (const value of secretValues(
    Object.fromEntries(
      Object.entries(env).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
    ),
    {},
  )) {
    core.setSecret(value);
  }
}
