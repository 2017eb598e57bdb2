import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import * as core from "@actions/core";
import { presentError } from "../cli/present-error.ts";
import { ConfigError } from "../model/errors.ts";
import { gatherExecutions } from "../orchestration/gather-executions.ts";
import { DEFAULT_OUT_DIR, prepareOutputDir } from "../orchestration/prepare-output-dir.ts";
import { secretValues } from "../report/redact.ts";
import { verdictLine } from "../report/verdict-line.ts";
import { writeResults } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { type ActionInputs, readActionInputs } from "./action-inputs.ts";
import { artifactNames } from "./artifacts/artifact-name.ts";
import { type GithubEvent, type PullRequestEvent, readGithubEvent } from "./github-event.ts";
import { actionsAgentCache } from "./install-agents/actions-agent-cache.ts";
import type { GithubClient } from "./octokit-client.ts";
import { forkNotice } from "./publish-notes.ts";
import { type RunArtifactReader, readRunResults } from "./report-results.ts";
import type { Produced } from "./run-mode.ts";

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
  try {
    maskCredentials(env);
    const inputs = readActionInputs(env);
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    const event = readGithubEvent(env);
    const cwd = resolve(inputs.workingDirectory ?? env.GITHUB_WORKSPACE ?? process.cwd());
    const octokit = inputs.githubToken
      ? (await import("./octokit-client.ts")).createOctokit({
          token: inputs.githubToken,
          baseUrl: env.GITHUB_API_URL,
          log: (line) => core.info(line),
        })
      : undefined;
    const pullRequest = event.pullRequest;
    const runsAgents = inputs.mode === "run" || inputs.mode === "shard";
    if (runsAgents && pullRequest?.isFork && event.name === "pull_request") {
      process.exitCode = await forkPullRequest(inputs, pullRequest, cwd);
      return;
    }
    if (inputs.mode === "plan") {
      const { planMode } = await import("./plan-mode.ts");
      await planMode(inputs, event, cwd, env);
      return;
    }
    if (runsAgents && inputs.installAgents !== undefined) {
      const { installAgents } = await import("./install-agents/install-agents.ts");
      await installAgents(inputs.installAgents, {
        root: join(env.RUNNER_TOOL_CACHE ?? join(homedir(), ".cache"), "skill-eval-agents"),
        log: (line) => core.info(line),
        addPath: (dir) => core.addPath(dir),
        cache: await actionsAgentCache((line) => core.warning(line)),
      });
    }
    const checkoutDir = existsSync(join(cwd, ".git")) ? cwd : undefined;
    const log = (line: string) => core.info(line);
    // The baseline is needed before the run: for confirmation runs (shards confirm their own
    // units) and for reuse (unchanged case × runners reported from it instead of running again).
    const baseline =
      runsAgents && pullRequest !== undefined && octokit !== undefined
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
    const produced = runsAgents
      ? await (await import("./run-mode.ts")).runSuites(inputs, event, cwd, env, baseline)
      : await reportMode(inputs, event, cwd, octokit, dependencies, env);
    const headSha = produced.pullRequest?.headSha ?? event.workflowRun?.headSha ?? event.sha;
    const { publishResults } = await import("./publish-results.ts");
    const exitCode = await publishResults({
      inputs,
      results: produced.results,
      resultsPath: produced.resultsPath,
      outDir: produced.outDir,
      owner: event.owner,
      repo: event.repo,
      // A shard only summarises its slice: the report job compares, comments and checks.
      octokit: inputs.mode === "shard" ? undefined : octokit,
      pullRequest: inputs.mode === "shard" ? undefined : produced.pullRequest,
      headSha,
      checkoutDir,
      runUrl: runUrl(env),
      notes: produced.notes,
      baseline: inputs.mode === "run" ? baseline : undefined,
      log,
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

/** A fork's pull request has no secrets: `fork-policy` decides, and the summary always says why. */
async function forkPullRequest(
  inputs: ActionInputs,
  pullRequest: PullRequestEvent,
  cwd: string,
): Promise<number> {
  if (inputs.forkPolicy === "fail") {
    core.setFailed(
      `skill-eval: pull request #${pullRequest.number} comes from a fork and fork-policy is "fail": no agent ran`,
    );
    await core.summary.addRaw(forkNotice(pullRequest), true).write();
    core.setOutput("exit-code", String(EXIT.verdictFailed));
    return EXIT.verdictFailed;
  }
  core.notice(
    `skill-eval: pull request #${pullRequest.number} comes from a fork: no secrets, so no agent ran`,
  );
  let checked = "";
  if (inputs.forkPolicy === "validate") {
    const { prepareRun } = await import("../orchestration/prepare-run.ts");
    const prepared = await prepareRun({ paths: inputs.paths, configFile: inputs.config, cwd });
    const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
    checked = `\n✅ Static checks passed (fork-policy \`validate\`): config and ${prepared.plan.length} suite(s) with ${cases} case(s) load without errors.\n`;
  }
  await core.summary.addRaw(`${forkNotice(pullRequest)}${checked}`, true).write();
  core.setOutput("exit-code", String(EXIT.passed));
  return EXIT.passed;
}

async function reportMode(
  inputs: ActionInputs,
  event: GithubEvent,
  cwd: string,
  octokit: GithubClient | undefined,
  dependencies: ActionDependencies,
  env: Env,
): Promise<Produced> {
  const outDir = resolve(cwd, inputs.outputDir ?? DEFAULT_OUT_DIR);
  const pr = event.pullRequest;
  const pullRequest = pr && {
    number: pr.number,
    headSha: pr.headSha,
    baseRef: pr.baseRef,
    baseSha: pr.baseSha,
  };
  if (inputs.runId === undefined) {
    const { defaultTempRoot, downloadAndMergeShards, mergeResultsDirs } = await import("./shard-results.ts");
    const { results, dirs } =
      inputs.resultsDirs.length > 0
        ? mergeResultsDirs(inputs.resultsDirs, cwd)
        : await downloadAndMergeShards(defaultTempRoot(env), inputs.artifactPrefix);
    prepareOutputDir(outDir, cwd);
    const resultsPath = writeResults(outDir, results);
    gatherExecutions(dirs, outDir);
    return { results, pullRequest, resultsPath, outDir, notes: [] };
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
  return {
    ...(await readRunResults(inputs.runId, event, reader, pullRequestHead)),
    resultsPath: undefined,
    outDir,
    notes: [],
  };
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
