import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  assignShards,
  planUnits,
  readPlanFile
} from "./chunk-HM5MDGMB.js";
import {
  selectForChange
} from "./chunk-4O3XOO76.js";
import {
  INFRASTRUCTURE_CLASSES,
  buildResults,
  describeGate,
  executionDirName,
  keepsWorkspace,
  meanScoreGates,
  prepareSharedWorkspace,
  runBootstrap,
  runExecution,
  runPool,
  runWorkspaceHook,
  withGates,
  writeRunReports
} from "./chunk-64RBDK3R.js";
import {
  WITHOUT_SKILL_SUFFIX,
  prepareOutputDirInBackground
} from "./chunk-PTKPSMEL.js";
import {
  writeFileAtomic,
  writeResults,
  writeResultsInBackground
} from "./chunk-4ZQ2G232.js";
import {
  TOOL_VERSION
} from "./chunk-PWAURD6H.js";
import {
  checkRunNeeds
} from "./chunk-WWXITUK4.js";
import {
  describeWarning
} from "./chunk-5BCQPDJA.js";
import {
  execa,
  prepareRun
} from "./chunk-MTULFYZ2.js";
import {
  executionKey
} from "./chunk-ZNN7HAMQ.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";

// src/orchestration/run-evals.ts
import { resolve } from "node:path";

// src/engine/execution-fingerprint.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
function executionFingerprint(suite, caseSpec, runner, root) {
  const hash = createHash("sha256");
  const relativePaths = (_key, value) => typeof value === "string" && value.startsWith(`${root}/`) ? relative(root, value) : value;
  hash.update(JSON.stringify({ suite: suite.relativePath, content: suite.contentHash }));
  hash.update(JSON.stringify(caseSpec, relativePaths));
  for (const skill of [...suite.skills].sort((a, b) => a.name < b.name ? -1 : 1)) {
    hash.update(`skill ${skill.name}
`);
    for (const file of filesUnder(skill.dir)) {
      hash.update(`${file}
`);
      hash.update(readFileSync(join(skill.dir, file)));
    }
  }
  const env = "env" in runner.config ? Object.keys(runner.config.env).sort() : [];
  hash.update(JSON.stringify({ runner: { ...runner.config, env } }, relativePaths));
  return `sha256:${hash.digest("hex")}`;
}
function filesUnder(dir, prefix = "") {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(dir, path);
    return entry.isFile() ? [path] : [];
  });
}

// src/engine/probe-agent-version.ts
var PROBE_TIMEOUT_MS = 15e3;
async function probeAgentVersion(runner) {
  const { config } = runner;
  if (config.agent === "replay" || config.agent === "command") return void 0;
  const result = await execa(config.command, ["--version"], {
    reject: false,
    timeout: PROBE_TIMEOUT_MS,
    stdin: "ignore",
    killDescendants: true
  });
  if (result.exitCode !== 0) return void 0;
  const first = String(result.stdout ?? "").split("\n").map((line) => line.trim()).find((line) => line !== "");
  return first;
}

// src/engine/skipped-execution.ts
function skippedExecution(task, reason) {
  return { ...notStarted(task), status: "skipped", skipReason: reason };
}
function setupFailedExecution(task, failure) {
  return { ...notStarted(task), status: "error", failure };
}
function notStarted(task) {
  return {
    key: executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration),
    suite: task.suite.id,
    case: task.caseSpec.id,
    runner: task.runner.id,
    iteration: task.iteration,
    durationMs: 0,
    usage: {},
    assertions: [],
    detectedSkills: [],
    agent: task.runner.config.agent,
    artifactDir: ""
  };
}

