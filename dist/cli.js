#!/usr/bin/env node
import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError,
  EXIT,
  TOOL_VERSION,
  firstLine,
  formatPercent,
  presentError,
  runEvals,
  summarizeRunners,
  verdictLine
} from "./chunk-NFSNOW7I.js";
import "./chunk-5QVMVAI6.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/report/render-terminal.ts
var PLAIN_VERDICTS = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP"
};
function renderTerminalTable(results) {
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
    verdictLine(results),
    ""
  ].join("\n");
}
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

// src/cli/main.ts
var HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]      Run the suites found under paths (default: .) on every configured runner

Options for run:
  -c, --config <file> Config file (default: skill-eval.config.{yaml,yml,json} in the given folder or .)
  -o, --out <dir>     Output folder (default: .skill-eval)
      --format <f>    table (default) or json (results.json on stdout)
      --debug         Show stack traces of internal errors

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;
async function main(io) {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = io.argv;
    if (command === void 0 || command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return command === void 0 ? EXIT.configError : EXIT.passed;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${TOOL_VERSION}
`);
      return EXIT.passed;
    }
    if (command === "run") return await runCommand(rest, io);
    throw new ConfigError(`unknown command "${command}"`, {
      hint: "run `skill-eval --help` for the commands"
    });
  } catch (error) {
    const { text, exitCode } = presentError(error, debug);
    io.stderr(`${text}
`);
    return exitCode;
  }
}
async function runCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    out: { type: "string", short: "o" },
    format: { type: "string", default: "table" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(HELP);
    return EXIT.passed;
  }
  const format = values.format;
  if (format !== "table" && format !== "json") {
    throw new ConfigError(`--format must be table or json, not "${String(format)}"`);
  }
  const outcome = await runEvals({
    paths: positionals,
    configFile: typeof values.config === "string" ? values.config : void 0,
    outDir: typeof values.out === "string" ? values.out : void 0,
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
${renderTerminalTable(outcome.results)}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  return outcome.exitCode;
}
function parseCliArgs(args, options) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options"
    });
  }
}

// src/cli.ts
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
});
