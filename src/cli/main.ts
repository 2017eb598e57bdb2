import { randomUUID } from "node:crypto";
import { DEFAULT_LOAD_TIMEOUT_MS, setLoadTimeout } from "../formats/skillgym/probe-module.ts";
import { ConfigError } from "../model/errors.ts";
import { terminalText } from "../report/control-bytes.ts";
import { presentError } from "../report/present-error.ts";
import { holdWorkflowCommands } from "../report/workflow-commands.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import type { CliIo } from "./cli-io.ts";
import { integerFlag } from "./parse-cli-args.ts";

const HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Options for every command:
  --load-timeout <ms>  Time a config or suite module may take to load (default 30000)

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

/** One output stream as the CLI prints to it: `write` what a command prints, `flush` at the end. */
export interface ShownStream {
  write(text: string): string;
  flush(): string;
}

/**
 * How the CLI prints text: control characters shown (`terminalText`) and, in a workflow step,
 * where the output is the runner's log, a line that reads as a workflow command held where it is
 * only shown (JSON output never has one: terminalSafeJson sees to it). There the stream is
 * printed by whole lines, so a command split over two writes is still seen whole.
 */
export function shownStream(env: Readonly<Record<string, string | undefined>>): ShownStream {
  if (env.GITHUB_ACTIONS !== "true") return { write: terminalText, flush: () => "" };
  let unfinished = "";
  const held = (text: string) => (text === "" ? "" : holdWorkflowCommands(terminalText(text), randomUUID()));
  return {
    write(text) {
      const lines = unfinished + text;
      const end = lines.lastIndexOf("\n") + 1;
      unfinished = lines.slice(end);
      return held(lines.slice(0, end));
    },
    flush() {
      const rest = unfinished;
      unfinished = "";
      return held(rest);
    },
  };
}

/**
 * The CLI: parses argv, runs one command, returns the exit code. Never throws. Every text it
 * prints has its control characters made visible: agent output, case ids and messages in it
 * cannot drive the terminal (set its title, clear the screen, hide lines).
 */
export async function main(processIo: CliIo): Promise<number> {
  const shownOnStdout = shownStream(processIo.env);
  const shownOnStderr = shownStream(processIo.env);
  const io: CliIo = {
    ...processIo,
    stdout: (text) => processIo.stdout(shownOnStdout.write(text)),
    stderr: (text) => processIo.stderr(shownOnStderr.write(text)),
  };
  try {
    return await runMain(io);
  } finally {
    processIo.stdout(shownOnStdout.flush());
    processIo.stderr(shownOnStderr.flush());
  }
}

async function runMain(io: CliIo): Promise<number> {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = withLoadTimeout(io.argv);
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
    // Before the command's modules load: zod reads its setting as they build their schemas, and
    // the young generation keeps the size the CLI's own loading gave it (young-generation.ts).
    // After `--version` and `--help`, which load no zod at all.
    (await import("../orchestration/interpret-schemas.ts")).interpretSchemas();
    (await import("../orchestration/young-generation.ts")).holdYoungGeneration();
    // Agents start from a launcher process: started now, its own start (a Node process) overlaps the
    // loading of the command and its suites instead of delaying the first agent.
    if (command === "run") (await import("../engine/launcher/launch-agent.ts")).warmLauncher();
    const run = await load();
    return await run(rest, io);
  } catch (error) {
    const { text, exitCode } = presentError(error, debug, io.cwd);
    io.stderr(`${text}\n`);
    return exitCode;
  }
}

/** Every command loads user modules: `--load-timeout` is taken (and removed) before the command's own flags. */
function withLoadTimeout(argv: readonly string[]): string[] {
  setLoadTimeout(DEFAULT_LOAD_TIMEOUT_MS);
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    const inline = arg.startsWith("--load-timeout=") ? arg.slice("--load-timeout=".length) : undefined;
    if (arg !== "--load-timeout" && inline === undefined) {
      rest.push(arg);
      continue;
    }
    const value = inline ?? argv[++index];
    setLoadTimeout(integerFlag("load-timeout", value, 1, MAX_LOAD_TIMEOUT_MS) ?? 0);
  }
  return rest;
}

/** An hour: no module needs longer to load; a larger number is a typo. */
const MAX_LOAD_TIMEOUT_MS = 3_600_000;
