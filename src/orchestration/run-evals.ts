import { join, resolve } from "node:path";
import { compareResults } from "../compare/compare-results.ts";
import type { BaselineInfo, Comparison } from "../compare/comparison.ts";
import {
  baseTallyOf,
  DEFAULT_CONFIRM_ITERATIONS,
  type IterationProgress,
  stopsEarly,
} from "../compare/confirmation.ts";
import type { ExecutionEnvironment, ExecutionTask } from "../engine/execution-context.ts";
import { createFingerprinter } from "../engine/execution-fingerprint.ts";
import { warmLauncher } from "../engine/launcher/launch-agent.ts";
import { probeAgentVersion } from "../engine/probe-agent-version.ts";
import { trackTemporaryPath } from "../engine/process-group.ts";
import { runExecution } from "../engine/run-execution.ts";
import { createSlots } from "../engine/run-pool.ts";
import { setupFailedExecution, skippedExecution } from "../engine/skipped-execution.ts";
import { setUpSuite } from "../engine/suite-setup.ts";
import { keepsWorkspace } from "../engine/workspace.ts";
import { renderFailureLogs } from "../formats/skill-test/failure-log.ts";
import type { JudgeUsage } from "../judge/anthropic-judge.ts";
import { caseKey, suiteCaseKeys } from "../model/execution-key.ts";
import type { Selection } from "../model/plan.ts";
import type { ExecutionResult, Results } from "../model/results.ts";
import type { ExecutionStatus } from "../model/status.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import { buildResults, createKeptResultsBuilder, type ResultsInput } from "../report/build-results.ts";
import { type PackedDetailsFile, packedDetailsFile } from "../report/packed-details-file.ts";
import type { SecretSet } from "../report/redact.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import { isAgentCliRunner, isReplayRunner } from "../runners/registry.ts";
import type { Runner } from "../runners/runner-config.ts";
import { describeGate, type MeanScoreGate } from "../verdicts/mean-score-gates.ts";
import { TOOL_VERSION } from "../version.ts";
import { assessRunNeeds, checkRunNeeds, type RunNeedsOptions } from "./check-run-needs.ts";
import { confirmDrops } from "./confirm-drops.ts";
import { describeWarning } from "./describe-warning.ts";
import { liveResultsFile } from "./live-results-file.ts";
import { lockOutputDir } from "./output-lock.ts";
import { DEFAULT_OUT_DIR, prepareOutputDirInBackground } from "./prepare-output-dir.ts";
import { type PrepareOptions, prepareRun } from "./prepare-run.ts";
import { createProgress } from "./progress.ts";
import type { SuitePlan } from "./resolve-runners.ts";
import { resultsRedactor } from "./results-redactor.ts";
import { reusableExecutions } from "./reuse-executions.ts";
import { runSecrets } from "./run-secrets.ts";
import { withSkillTwins } from "./skill-twins.ts";
import { writeRunReports } from "./write-run-reports.ts";

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** Agent CLIs are heavy (hundreds of MB each): a few at a time, not one per core. */
const DEFAULT_CONCURRENCY = 4;

