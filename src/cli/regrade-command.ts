import { ConfigError } from "../model/errors.ts";
import { regradeResults } from "../orchestration/regrade-results.ts";
import { terminalJson } from "../report/control-bytes.ts";
import { renderTerminalTable } from "../report/render-terminal.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { describeGate } from "../verdicts/mean-score-gates.ts";
import type { CliIo } from "./cli-io.ts";
import { choiceFlag, parseCliArgs } from "./parse-cli-args.ts";

export const REGRADE_HELP = `Usage: skill-eval regrade <results-dir> [options]

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

const FORMATS = ["table", "json"] as const;

/** `skill-eval regrade <results-dir> [--out dir]`. */
export async function regradeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    out: { type: "string", short: "o" },
    config: { type: "string", short: "c" },
    format: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(REGRADE_HELP);
    return EXIT.passed;
  }
  const [resultsDir, ...extra] = positionals;
  if (resultsDir === undefined || extra.length > 0) {
    throw new ConfigError("regrade takes exactly one results folder", {
      hint: "skill-eval regrade .skill-eval [--out .skill-eval-regraded]",
    });
  }
  const format = choiceFlag("format", values.format, FORMATS) ?? "table";
  const outcome = await regradeResults({
    resultsDir,
    outDir: values.out,
    configFile: values.config,
    cwd: io.cwd,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}\n`),
  });
  if (format === "json") io.stdout(`${terminalJson(outcome.results)}\n`);
  else
    io.stdout(
      `\n${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}\nResults: ${outcome.resultsPath}\nReport:  ${outcome.reportPath}\n`,
    );
  return outcome.results.summary.exitCode;
}
