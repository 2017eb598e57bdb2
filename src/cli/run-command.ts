import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { exitCodeUnder } from "../compare/fail-on.ts";
import { renderSkillTestJson } from "../formats/skill-test/seed-json.ts";
import { ConfigError } from "../model/errors.ts";
import { LIMITS } from "../model/limits.ts";
import { PLAN_COPY_FILE, type Selection } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import { describeWarning } from "../orchestration/describe-warning.ts";
import { readBaselines } from "../orchestration/read-baselines.ts";
import { readResultsDir } from "../orchestration/read-results-dir.ts";
import { resolveRunScope } from "../orchestration/resolve-run-scope.ts";
import { runEvals } from "../orchestration/run-evals.ts";
import type { RunOverrides } from "../orchestration/run-overrides.ts";
import { parseShardSpec } from "../plan/shard-spec.ts";
import { commentVerdict } from "../report/comment/comment-verdict.ts";
import { terminalJson, terminalSafeJson } from "../report/control-bytes.ts";
import { renderTerminalTable } from "../report/render-terminal.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { describeGate } from "../verdicts/mean-score-gates.ts";
import type { CliIo } from "./cli-io.ts";
import { choiceFlag, integerFlag, parseCliArgs } from "./parse-cli-args.ts";

export const RUN_HELP = `Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id, or suite/case id as shown, contains text (a glob when it
                          has * or ?); a suite/case/runner key keeps that runner only; repeat for any of several
      --case <glob>       Only cases whose id or suite/case id (or suite/case/runner key) matches (repeatable)
      --tag <tags>        Only cases with one of these tags (repeatable, or comma-separated)
      --iterations <n>    Executions per case and runner
      --threshold <pct>   Pass-rate threshold in percent (skill-test's unit), e.g. 80
      --timeout <ms>      Timeout per execution
      --model <name>      Model for skill-test suites (Claude)
      --hook <strategy>   skill-test hook strategy: none, simple, forced, custom
      --hook-path <file>  Prompt template for --hook custom
      --strict            skill-test: a missing referenced file is an error
      --lenient           skill-test: an unknown field in a test file is a warning, not an error
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
      --reuse-from <dir>  A baseline results folder: a case × runner whose suite, case, workspace
                          template, input files, skill files, runner config and agent CLI version
                          are unchanged is reported from it (marked reused) instead of running again
      --baseline <path>   The base branch's results.json or results folder to compare with
                          (repeatable, newest first: several are pooled per case × runner whose
                          fingerprint is unchanged); worse, undecided cases get confirmation runs,
                          and a drop they cannot rule out fails the run (exit 1) as a failed case does
      --confirm-iterations <n>  Executions added at most per case × runner to confirm or rule
                          out a drop against --baseline (default 10; 0 = none)
      --use-local-auth    Reuse your own agent login (Claude Code, Codex, Gemini CLI) instead of
                          an API key; skills stay private to each execution
      --changed-since <ref>  Only suites the change since the merge base with ref affects; when
                          it affects none, nothing runs (exit 0) and the outputs stay as they were
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case × runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`;

/** The plan's copy in a shard's output folder. */

const FORMATS = ["table", "json", "skill-test-json"] as const;
const HOOKS = ["none", "simple", "forced", "custom"] as const;

