import { describeWarning } from "../orchestration/describe-warning.ts";
import { prepareRun } from "../orchestration/prepare-run.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { CliIo } from "./cli-io.ts";
import { parseCliArgs } from "./parse-cli-args.ts";

export const VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column. Exit code 0 when all is valid, 2 otherwise.
`;

export async function validateCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}\n`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` +
      (prepared.warnings.length > 0 ? `, ${prepared.warnings.length} warning(s)\n` : "\n"),
  );
  return EXIT.passed;
}
