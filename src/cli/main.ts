import { ConfigError } from "../model/errors.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import type { CliIo } from "./cli-io.ts";
import { presentError } from "./present-error.ts";

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

type Command = (args: readonly string[], io: CliIo) => Promise<number>;

/** Each command's module loads only when it runs, so `--version` and `--help` start fast. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import("./run-command.ts")).runCommand,
  validate: async () => (await import("./validate-command.ts")).validateCommand,
  discover: async () => (await import("./discover-command.ts")).discoverCommand,
  report: async () => (await import("./report-command.ts")).reportCommand,
  plan: async () => (await import("./plan-command.ts")).planCommand,
  regrade: async () => (await import("./regrade-command.ts")).regradeCommand,
};

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
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (load === undefined) {
      throw new ConfigError(`unknown command "${command}"`, {
        hint: "run `skill-eval --help` for the commands",
      });
    }
    const run = await load();
    return await run(rest, io);
  } catch (error) {
    const { text, exitCode } = presentError(error, debug, io.cwd);
    io.stderr(`${text}\n`);
    return exitCode;
  }
}
