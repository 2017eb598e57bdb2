import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { judgeConfigSchema } from "../config/config-schema.ts";
import { INFRASTRUCTURE_CLASSES } from "../engine/failure-classes.ts";
import { runExecution } from "../engine/run-execution.ts";
import { runPool } from "../engine/run-pool.ts";
import { createAnthropicJudge } from "../judge/anthropic-judge.ts";
import { ConfigError } from "../model/errors.ts";
import { isStrictlyWithin, isWithin } from "../model/path-within.ts";
import type { ExecutionResult, Results } from "../model/results.ts";
import type { Suite, WorkspaceSpec } from "../model/suite.ts";
import { buildResults } from "../report/build-results.ts";
import {
  normalizers,
  replayRunnerConfig,
  type TranscriptFormat,
  transcriptFormatOf,
} from "../runners/registry.ts";
import { transcriptSidecars } from "../runners/replay/transcript-candidates.ts";
import type { Runner } from "../runners/runner-config.ts";
import type { MeanScoreGate } from "../verdicts/mean-score-gates.ts";
import { TOOL_VERSION } from "../version.ts";
import { lockOutputDir } from "./output-lock.ts";
import { prepareOutputDir } from "./prepare-output-dir.ts";
import { prepareRun } from "./prepare-run.ts";
import { readResultsDir } from "./read-results-dir.ts";
import type { SuitePlan } from "./resolve-runners.ts";
import { runSecrets } from "./run-secrets.ts";
import { type RunReports, writeRunReports } from "./write-run-reports.ts";

const REGRADE_CONCURRENCY = 4;

export interface RegradeOptions {
  /** The results folder of an earlier run (read only). */
  resultsDir: string;
  /** Where the regraded results go (default `<resultsDir>-regraded`). */
  outDir?: string;
  configFile?: string;
  /** The project root the original run used: suite ids are relative to it. */
  cwd: string;
  hostEnv: Readonly<Record<string, string | undefined>>;
  log: (line: string) => void;
  now?: () => number;
}

export interface RegradeOutcome extends RunReports {
  results: Results;
  gates: MeanScoreGate[];
}

/**
 * `skill-eval regrade`: the current suites' assertions on the transcripts a results folder
 * stored, through the replay runner, under the original runner ids (DESIGN §4). No agent runs.
 * Skipped executions stay skipped and stored infrastructure errors stay errors: their transcripts
 * say nothing new about the assertions.
 */