// src/engine/suite-setup.ts
import { join as join2 } from "node:path";
async function setUpSuite(suite, context) {
  const config = suite.workspace;
  const slug = executionDirName(suite.id);
  let shared;
  const fail = (failure) => ({
    sharedDir: shared?.dir,
    failure,
    finish: async (keep) => {
      await shared?.release(keep);
    }
  });
  if (config.mode === "shared") {
    try {
      shared = await prepareSharedWorkspace(config, join2(context.outDir, "workspaces", "shared", slug));
    } catch (error) {
      return fail({
        origin: "workspace",
        class: INFRASTRUCTURE_CLASSES.workspace,
        message: `shared workspace setup failed: ${error instanceof Error ? error.message : String(error)}`
      });
    }
    const bootstrapFailure = config.bootstrap && await runBootstrap(config.bootstrap, {
      workspaceDir: shared.dir,
      outDir: context.outDir,
      logDir: join2(context.outDir, "workspaces", "shared-setup", slug)
    });
    if (bootstrapFailure) {
      return fail({
        origin: "workspace-bootstrap",
        class: INFRASTRUCTURE_CLASSES.bootstrap,
        message: bootstrapFailure
      });
    }
  }
  const hookContext = {
    workspaceDir: shared?.dir ?? (config.mode === "none" ? config.cwd ?? context.root : context.root),
    runId: context.runId
  };
  const hooks = config.hooks;
  const setupFailure = hooks?.beforeAll && await runWorkspaceHook("before_all", hooks.beforeAll, hookContext);
  if (setupFailure) {
    return fail({ origin: "workspace", class: INFRASTRUCTURE_CLASSES.workspace, message: setupFailure });
  }
  return {
    sharedDir: shared?.dir,
    async finish(keep) {
      const teardownFailure = hooks?.afterAll && await runWorkspaceHook("after_all", hooks.afterAll, hookContext);
      if (teardownFailure) context.log(`warning: suite ${suite.id}: ${teardownFailure}`);
      await shared?.release(keep);
    }
  };
}

// src/formats/skill-test/failure-log.ts
import { join as join3 } from "node:path";

