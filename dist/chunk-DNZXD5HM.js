import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  presentError
} from "./chunk-I5WAIZT7.js";
import {
  TOOL_VERSION
} from "./chunk-PWAURD6H.js";
import {
  ConfigError,
  EXIT
} from "./chunk-T4URU7YL.js";

// src/cli/main.ts
var HELP = `Usage: skill-eval <command> [options]

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
var COMMANDS = {
  run: async () => (await import("./run-command-NOVN4FYD.js")).runCommand,
  validate: async () => (await import("./validate-command-JFJUV6EG.js")).validateCommand,
  discover: async () => (await import("./discover-command-QWCGCRXH.js")).discoverCommand,
  report: async () => (await import("./report-command-UQLHTC2I.js")).reportCommand,
  plan: async () => (await import("./plan-command-O5S2YEVH.js")).planCommand,
  regrade: async () => (await import("./regrade-command-3LHXNZP7.js")).regradeCommand
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
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : void 0;
    if (load === void 0) {
      throw new ConfigError(`unknown command "${command}"`, {
        hint: "run `skill-eval --help` for the commands"
      });
    }
    const run = await load();
    return await run(rest, io);
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
