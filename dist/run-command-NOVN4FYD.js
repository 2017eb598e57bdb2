import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  readResultsDir
} from "./chunk-QSI27SY7.js";
import {
  renderTerminalTable
} from "./chunk-3C3OH7PM.js";
import "./chunk-WWZ34YXK.js";
import {
  resolveRunScope,
  runEvals,
  seedSummary,
  summarizeSkillTests
} from "./chunk-TB6PKECF.js";
import "./chunk-HM5MDGMB.js";
import "./chunk-4O3XOO76.js";
import {
  describeGate
} from "./chunk-64RBDK3R.js";
import "./chunk-PTKPSMEL.js";
import {
  writeFileAtomic
} from "./chunk-4ZQ2G232.js";
import "./chunk-PWAURD6H.js";
import "./chunk-LPC27ECT.js";
import {
  choiceFlag,
  integerFlag,
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import "./chunk-WWXITUK4.js";
import "./chunk-5BCQPDJA.js";
import "./chunk-LT7EH5KM.js";
import "./chunk-MTULFYZ2.js";
import "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/run-command.ts
import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/formats/skill-test/seed-json.ts
function toSkillTestJson(results, suites) {
  const skills = summarizeSkillTests(results, suites);
  return {
    skills: skills.map((skill) => ({
      name: skill.name,
      path: skill.path,
      tests: skill.tests.map((test) => ({
        id: test.id,
        iterations: test.iterations,
        passed: test.passed,
        failed: test.failed,
        pass_rate: test.passRate,
        verdict: test.verdict,
        failures: test.failures,
        golden_failures: test.goldenFailures
      })),
      verdict: skill.verdict
    })),
    summary: seedSummary(skills)
  };
}
function renderSkillTestJson(results, suites) {
  return JSON.stringify(toSkillTestJson(results, suites), null, 2);
}

// src/plan/shard-spec.ts
function parseShardSpec(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (match === null || index < 1 || total < 1 || index > total) {
    throw new ConfigError(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(text)}`, {
      hint: "pass the shard number and the shard count, e.g. from the matrix the plan printed"
    });
  }
  return { index, total };
}

// src/cli/run-command.ts
var RUN_HELP = `Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id contains text (a glob when it has * or ?)
      --case <glob>       Only cases whose id matches (repeatable)
      --tag <tags>        Only cases with one of these tags (repeatable, or comma-separated)
      --iterations <n>    Executions per case and runner
      --threshold <pct>   Pass-rate threshold in percent (skill-test's unit), e.g. 80
      --timeout <ms>      Timeout per execution
      --model <name>      Model for skill-test suites (Claude)
      --hook <strategy>   skill-test hook strategy: none, simple, forced, custom
      --hook-path <file>  Prompt template for --hook custom
      --strict            skill-test: a missing referenced file is an error
      --format <f>        table (default), json (results.json on stdout), skill-test-json (the seed's shape)
      --no-error-log      Do not write .skill-test-logs/ for failed skill-test executions
      --no-early-stop     Run every iteration even once a case's verdict can no longer change
      --budget-usd <n>    Skip executions not yet started once the run has spent this much
                          (agents and judge together)
      --max-executions <n>  Stop before any agent starts when more executions than n are planned
      --retry-errors <n>  Run an execution again, up to n times, while it ends in an infrastructure
                          error (crash, timeout, ...); a failed assertion is never retried
      --compare-without-skill  Also run every case on each runner without its skills installed
                          (runner <id>-without-skill); the report shows each skill's uplift
      --reuse-from <dir>  A baseline results folder: a case \xD7 runner whose suite, case, skill files,
                          runner config and agent CLI version are unchanged is reported from it
                          (marked reused) instead of running again
      --use-local-auth    Reuse your own agent login (Claude Code, Codex, Gemini CLI) instead of
                          an API key; skills stay private to each execution
      --changed-since <ref>  Only suites the change since the merge base with ref affects
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`;
var PLAN_FILE = "plan.json";
var FORMATS = ["table", "json", "skill-test-json"];
var HOOKS = ["none", "simple", "forced", "custom"];
async function runCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    out: { type: "string", short: "o" },
    runner: { type: "string", multiple: true },
    filter: { type: "string" },
    case: { type: "string", multiple: true },
    tag: { type: "string", multiple: true },
    iterations: { type: "string" },
    threshold: { type: "string" },
    timeout: { type: "string" },
    model: { type: "string" },
    hook: { type: "string" },
    "hook-path": { type: "string" },
    strict: { type: "boolean" },
    format: { type: "string" },
    "error-log": { type: "boolean", default: true },
    "early-stop": { type: "boolean" },
    "budget-usd": { type: "string" },
    "max-executions": { type: "string" },
    "retry-errors": { type: "string" },
    "compare-without-skill": { type: "boolean" },
    "use-local-auth": { type: "boolean" },
    "reuse-from": { type: "string" },
    "changed-since": { type: "string" },
    plan: { type: "string" },
    shard: { type: "string" },
    parallel: { type: "string", short: "p" },
    verbose: { type: "boolean", short: "v" },
    color: { type: "boolean", default: true },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(RUN_HELP);
    return EXIT.passed;
  }
  const format = choiceFlag("format", values.format, FORMATS) ?? "table";
  const parallel = integerFlag("parallel", values.parallel, 0);
  const overrides = readOverrides(values);
  const scope = await resolveRunScope({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    overrides,
    planFile: values.plan,
    shard: values.shard === void 0 ? void 0 : parseShardSpec(values.shard),
    changedSince: values["changed-since"]
  });
  if (scope.selection !== void 0) io.stderr(describeSelection(scope.selection));
  const { plan, ...limits } = scope;
  const reuseFrom = values["reuse-from"];
  const outcome = await runEvals({
    paths: positionals,
    configFile: values.config,
    outDir: values.out,
    cwd: io.cwd,
    overrides,
    ...limits,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}
`),
    liveStatus: io.stderrIsTTY ? io.stderr : void 0,
    writeErrorLogs: values["error-log"] !== false,
    earlyStop: values["early-stop"],
    budgetUsd: budgetFlag(values["budget-usd"]),
    maxExecutions: integerFlag("max-executions", values["max-executions"], 1),
    retryErrors: integerFlag("retry-errors", values["retry-errors"], 0),
    compareWithoutSkill: values["compare-without-skill"] === true,
    useLocalAuth: values["use-local-auth"] === true,
    reuseFrom: reuseFrom === void 0 ? void 0 : readResultsDir(resolve(io.cwd, reuseFrom)),
    signal: io.signal,
    // skill-test's -p: 0 means one at a time.
    concurrency: parallel === void 0 ? void 0 : Math.max(1, parallel)
  });
  if (format === "json") io.stdout(`${JSON.stringify(outcome.results, null, 2)}
`);
  else if (format === "skill-test-json") io.stdout(`${renderSkillTestJson(outcome.results)}
`);
  else
    io.stdout(
      `
${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  const planCopy = join(dirname(outcome.resultsPath), PLAN_FILE);
  if (plan !== void 0) writeFileAtomic(planCopy, `${JSON.stringify(plan, null, 2)}
`);
  else rmSync(planCopy, { force: true });
  const missing = missingUnits(scope.units, outcome.results);
  if (missing.length > 0) {
    io.stderr(
      `warning: ${missing.length} planned case \xD7 runner unit(s) did not run here, e.g. ${missing[0]}: was the plan made for another commit, or are they filtered out?
`
    );
  }
  return outcome.exitCode;
}
function describeSelection(selection) {
  const lines = [`skill-eval: ${selection.reason}`];
  if (selection.mode === "changed") {
    for (const suite of selection.suites) lines.push(`  ${suite.id}: ${suite.reasons.join("; ")}`);
    for (const path of selection.removedSuites) lines.push(`  removed: ${path}`);
  }
  return `${lines.join("\n")}
`;
}
function missingUnits(units, results) {
  if (units === void 0) return [];
  const planned = new Set(results.cases.map((result) => result.key));
  return [...units].filter((key) => !planned.has(key)).sort();
}
function readOverrides(values) {
  const threshold = values.threshold === void 0 ? void 0 : Number(values.threshold);
  if (threshold !== void 0 && !(threshold >= 0 && threshold <= 100)) {
    throw new ConfigError(
      `--threshold is a percentage from 0 to 100, not ${JSON.stringify(values.threshold)}`
    );
  }
  const hook = choiceFlag("hook", values.hook, HOOKS);
  if (hook === "custom" && values["hook-path"] === void 0) {
    throw new ConfigError("--hook custom needs --hook-path <file>");
  }
  return {
    runners: values.runner,
    filter: values.filter,
    cases: values.case,
    // Repeated and comma-separated values, OR-matched (skillgym's --tag).
    tags: values.tag?.flatMap((tag) => tag.split(",")).map((tag) => tag.trim()).filter((tag) => tag !== ""),
    iterations: integerFlag("iterations", values.iterations, 1),
    threshold: threshold === void 0 ? void 0 : threshold / 100,
    timeoutMs: integerFlag("timeout", values.timeout, 1),
    model: values.model,
    hook,
    hookPath: values["hook-path"],
    strict: values.strict
  };
}
function budgetFlag(value) {
  if (value === void 0) return void 0;
  const amount = Number(value);
  if (value.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    throw new ConfigError(
      `--budget-usd must be a positive number of US dollars, not ${JSON.stringify(value)}`
    );
  }
  return amount;
}
export {
  PLAN_FILE,
  RUN_HELP,
  runCommand
};