// src/formats/skill-test/summarize-skill-tests.ts
import { dirname, posix, relative as relative2, sep } from "node:path";
function summarizeSkillTests(results, suites = []) {
  const byId = new Map(suites.map((suite) => [suite.id, suite]));
  const groups = /* @__PURE__ */ new Map();
  for (const record of results.suites) {
    if (record.format !== "skill-test" && record.format !== "evals-json") continue;
    const suite = byId.get(record.id);
    const skill = suite?.skills[0];
    const skillPath = suite && skill ? rootRelative(suite, skill.dir) : skillPathFromSuitePath(record.path, record.format);
    const group = groups.get(skillPath) ?? {
      name: skill?.name ?? (posix.basename(skillPath) || "."),
      dir: skill?.dir,
      suiteIds: /* @__PURE__ */ new Set()
    };
    group.suiteIds.add(record.id);
    groups.set(skillPath, group);
  }
  const manyRunners = new Set(results.cases.map((caseResult) => caseResult.runner)).size > 1;
  return [...groups.entries()].map(([skillPath, group]) => {
    const tests = results.cases.filter((caseResult) => group.suiteIds.has(caseResult.suite) && caseResult.verdict !== "skipped").map((caseResult) => summarizeTest(caseResult, results.executions, manyRunners));
    return {
      name: group.name,
      path: displayPath(skillPath),
      dir: group.dir,
      tests,
      verdict: tests.every((test) => test.verdict === "Pass") ? "Pass" : "Fail"
    };
  });
}
function seedSummary(skills) {
  const tests = skills.flatMap((skill) => skill.tests);
  const passedSkills = skills.filter((skill) => skill.verdict === "Pass").length;
  const passedTests = tests.filter((test) => test.verdict === "Pass").length;
  return {
    total_skills: skills.length,
    passed_skills: passedSkills,
    failed_skills: skills.length - passedSkills,
    total_tests: tests.length,
    passed_tests: passedTests,
    failed_tests: tests.length - passedTests
  };
}
function summarizeTest(caseResult, allExecutions, manyRunners) {
  const executions = allExecutions.filter(
    (execution) => execution.suite === caseResult.suite && execution.case === caseResult.case && execution.runner === caseResult.runner && execution.status !== "skipped"
  ).sort((a, b) => a.iteration - b.iteration);
  const failures = [];
  const goldenFailures = [];
  for (const execution of executions) {
    const prefix = `iteration ${execution.iteration}`;
    for (const outcome of execution.assertions) {
      if (!outcome.passed && outcome.golden) goldenFailures.push(`${prefix}: '${outcome.name}' not met`);
    }
    if (execution.status === "passed" || execution.status === "unexpected-passed") continue;
    if (execution.status === "error") {
      failures.push(`${prefix}: error: ${execution.failure?.message ?? "the execution did not complete"}`);
      continue;
    }
    const failed = execution.assertions.filter((outcome) => !outcome.passed && outcome.golden !== true);
    if (failed.length === 0) failures.push(`${prefix}: ${execution.failure?.message ?? "failed"}`);
    for (const outcome of failed) failures.push(`${prefix}: assertion '${outcome.name}' failed`);
  }
  const iterations = caseResult.iterations;
  const verdict = caseResult.verdict === "passed" || caseResult.verdict === "expected-failed" ? "Pass" : "Fail";
  return {
    id: manyRunners ? `${caseResult.case} (${caseResult.runner})` : caseResult.case,
    caseResult,
    executions,
    iterations,
    passed: caseResult.passes,
    failed: Math.max(0, iterations - caseResult.passes),
    passRate: iterations === 0 ? 0 : Math.round(caseResult.passes / iterations * 1e4) / 100,
    verdict,
    failures,
    goldenFailures
  };
}
function rootRelative(suite, skillDir) {
  const fromSuiteDir = relative2(dirname(suite.file), skillDir).split(sep).join("/");
  return posix.normalize(posix.join(posix.dirname(suite.relativePath), fromSuiteDir));
}
function skillPathFromSuitePath(suitePath, format) {
  if (format === "evals-json") return posix.dirname(posix.dirname(suitePath));
  const segments = suitePath.split("/");
  const index = segments.lastIndexOf("skill-tests");
  return index === -1 ? posix.dirname(suitePath) : segments.slice(0, index).join("/") || ".";
}
function displayPath(skillPath) {
  if (skillPath === "." || skillPath === "") return ".";
  return skillPath.startsWith("../") || skillPath.startsWith("/") ? skillPath : `./${skillPath}`;
}

// src/formats/skill-test/failure-log.ts
var FAILURE_LOG_DIR = ".skill-test-logs";
function renderFailureLogs(results, suites, options) {
  const prompts = new Map(
    suites.flatMap(
      (suite) => suite.cases.map((caseSpec) => [`${suite.id}\0${caseSpec.id}`, caseSpec.prompt])
    )
  );
  const failing = summarizeSkillTests(results, suites).filter(
    (skill) => skill.verdict === "Fail" && skill.dir !== void 0
  );
  return failing.map((skill, index) => {
    const fileName = failureLogFileName(options.at, (options.firstSequence ?? 0) + index);
    const log = {
      timestamp: options.at.toISOString(),
      skills: [
        {
          skill_name: skill.name,
          skill_path: skill.path,
          tests: skill.tests.map((test) => ({
            name: test.id,
            prompt: prompts.get(`${test.caseResult.suite}\0${test.caseResult.case}`) ?? null,
            iterations: test.executions.map(iterationDetail),
            summary: {
              iterations: test.iterations,
              passed: test.passed,
              failed: test.failed,
              pass_rate: test.passRate,
              verdict: test.verdict,
              failures: test.failures,
              golden_failures: test.goldenFailures
            }
          })),
          verdict: skill.verdict,
          error: null
        }
      ],
      summary: seedSummary([skill])
    };
    return {
      skillDir: skill.dir,
      path: join3(skill.dir, FAILURE_LOG_DIR, fileName),
      content: `${JSON.stringify(log, null, 2)}
`
    };
  });
}
function failureLogFileName(at, sequence) {
  const pad = (value, width = 2) => String(value).padStart(width, "0");
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `${date}-${time}-${pad(at.getUTCMilliseconds(), 3)}-${pad(sequence % 1e4, 4)}.json`;
}
function iterationDetail(execution) {
  return {
    iteration: execution.iteration,
    runner: execution.runner,
    model: execution.model ?? null,
    status: execution.status,
    passed: execution.status === "passed",
    duration_ms: execution.durationMs,
    detected_skills: execution.detectedSkills,
    assertions: execution.assertions.map((outcome) => ({
      id: outcome.name,
      type: outcome.type ?? null,
      passed: outcome.passed,
      golden: outcome.golden === true,
      message: outcome.message ?? null,
      evidence: outcome.evidence ?? null
    })),
    error: execution.failure?.message ?? null,
    artifact_dir: execution.artifactDir
  };
}

