import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError,
  EXIT,
  TOOL_VERSION,
  describeWarning,
  firstLine,
  formatPercent,
  prepareRun,
  presentError,
  runEvals,
  seedSummary,
  summarizeRunners,
  summarizeSkillTests,
  verdictLine
} from "./chunk-AGOFSULX.js";

// src/cli/discover-command.ts
import { relative } from "node:path";

// src/report/align-columns.ts
function plainCell(text) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
  return flat.length > 100 ? `${flat.slice(0, 99)}\u2026` : flat;
}
function alignColumns(input) {
  const rows = input.map((row) => row.map(plainCell));
  const widths = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return rows.map(
    (row) => row.map((cell, index) => index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)).join("  ").trimEnd()
  ).join("\n");
}

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";
function parseCliArgs(args, options) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options"
    });
  }
}
function integerFlag(name, value, min) {
  if (value === void 0) return void 0;
  const number = Number(value);
  if (typeof value !== "string" || !Number.isInteger(number) || number < min) {
    throw new ConfigError(
      `--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}`
    );
  }
  return number;
}
function choiceFlag(name, value, allowed) {
  if (value === void 0) return void 0;
  const match = allowed.find((candidate) => candidate === value);
  if (match === void 0) {
    throw new ConfigError(`--${name} must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}`);
  }
  return match;
}

// src/cli/discover-command.ts
var DISCOVER_HELP = `Usage: skill-eval discover [paths...] [--config file] [--json]

Lists the suites under paths (format, file, cases, runners) and the skill directories, with the
suites that test each skill. Loads suites without running any agent.
`;
async function discoverCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(DISCOVER_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const relativePath = (path) => relative(io.cwd, path) || ".";
  const suites = prepared.plan.map(({ suite, runners }) => ({
    id: suite.id,
    format: suite.format,
    file: suite.relativePath,
    cases: suite.cases.length,
    runners: runners.map((runner) => runner.id),
    skills: suite.skills.map((skill) => skill.name)
  }));
  const skillDirs = [
    .../* @__PURE__ */ new Set([
      ...prepared.skillDirs,
      ...prepared.suites.flatMap((suite) => suite.skills.map((skill) => skill.dir))
    ])
  ].sort();
  const skills = skillDirs.map((dir) => ({
    dir: relativePath(dir),
    testedBy: prepared.suites.filter((suite) => suite.skills.some((skill) => skill.dir === dir)).map((suite) => suite.id)
  }));
  if (values.json) {
    io.stdout(`${JSON.stringify({ suites, skills }, null, 2)}
`);
    return EXIT.passed;
  }
  const rows = [
    ["FORMAT", "CASES", "SUITE", "RUNNERS"],
    ...suites.map((suite) => [suite.format, String(suite.cases), suite.file, suite.runners.join(", ")])
  ];
  const skillRows = [
    ["SKILL", "TESTED BY"],
    ...skills.map((skill) => [skill.dir, skill.testedBy.join(", ") || "(no suite)"])
  ];
  io.stdout(`${alignColumns(rows)}

${alignColumns(skillRows)}
`);
  return EXIT.passed;
}

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

// src/report/render-terminal.ts
var PLAIN_VERDICTS = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP"
};
function renderTerminalTable(results, options = {}) {
  const caseRows = results.cases.map((result) => {
    const failure = results.executions.find(
      (execution) => execution.suite === result.suite && execution.case === result.case && execution.runner === result.runner && execution.failure
    )?.failure;
    return [
      PLAIN_VERDICTS[result.verdict],
      `${result.suite}/${result.case}`,
      result.runner,
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      failure && result.verdict !== "passed" ? firstLine(failure.message, 80) : ""
    ];
  });
  const runnerRows = summarizeRunners(results).map((summary) => [
    summary.runner,
    formatPercent(summary.passRate),
    `${summary.passed} passed, ${summary.failed} failed, ${summary.errors} errors, ${summary.expectedFailures} expected failures, ${summary.unexpectedPasses} unexpected passes`
  ]);
  return [
    alignColumns([["VERDICT", "CASE", "RUNNER", "PASS RATE", "DETAIL"], ...caseRows]),
    "",
    alignColumns([["RUNNER", "PASS RATE", "CASES"], ...runnerRows]),
    "",
    ...options.verbose ? failureDetails(results) : [],
    verdictLine(results),
    ...budgetLine(results),
    ""
  ].join("\n");
}
function budgetLine(results) {
  const skipped = results.executions.filter((execution) => execution.skipReason === "budget").length;
  return skipped === 0 ? [] : [`budget reached: ${skipped} execution(s) skipped`];
}
function failureDetails(results) {
  return results.executions.flatMap(
    (execution) => execution.failure === void 0 ? [] : [
      `--- ${execution.key} (${execution.failure.class.label ?? execution.failure.class.id})`,
      execution.failure.message,
      ""
    ]
  );
}

// src/cli/run-command.ts
var RUN_HELP = `Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id contains text
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
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`;
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
  const outcome = await runEvals({
    paths: positionals,
    configFile: values.config,
    outDir: values.out,
    cwd: io.cwd,
    overrides,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}
`),
    writeErrorLogs: values["error-log"] !== false,
    earlyStop: values["early-stop"],
    budgetUsd: budgetFlag(values["budget-usd"]),
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
${renderTerminalTable(outcome.results, { verbose: values.verbose === true })}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  return outcome.exitCode;
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

// src/cli/validate-command.ts
var VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column. Exit code 0 when all is valid, 2 otherwise.
`;
async function validateCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` + (prepared.warnings.length > 0 ? `, ${prepared.warnings.length} warning(s)
` : "\n")
  );
  return EXIT.passed;
}

// src/cli/main.ts
var HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test

Run \`skill-eval <command> --help\` for a command's options.

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;
var COMMANDS = {
  run: { handler: runCommand, help: RUN_HELP },
  validate: { handler: validateCommand, help: VALIDATE_HELP },
  discover: { handler: discoverCommand, help: DISCOVER_HELP }
};
async function main(io) {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = io.argv;
    if (command === void 0) {
      io.stderr(HELP);
      return EXIT.configError;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return EXIT.passed;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${TOOL_VERSION}
`);
      return EXIT.passed;
    }
    const known = Object.entries(COMMANDS).find(([name]) => name === command)?.[1];
    if (known === void 0) {
      throw new ConfigError(`unknown command "${command}"`, {
        hint: "run `skill-eval --help` for the commands"
      });
    }
    return await known.handler(rest, io);
  } catch (error) {
    const { text, exitCode } = presentError(error, debug, io.cwd);
    io.stderr(`${text}
`);
    return exitCode;
  }
}

export {
  main
};
