import { join, resolve } from "node:path";
import { judgeConfigSchema } from "../config/config-schema.ts";
import { type ExecutionEnvironment, runExecution } from "../engine/run-execution.ts";
import { runPool } from "../engine/run-pool.ts";
import { skippedExecution } from "../engine/skipped-execution.ts";
import { runWorkspaceHook } from "../engine/workspace-hooks.ts";
import { renderFailureLogs } from "../formats/skill-test/failure-log.ts";
import { createAnthropicJudge } from "../judge/anthropic-judge.ts";
import { InfrastructureError } from "../model/errors.ts";
import type { Selection } from "../model/plan.ts";
import type { ExecutionResult, Results } from "../model/results.ts";
import type { ExecutionStatus } from "../model/status.ts";
import { buildResults } from "../report/build-results.ts";
import { renderJunitXml } from "../report/render-junit.ts";
import { renderMarkdownReport } from "../report/render-markdown.ts";
import { caseTagsOf, writeHtmlReport } from "../report/write-html-report.ts";
import { writeFileAtomic, writeResults } from "../report/write-results.ts";
import { canStopEarly } from "../verdicts/early-stop.ts";
import { TOOL_VERSION } from "../version.ts";
import { describeWarning } from "./describe-warning.ts";
import { prepareOutputDir } from "./prepare-output-dir.ts";
import { type PrepareOptions, prepareRun } from "./prepare-run.ts";

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** Agent CLIs are heavy (hundreds of MB each): a few at a time, not one per core. */
const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_OUT_DIR = ".skill-eval";

export interface RunEvalsOptions extends PrepareOptions {
  outDir?: string;
  hostEnv: Readonly<Record<string, string | undefined>>;
  /** Human progress, one line at a time. */
  log: (line: string) => void;
  commit?: string;
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
  /** Recorded in results.json: how the suites were chosen, and which shard this run is. */
  selection?: Selection;
  shard?: { index: number; total: number };
}

export interface RunEvalsOutcome {
  results: Results;
  resultsPath: string;
  reportPath: string;
  markdown: string;
  exitCode: number;
}