export interface RunEvalsOptions extends PrepareOptions, RunNeedsOptions {
  hostEnv: RunNeedsOptions["hostEnv"];
  outDir?: string;
  /** Human progress, one line at a time. */
  log: (line: string) => void;
  /** Raw text to a terminal (stderr is a TTY): progress becomes one live status line. */
  liveStatus?: (text: string) => void;
  commit?: string;
  /** The pull request the run is about, recorded in results.json. */
  pullRequest?: Results["run"]["pullRequest"];
  /** Called once the plan is known, before the first agent starts, with the executions planned. */
  onStart?: (executions: number) => Promise<void>;
  /** Aborted on SIGINT/SIGTERM: no new execution starts, running agents are stopped, exit code 3. */
  signal?: AbortSignal;
  /** Once the run has spent this much, the executions not yet started are skipped (reason `budget`). */
  budgetUsd?: number;
  /** Stop a case's iterations once its verdict can no longer change (default: on). */
  earlyStop?: boolean;
  /** Case × runner groups run at once (default: the config's `concurrency`, else 4). */
  concurrency?: number;
  /** Write `.skill-test-logs/` for failed skill-test executions (the seed's failure logs). */
  writeErrorLogs?: boolean;
  now?: () => number;
  /**
   * The baseline's results: a case × runner whose fingerprint and agent version match is reported
   * from them, marked `reused`, instead of running again.
   */
  reuseFrom?: Results;
  /** Runs every runner of a suite with skills again as `<runner>-without-skill`, its skills not installed. */
  compareWithoutSkill?: boolean;
  /** Runs an execution again, up to this many times, while it ends in an infrastructure error. */
  retryErrors?: number;
  /**
   * The base branch's results (pooled over its recent runs) to compare with: early stop never cuts
   * a case × runner short while it is worse and undecided, confirmation runs are added, and the
   * reports show the comparison.
   */
  baseline?: Results;
  /** Where the baseline came from, for the reports. */
  baselineInfo?: BaselineInfo;
  /** Confirmation executions added at most per case × runner (default 10; 0 = none). */
  confirmIterations?: number;
  /** Recorded in results.json: how the suites were chosen, and which shard this run is. */
  selection?: Selection;
  shard?: { index: number; total: number };
  /** The run's redactor (the CLI's, which its printed output already passes through). */
  secrets?: SecretSet;
  /** Case × runners the plan's other shards run: the report compares them with this shard's, in one family. */
  otherShardUnits?: number;
}

export interface RunEvalsOutcome {
  results: Results;
  resultsPath: string;
  reportPath: string;
  markdown: string;
  /** agentv suites' `execution.threshold` on their mean score. */
  gates: MeanScoreGate[];
  /** The comparison with `baseline`, when one was given. */
  comparison?: Comparison;
  exitCode: number;
  /** The suites run, as loaded (skill-test's JSON names skills from their frontmatter). */
  suites: Suite[];
}

/** The main job, shared by the CLI and the action: load, run every case × runner, write reports. */
export async function runEvals(options: RunEvalsOptions): Promise<RunEvalsOutcome> {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const planOf = (planned: SuitePlan[]) =>
    options.compareWithoutSkill === true ? withSkillTwins(planned) : planned;
  const prepared = await prepareRun(
    options,
    (loaded) => assessRunNeeds({ ...loaded, plan: planOf(loaded.plan) }, options).problems,
  );
  const { config, warnings } = prepared;
  const plan = planOf(prepared.plan);
  // Before the first agent: a missing judge, credential or transcripts folder, or too many executions, is exit 2.
  const needs = checkRunNeeds({ config, plan, configs: prepared.configs }, options);
  for (const warning of [...warnings, ...needs.warnings]) options.log(describeWarning(warning, options.cwd));
  // Every runner of the plan, not one per id: two config files may each have a runner of the same
  // id with its own env:, and runExecution adds none of them itself.
  const runners = plan.flatMap((entry) => entry.runners);
  const secrets = runSecrets(options.hostEnv, config, runners, options.secrets);
  if (runners.some((runner) => !isReplayRunner(runner.config))) warmLauncher();

  const configured = config?.config;
  const configuredOut =
    configured?.outputDir && config ? resolve(config.dir, configured.outputDir) : undefined;
  const outDir = resolve(options.cwd, options.outDir ?? configuredOut ?? DEFAULT_OUT_DIR);
  const unlock = lockOutputDir(outDir, options.cwd, now);
  const packedPath = join(outDir, `report.html.${process.pid}.packed.tmp`);
  const packedDetails = packedDetailsFile(outDir, packedPath);
  const untrackPacked = trackTemporaryPath(packedPath);
  try {
    return await runInOutputDir(outDir, {
      ...options,
      now,
      startedAt,
      prepared,
      plan,
      needs,
      secrets,
      packedDetails,
    });
  } finally {
    await packedDetails.remove().catch(() => undefined);
    untrackPacked();
    unlock();
  }
}