// src/verdicts/early-stop.ts
function canStopEarly(progress, threshold) {
  const { planned, passes, fails, errors } = progress;
  if (errors > 0) return true;
  const remaining = planned - passes - fails - errors;
  if (remaining <= 0) return true;
  const graded = passes + fails;
  if (graded === 0) return false;
  const total = graded + remaining;
  const failCertain = (passes + remaining) / total < threshold;
  const passCertain = passes / total >= threshold;
  return failCertain || passCertain;
}

// src/orchestration/live-results-file.ts
var LIVE_RESULTS_INTERVAL_MS = 500;
function liveResultsFile(outDir, snapshot, intervalMs = LIVE_RESULTS_INTERVAL_MS) {
  let dirty = false;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer;
  let writing;
  let failure;
  let stopped = false;
  const start = () => {
    timer = void 0;
    dirty = false;
    lastWrite = performance.now();
    writing = writeResultsInBackground(outDir, snapshot()).catch((error) => {
      failure ??= error;
    }).finally(() => {
      writing = void 0;
      if (dirty) schedule();
    });
  };
  const schedule = () => {
    if (stopped || timer !== void 0 || writing !== void 0 || failure !== void 0) return;
    const wait = lastWrite + intervalMs - performance.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait).unref();
  };
  const onExit = () => {
    if (!dirty && writing === void 0) return;
    try {
      writeResults(outDir, snapshot());
    } catch (error) {
      process.stderr.write(`skill-eval: results.json could not be written on exit: ${String(error)}
`);
    }
  };
  process.on("exit", onExit);
  const stop = async () => {
    stopped = true;
    process.off("exit", onExit);
    clearTimeout(timer);
    timer = void 0;
    await writing;
    if (failure !== void 0) throw failure;
  };
  return {
    changed() {
      dirty = true;
      schedule();
    },
    stop,
    async flush() {
      await stop();
      if (dirty) writeResults(outDir, snapshot());
    }
  };
}

// src/orchestration/progress.ts
function formatProgressLine(counts) {
  const parts = [
    `[${counts.done}/${counts.total}]`,
    `${counts.running} running`,
    `${counts.passed} passed`,
    `${counts.failed} failed`,
    `${counts.errors} ${counts.errors === 1 ? "error" : "errors"}`,
    ...counts.skipped > 0 ? [`${counts.skipped} skipped`] : [],
    formatElapsed(counts.elapsedMs),
    `$${counts.spentUsd.toFixed(2)}`
  ];
  return `${parts[0]} ${parts.slice(1).join(" \xB7 ")}`;
}
function formatElapsed(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1e3));
  const pad = (value) => String(value).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds % 3600 / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
