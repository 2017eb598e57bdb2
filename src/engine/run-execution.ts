import { createReadStream, existsSync, readFileSync, realpathSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Judge } from "../judge/anthropic-judge.ts";
import type { CaseRunResult } from "../model/case.ts";
import { executionKey } from "../model/execution-key.ts";
import { isStrictlyWithin, isWithin } from "../model/path-within.ts";
import type { ExecutionResult, Failure } from "../model/results.ts";
import type { RunnerInfo, SessionReport } from "../model/session-report.ts";
import type { CaseSpec, Suite, WorkspaceSpec } from "../model/suite.ts";
import { SecretSet, secretValues } from "../report/redact.ts";
import type { ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";
import { answerOfOutputFile } from "../runners/command/answer-of-output-file.ts";
import type { EventStore } from "../runners/event-log.ts";
import { estimateCostUsd, type ModelPrice } from "../runners/price-table.ts";
import {
  blankReportNormalizer,
  isReplayRunner,
  launchSpecFor,
  normalizers,
  transcriptFormatOf,
} from "../runners/registry.ts";
import { transcriptCandidates, transcriptSidecars } from "../runners/replay/transcript-candidates.ts";
import type { ReplayRunnerConfig, Runner } from "../runners/runner-config.ts";
import { executionStatus } from "../verdicts/execution-status.ts";
import { runBootstrap } from "./bootstrap-workspace.ts";
import { copyLocalAuth } from "./copy-local-auth.ts";
import { eventSpillFile } from "./event-spill-file.ts";
import { executionDirName } from "./execution-dir-name.ts";
import { classForSessionError, INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { classifyWithHook, GRADER_ERROR, gradeReport } from "./grade.ts";
import { createGradingTools } from "./grading-tools.ts";
import { guardNormalizer } from "./guard-normalizer.ts";
import { installSkills } from "./install-skills.ts";
import { isModelRejection } from "./model-rejection.ts";
import { temporaryFolder } from "./process-group.ts";
import { redactFile } from "./redact-file.ts";
import { redactSession } from "./redact-session.ts";
import { redactWorkspace } from "./redact-workspace.ts";
import { runAgentProcess } from "./run-agent-process.ts";
import { secretWatch } from "./secret-watch.ts";
import { keepsWorkspace, type PreparedWorkspace, prepareWorkspace } from "./workspace.ts";
import { runWorkspaceHook } from "./workspace-hooks.ts";
import { writeReportJson } from "./write-report-json.ts";

export interface ExecutionTask {
  suite: Suite;
  caseSpec: CaseSpec;
  runner: Runner;
  iteration: number;
}

export interface ExecutionEnvironment {
  /** The project root: suite ids and `none` workspaces are relative to it. */
  root: string;
  outDir: string;
  hostEnv: Readonly<Record<string, string | undefined>>;
  defaultTimeoutMs: number;
  /** Grades judge assertions; undefined when no judge is configured. */
  judge?: Judge;
  /** `--use-local-auth`: the user's HOME, whose agent login files each execution's private HOME gets. */
  localAuthHome?: string;
  /** Aborted when the run is interrupted (SIGINT/SIGTERM): running agents are stopped. */
  signal?: AbortSignal;
  /** Stop an agent after this many model rounds (skillgym's run.maxSteps). */
  maxSteps?: number;
  /** Prices for agents that report no cost, by model. */
  prices?: Readonly<Record<string, ModelPrice>>;
  /** The suite run's shared folder, for suites in `shared` workspace mode. */
  sharedWorkspaceDir?: string;
  /** Identifies this run to workspace hooks. */
  runId: string;
  /** Warnings that do not stop the execution (an after_each hook that failed). */
  log: (line: string) => void;
  now: () => number;
  /**
   * The run's one redactor: every credential in scope. Each execution adds its runner's `env:`
   * and launch credentials; everything it stores or returns passes through it.
   */
  secrets?: SecretSet;
  /** Where this execution's session keeps its older events (set by `runExecution`). */
  eventStore?: EventStore;
}

interface Session {
  report: SessionReport;
  /** A failure that kept the agent from producing a usable session. */
  infrastructureFailure?: Failure;
}

/** Runs one case × runner × iteration end to end and describes what happened. */
export async function runExecution(task: ExecutionTask, env: ExecutionEnvironment): Promise<ExecutionResult> {
  const { suite, caseSpec, runner, iteration } = task;
  const key = executionKey(suite.id, caseSpec.id, runner.id, iteration);
  const dirName = executionDirName(key);
  const artifactDir = join(env.outDir, "executions", dirName);
  await mkdir(artifactDir, { recursive: true });
  const started = env.now();
  const info = runnerInfo(runner);
  const secrets = env.secrets ?? new SecretSet();
  secrets.add(secretValues(env.hostEnv, "env" in runner.config ? (runner.config.env ?? {}) : {}));
  // The session's events go to disk as the agent runs; the report reads them back on demand.
  const eventStore = eventSpillFile();
  const environment = { ...env, secrets, eventStore };

  let workspace: PreparedWorkspace | undefined;
  let session: Session;
  try {
    workspace = await prepareWorkspace(workspaceFor(suite, caseSpec), {
      root: env.root,
      keptDir: join(env.outDir, "workspaces", dirName),
      sharedDir: env.sharedWorkspaceDir,
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
    : await gradeReport(caseSpec, session.report, createGradingTools(workspaceDir, env.judge));
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
  await writeFile(
    join(artifactDir, "assertions.json"),
    `${JSON.stringify(secrets.redactDeep(grade?.assertions ?? []), null, 2)}\n`,
  );

  const kept = await workspace?.release(keepsWorkspace(status));
  if (kept !== undefined) await redactWorkspace(kept, secrets.values);
  eventStore.remove();

  // Assertion messages, expected and actual values quote what the agent wrote: redacted like the rest.
  return secrets.redactDeep<ExecutionResult>({
    key,
    suite: suite.id,
    case: caseSpec.id,
    runner: runner.id,
    iteration,
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
  });
}

/** Input files, the before_each hook, the agent (or its recording), the after_each hook. */
async function runSession(
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: ExecutionEnvironment & { secrets: SecretSet },
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
  const session = isReplayRunner(runner.config)
    ? await replaySession(runner.config, task, info, workspaceDir, artifactDir, env)
    : await liveSession(task, info, workspaceDir, artifactDir, env);
  for (const afterEach of [variantHooks?.afterEach, hooks?.afterEach]) {
    const teardownFailure = afterEach && (await runWorkspaceHook("after_each", afterEach, hookContext));
    if (teardownFailure) env.log(`warning: ${key}: ${teardownFailure}`);
  }
  return session;
}

/** A case with its own template (agentv `cases/<id>/workspace/`) runs isolated in a copy of it. */
function workspaceFor(suite: Suite, caseSpec: CaseSpec): WorkspaceSpec {
  if (caseSpec.templateDir === undefined) return suite.workspace;
  return { mode: "isolated", templateDir: caseSpec.templateDir, hooks: suite.workspace.hooks };
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

function failedSetup(
  info: RunnerInfo,
  prompt: string,
  message: string,
  kind: "workspace" | "bootstrap" = "workspace",
): Session {
  const report = emptyReport(info, prompt, {
    exitCode: null,
    timedOut: false,
    stderrTail: "",
    durationMs: 0,
  });
  return {
    report,
    infrastructureFailure: {
      origin: "workspace-bootstrap",
      class: INFRASTRUCTURE_CLASSES[kind],
      message,
    },
  };
}

/** A report with no session in it, for executions whose agent output cannot be used. */
function emptyReport(info: RunnerInfo, prompt: string, outcome: ProcessOutcome): SessionReport {
  return blankReportNormalizer({ runner: info, prompt, cwd: "", skillRoots: [] }).finish(outcome);
}

function normalizationFailure(message: string): Failure {
  return {
    origin: "normalization",
    class: INFRASTRUCTURE_CLASSES.normalization,
    message: `the agent's output could not be read: ${message}`,
  };
}

/** Agent settings and prompt files the launch spec asks for, inside the private home only. */
async function writeHomeFiles(home: string, files: Readonly<Record<string, string>>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = resolve(home, path);
    if (!isStrictlyWithin(home, target)) throw new Error(`home file ${path} would leave the private home`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** Agents that report no cost get one from list prices, marked as an estimate. */
function withEstimatedCost(
  report: SessionReport,
  configuredModel: string | undefined,
  prices: Readonly<Record<string, ModelPrice>> | undefined,
): SessionReport {
  if (report.costUsd !== undefined) return report;
  const costUsd = estimateCostUsd(report.model ?? configuredModel, report.usage, prices);
  return costUsd === undefined ? report : { ...report, costUsd, costEstimated: true };
}

function runnerInfo(runner: Runner): RunnerInfo {
  return {
    id: runner.id,
    pathKey: executionDirName(runner.id),
    agent: { type: runner.config.agent, model: runner.config.model ?? "default" },
  };
}

async function liveSession(
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: ExecutionEnvironment & { secrets: SecretSet },
): Promise<Session> {
  if (isReplayRunner(task.runner.config)) throw new Error("replay runners have no live session");
  const config =
    task.caseSpec.model !== undefined && "model" in task.runner.config
      ? { ...task.runner.config, model: task.caseSpec.model }
      : task.runner.config;
  const { dir: home, remove: removeHome } = await temporaryFolder("skill-eval-home-");
  try {
    const spec = launchSpecFor(config, {
      prompt: task.caseSpec.prompt,
      workspace: workspaceDir,
      home,
      hostEnv: env.hostEnv,
      suiteDir: dirname(task.suite.file),
      workspaceInPlace: workspaceFor(task.suite, task.caseSpec).mode === "none",
      ...(task.caseSpec.attachments === undefined ? {} : { attachments: task.caseSpec.attachments }),
    });
    if (task.runner.withoutSkills !== true) await installSkills(task.suite.skills, spec.skillsDir);
    await writeHomeFiles(home, spec.homeFiles ?? {});
    if (env.localAuthHome !== undefined) copyLocalAuth(config.agent, env.localAuthHome, home, spec);
    const normalizer = guardNormalizer(
      normalizers[transcriptFormatOf(config)]({
        runner: info,
        prompt: task.caseSpec.prompt,
        cwd: workspaceDir,
        skillRoots: [spec.skillsDir],
        ...(env.eventStore === undefined ? {} : { eventStore: env.eventStore }),
      }),
      (outcome) => emptyReport(info, task.caseSpec.prompt, outcome),
    );
    const timeoutMs = task.caseSpec.timeoutMs ?? config.timeoutMs ?? env.defaultTimeoutMs;
    const stdoutPath = join(artifactDir, "stdout.jsonl");
    const stderrPath = join(artifactDir, "stderr.log");
    // A command that names an output file answers there: its stdout is kept, but not read.
    const streamed = spec.outputFile === undefined ? normalizer : { ...normalizer, push: () => undefined };
    env.secrets.add(secretValues({ ...env.hostEnv, ...spec.env }, config.env));
    const watched = secretWatch(streamed, env.secrets);
    const { outcome, spawnError, leftovers, stdoutCutBytes } = await runAgentProcess(
      spec,
      watched.normalizer,
      {
        maxSteps: env.maxSteps,
        signal: env.signal,
        stdoutPath,
        stderrPath,
        timeoutMs,
        now: env.now,
      },
    );
    const wroteAnswer = spec.outputFile === undefined || (await pushOutputFile(spec.outputFile, normalizer));
    const key = executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration);
    if (leftovers !== undefined) {
      env.log(
        `warning: ${key}: the agent left ${leftovers} process(es) running after it exited; they were ended`,
      );
    }
    if (stdoutCutBytes !== undefined) {
      env.log(
        `warning: ${key}: stdout.jsonl stored up to its cap; the last ${stdoutCutBytes} bytes were cut`,
      );
    }
    const secrets = env.secrets.values;
    if (watched.seen()) await redactFile(stdoutPath, secrets);
    await redactFile(stderrPath, secrets);
    const report = withEstimatedCost(
      redactSession({ ...normalizer.finish(outcome), rawArtifacts: { stdoutPath, stderrPath } }, secrets),
      config.model,
      env.prices,
    );
    if (spawnError !== undefined) {
      return {
        report,
        infrastructureFailure: {
          origin: "runner",
          class: INFRASTRUCTURE_CLASSES["spawn-failed"],
          message: spawnError,
        },
      };
    }
    // As agentv's cli provider: a command that exits 0 without writing {OUTPUT_FILE} has no answer.
    const unreadable =
      normalizer.failure() ??
      (wroteAnswer || outcome.exitCode !== 0
        ? undefined
        : "the command exited 0 without writing its answer to {output_file}");
    if (unreadable !== undefined) {
      return { report, infrastructureFailure: normalizationFailure(unreadable) };
    }
    if (outcome.maxStepsExceeded) {
      // As skillgym: raw stdout and stderr are kept, no assertion runs, and no partial session is
      // reported (only what was spent, which the run's budget must count).
      return {
        report: withoutSession(report),
        infrastructureFailure: {
          origin: "max-steps",
          class: INFRASTRUCTURE_CLASSES["max-steps"],
          message: `stopped after more than ${env.maxSteps} model steps (maxSteps)`,
        },
      };
    }
    return sessionWithFailure(
      report,
      outcome.timedOut ? `timed out after ${timeoutMs} ms` : undefined,
      outcome.stderrTail,
    );
  } finally {
    await removeHome();
  }
}

/** Feeds the answer a command wrote to its output file to the normalizer; false when there is no file. */
async function pushOutputFile(file: string, normalizer: TranscriptNormalizer): Promise<boolean> {
  const content = await readFile(file, "utf8").catch(() => undefined);
  if (content === undefined) return false;
  for (const line of answerOfOutputFile(content).split("\n")) normalizer.push(line);
  return true;
}

async function replaySession(
  config: ReplayRunnerConfig,
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: ExecutionEnvironment & { secrets: SecretSet },
): Promise<Session> {
  const dir = resolve(task.runner.baseDir, config.transcripts);
  const candidates = transcriptCandidates(dir, task.suite.id, task.caseSpec.id, task.iteration);
  // A transcript symlinked out of the transcripts folder is not read.
  const transcript = candidates.find(
    (candidate) => existsSync(candidate) && isWithin(realpathSync(dir), realpathSync(candidate)),
  );
  const normalizer = guardNormalizer(
    normalizers[config.format]({
      runner: info,
      prompt: task.caseSpec.prompt,
      cwd: workspaceDir,
      skillRoots: [],
      ...(env.eventStore === undefined ? {} : { eventStore: env.eventStore }),
    }),
    (outcome) => emptyReport(info, task.caseSpec.prompt, outcome),
  );
  if (transcript === undefined) {
    const report = normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 0 });
    return {
      report,
      infrastructureFailure: {
        origin: "replay",
        class: INFRASTRUCTURE_CLASSES["replay-missing"],
        message: `no recorded transcript; looked for ${candidates.map((candidate) => relative(env.root, candidate)).join(", ")}`,
      },
    };
  }
  const started = env.now();
  const lines = createInterface({ input: createReadStream(transcript), crlfDelay: Number.POSITIVE_INFINITY });
  const watched = secretWatch(normalizer, env.secrets);
  for await (const line of lines) watched.normalizer.push(line);
  const sidecars = transcriptSidecars(transcript);
  const outcome: ProcessOutcome = {
    exitCode: existsSync(sidecars.exitCode)
      ? Number.parseInt(readFileSync(sidecars.exitCode, "utf8"), 10)
      : 0,
    timedOut: false,
    stderrTail: existsSync(sidecars.stderr) ? readFileSync(sidecars.stderr, "utf8").slice(-4096) : "",
    durationMs: env.now() - started,
  };
  // Kept beside the report as a live run keeps its stdout, so `regrade` works on replayed runs too.
  const stdoutPath = join(artifactDir, "stdout.jsonl");
  await copyFile(transcript, stdoutPath);
  const stderrPath = existsSync(sidecars.stderr) ? join(artifactDir, "stderr.log") : undefined;
  if (stderrPath !== undefined) await copyFile(sidecars.stderr, stderrPath);
  if (watched.seen()) await redactFile(stdoutPath, env.secrets.values);
  if (stderrPath !== undefined) await redactFile(stderrPath, env.secrets.values);
  const report = redactSession(
    { ...normalizer.finish(outcome), rawArtifacts: { stdoutPath, stderrPath } },
    env.secrets.values,
  );
  const unreadable = normalizer.failure();
  if (unreadable !== undefined) return { report, infrastructureFailure: normalizationFailure(unreadable) };
  return sessionWithFailure(report);
}

/** A report of what a stopped session cost, without the partial session itself. */
function withoutSession(report: SessionReport): SessionReport {
  return {
    ...report,
    finalOutput: "",
    events: [],
    detectedSkills: [],
    attemptedSkills: [],
    files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
    isError: true,
    errorKind: "max-steps",
  };
}

/** A session that reports an error (crash, API error, turn limit, timeout) never reaches assertions. */
function sessionWithFailure(report: SessionReport, timeoutMessage?: string, stderrTail = ""): Session {
  if (!report.isError) return { report };
  const rejected =
    timeoutMessage === undefined && isModelRejection(`${report.errorMessage ?? ""}\n${stderrTail}`);
  return {
    report,
    infrastructureFailure: {
      origin: rejected ? "model-rejected" : "runner",
      class: rejected ? INFRASTRUCTURE_CLASSES["model-rejected"] : classForSessionError(report.errorKind),
      message:
        timeoutMessage ??
        report.errorMessage ??
        `the agent reported an error (${report.errorKind ?? "unknown"})`,
    },
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
