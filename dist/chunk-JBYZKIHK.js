import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError,
  EXIT,
  RESULTS_FILE,
  RESULTS_SCHEMA_VERSION,
  TOOL_VERSION,
  aggregateCaseResults,
  commentVerdict,
  compareResults,
  describeWarning,
  exitCodeOf,
  firstLine,
  formatPercent,
  prepareOutputDir,
  prepareRun,
  presentError,
  renderComment,
  renderMarkdownReport,
  resultsSchema,
  runEvals,
  seedSummary,
  summarizeRunners,
  summarizeSkillTests,
  verdictLine,
  writeFileAtomic,
  writeResults
} from "./chunk-5D3A74ID.js";

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

// src/cli/report-command.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative as relative2, resolve } from "node:path";

// src/compare/fail-on.ts
var FAIL_ON = ["failure", "regression", "never"];
function exitCodeUnder(failOn, results, comparison) {
  const own = results.summary.exitCode;
  if (own !== EXIT.passed && own !== EXIT.verdictFailed) return own;
  if (failOn === "never") return EXIT.passed;
  if (failOn === "regression") return comparison.counts.regressed > 0 ? EXIT.verdictFailed : EXIT.passed;
  return own;
}

// src/report/merge-results.ts
function mergeShardResults(parts, options = {}) {
  const received = firstPerIndex(parts.flatMap((part) => "results" in part ? [part] : []));
  const failed = parts.flatMap(
    (part) => "failure" in part ? [{ index: part.index, reason: part.failure }] : []
  );
  const expected = options.expectedShards ?? parts.length;
  const missing = missingShards(options.expectedShards ?? 0, received, failed);
  const all = received.map((part) => part.results);
  const executions = uniqueBy(
    all.flatMap((results) => results.executions),
    (execution) => execution.key
  ).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const cases = aggregateCaseResults(
    uniqueBy(
      all.flatMap((results) => results.cases),
      (result) => result.key
    ),
    executions
  );
  const complete = missing.length === 0 && all.every((results) => results.run.complete);
  const ends = all.map((results) => results.run.endedAt);
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: all.map((results) => results.run.startedAt).sort()[0] ?? "",
      endedAt: ends.every((end) => end !== void 0) ? ends.sort().at(-1) : void 0,
      toolVersion: all[0]?.run.toolVersion ?? options.toolVersion ?? "unknown",
      commit: all.find((results) => results.run.commit !== void 0)?.run.commit,
      complete,
      shards: {
        expected,
        received: received.map((part) => part.index).sort((a, b) => a - b),
        missing
      }
    },
    runners: uniqueBy(
      all.flatMap((results) => results.runners),
      (runner) => runner.id
    ),
    suites: uniqueBy(
      all.flatMap((results) => results.suites),
      (suite) => suite.id
    ),
    executions,
    cases,
    summary: summarize(cases, executions, complete)
  };
}
function firstPerIndex(parts) {
  return uniqueBy(parts, (part) => String(part.index)).sort((a, b) => a.index - b.index);
}
function missingShards(expected, received, failed) {
  const have = new Set(received.map((part) => part.index));
  const reasons = /* @__PURE__ */ new Map();
  for (const failure of failed) if (!have.has(failure.index)) reasons.set(failure.index, failure.reason);
  for (let index = 1; index <= expected; index++)
    if (!have.has(index) && !reasons.has(index)) reasons.set(index, "no results were received");
  return [...reasons.entries()].sort(([a], [b]) => a - b).map(([index, reason]) => ({ index, reason }));
}
function summarize(cases, executions, complete) {
  const decided = cases.filter((result) => result.verdict !== "skipped");
  const meeting = decided.filter(
    (result) => result.verdict === "passed" || result.verdict === "expected-failed"
  );
  return {
    executions: countBy(executions.map((execution) => execution.status)),
    cases: countBy(cases.map((result) => result.verdict)),
    passRate: decided.length === 0 ? null : meeting.length / decided.length,
    exitCode: exitCodeOf({ complete, executions, cases })
  };
}
function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
function uniqueBy(items, keyOf) {
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
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

// src/cli/report-command.ts
var REPORT_HELP = `Usage: skill-eval report <results-dir>... [options]

Merges the results folders of a run's shards, compares them with a baseline, and writes the
merged results.json and report.md; optionally the PR comment's markdown.

Options:
      --baseline <file>       results.json of the base branch to compare with (default: no comparison)
      --markdown <file>       Write the PR comment (at most 65,536 characters) to file
  -o, --out <dir>             Output folder (default: .skill-eval/report)
      --expected-shards <n>   Shards the run had; a missing or corrupt one makes the report incomplete (exit 3)
      --fail-on <policy>      failure (default: any failing verdict), regression (only regressions), never
      --header <key>          Sticky comment key written into the comment's hidden marker
      --json                  Print a JSON summary on stdout
      --debug                 Show stack traces of internal errors
`;
var DEFAULT_OUT = join(".skill-eval", "report");
async function reportCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    baseline: { type: "string" },
    markdown: { type: "string" },
    out: { type: "string", short: "o" },
    "expected-shards": { type: "string" },
    "fail-on": { type: "string" },
    header: { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REPORT_HELP);
    return EXIT.passed;
  }
  if (positionals.length === 0)
    throw new ConfigError("report needs at least one results folder", {
      hint: "skill-eval report .skill-eval  (or one folder per shard)"
    });
  const expectedShards = integerFlag("expected-shards", values["expected-shards"], 1);
  const failOn = choiceFlag("fail-on", values["fail-on"], FAIL_ON) ?? "failure";
  const dirs = positionals.map((dir) => resolve(io.cwd, dir));
  const outDir = resolve(io.cwd, values.out ?? DEFAULT_OUT);
  if (dirs.includes(outDir))
    throw new ConfigError(`--out ${values.out ?? DEFAULT_OUT} is one of the results folders being read`, {
      hint: "write the merged report to a folder of its own, e.g. --out .skill-eval/report"
    });
  const parts = dirs.map((dir, position) => readShard(dir, position, expectedShards !== void 0, io.cwd));
  const single = parts.length === 1 && expectedShards === void 0 ? parts[0] : void 0;
  const results = single !== void 0 && "results" in single ? single.results : mergeShardResults(parts, { expectedShards, toolVersion: TOOL_VERSION });
  const baselinePath = values.baseline === void 0 ? void 0 : resolve(io.cwd, values.baseline);
  const base = baselinePath === void 0 ? void 0 : readBaseline(baselinePath);
  const comparison = compareResults(results, base, {
    baseline: base === void 0 || baselinePath === void 0 ? void 0 : { commit: base.run.commit, source: `file ${shownPath(baselinePath, io.cwd)}` }
  });
  prepareOutputDir(outDir, io.cwd);
  const resultsPath = writeResults(outDir, results);
  const reportPath = join(outDir, "report.md");
  writeFileAtomic(reportPath, renderMarkdownReport(results, { comparison, header: values.header }));
  const markdownPath = values.markdown === void 0 ? void 0 : resolve(io.cwd, values.markdown);
  if (markdownPath !== void 0)
    writeFileAtomic(markdownPath, renderComment({ results, comparison }, { header: values.header }));
  const exitCode = exitCodeUnder(failOn, results, comparison);
  io.stderr(terminalSummary(results, comparison, { resultsPath, reportPath, markdownPath }));
  if (values.json)
    io.stdout(
      `${JSON.stringify(jsonSummary(results, comparison, { exitCode, resultsPath, reportPath, markdownPath }), null, 2)}
`
    );
  return exitCode;
}
function readShard(dir, position, shardsExpected, cwd) {
  const file = isFile(dir) ? dir : join(dir, RESULTS_FILE);
  const index = shardIndexFromName(basename(dir)) ?? position + 1;
  const read = readResultsFile(file);
  if ("results" in read) return { index: read.results.run.shard?.index ?? index, results: read.results };
  if (!shardsExpected)
    throw new ConfigError(read.failure, {
      position: { file },
      hint: "pass the folder a run or shard wrote (it holds results.json), or --expected-shards n to report a missing shard"
    });
  return { index, failure: `${shownPath(file, cwd)}: ${read.failure}` };
}
function readBaseline(file) {
  const read = readResultsFile(file);
  if ("failure" in read)
    throw new ConfigError(`baseline ${read.failure}`, {
      position: { file },
      hint: "--baseline takes a results.json written by skill-eval run or report"
    });
  return read.results;
}
function readResultsFile(file) {
  if (!existsSync(file)) return { failure: "results.json is missing" };
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return {
      failure: `results.json is not valid JSON (${error instanceof Error ? error.message : String(error)})`
    };
  }
  const parsed = resultsSchema.safeParse(data);
  if (parsed.success) return { results: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue === void 0 || issue.path.length === 0 ? "" : ` at ${issue.path.join(".")}`;
  return {
    failure: `results.json does not match the results schema${where}: ${issue?.message ?? "invalid"}`
  };
}
function shardIndexFromName(name) {
  const match = /shard[-_ .]?(\d+)/i.exec(name) ?? /(\d+)-of-\d+/i.exec(name);
  const index = match?.[1] === void 0 ? Number.NaN : Number(match[1]);
  return Number.isInteger(index) && index > 0 ? index : void 0;
}
function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}
function shownPath(file, cwd) {
  const inside = relative2(cwd, file);
  return inside !== "" && !inside.startsWith("..") ? inside : file;
}
function terminalSummary(results, comparison, written) {
  const regressions = comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => `  regressed  ${entry.key} (${entry.evidence})`);
  const counts = comparison.counts;
  const compared = comparison.baseline === void 0 ? "No baseline: nothing compared." : `Against base: ${counts.regressed} regressed, ${counts.fixed} fixed, ${counts.flaky} flaky, ${counts.changed} changed (not significant), ${counts.new} new, ${counts.removed} removed.`;
  return [
    "",
    renderTerminalTable(results),
    compared,
    ...regressions,
    ...comparison.mismatches.map(
      (mismatch) => `warning: ${mismatch.runner}: ${mismatch.field} ${mismatch.base} \u2192 ${mismatch.head}`
    ),
    commentVerdict(results, comparison),
    `Results:  ${written.resultsPath}`,
    `Report:   ${written.reportPath}`,
    ...written.markdownPath === void 0 ? [] : [`Comment:  ${written.markdownPath}`],
    ""
  ].join("\n");
}
function jsonSummary(results, comparison, written) {
  return {
    exitCode: written.exitCode,
    verdict: commentVerdict(results, comparison),
    passRate: results.summary.passRate,
    complete: results.run.complete,
    shards: results.run.shards,
    baseline: comparison.baseline ?? null,
    counts: comparison.counts,
    regressions: comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => ({ key: entry.key, evidence: entry.evidence, adjustedPValue: entry.adjustedPValue })),
    unexpectedPasses: results.cases.filter((result) => result.verdict === "unexpected-passed").map((result) => result.key),
    mismatches: comparison.mismatches,
    resultsPath: written.resultsPath,
    reportPath: written.reportPath,
    markdownPath: written.markdownPath ?? null
  };
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
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment

Run \`skill-eval <command> --help\` for a command's options.

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;
var COMMANDS = {
  run: { handler: runCommand, help: RUN_HELP },
  validate: { handler: validateCommand, help: VALIDATE_HELP },
  discover: { handler: discoverCommand, help: DISCOVER_HELP },
  report: { handler: reportCommand, help: REPORT_HELP }
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