function formatFinishedLine(done, total, execution) {
  return `[${done}/${total}] ${execution.status.padEnd(17)} ${execution.key}`;
}
var CLEAR_LINE = "\r\x1B[2K";
var REFRESH_MS = 1e3;
function createProgress(options) {
  const { status } = options;
  const started = options.now();
  const counts = {
    total: options.total,
    done: 0,
    running: 0,
    passed: 0,
    failed: 0,
    errors: 0,
    skipped: 0,
    elapsedMs: 0,
    spentUsd: 0
  };
  const draw = () => {
    counts.elapsedMs = options.now() - started;
    status?.(`${CLEAR_LINE}${formatProgressLine(counts)}`);
  };
  const timer = status === void 0 ? void 0 : setInterval(draw, REFRESH_MS);
  timer?.unref();
  return {
    log(line) {
      status?.(CLEAR_LINE);
      options.log(line);
      draw();
    },
    started() {
      counts.running += 1;
      draw();
    },
    finished(execution, ran) {
      if (ran) counts.running -= 1;
      counts.done += 1;
      counts.spentUsd += execution.costUsd ?? 0;
      if (execution.status === "passed" || execution.status === "expected-failed") counts.passed += 1;
      else if (execution.status === "failed" || execution.status === "unexpected-passed") counts.failed += 1;
      else if (execution.status === "error") counts.errors += 1;
      else counts.skipped += 1;
      if (status === void 0) options.log(formatFinishedLine(counts.done, counts.total, execution));
      else draw();
    },
    stop() {
      if (timer !== void 0) clearInterval(timer);
      status?.(CLEAR_LINE);
    }
  };
}

// src/orchestration/reuse-executions.ts
function reusableExecutions(baseline, unit) {
  const previous = baseline.executions.filter(
    (execution) => execution.suite === unit.suite && execution.case === unit.case && execution.runner === unit.runner
  ).sort((a, b) => a.iteration - b.iteration);
  if (previous.length !== unit.iterations) return void 0;
  const usable = previous.every(
    (execution, index) => execution.iteration === index + 1 && execution.fingerprint === unit.fingerprint && execution.status !== "error" && (execution.status !== "skipped" || execution.skipReason === "early-stop") && (execution.status === "skipped" || sameVersion(execution, unit))
  );
  return usable ? previous.map((execution) => ({ ...execution, reused: true })) : void 0;
}
function sameVersion(execution, unit) {
  if (!unit.hasCli) return true;
  const recorded = execution.agentVersion;
  return recorded !== void 0 && unit.agentVersion?.includes(recorded) === true;
}

