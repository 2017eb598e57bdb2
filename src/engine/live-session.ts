import { mkdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { executionKey } from "../model/execution-key.ts";
import { isStrictlyWithin } from "../model/path-within.ts";
import type { RunnerInfo, SessionReport } from "../model/session-report.ts";
import { writeNewFile } from "../report/file-bytes.ts";
import { secretValues } from "../report/redact.ts";
import type { LaunchSpec, TranscriptNormalizer } from "../runners/adapter.ts";
import { answerOfOutputFile } from "../runners/command/answer-of-output-file.ts";
import { estimateCostUsd, type ModelPrice } from "../runners/price-table.ts";
import {
  isAgentCliRunner,
  isReplayRunner,
  launchSpecFor,
  normalizers,
  transcriptFormatOf,
} from "../runners/registry.ts";
import { copyLocalAuth } from "./copy-local-auth.ts";
import { type ExecutionTask, type SessionEnvironment, workspaceFor } from "./execution-context.ts";
import { INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { guardNormalizer } from "./guard-normalizer.ts";
import { installSkills } from "./install-skills.ts";
import { temporaryFolder } from "./process-group.ts";
import { programPath } from "./program-path.ts";
import { redactFile } from "./redact-file.ts";
import { redactSession } from "./redact-session.ts";
import { runAgentProcess } from "./run-agent-process.ts";
import { secretWatch } from "./secret-watch.ts";
import {
  collectionFailure,
  emptyReport,
  normalizationFailure,
  type Session,
  sessionWithFailure,
  withoutSession,
} from "./session-outcome.ts";

/** Starts the agent in its private home and reads its session from what it prints. */
export async function liveSession(
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: SessionEnvironment,
): Promise<Session> {
  if (isReplayRunner(task.runner.config)) throw new Error("replay runners have no live session");
  const config =
    // A case's model (skill-test: per test, then --model, then its config) wins over the runner's,
    // also when the runner names none; a command runner takes no model.
    task.caseSpec.model !== undefined && isAgentCliRunner(task.runner.config)
      ? { ...task.runner.config, model: task.caseSpec.model }
      : task.runner.config;
  const { dir: home, remove: removeHome } = await temporaryFolder("skill-eval-home-");
  try {
    const launch = launchSpecFor(config, {
      prompt: task.caseSpec.prompt,
      workspace: workspaceDir,
      home,
      hostEnv: env.hostEnv,
      suiteDir: dirname(task.suite.file),
      workspaceInPlace: workspaceFor(task.suite, task.caseSpec).mode === "none",
      ...(task.caseSpec.attachments === undefined ? {} : { attachments: task.caseSpec.attachments }),
    });
    const spec = { ...launch, command: programPath(launch.command, task.runner.baseDir) };
    await installSkills(task.runner.withoutSkills === true ? [] : task.suite.skills, spec.skillsDir);
    await prepareHome(home, spec);
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
    // The host's credentials are in the set already (runExecution): only the launch's own are new.
    env.secrets.add(secretValues(spec.env, config.env));
    const watched = secretWatch(streamed, env.secrets);
    const {
      outcome,
      spawnError,
      leftovers,
      stdoutCutBytes,
      stdoutNotStored,
      stderrCutBytes,
      stderrLost,
      launcherLost,
    } = await runAgentProcess(spec, watched.normalizer, {
      maxSteps: env.maxSteps,
      signal: env.signal,
      stdoutPath,
      stderrPath,
      timeoutMs,
      now: env.now,
      secrets: env.secrets,
    });
    const wroteAnswer = spec.outputFile === undefined || (await pushOutputFile(spec.outputFile, normalizer));
    const key = executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration);
    if (leftovers !== undefined) {
      env.log(
        `warning: ${key}: the agent left ${leftovers} process(es) running after it exited; they were ended`,
      );
    }
    if (stdoutCutBytes !== undefined && stdoutNotStored === undefined) {
      env.log(
        `warning: ${key}: stdout.jsonl stored up to its cap; the last ${stdoutCutBytes} bytes were cut`,
      );
    }
    if (stderrCutBytes !== undefined) {
      env.log(
        `warning: ${key}: stderr.log stored up to its cap, its first and last lines; the ${stderrCutBytes} bytes between were cut`,
      );
    }
    const secrets = env.secrets.values;
    const unredacted = [
      stderrLost,
      watched.seen() ? await redactFile(stdoutPath, secrets) : undefined,
      await redactFile(stderrPath, secrets),
    ];
    for (const problem of unredacted) if (problem !== undefined) env.log(`warning: ${key}: ${problem}`);
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
    if (stdoutNotStored !== undefined) {
      return { report, infrastructureFailure: collectionFailure(stdoutNotStored, true) };
    }
    if (env.signal?.aborted === true && outcome.exitCode !== 0) {
      // Ctrl-C or SIGTERM stopped the run, and with it this agent: it did not crash.
      return {
        report,
        infrastructureFailure: {
          origin: "runner",
          class: INFRASTRUCTURE_CLASSES.interrupted,
          message: "stopped when the run was interrupted",
        },
      };
    }
    if (launcherLost !== undefined) {
      // The launcher was stopped (an agent can stop its parent) or lost: how the agent ended is unknown.
      return {
        report,
        infrastructureFailure: {
          origin: "runner",
          class: INFRASTRUCTURE_CLASSES[outcome.timedOut ? "timeout" : "crash"],
          message: outcome.timedOut ? `timed out after ${timeoutMs} ms; ${launcherLost}` : launcherLost,
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

/** The folders, agent settings and prompt files the launch spec asks for, inside the private home only. */
async function prepareHome(home: string, spec: LaunchSpec): Promise<void> {
  const within = (path: string) => {
    const target = resolve(home, path);
    if (!isStrictlyWithin(home, target)) throw new Error(`home file ${path} would leave the private home`);
    return target;
  };
  for (const folder of spec.homeFolders ?? []) await mkdir(within(folder), { recursive: true });
  for (const [path, content] of Object.entries(spec.homeFiles ?? {})) {
    const target = within(path);
    await mkdir(dirname(target), { recursive: true });
    await writeNewFile(target, content);
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

/** Feeds the answer a command wrote to its output file to the normalizer; false when there is no file. */
async function pushOutputFile(file: string, normalizer: TranscriptNormalizer): Promise<boolean> {
  const content = await readFile(file, "utf8").catch(() => undefined);
  if (content === undefined) return false;
  for (const line of answerOfOutputFile(content).split("\n")) normalizer.push(line);
  return true;
}
