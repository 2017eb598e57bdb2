import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import type { CaseRunResult } from "../model/case.ts";
import { executionKey } from "../model/execution-key.ts";
import { isStrictlyWithin } from "../model/path-within.ts";
import type { ExecutionResult, Failure } from "../model/results.ts";
import type { RunnerInfo, SessionReport } from "../model/session-report.ts";
import type { CaseSpec } from "../model/suite.ts";
import { writeNewFile } from "../report/file-bytes.ts";
import { SecretSet, secretValues } from "../report/redact.ts";
import { isReplayRunner } from "../runners/registry.ts";
import type { Runner } from "../runners/runner-config.ts";
import { executionStatus } from "../verdicts/execution-status.ts";
import { runBootstrap } from "./bootstrap-workspace.ts";
import { eventSpillFile } from "./event-spill-file.ts";
import {
  type ExecutionEnvironment,
  type ExecutionTask,
  type SessionEnvironment,
  workspaceFor,
} from "./execution-context.ts";
import { executionDirName } from "./execution-dir-name.ts";
import { INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { classifyWithHook, GRADER_ERROR, gradeReport } from "./grade.ts";
import { createGradingTools } from "./grading-tools.ts";
import { releaseWorkspace } from "./keep-workspace.ts";
import { liveSession } from "./live-session.ts";
import { replaySession } from "./replay-session.ts";
import { failedSetup, type Session, sessionNotRecorded } from "./session-outcome.ts";
import { trackFileChanges } from "./track-file-changes.ts";
import { keepsWorkspace, type PreparedWorkspace, prepareWorkspace } from "./workspace.ts";
import type { WorkspaceBaseline } from "./workspace-git-baseline.ts";
import { runWorkspaceHook } from "./workspace-hooks.ts";
import { writeReportJson } from "./write-report-json.ts";

/** Runs one case × runner × iteration end to end and describes what happened. */
export async function runExecution(task: ExecutionTask, env: ExecutionEnvironment): Promise<ExecutionResult> {
  const { suite, caseSpec, runner, iteration } = task;
  const key = executionKey(suite.id, caseSpec.id, runner.id, iteration);
  const secrets =
    env.secrets ??
    new SecretSet(secretValues(env.hostEnv, "env" in runner.config ? (runner.config.env ?? {}) : {}));
  const dirName = executionDirName(key, (text) => secrets.redact(text));
  const artifactDir = join(env.outDir, "executions", dirName);
  const keptDir = join(env.outDir, "workspaces", dirName);
  await mkdir(artifactDir, { recursive: true });
  const started = env.now();
  const info = runnerInfo(runner);
  // The session's events go to disk as the agent runs; the report reads them back on demand.
  const eventStore = eventSpillFile();
  const environment = { ...env, secrets, eventStore };

  let workspace: PreparedWorkspace | undefined;
  let session: Session;
  try {
    workspace = await prepareWorkspace(workspaceFor(suite, caseSpec), {
      root: env.root,
      keptDir,
      sharedDir: env.sharedWorkspaceDir,
      seedDir: env.seedWorkspaceDir,
    });
    session = await runSession(task, info, workspace.dir, artifactDir, environment, key);
  } catch (error) {
    // A template that cannot be copied, an input file gone missing: this execution errors, the run goes on.
    session = failedSetup(
      info,
      caseSpec.prompt,
      `workspace setup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const workspaceDir = workspace?.dir ?? env.root;
  await writeReportJson(join(artifactDir, "report.json"), { key, ...session.report }, secrets.values);

  const grade = session.infrastructureFailure
    ? undefined
    : await gradeReport(
        caseSpec,
        session.report,
        createGradingTools(workspaceDir, env.judge, session.fileChanges),
      );
  if (session.infrastructureFailure === undefined && grade?.origin === "grader") {
    session.infrastructureFailure = { origin: "grader", class: GRADER_ERROR, message: grade.message ?? "" };
  }
  const status = executionStatus({
    infrastructureFailure: session.infrastructureFailure !== undefined,
    assertionsPassed: grade?.passed ?? false,
    expectedFail: caseSpec.expectedFail,
    notExcusable: grade?.origin === "assert-hook",
  });
  const durationMs = env.now() - started;
  let failure = session.infrastructureFailure;
  if (failure === undefined && grade !== undefined && !grade.passed) {
    failure = {
      origin: grade.origin === "assert-hook" ? "assert-hook" : "assertion",
      class: grade.failureClass ?? INFRASTRUCTURE_CLASSES.crash,
      message: grade.message ?? "",
    };
  }
  if (failure !== undefined && status !== "passed") {
    failure = applyClassifyHook(caseSpec, failure, {
      info,
      status,
      durationMs,
      artifactDir,
      report: session.report,
    });
  }
  await writeNewFile(
    join(artifactDir, "assertions.json"),
    `${JSON.stringify(secrets.redactDeep(grade?.assertions ?? []), null, 2)}\n`,
  );

  await releaseWorkspace(workspace, keepsWorkspace(status), {
    keptDir,
    secrets,
    warn: (line) => env.log(`warning: ${key}: ${line}`),
  });
  eventStore.remove();

  // Assertion messages, expected and actual values quote what the agent wrote: redacted like the
  // rest. The key and ids stay as the plan has them, so the run joins each execution to its case;
  // every results.json is redacted whole as it is written.
  const identity = { key, suite: suite.id, case: caseSpec.id, runner: runner.id, iteration };
  return {
    ...identity,
    ...secrets.redactDeep<Omit<ExecutionResult, keyof typeof identity>>({
      status,
      durationMs,
      usage: {
        inputTokens: session.report.usage.inputTokens,
        outputTokens: session.report.usage.outputTokens,
        reasoningTokens: session.report.usage.reasoningTokens,
        cacheReadTokens: session.report.usage.cacheReadTokens,
        cacheWriteTokens: session.report.usage.cacheWriteTokens,
        totalTokens: session.report.usage.totalTokens,
      },
      costUsd: session.report.costUsd,
      costEstimated: session.report.costEstimated,
      turns: session.report.turns,
      failure,
      score: grade?.score,
      assertions: grade?.assertions ?? [],
      detectedSkills: session.report.detectedSkills.map((detection) => detection.skill),
      agent: runner.config.agent,
      agentVersion: session.report.agentVersion,
      model: session.report.model ?? runner.config.model,
      artifactDir: relative(env.outDir, artifactDir).split("\\").join("/"),
    }),
  };
}

/** Input files, the before_each hook, the agent (or its recording), the after_each hook. */
async function runSession(
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: SessionEnvironment,
  key: string,
): Promise<Session> {
  const { suite, caseSpec, runner } = task;
  const workspace = workspaceFor(suite, caseSpec);
  if (workspace.mode === "isolated" && workspace.bootstrap !== undefined) {
    const bootstrapFailure = await runBootstrap(workspace.bootstrap, {
      workspaceDir,
      outDir: env.outDir,
      logDir: artifactDir,
      caseId: caseSpec.id,
      runnerId: runner.id,
      secrets: env.secrets,
    });
    if (bootstrapFailure) return failedSetup(info, caseSpec.prompt, bootstrapFailure, "bootstrap");
  }
  await copyInputFiles(caseSpec, workspaceDir);
  const hookContext = {
    workspaceDir,
    caseId: caseSpec.id,
    runId: env.runId,
    caseInput: caseSpec.prompt,
    caseMetadata: caseSpec.metadata,
  };
  const hooks = suite.workspace.hooks;
  // An agentv target's own hooks (its baseline or variant setup) run after the suite's.
  const variantHooks = suite.runnerVariants?.find((variant) => variant.id === runner.id)?.hooks;
  const setupFailure =
    (hooks?.beforeEach && (await runWorkspaceHook("before_each", hooks.beforeEach, hookContext))) ||
    (variantHooks?.beforeEach &&
      (await runWorkspaceHook("before_each", variantHooks.beforeEach, hookContext)));
  if (setupFailure) return failedSetup(info, caseSpec.prompt, setupFailure);
  const warn = (line: string) => env.log(`warning: ${key}: ${line}`);
  const baseline = await trackFileChanges(suite, caseSpec, workspaceDir, warn);
  let session: Session;
  try {
    session = isReplayRunner(runner.config)
      ? await replaySession(runner.config, task, info, workspaceDir, artifactDir, env)
      : await liveSession(task, info, workspaceDir, artifactDir, env);
  } catch (error) {
    await baseline?.discard();
    return sessionNotRecorded(info, caseSpec.prompt, error);
  }
  // Before after_each, which may reset the workspace.
  if (baseline !== undefined) {
    const changes = await workspaceChanges(session, baseline, env.secrets);
    if (typeof changes !== "string") {
      session.infrastructureFailure ??= {
        origin: "grader",
        class: GRADER_ERROR,
        message: `file_changes, which this case's graders read, could not be read: ${changes.error}`,
      };
    } else {
      session.fileChanges = changes;
      if (changes !== "") await writeNewFile(join(artifactDir, "file_changes.diff"), `${changes}\n`);
    }
  }
  for (const afterEach of [variantHooks?.afterEach, hooks?.afterEach]) {
    const teardownFailure = afterEach && (await runWorkspaceHook("after_each", afterEach, hookContext));
    if (teardownFailure) env.log(`warning: ${key}: ${teardownFailure}`);
  }
  return session;
}