// src/orchestration/run-evals.ts
var DEFAULT_TIMEOUT_MS = 10 * 60 * 1e3;
var DEFAULT_CONCURRENCY = 4;
var DEFAULT_OUT_DIR = ".skill-eval";
async function runEvals(options) {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const prepared = await prepareRun(options);
  const { config, warnings } = prepared;
  const plan = options.compareWithoutSkill === true ? withSkillTwins(prepared.plan) : prepared.plan;
  const needs = checkRunNeeds({ config, plan }, options);
  for (const warning of [...warnings, ...needs.warnings]) options.log(describeWarning(warning, options.cwd));
  const judge = needs.judge;
  const configured = config?.config;
  const configuredOut = configured?.outputDir && config ? resolve(config.dir, configured.outputDir) : void 0;
  const outDir = resolve(options.cwd, options.outDir ?? configuredOut ?? DEFAULT_OUT_DIR);
  const clearing = prepareOutputDirInBackground(outDir, options.cwd).catch(
    (error) => options.log(
      `warning: the previous run's outputs in ${outDir} could not all be removed: ${String(error)}`
    )
  );
  const executions = [];
  const snapshot = (complete) => buildResults({
    startedAt,
    endedAt: complete ? new Date(now()).toISOString() : void 0,
    toolVersion: TOOL_VERSION,
    commit: options.commit,
    complete,
    plan,
    executions,
    selection: options.selection,
    shard: options.shard,
    judge: judge?.usage()
  });
  const total = needs.plannedExecutions;
  const display = createProgress({ total, log: options.log, status: options.liveStatus, now });
  const log = display.log;
  const environment = {
    root: options.cwd,
    outDir,
    hostEnv: options.hostEnv,
    defaultTimeoutMs: configured?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    judge: judge?.ask,
    ...options.useLocalAuth === true ? { localAuthHome: options.hostEnv.HOME } : {},
    runId: startedAt,
    maxSteps: configured?.maxSteps,
    signal: options.signal,
    prices: configured?.prices,
    log,
    now
  };
  const runnerIds = [...new Set(plan.flatMap(({ runners }) => runners.map((runner) => runner.id)))];
  const concurrency = options.concurrency ?? configured?.concurrency ?? DEFAULT_CONCURRENCY;
  const earlyStop = options.compareWithoutSkill !== true && (options.earlyStop ?? configured?.earlyStop ?? true);
  const budgetUsd = options.budgetUsd ?? configured?.budgetUsd;
  log(`skill-eval: ${plan.length} suite(s), ${total} execution(s) on ${runnerIds.join(", ")}`);
  const agentVersions = new Map(
    options.reuseFrom === void 0 ? [] : uniqueRunners(plan).map((runner) => [runner.id, probeAgentVersion(runner)])
  );
  const live = liveResultsFile(outDir, () => snapshot(false));
  try {
    for (const { suite, runners } of plan) {
      if (options.signal?.aborted) break;
      const setup = await setUpSuite(suite, { root: options.cwd, outDir, runId: startedAt, log });
      const suiteEnvironment = { ...environment, sharedWorkspaceDir: setup.sharedDir };
      if (suite.workspace.mode === "shared" && concurrency > 1 && setup.failure === void 0) {
        log(
          `warning: suite ${suite.id}: its executions share one workspace and run ${concurrency} at a time, so they see each other's changes (use -p 0 to run them one by one)`
        );
      }
      const suiteExecutions = [];
      const groups = suite.cases.flatMap(
        (caseSpec) => runners.map((runner) => async () => {
          const fingerprint = executionFingerprint(suite, caseSpec, runner, options.cwd);
          const record = (execution, ran) => {
            executions.push(execution);
            suiteExecutions.push(execution);
            live.changed();
            display.finished(execution, ran);
          };
          const reused = options.reuseFrom === void 0 ? void 0 : reusableExecutions(options.reuseFrom, {
            suite: suite.id,
            case: caseSpec.id,
            runner: runner.id,
            iterations: caseSpec.iterations,
            fingerprint,
            agentVersion: await agentVersions.get(runner.id),
            hasCli: runner.config.agent !== "replay" && runner.config.agent !== "command"
          });
          if (reused !== void 0) {
            for (const execution of reused) record(execution, false);
            return;
          }
          const progress = {
            planned: caseSpec.iterations,
            passes: 0,
            fails: 0,
            errors: 0,
            brokenCode: false
          };
          for (let iteration = 1; iteration <= caseSpec.iterations; iteration++) {
            if (options.signal?.aborted) return;
            const task = { suite, caseSpec, runner, iteration };
            const stop = earlyStop && (canStopEarly(progress, caseSpec.threshold) || progress.brokenCode);
            const overBudget = budgetUsd !== void 0 && spentUsd(executions, judge?.usage()) >= budgetUsd;
            const skipReason = stop ? "early-stop" : overBudget ? "budget" : void 0;
            const runs = skipReason === void 0 && setup.failure === void 0;
            if (runs) display.started();
            const execution = skipReason !== void 0 ? skippedExecution(task, skipReason) : setup.failure ? setupFailedExecution(task, setup.failure) : await runWithRetries(task, suiteEnvironment, options.retryErrors ?? 0);
            tally(progress, execution.status, caseSpec.expectedFail);
            record({ ...execution, fingerprint }, runs);
          }
        })
      );
      await runPool(groups, concurrency);
      await setup.finish(suiteExecutions.some((execution) => keepsWorkspace(execution.status)));
    }
  } catch (error) {
    await live.flush().catch(() => void 0);
    await clearing;
    throw error;
  }
  await live.stop();
  await clearing;
  display.stop();
  const interrupted = options.signal?.aborted === true;
  if (interrupted) options.log("skill-eval: interrupted; results.json holds the executions that finished");
  const gates = meanScoreGates(
    plan.map(({ suite }) => suite),
    executions
  );
  for (const gate of gates) options.log(describeGate(gate));
  const results = withGates(snapshot(!interrupted), gates);
  if (options.writeErrorLogs) {
    const suites = plan.map(({ suite }) => suite);
    for (const log2 of renderFailureLogs(results, suites, { at: new Date(now()) })) {
      writeFileAtomic(log2.path, log2.content);
      options.log(`failure log: ${log2.path}`);
    }
  }
  const reports = writeRunReports(outDir, results);
  return { results, ...reports, gates, exitCode: results.summary.exitCode };
}
function uniqueRunners(plan) {
  return [
    ...new Map(plan.flatMap(({ runners }) => runners.map((runner) => [runner.id, runner]))).values()
  ];
}
async function runWithRetries(task, environment, retries) {
  let execution = await runExecution(task, environment);
  for (let attempt = 1; attempt <= retries && execution.status === "error"; attempt++) {
    if (environment.signal?.aborted) break;
    environment.log(
      `retry ${attempt}/${retries} of ${execution.key}: ${execution.failure?.message ?? "error"}`
    );
    execution = await runExecution(task, environment);
  }
  return execution;
}
function withSkillTwins(plan) {
  return plan.map(
    (entry) => entry.suite.skills.length === 0 ? entry : {
      ...entry,
      runners: entry.runners.flatMap((runner) => [
        runner,
        { ...runner, id: `${runner.id}${WITHOUT_SKILL_SUFFIX}`, withoutSkills: true }
      ])
    }
  );
}
function tally(progress, status, expectedFail) {
  if (status === "error") progress.errors += 1;
  else if (status === "passed" || status === "unexpected-passed") progress.passes += 1;
  else if (status === "failed" || status === "expected-failed") progress.fails += 1;
  if (status === "failed" && expectedFail) progress.brokenCode = true;
}
function spentUsd(executions, judge) {
  const agents = executions.filter((execution) => execution.reused !== true);
  return agents.reduce((sum, execution) => sum + (execution.costUsd ?? 0), judge?.costUsd ?? 0);
}

