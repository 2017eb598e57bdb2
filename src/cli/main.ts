import { ConfigError } from "../model/errors.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import type { CliIo } from "./cli-io.ts";
import { DISCOVER_HELP, discoverCommand } from "./discover-command.ts";
import { PLAN_HELP, planCommand } from "./plan-command.ts";
import { presentError } from "./present-error.ts";
import { REGRADE_HELP, regradeCommand } from "./regrade-command.ts";
import { REPORT_HELP, reportCommand } from "./report-command.ts";
import { RUN_HELP, runCommand } from "./run-command.ts";
import { VALIDATE_HELP, validateCommand } from "./validate-command.ts";

const HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;

const COMMANDS = {
  run: { handler: runCommand, help: RUN_HELP },
  validate: { handler: validateCommand, help: VALIDATE_HELP },
  discover: { handler: discoverCommand, help: DISCOVER_HELP },
  report: { handler: reportCommand, help: REPORT_HELP },
  plan: { handler: planCommand, help: PLAN_HELP },
  regrade: { handler: regradeCommand, help: REGRADE_HELP },
} satisfies Record<
  string,
  { handler: (args: readonly string[], io: CliIo) => Promise<number>; help: string }
>;

/** The CLI: parses argv, runs one command, returns the exit code. Never throws. */
export async function main(io: CliIo): Promise<number> {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = io.argv;
    if (command === undefined) {
      io.stderr(HELP);
      return EXIT.configError;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return EXIT.passed;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${TOOL_VERSION}\n`);
      return EXIT.passed;
    }
    const known = Object.entries(COMMANDS).find(([name]) => name === command)?.[1];
    if (known === undefined) {
      throw new ConfigError(`unknown command "${command}"`, {
        hint: "run `skill-eval --help` for the commands",
      });
    }
    return await known.handler(rest, io);
  } catch (error) {
    const { text, exitCode } = presentError(error, debug, io.cwd);
    io.stderr(`${text}\n`);
    return exitCode;
  }
}