/** A replay brings the changes its recording saw (it changes no file); a live session's are read, redacted. */
async function workspaceChanges(
  session: Session,
  baseline: WorkspaceBaseline,
  secrets: SecretSet,
): Promise<string | { error: string }> {
  if (session.fileChanges !== undefined) {
    await baseline.discard();
    return session.fileChanges;
  }
  try {
    return secrets.redact(await baseline.changes());
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function copyInputFiles(caseSpec: CaseSpec, workspaceDir: string): Promise<void> {
  for (const { from, to } of caseSpec.inputFiles ?? []) {
    const target = resolve(workspaceDir, to);
    if (!isStrictlyWithin(workspaceDir, target))
      throw new Error(`input file ${to} would leave the workspace`);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(from, target);
  }
}

function runnerInfo(runner: Runner): RunnerInfo {
  return {
    id: runner.id,
    pathKey: executionDirName(runner.id),
    agent: { type: runner.config.agent, model: runner.config.model ?? "default" },
  };
}

function applyClassifyHook(
  caseSpec: CaseSpec,
  failure: Failure,
  context: {
    info: RunnerInfo;
    status: ExecutionResult["status"];
    durationMs: number;
    artifactDir: string;
    report: SessionReport;
  },
): Failure {
  const status = context.status === "error" || context.status === "skipped" ? "failed" : context.status;
  const result: CaseRunResult = {
    runner: context.info,
    passed: status === "passed" || status === "expected-failed",
    status,
    durationMs: context.durationMs,
    executionArtifactDir: context.artifactDir,
    artifactDir: context.artifactDir,
    report: context.report,
    error: { name: failure.origin === "assertion" ? "AssertionError" : "Error", message: failure.message },
    failureOrigin: failure.origin,
    failureClass: failure.class,
  };
  const { failureClass, hookError } = classifyWithHook(caseSpec, result, failure.class);
  return {
    ...failure,
    class: failureClass,
    message: hookError ? `${failure.message}\n${hookError}` : failure.message,
  };
}