// src/orchestration/resolve-run-scope.ts
import { resolve as resolve2 } from "node:path";
async function resolveRunScope(options) {
  if (options.planFile !== void 0) return fromPlan(options.planFile, options);
  if (options.shard === void 0 && options.changedSince === void 0) return {};
  const prepared = await prepareRun({ ...options, units: void 0 });
  const selection = await selectForChange(prepared, options.cwd, { changedSince: options.changedSince });
  const units = planUnits(prepared.plan, new Set(selection.suites.map((suite) => suite.id)));
  if (options.shard === void 0) return { units: new Set(units.map((unit) => unit.key)), selection };
  const slice = assignShards(units, options.shard.total)[options.shard.index - 1];
  return { units: new Set(slice?.units ?? []), selection, shard: options.shard };
}
function fromPlan(planFile, options) {
  if (options.changedSince !== void 0) {
    throw new ConfigError("--plan and --changed-since exclude each other: the plan holds the selection", {
      hint: "pass --changed-since to `skill-eval plan` instead"
    });
  }
  const file = resolve2(options.cwd, planFile);
  const plan = readPlanFile(file);
  const shard = options.shard ?? (plan.totalShards === 1 ? { index: 1, total: 1 } : void 0);
  if (shard === void 0) {
    throw new ConfigError(`${planFile} has ${plan.totalShards} shards: say which one this run is`, {
      position: { file },
      hint: `pass --shard i/${plan.totalShards}`
    });
  }
  if (shard.total !== plan.totalShards) {
    throw new ConfigError(
      `--shard ${shard.index}/${shard.total} does not match ${planFile}, which has ${plan.totalShards} shard(s)`,
      {
        position: { file },
        hint: "use the matrix the same plan printed, so every shard reads the same plan.json"
      }
    );
  }
  const slice = plan.shards.find((candidate) => candidate.index === shard.index);
  return { units: new Set(slice?.units ?? []), selection: plan.selection, shard, plan };
}

export {
  summarizeSkillTests,
  seedSummary,
  DEFAULT_OUT_DIR,
  runEvals,
  resolveRunScope
};