async function runInOutputDir(
  outDir: string,
  context: RunEvalsOptions & {
    now: () => number;
    startedAt: string;
    prepared: Awaited<ReturnType<typeof prepareRun>>;
    plan: SuitePlan[];
    needs: ReturnType<typeof checkRunNeeds>;
    secrets: SecretSet;
    /** Each execution's report.html detail, packed as it ends. */
    packedDetails: PackedDetailsFile;
  },
): Promise<RunEvalsOutcome> {
  const { now, startedAt, plan, needs, secrets, packedDetails } = context;
  const options = context;
  const leftOut = leftOutUnits(context.prepared.suites, plan, uniqueRunners(plan));
  const configured = context.prepared.config?.config;
  const judge = needs.judge;
  const confirmCap =
    options.baseline === undefined
      ? 0
      : (options.confirmIterations ?? configured?.confirmIterations ?? DEFAULT_CONFIRM_ITERATIONS);
  const executions: ExecutionResult[] = [];
  // `ended`: the run is over, complete or interrupted; a live snapshot has no end yet.
  const inputOf = (done: readonly ExecutionResult[], complete: boolean, ended: boolean): ResultsInput => ({
    startedAt,
    endedAt: ended ? new Date(now()).toISOString() : undefined,
    toolVersion: TOOL_VERSION,
    commit: options.commit,
    pullRequest: options.pullRequest,
    complete,
    plan,
    executions: done,
    selection: options.selection,
    shard: options.shard,
    judge: judge?.usage(),
    ...(options.baseline === undefined ? {} : { confirmIterations: confirmCap }),
  });
  const snapshotOf = (done: readonly ExecutionResult[], complete: boolean, ended: boolean) =>
    buildResults(inputOf(done, complete, ended));
  // Executions keep their ids as the plan has them (a case id may hold a runner's env value):
  // what is written is redacted whole, so its cases and executions still join.
  const redacted = resultsRedactor(secrets);
  // results.json as the run goes on, rebuilt at each rewrite: only the cases whose executions
  // changed since the last one are aggregated again.
  const liveResults = createKeptResultsBuilder();
  const shownSnapshot = () => redacted(liveResults(inputOf(executions, false, false)));
  const clearing = prepareOutputDirInBackground(outDir, options.cwd, shownSnapshot()).catch(
    (error: unknown) =>
      options.log(
        `warning: the previous run's outputs in ${outDir} could not all be removed: ${String(error)}`,
      ),
  );

  const total = needs.plannedExecutions;
  await options.onStart?.(total);
  const display = createProgress({ total, log: options.log, status: options.liveStatus, now });
  const log = display.log;
  const environment: ExecutionEnvironment = {
    root: options.cwd,
    outDir,
    hostEnv: options.hostEnv,
    defaultTimeoutMs: configured?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    judge: judge?.ask,
    ...(options.useLocalAuth === true ? { localAuthHome: options.hostEnv.HOME } : {}),
    runId: startedAt,
    maxSteps: configured?.maxSteps,
    signal: options.signal,
    prices: configured?.prices,
    log,
    now,
    secrets,
  };
  const runnerIds = [...new Set(plan.flatMap(({ runners }) => runners.map((runner) => runner.id)))];
  const concurrency = options.concurrency ?? configured?.concurrency ?? DEFAULT_CONCURRENCY;
  // An uplift compares whole samples: both sides run every iteration.
  const earlyStop =
    options.compareWithoutSkill !== true && (options.earlyStop ?? configured?.earlyStop ?? true);
  const budgetUsd = options.budgetUsd ?? configured?.budgetUsd;
  const baseCases = new Map((options.baseline?.cases ?? []).map((result) => [result.key, result]));
  const maxExecutions = options.maxExecutions ?? configured?.maxExecutions;
  let confirmations = 0;
  // Confirmations use only the headroom max-executions leaves above the plan, and stop with the budget.
  const room = () => {
    if (options.signal?.aborted) return 0;
    if (budgetUsd !== undefined && spentUsd(executions, judge?.usage()) >= budgetUsd) return 0;
    return maxExecutions === undefined ? Number.POSITIVE_INFINITY : maxExecutions - total - confirmations;
  };
  log(`skill-eval: ${plan.length} suite(s), ${total} execution(s) on ${runnerIds.join(", ")}`);
  // Reuse compares agent versions: each runner's CLI is asked once, only when there is a baseline.
  const agentVersions = new Map(
    options.reuseFrom === undefined
      ? []
      : uniqueRunners(plan).map((runner) => [runner.id, probeAgentVersion(runner)] as const),
  );
  const live = liveResultsFile(outDir, shownSnapshot);
  const fingerprintOf = createFingerprinter(options.cwd);
  // One pool for the whole run: every suite's case × runner groups share the same slots.
  const slots = createSlots(concurrency);
  const finishedUnits = new Set<string>();
  const plannedUnits = plan.reduce((sum, { suite, runners }) => sum + suite.cases.length * runners.length, 0);
  // Confirmation rounds of different suites take turns, so max-executions' headroom is shared exactly.
  let confirming: Promise<void> = Promise.resolve();
  const runSuite = async ({ suite, runners }: SuitePlan): Promise<void> => {
    let settingUp: ReturnType<typeof setUpSuite> | undefined;
    const setUp = () => {
      settingUp ??= setUpSuite(suite, { root: options.cwd, outDir, runId: startedAt, log, secrets }).then(
        (setup) => {
          if (suite.workspace.mode === "shared" && concurrency > 1 && setup.failure === undefined) {
            log(
              `warning: suite ${suite.id}: its executions share one workspace and run ${concurrency} at a time, so they see each other's changes (use -p 0 to run them one by one)`,
            );
          }
          return setup;
        },
      );
      return settingUp;
    };
    const suiteExecutions: ExecutionResult[] = [];
    const record = (execution: ExecutionResult, ran: boolean) => {
      if (ran) packedDetails.add(secrets.redact(execution.key), execution.artifactDir);
      executions.push(execution);
      suiteExecutions.push(execution);
      live.changed();
      display.finished(execution, ran);
    };
    const units = new Map(
      suite.cases.flatMap((caseSpec) =>
        runners.map((runner) => [caseKey(suite.id, caseSpec.id, runner.id), { caseSpec, runner }] as const),
      ),
    );
    // The unit of scheduling is a case × runner with all its iterations, which run in order.
    const runGroup = async (key: string, caseSpec: CaseSpec, runner: Runner) => {
      // An interrupted run sets up no suite that has not started.
      if (options.signal?.aborted) return;
      const setup = await setUp();
      const suiteEnvironment = {
        ...environment,
        sharedWorkspaceDir: setup.sharedDir,
        seedWorkspaceDir: setup.seedDir,
      };
      const fingerprint = fingerprintOf(suite, caseSpec, runner);
      const reused =
        options.reuseFrom === undefined
          ? undefined
          : reusableExecutions(options.reuseFrom, {
              suite: suite.id,
              case: caseSpec.id,
              runner: runner.id,
              iterations: caseSpec.iterations,
              fingerprint,
              agentVersion: await agentVersions.get(runner.id),
              hasCli: isAgentCliRunner(runner.config),
            });
      if (reused !== undefined) {
        for (const execution of reused) record(execution, false);
        return;
      }
      const baseTally = caseSpec.expectedFail ? undefined : baseTallyOf(baseCases.get(key));
      const progress = { planned: caseSpec.iterations, passes: 0, fails: 0, errors: 0, brokenCode: false };
      const outcomes: boolean[] = [];
      for (let iteration = 1; iteration <= caseSpec.iterations; iteration++) {
        if (options.signal?.aborted) return;
        const task = { suite, caseSpec, runner, iteration };
        const stop = stopsEarly(earlyStop, { ...progress, outcomes }, caseSpec, baseTally);
        const overBudget = budgetUsd !== undefined && spentUsd(executions, judge?.usage()) >= budgetUsd;
        const skipReason = stop ? "early-stop" : overBudget ? "budget" : undefined;
        const runs = skipReason === undefined && setup.failure === undefined;
        if (runs) display.started();
        const execution =
          skipReason !== undefined
            ? skippedExecution(task, skipReason)
            : setup.failure
              ? setupFailedExecution(task, setup.failure)
              : await runWithRetries(task, suiteEnvironment, options.retryErrors ?? 0);
        tally(progress, outcomes, execution.status, caseSpec.expectedFail);
        record({ ...execution, fingerprint }, runs);
      }
    };
    await Promise.all(
      [...units.entries()].map(([key, { caseSpec, runner }]) =>
        slots.run(() => runGroup(key, caseSpec, runner).finally(() => finishedUnits.add(key))),
      ),
    );
    if (settingUp === undefined) return;
    const setup = await settingUp;
    const suiteEnvironment = {
      ...environment,
      sharedWorkspaceDir: setup.sharedDir,
      seedWorkspaceDir: setup.seedDir,
    };
    if (options.baseline !== undefined && confirmCap > 0 && setup.failure === undefined) {
      const baseline = options.baseline;
      const turn = confirming.then(() =>
        confirmDrops({
          // Only finished case × runners are evidence; the others count as comparisons still to make.
          snapshot: () =>
            snapshotOf(
              executions.filter((done) => finishedUnits.has(caseKeyOf(done))),
              false,
              false,
            ),
          baseline,
          cap: confirmCap,
          keys: new Set(units.keys()),
          pendingComparisons: (options.otherShardUnits ?? 0) + plannedUnits - finishedUnits.size,
          leftOut,
          room,
          concurrency,
          runOne: (key) =>
            slots.run(async () => {
              const unit = units.get(key);
              if (unit === undefined) return;
              const iteration =
                Math.max(
                  0,
                  ...suiteExecutions.filter((done) => caseKeyOf(done) === key).map((done) => done.iteration),
                ) + 1;
              const task = { suite, caseSpec: unit.caseSpec, runner: unit.runner, iteration };
              confirmations += 1;
              display.added();
              display.started();
              const execution = await runWithRetries(task, suiteEnvironment, options.retryErrors ?? 0);
              const fingerprint = fingerprintOf(suite, unit.caseSpec, unit.runner);
              record({ ...execution, fingerprint, confirmation: true }, true);
            }, true),
        }),
      );
      confirming = turn.catch(() => undefined);
      await turn;
    }
    await setup.finish(suiteExecutions.some((execution) => keepsWorkspace(execution.status)));
  };
  try {
    // One at a time, suites keep their order end to end: one's teardown before the next one's setup.
    if (concurrency <= 1) for (const entry of plan) await runSuite(entry);
    else await Promise.all(plan.map(runSuite));
  } catch (error) {
    // The executions that finished stay in results.json, as they would after an interrupt.
    await live.flush().catch(() => undefined);
    await clearing;
    throw error;
  }
  await live.stop();
  await clearing;
  display.stop();
  const interrupted = options.signal?.aborted === true;
  if (interrupted) options.log("skill-eval: interrupted; results.json holds the executions that finished");
  const results = redacted(snapshotOf(executions, !interrupted, true));
  const gates = results.summary.gates ?? [];
  for (const gate of gates) options.log(describeGate(gate));
  if (confirmations > 0)
    options.log(`skill-eval: ${confirmations} confirmation execution(s) added to decide drops against base`);
  const comparison =
    options.baseline === undefined
      ? undefined
      : compareResults(results, options.baseline, {
          baseline: options.baselineInfo ?? {},
          leftOut,
          // A shard weighs its drops against the whole plan's family, as the merged report will:
          // it never calls established what the report would not.
          pendingComparisons: options.otherShardUnits ?? 0,
        });
  if (options.writeErrorLogs) {
    // skill-test's own failure logs; an evals.json run writes nothing into the skill's folder.
    const suites = plan.map(({ suite }) => suite).filter((suite) => suite.format === "skill-test");
    // Written into the user's checkout, beside the skill: redacted as everything the run stores.
    for (const log of renderFailureLogs(results, suites, { at: new Date(now()) })) {
      writeFileAtomic(log.path, secrets.redact(log.content));
      options.log(`failure log: ${log.path}`);
    }
  }
  await packedDetails.settled();
  const reports = writeRunReports(outDir, results, comparison, packedDetails);
  return {
    results,
    ...reports,
    gates,
    comparison,
    exitCode: results.summary.exitCode,
    suites: plan.map(({ suite }) => suite),
  };
}

