import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  readResultsDir
} from "./chunk-QSI27SY7.js";
import {
  renderTerminalTable
} from "./chunk-3C3OH7PM.js";
import "./chunk-WWZ34YXK.js";
import {
  INFRASTRUCTURE_CLASSES,
  buildResults,
  describeGate,
  meanScoreGates,
  normalizers,
  runExecution,
  runPool,
  transcriptFormatOf,
  transcriptSidecars,
  withGates,
  writeRunReports
} from "./chunk-64RBDK3R.js";
import {
  prepareOutputDir
} from "./chunk-PTKPSMEL.js";
import "./chunk-4ZQ2G232.js";
import {
  TOOL_VERSION
} from "./chunk-PWAURD6H.js";
import "./chunk-LPC27ECT.js";
import {
  choiceFlag,
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import {
  createAnthropicJudge
} from "./chunk-LT7EH5KM.js";
import {
  judgeConfigSchema,
  prepareRun
} from "./chunk-MTULFYZ2.js";
import {
  isStrictlyWithin,
  isWithin
} from "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/orchestration/regrade-results.ts
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
var REGRADE_CONCURRENCY = 4;
async function regradeResults(options) {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const inputDir = resolve(options.cwd, options.resultsDir);
  const original = readResultsDir(inputDir);
  const outDir = resolve(options.cwd, options.outDir ?? `${inputDir}-regraded`);
  if (isWithin(inputDir, outDir) || isWithin(outDir, inputDir)) {
    throw new ConfigError(`--out ${outDir} would overwrite the results being regraded`, {
      hint: "regrade writes a new folder; pick one outside the input (default <results-dir>-regraded)"
    });
  }
  const suitePaths = original.suites.map((suite) => suite.path).filter((path) => existsSync(resolve(options.cwd, path)));
  if (suitePaths.length === 0) {
    throw new ConfigError(`none of the suites in ${inputDir} exists under ${options.cwd}`, {
      hint: "run regrade from the project folder the original run used"
    });
  }
  const prepared = await prepareRun({ paths: suitePaths, configFile: options.configFile, cwd: options.cwd });
  prepareOutputDir(outDir, options.cwd);
  const staging = mkdtempSync(join(tmpdir(), "skill-eval-regrade-"));
  try {
    const runners = regradeRunners(original, prepared.plan, staging);
    const plan = regradePlan(original, prepared.plan, runners);
    const suites = new Map(plan.map(({ suite }) => [suite.id, suite]));
    const environment = {
      root: options.cwd,
      outDir,
      hostEnv: options.hostEnv,
      defaultTimeoutMs: 6e4,
      judge: createAnthropicJudge(
        prepared.config?.config.judge ?? judgeConfigSchema.parse({}),
        options.hostEnv
      ),
      runId: startedAt,
      log: options.log,
      now
    };
    const tasks = original.executions.map((execution) => async () => {
      const suite = suites.get(execution.suite);
      const caseSpec = suite?.cases.find((candidate) => candidate.id === execution.case);
      const runner = runners.get(execution.runner);
      if (suite === void 0 || caseSpec === void 0 || runner === void 0) {
        options.log(`regrade: ${execution.key} is no longer in the suites; left out`);
        return [];
      }
      if (execution.status === "skipped" || execution.status === "error") {
        copyArtifacts(inputDir, outDir, execution.artifactDir);
        return [execution];
      }
      if (!stageTranscript(inputDir, staging, execution)) {
        return [
          {
            ...execution,
            status: "error",
            assertions: [],
            failure: {
              origin: "replay",
              class: INFRASTRUCTURE_CLASSES["replay-missing"],
              message: `no stored transcript to regrade: ${join(execution.artifactDir, "stdout.jsonl")} is missing from ${inputDir}`
            }
          }
        ];
      }
      const regraded = await runExecution(
        { suite, caseSpec, runner, iteration: execution.iteration },
        environment
      );
      options.log(`regrade: ${execution.status} \u2192 ${regraded.status} ${execution.key}`);
      return [keepRunFacts(regraded, execution)];
    });
    const executions = (await runPool(tasks, REGRADE_CONCURRENCY)).flat();
    const built = buildResults({
      startedAt,
      endedAt: new Date(now()).toISOString(),
      toolVersion: TOOL_VERSION,
      commit: original.run.commit,
      complete: true,
      plan,
      executions
    });
    const gates = meanScoreGates(
      plan.map(({ suite }) => suite),
      executions
    );
    const results = {
      ...withGates(built, gates),
      runners: built.runners.map(
        (runner) => original.runners.find((candidate) => candidate.id === runner.id) ?? runner
      )
    };
    return { results, gates, ...writeRunReports(outDir, results) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
function regradeRunners(original, plan, staging) {
  const configured = new Map(plan.flatMap(({ runners: runners2 }) => runners2.map((runner) => [runner.id, runner])));
  const runners = /* @__PURE__ */ new Map();
  for (const record of original.runners) {
    const current = configured.get(record.id);
    const format = current ? transcriptFormatOf(current.config) : formatOfAgent(record.agent);
    if (format === void 0) {
      throw new ConfigError(`runner ${record.id} (${record.agent}) is not in the config any more`, {
        hint: "regrade needs the runner's config to know how to read its transcripts; add it back"
      });
    }
    runners.set(record.id, {
      id: record.id,
      config: { agent: "replay", transcripts: staging, format, model: record.model },
      baseDir: staging
    });
  }
  return runners;
}
function formatOfAgent(agent) {
  return Object.keys(normalizers).find((format) => format === agent);
}
function regradePlan(original, plan, runners) {
  return plan.flatMap(({ suite }) => {
    const ran = new Set(
      original.executions.filter((execution) => execution.suite === suite.id).map((e) => e.runner)
    );
    const suiteRunners = [...ran].flatMap((id) => runners.get(id) ?? []);
    if (suiteRunners.length === 0) return [];
    return [{ suite: { ...suite, workspace: withoutSetup(suite.workspace) }, runners: suiteRunners }];
  });
}
function withoutSetup(workspace) {
  if (workspace.mode === "none") return { mode: "none", cwd: workspace.cwd };
  return { mode: "isolated", templateDir: workspace.templateDir };
}
function stageTranscript(inputDir, staging, execution) {
  const from = resolve(inputDir, execution.artifactDir);
  const stdout = join(from, "stdout.jsonl");
  const transcript = join(staging, execution.suite, `${execution.case}.${execution.iteration}.jsonl`);
  if (!isStrictlyWithin(inputDir, from) || !isStrictlyWithin(staging, transcript) || !existsSync(stdout))
    return false;
  mkdirSync(dirname(transcript), { recursive: true });
  copyFileSync(stdout, transcript);
  const stderr = join(from, "stderr.log");
  if (existsSync(stderr)) copyFileSync(stderr, transcriptSidecars(transcript).stderr);
  return true;
}
function copyArtifacts(inputDir, outDir, artifactDir) {
  const from = resolve(inputDir, artifactDir);
  if (artifactDir === "" || !isStrictlyWithin(inputDir, from) || !existsSync(from)) return;
  cpSync(from, join(outDir, relative(inputDir, from)), { recursive: true, verbatimSymlinks: true });
}
function keepRunFacts(regraded, original) {
  return {
    ...regraded,
    durationMs: original.durationMs,
    usage: original.usage,
    costUsd: original.costUsd,
    costEstimated: original.costEstimated,
    turns: original.turns,
    agent: original.agent,
    agentVersion: original.agentVersion,
    model: original.model
  };
}

// src/cli/regrade-command.ts
var REGRADE_HELP = `Usage: skill-eval regrade <results-dir> [options]

Re-evaluates the current suites' assertions on the transcripts stored in a results folder,
without running any agent, and writes a new results folder with the same runner ids.
Skipped executions stay skipped; stored infrastructure errors stay errors.
Run it from the project folder the original run used.

Options:
  -o, --out <dir>         Output folder (default: <results-dir>-regraded; never the input)
  -c, --config <file>     One config for every suite (default: the nearest one, as for run)
      --format <f>        table (default) or json (results.json on stdout)
  -v, --verbose           Print each failure's full message
      --debug             Show stack traces of internal errors
`;
var FORMATS = ["table", "json"];
async function regradeCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    out: { type: "string", short: "o" },
    config: { type: "string", short: "c" },
    format: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REGRADE_HELP);
    return EXIT.passed;
  }
  const [resultsDir, ...extra] = positionals;
  if (resultsDir === void 0 || extra.length > 0) {
    throw new ConfigError("regrade takes exactly one results folder", {
      hint: "skill-eval regrade .skill-eval [--out .skill-eval-regraded]"
    });
  }
  const format = choiceFlag("format", values.format, FORMATS) ?? "table";
  const outcome = await regradeResults({
    resultsDir,
    outDir: values.out,
    configFile: values.config,
    cwd: io.cwd,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}
`)
  });
  if (format === "json") io.stdout(`${JSON.stringify(outcome.results, null, 2)}
`);
  else
    io.stdout(
      `
${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  return outcome.results.summary.exitCode;
}
export {
  REGRADE_HELP,
  regradeCommand
};
