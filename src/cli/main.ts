import { parseArgs } from "node:util";
import { ConfigError } from "../model/errors.ts";
import { runEvals } from "../orchestration/run-evals.ts";
import { renderTerminalTable } from "../report/render-terminal.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import { presentError } from "./present-error.ts";

export interface CliIo {
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]      Run the suites found under paths (default: .) on every configured runner

Options for run:
  -c, --config <file> Config file (default: skill-eval.config.{yaml,yml,json} in the given folder or .)
  -o, --out <dir>     Output folder (default: .skill-eval)
      --format <f>    table (default) or json (results.json on stdout)
      --debug         Show stack traces of internal errors

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;

/** The CLI: parses argv, runs one command, returns the exit code. Never throws. */
export async function main(io: CliIo): Promise<number> {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = io.argv;
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return command === undefined ? EXIT.configError : EXIT.passed;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${TOOL_VERSION}\n`);
      return EXIT.passed;
    }
    if (command === "run") return await runCommand(rest, io);
    throw new ConfigError(`unknown command "${command}"`, {
      hint: "run `skill-eval --help` for the commands",
    });
  } catch (error) {
    const { text, exitCode } = presentError(error, debug);
    io.stderr(`${text}\n`);
    return exitCode;
  }
}

async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    out: { type: "string", short: "o" },
    format: { type: "string", default: "table" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
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
    configFile: typeof values.config === "string" ? values.config : undefined,
    outDir: typeof values.out === "string" ? values.out : undefined,
    cwd: io.cwd,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}\n`),
  });
  if (format === "json") io.stdout(`${JSON.stringify(outcome.results, null, 2)}\n`);
  else
    io.stdout(
      `\n${renderTerminalTable(outcome.results)}\nResults: ${outcome.resultsPath}\nReport:  ${outcome.reportPath}\n`,
    );
  return outcome.exitCode;
}

type OptionSpecs = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

function parseCliArgs<T extends NonNullable<OptionSpecs>>(args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options",
    });
  }
}