function caseKeyOf(execution: ExecutionResult): string {
  return caseKey(execution.suite, execution.case, execution.runner);
}

/**
 * The case × runners of the run's suites that filters or a shard's units left out: the run says
 * nothing about them, so a comparison never calls them removed. Cases no longer in a suite are not
 * among them.
 */
function leftOutUnits(
  suites: readonly Suite[],
  plan: readonly SuitePlan[],
  runners: readonly Runner[],
): Set<string> {
  const ids = (some: readonly Runner[]) => some.map((runner) => runner.id);
  const planned = new Set(plan.flatMap(({ suite, runners: its }) => suiteCaseKeys(suite, ids(its))));
  const run = new Set(plan.map(({ suite }) => suite.id));
  return new Set(
    suites
      .filter((suite) => run.has(suite.id))
      .flatMap((suite) => suiteCaseKeys(suite, ids(runners)))
      .filter((key) => !planned.has(key)),
  );
}

function uniqueRunners(plan: readonly SuitePlan[]): Runner[] {
  return [
    ...new Map(plan.flatMap(({ runners }) => runners.map((runner) => [runner.id, runner] as const))).values(),
  ];
}

/** `retry-errors`: an infrastructure error (crash, timeout, ...) is retried; a verdict never is. */
async function runWithRetries(
  task: ExecutionTask,
  environment: ExecutionEnvironment,
  retries: number,
): Promise<ExecutionResult> {
  let execution = await runExecution(task, environment);
  for (let attempt = 1; attempt <= retries && execution.status === "error"; attempt++) {
    if (environment.signal?.aborted) break;
    environment.log(
      `retry ${attempt}/${retries} of ${execution.key}: ${execution.failure?.message ?? "error"}`,
    );
    execution = await runExecution(task, environment);
  }
  return execution;
}

/** Counts an execution toward its case's early-stop decision, its assertion outcome in order. */
function tally(
  progress: Omit<IterationProgress, "outcomes">,
  outcomes: boolean[],
  status: ExecutionStatus,
  expectedFail: boolean,
): void {
  if (status === "error") progress.errors += 1;
  else if (status === "passed" || status === "unexpected-passed") {
    progress.passes += 1;
    outcomes.push(true);
  } else if (status === "failed" || status === "expected-failed") {
    progress.fails += 1;
    outcomes.push(false);
  }
  // Under expectedFail a plain `failed` is the case's own code crashing: the verdict is `failed` already.
  if (status === "failed" && expectedFail) progress.brokenCode = true;
}

/** What the executions and the judge cost so far, reported or estimated. */
function spentUsd(executions: readonly ExecutionResult[], judge: JudgeUsage | undefined): number {
  // A reused execution cost nothing this run.
  const agents = executions.filter((execution) => execution.reused !== true);
  return agents.reduce((sum, execution) => sum + (execution.costUsd ?? 0), judge?.costUsd ?? 0);
}