export async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    out: { type: "string", short: "o" },
    runner: { type: "string", multiple: true },
    filter: { type: "string", multiple: true },
    case: { type: "string", multiple: true },
    tag: { type: "string", multiple: true },
    iterations: { type: "string" },
    threshold: { type: "string" },
    timeout: { type: "string" },
    model: { type: "string" },
    hook: { type: "string" },
    "hook-path": { type: "string" },
    strict: { type: "boolean" },
    lenient: { type: "boolean" },
    format: { type: "string" },
    "error-log": { type: "boolean", default: true },
    "early-stop": { type: "boolean" },
    "budget-usd": { type: "string" },
    "max-executions": { type: "string" },
    "retry-errors": { type: "string" },
    "compare-without-skill": { type: "boolean" },
    "use-local-auth": { type: "boolean" },
    "reuse-from": { type: "string" },
    baseline: { type: "string", multiple: true },
    "confirm-iterations": { type: "string" },
    "changed-since": { type: "string" },
    plan: { type: "string" },
    shard: { type: "string" },
    parallel: { type: "string", short: "p" },
    verbose: { type: "boolean", short: "v" },
    color: { type: "boolean", default: true },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(RUN_HELP);
    return EXIT.passed;
  }
  const format = choiceFlag("format", values.format, FORMATS) ?? "table";
  const parallel = integerFlag("parallel", values.parallel, 0, LIMITS.concurrency);
  const overrides = readOverrides(values);
  const scope = await resolveRunScope({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    hostEnv: io.env,
    overrides,
    planFile: values.plan,
    shard: values.shard === undefined ? undefined : parseShardSpec(values.shard),
    changedSince: values["changed-since"],
  });
  if (scope.selection !== undefined) io.stderr(describeSelection(scope.selection));
  if (scope.units?.size === 0 && scope.shard === undefined) {
    for (const warning of scope.warnings ?? []) io.stderr(`${describeWarning(warning, io.cwd)}\n`);
    const filtered = [values.filter, values.case, values.tag, values.runner].some(
      (given) => given !== undefined,
    );
    io.stderr(
      `skill-eval: nothing to run: the change touches no suite or skill with a case to run${filtered ? " among those --filter, --case, --tag and --runner keep" : ""}; the output folder is left as it was\n`,
    );
    return EXIT.passed;
  }
  // The run loads the suites again and prints their warnings itself.
  const { plan, warnings: _loadWarnings, ...limits } = scope;
  const reuseFrom = values["reuse-from"];
  const baseline =
    values.baseline === undefined || values.baseline.length === 0
      ? undefined
      : readBaselines(values.baseline, io.cwd);
  const outcome = await runEvals({
    paths: positionals,
    configFile: values.config,
    outDir: values.out,
    cwd: io.cwd,
    overrides,
    ...limits,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}\n`),
    liveStatus: io.liveStatus,
    writeErrorLogs: values["error-log"] !== false,
    earlyStop: values["early-stop"],
    budgetUsd: budgetFlag(values["budget-usd"]),
    maxExecutions: integerFlag("max-executions", values["max-executions"], 1, LIMITS.maxExecutions),
    retryErrors: integerFlag("retry-errors", values["retry-errors"], 0, LIMITS.retries),
    compareWithoutSkill: values["compare-without-skill"] === true,
    useLocalAuth: values["use-local-auth"] === true,
    reuseFrom: reuseFrom === undefined ? undefined : readResultsDir(resolve(io.cwd, reuseFrom)),
    baseline: baseline?.results,
    baselineInfo: baseline?.info,
    confirmIterations: integerFlag(
      "confirm-iterations",
      values["confirm-iterations"],
      0,
      LIMITS.confirmIterations,
    ),
    signal: io.signal,
    secrets: io.secrets,
    // skill-test's -p: 0 means one at a time.
    concurrency: parallel === undefined ? undefined : Math.max(1, parallel),
  });
  if (format === "json") io.stdout(`${terminalJson(outcome.results)}\n`);
  else if (format === "skill-test-json")
    io.stdout(`${terminalSafeJson(renderSkillTestJson(outcome.results, outcome.suites))}\n`);
  else
    io.stdout(
      `\n${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}\n${outcome.comparison === undefined ? "" : `${commentVerdict(outcome.results, outcome.comparison)}\n`}Results: ${outcome.resultsPath}\nReport:  ${outcome.reportPath}\n`,
    );
  // Beside the shard's results, so the report knows how many shards to expect; never a stale one.
  const planCopy = join(dirname(outcome.resultsPath), PLAN_COPY_FILE);
  if (plan !== undefined) writeFileAtomic(planCopy, `${JSON.stringify(plan, null, 2)}\n`);
  else rmSync(planCopy, { force: true });
  const missing = missingUnits(scope.units, outcome.results);
  if (missing.length > 0) {
    io.stderr(
      `warning: ${missing.length} planned case × runner unit(s) left out by this run's --runner, --filter, --case or --tag, e.g. ${missing[0]}: the merged report will not have them\n`,
    );
  }
  // With a baseline, a drop (regressed or unconfirmed) fails the run as it fails the action (fail-on: failure).
  return outcome.comparison === undefined
    ? outcome.exitCode
    : exitCodeUnder("failure", outcome.results, outcome.comparison);
}

/** The selection for the log: its reason, and each suite's reasons when the change chose them. */
function describeSelection(selection: Selection): string {
  const lines = [`skill-eval: ${selection.reason}`];
  if (selection.mode === "changed") {
    for (const suite of selection.suites) lines.push(`  ${suite.id}: ${suite.reasons.join("; ")}`);
    for (const path of selection.removedSuites) lines.push(`  removed: ${path}`);
  }
  return `${lines.join("\n")}\n`;
}

function missingUnits(units: ReadonlySet<string> | undefined, results: Results): string[] {
  if (units === undefined) return [];
  const planned = new Set(results.cases.map((result) => result.key));
  return [...units].filter((key) => !planned.has(key)).sort();
}

/** `--threshold` in percent, as skill-test takes it; a fraction such as 0.8 is refused, not read as 0.8%. */
function thresholdFlag(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(percent >= 0 && percent <= 100)) {
    throw new ConfigError(`--threshold is a percentage from 0 to 100, not ${JSON.stringify(value)}`, {
      hint: "pass the percentage as a number, e.g. --threshold 80 for 80%",
    });
  }
  if (percent > 0 && percent < 1) {
    throw new ConfigError(`--threshold ${value} would mean ${value}%, as the threshold is in percent`, {
      hint: `for ${Math.round(percent * 100)}% pass --threshold ${Math.round(percent * 100)}`,
    });
  }
  return percent;
}

function readOverrides(values: {
  runner?: string[];
  filter?: string[];
  case?: string[];
  tag?: string[];
  iterations?: string;
  threshold?: string;
  timeout?: string;
  model?: string;
  hook?: string;
  "hook-path"?: string;
  strict?: boolean;
  lenient?: boolean;
}): RunOverrides {
  const threshold = thresholdFlag(values.threshold);
  const hook = choiceFlag("hook", values.hook, HOOKS);
  if (hook === "custom" && values["hook-path"] === undefined) {
    throw new ConfigError("--hook custom needs --hook-path <file>");
  }
  return {
    runners: values.runner,
    filter: values.filter,
    cases: values.case,
    // Repeated and comma-separated values, OR-matched (skillgym's --tag).
    tags: values.tag
      ?.flatMap((tag) => tag.split(","))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ""),
    iterations: integerFlag("iterations", values.iterations, 1, LIMITS.iterations),
    threshold: threshold === undefined ? undefined : threshold / 100,
    timeoutMs: integerFlag("timeout", values.timeout, 1, LIMITS.timeoutMs),
    model: values.model,
    hook,
    hookPath: values["hook-path"],
    strict: values.strict,
    lenient: values.lenient,
  };
}

function budgetFlag(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (value.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    throw new ConfigError(
      `--budget-usd must be a positive number of US dollars, not ${JSON.stringify(value)}`,
    );
  }
  return amount;
}