/** The main job, shared by the CLI and the action: load, run every case × runner, write reports. */
export async function runEvals(options: RunEvalsOptions): Promise<RunEvalsOutcome> {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const { config, plan, warnings } = await prepareRun(options);
  for (const warning of warnings) options.log(describeWarning(warning, options.cwd));

  const configured = config?.config;
  const configuredOut =
    configured?.outputDir && config ? resolve(config.dir, configured.outputDir) : undefined;
  const outDir = resolve(options.cwd, options.outDir ?? configuredOut ?? DEFAULT_OUT_DIR);
  prepareOutputDir(outDir, options.cwd);

  const executions: ExecutionResult[] = [];
  const snapshot = (complete: boolean) =>
    buildResults({
      startedAt,
      endedAt: complete ? new Date(now()).toISOString() : undefined,
      toolVersion: TOOL_VERSION,
      commit: options.commit,
      complete,
      plan,
      executions,
      selection: options.selection,
      shard: options.shard,
    });

  const environment: ExecutionEnvironment = {
    root: options.cwd,
    outDir,
    hostEnv: options.hostEnv,
    defaultTimeoutMs: configured?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    judge: createAnthropicJudge(configured?.judge ?? judgeConfigSchema.parse({}), options.hostEnv),
    runId: startedAt,
    maxSteps: configured?.maxSteps,
    signal: options.signal,
    prices: configured?.prices,
    log: options.log,
    now,
  };
  const total = plan.reduce(
    (sum, { suite, runners }) =>
      sum + suite.cases.reduce((count, caseSpec) => count + caseSpec.iterations, 0) * runners.length,
    0,
  );
  const runnerIds = [...new Set(plan.flatMap(({ runners }) => runners.map((runner) => runner.id)))];
  const concurrency = options.concurrency ?? configured?.concurrency ?? DEFAULT_CONCURRENCY;
  const earlyStop = options.earlyStop ?? configured?.earlyStop ?? true;
  const budgetUsd = options.budgetUsd ?? configured?.budgetUsd;
  options.log(`skill-eval: ${plan.length} suite(s), ${total} execution(s) on ${runnerIds.join(", ")}`);
  for (const { suite, runners } of plan) {
    if (options.signal?.aborted) break;
    const hooks = suite.workspace.hooks;
    const suiteHookContext = {
      workspaceDir: suite.workspace.mode === "none" ? (suite.workspace.cwd ?? options.cwd) : options.cwd,
      runId: startedAt,
    };
    const setupFailure =
      hooks?.beforeAll && (await runWorkspaceHook("before_all", hooks.beforeAll, suiteHookContext));
    if (setupFailure) throw new InfrastructureError(`suite ${suite.id}: ${setupFailure}`);
    // The unit of scheduling is a case × runner with all its iterations, which run in order.
    const groups = suite.cases.flatMap((caseSpec) =>
      runners.map((runner) => async () => {
        const progress = { planned: caseSpec.iterations, passes: 0, fails: 0, errors: 0, brokenCode: false };
        for (let iteration = 1; iteration <= caseSpec.iterations; iteration++) {
          if (options.signal?.aborted) return;
          const task = { suite, caseSpec, runner, iteration };
          const stop = earlyStop && (canStopEarly(progress, caseSpec.threshold) || progress.brokenCode);
          const overBudget = budgetUsd !== undefined && spentUsd(executions) >= budgetUsd;
          const execution = stop
            ? skippedExecution(task, "early-stop")
            : overBudget
              ? skippedExecution(task, "budget")
              : await runExecution(task, environment);
          tally(progress, execution.status, caseSpec.expectedFail);
          executions.push(execution);
          writeResults(outDir, snapshot(false));
          options.log(`[${executions.length}/${total}] ${execution.status.padEnd(17)} ${execution.key}`);
        }
      }),
    );
    await runPool(groups, concurrency);
    const teardownFailure =
      hooks?.afterAll && (await runWorkspaceHook("after_all", hooks.afterAll, suiteHookContext));
    if (teardownFailure) options.log(`warning: suite ${suite.id}: ${teardownFailure}`);
  }

  const interrupted = options.signal?.aborted === true;
  if (interrupted) options.log("skill-eval: interrupted; results.json holds the executions that finished");
  const results = snapshot(!interrupted);
  const resultsPath = writeResults(outDir, results);
  if (options.writeErrorLogs) {
    const suites = plan.map(({ suite }) => suite);
    for (const log of renderFailureLogs(results, suites, { at: new Date(now()) })) {
      writeFileAtomic(log.path, log.content);
      options.log(`failure log: ${log.path}`);
    }
  }
  writeFileAtomic(join(outDir, "junit.xml"), renderJunitXml(results));
  const markdown = renderMarkdownReport(results);
  const reportPath = join(outDir, "report.md");
  writeFileAtomic(reportPath, markdown);
  writeHtmlReport(outDir, results, { caseTags: caseTagsOf(plan.map(({ suite }) => suite)) });
  return { results, resultsPath, reportPath, markdown, exitCode: results.summary.exitCode };
}

/** Counts an execution toward its case's early-stop decision. */
function tally(
  progress: { passes: number; fails: number; errors: number; brokenCode: boolean },
  status: ExecutionStatus,
  expectedFail: boolean,
): void {
  if (status === "error") progress.errors += 1;
  else if (status === "passed" || status === "unexpected-passed") progress.passes += 1;
  else if (status === "failed" || status === "expected-failed") progress.fails += 1;
  // Under expectedFail a plain `failed` is the case's own code crashing: the verdict is `failed` already.
  if (status === "failed" && expectedFail) progress.brokenCode = true;
}

/** What the executions so far cost, reported or estimated. */
function spentUsd(executions: readonly ExecutionResult[]): number {
  return executions.reduce((sum, execution) => sum + (execution.costUsd ?? 0), 0);
}