export async function regradeResults(options: RegradeOptions): Promise<RegradeOutcome> {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const inputDir = resolve(options.cwd, options.resultsDir);
  const original = readResultsDir(inputDir);
  const outDir = resolve(options.cwd, options.outDir ?? `${inputDir}-regraded`);
  if (isWithin(inputDir, outDir) || isWithin(outDir, inputDir)) {
    throw new ConfigError(`--out ${outDir} would overwrite the results being regraded`, {
      hint: "regrade writes a new folder; pick one outside the input (default <results-dir>-regraded)",
    });
  }
  const suitePaths = original.suites
    .map((suite) => suite.path)
    .filter((path) => existsSync(resolve(options.cwd, path)));
  if (suitePaths.length === 0) {
    throw new ConfigError(`none of the suites in ${inputDir} exists under ${options.cwd}`, {
      hint: "run regrade from the project folder the original run used",
    });
  }
  const prepared = await prepareRun({ paths: suitePaths, configFile: options.configFile, cwd: options.cwd });
  // The credentials the original run knew (the host's, each configured runner's env:), for what is written.
  const secrets = runSecrets(
    options.hostEnv,
    prepared.config,
    prepared.plan.flatMap(({ runners }) => runners),
  );
  // Ids as the original run wrote them: one holding a credential was redacted.
  const shown = (id: string) => secrets.redact(id);
  const staging = mkdtempSync(join(tmpdir(), "skill-eval-regrade-"));
  let unlock: (() => void) | undefined;
  try {
    const runners = regradeRunners(original, prepared.plan, staging);
    const plan = regradePlan(original, prepared.plan, runners, shown);
    const resultsOf = (executions: readonly ExecutionResult[], complete: boolean): Results => {
      const built = buildResults({
        startedAt,
        endedAt: complete ? new Date(now()).toISOString() : undefined,
        toolVersion: TOOL_VERSION,
        commit: original.run.commit,
        complete,
        plan,
        executions,
      });
      // The runners are the original agents, not the replay standing in for them.
      const runners = built.runners.map(
        (runner) => original.runners.find((candidate) => candidate.id === runner.id) ?? runner,
      );
      return secrets.redactDeep({ ...built, runners });
    };
    unlock = lockOutputDir(outDir, options.cwd, now);
    prepareOutputDir(outDir, options.cwd, resultsOf([], false));
    const suites = new Map(plan.map(({ suite }) => [shown(suite.id), suite]));
    const environment = {
      root: options.cwd,
      outDir,
      hostEnv: options.hostEnv,
      defaultTimeoutMs: 60_000,
      judge: createAnthropicJudge(
        prepared.config?.config.judge ?? judgeConfigSchema.parse({}),
        options.hostEnv,
      ),
      runId: startedAt,
      log: options.log,
      now,
      secrets,
    };
    const tasks = original.executions.map((execution) => async (): Promise<ExecutionResult[]> => {
      const suite = suites.get(execution.suite);
      const caseSpec = suite?.cases.find((candidate) => shown(candidate.id) === execution.case);
      const runner = runners.get(execution.runner);
      if (suite === undefined || caseSpec === undefined || runner === undefined) {
        options.log(`regrade: ${execution.key} is no longer in the suites; left out`);
        return [];
      }
      if (execution.status === "skipped" || execution.status === "error") {
        copyArtifacts(inputDir, outDir, execution.artifactDir);
        return [execution];
      }
      if (!stageTranscript(inputDir, staging, execution, `${suite.id}/${caseSpec.id}`)) {
        return [
          {
            ...execution,
            status: "error",
            assertions: [],
            failure: {
              origin: "replay",
              class: INFRASTRUCTURE_CLASSES["replay-missing"],
              message: `no stored transcript to regrade: ${join(execution.artifactDir, "stdout.jsonl")} is missing from ${inputDir}`,
            },
          },
        ];
      }
      const regraded = await runExecution(
        { suite, caseSpec, runner, iteration: execution.iteration },
        environment,
      );
      options.log(`regrade: ${execution.status} → ${regraded.status} ${execution.key}`);
      return [keepRunFacts(regraded, execution)];
    });
    const executions = (await runPool(tasks, REGRADE_CONCURRENCY)).flat();
    // A run that did not finish stays unfinished: regrading its transcripts adds none of the missing ones.
    const results = resultsOf(executions, original.run.complete);
    return { results, gates: results.summary.gates ?? [], ...writeRunReports(outDir, results) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock?.();
  }
}

/**
 * One replay runner per original runner id, reading the staged transcripts with the normalizer
 * the original agent's output needs (the configured runner's, else the recorded agent's).
 */
function regradeRunners(original: Results, plan: readonly SuitePlan[], staging: string): Map<string, Runner> {
  const configured = new Map(plan.flatMap(({ runners }) => runners.map((runner) => [runner.id, runner])));
  const runners = new Map<string, Runner>();
  for (const record of original.runners) {
    const current = configured.get(record.id);
    const format = current ? transcriptFormatOf(current.config) : formatOfAgent(record.agent);
    if (format === undefined) {
      throw new ConfigError(`runner ${record.id} (${record.agent}) is not in the config any more`, {
        hint: "regrade needs the runner's config to know how to read its transcripts; add it back",
      });
    }
    runners.set(record.id, {
      id: record.id,
      config: replayRunnerConfig({ transcripts: staging, format, model: record.model }),
      baseDir: staging,
    });
  }
  return runners;
}

function formatOfAgent(agent: string): TranscriptFormat | undefined {
  return Object.keys(normalizers).find((format): format is TranscriptFormat => format === agent);
}

/**
 * The current suites, each on the original runners that ran it, with no setup commands, and each
 * case at the threshold it ran at (`--threshold` may have set it): only the assertions are new.
 * `shown` gives an id as the original run wrote it.
 */
function regradePlan(
  original: Results,
  plan: readonly SuitePlan[],
  runners: ReadonlyMap<string, Runner>,
  shown: (id: string) => string,
): SuitePlan[] {
  const thresholds = new Map(
    original.cases.map((result) => [suiteCaseKey(result.suite, result.case), result.threshold]),
  );
  return plan.flatMap(({ suite }) => {
    const suiteId = shown(suite.id);
    const ran = new Set(
      original.executions.filter((execution) => execution.suite === suiteId).map((e) => e.runner),
    );
    const suiteRunners = [...ran].flatMap((id) => runners.get(id) ?? []);
    if (suiteRunners.length === 0) return [];
    const cases = suite.cases.map((caseSpec) => ({
      ...caseSpec,
      threshold: thresholds.get(suiteCaseKey(suiteId, shown(caseSpec.id))) ?? caseSpec.threshold,
    }));
    return [{ suite: { ...suite, cases, workspace: withoutSetup(suite.workspace) }, runners: suiteRunners }];
  });
}

const suiteCaseKey = (suite: string, caseId: string) => `${suite}\u0000${caseId}`;

/**
 * Regrading runs no agent, so nothing that prepares for one (bootstrap, hooks) runs either; a
 * template still seeds the folder graders look at.
 */
function withoutSetup(workspace: Suite["workspace"]): WorkspaceSpec {
  if (workspace.mode === "none") return { mode: "none", cwd: workspace.cwd };
  return { mode: "isolated", templateDir: workspace.templateDir };
}

/**
 * Copies the stored stdout (and stderr and file changes) where the replay runner looks for
 * iteration n of the case `suite/case` (its ids as loaded, not as written: a copy, as the replay
 * runner never follows a link out of its folder); false when the results folder holds no
 * transcript for the execution.
 */
function stageTranscript(
  inputDir: string,
  staging: string,
  execution: ExecutionResult,
  suiteAndCase: string,
): boolean {
  const from = resolve(inputDir, execution.artifactDir);
  const stdout = join(from, "stdout.jsonl");
  const transcript = join(staging, `${suiteAndCase}.${execution.iteration}.jsonl`);
  if (!isStrictlyWithin(inputDir, from) || !isStrictlyWithin(staging, transcript) || !isRegularFile(stdout))
    return false;
  mkdirSync(dirname(transcript), { recursive: true });
  copyFileSync(stdout, transcript);
  const sidecars = transcriptSidecars(transcript);
  // Regular files only: a link in a results folder (a downloaded artifact) is never followed.
  const stderr = join(from, "stderr.log");
  if (isRegularFile(stderr)) copyFileSync(stderr, sidecars.stderr);
  const fileChanges = join(from, "file_changes.diff");
  if (isRegularFile(fileChanges)) copyFileSync(fileChanges, sidecars.fileChanges);
  return true;
}

function copyArtifacts(inputDir: string, outDir: string, artifactDir: string): void {
  const from = resolve(inputDir, artifactDir);
  if (artifactDir === "" || !isStrictlyWithin(inputDir, from) || !existsSync(from)) return;
  cpSync(from, join(outDir, relative(inputDir, from)), { recursive: true, verbatimSymlinks: true });
}

/** The new verdict with what the original run measured: time, tokens, cost, agent. */
function keepRunFacts(regraded: ExecutionResult, original: ExecutionResult): ExecutionResult {
  return {
    ...regraded,
    durationMs: original.durationMs,
    usage: original.usage,
    costUsd: original.costUsd,
    costEstimated: original.costEstimated,
    turns: original.turns,
    agent: original.agent,
    agentVersion: original.agentVersion,
    model: original.model,
  };
}

function isRegularFile(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isFile() === true;
}
