import { ConfigErrors } from "../model/errors.ts";
import { assessRunNeeds, type NeedsScope } from "../orchestration/check-run-needs.ts";
import { describeWarning } from "../orchestration/describe-warning.ts";
import { missingTranscriptFolders } from "../orchestration/missing-transcript-folders.ts";
import { prepareRun } from "../orchestration/prepare-run.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { CliIo } from "./cli-io.ts";
import { parseCliArgs } from "./parse-cli-args.ts";

export const VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials] [--strict | --lenient]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a file or folder a suite or runner names that is not
there (a workspace template, an input file, a grader script, a replay runner's transcripts), a
judge assertion with no judge available, and a runner whose credential variable is not set.
Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
      --strict            skill-test: a missing referenced file is an error (as run --strict)
      --lenient           skill-test: an unknown field in a test file is a warning, not an error (as run --lenient)
`;

export async function validateCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "use-local-auth": { type: "boolean" },
    credentials: { type: "boolean", default: true },
    strict: { type: "boolean" },
    lenient: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const needsOf = (loaded: NeedsScope) =>
    values.credentials === false
      ? // Without the credential checks, what the run reads from disk is still checked.
        { problems: missingTranscriptFolders(loaded.plan, loaded.configs), warnings: [] }
      : assessRunNeeds(loaded, { hostEnv: io.env, useLocalAuth: values["use-local-auth"] === true });
  const prepared = await prepareRun(
    {
      paths: positionals,
      configFile: values.config,
      cwd: io.cwd,
      // The suites are checked as the run that names these flags would load them.
      overrides: { strict: values.strict, lenient: values.lenient },
    },
    (loaded) => needsOf(loaded).problems,
  );
  const needs = needsOf(prepared);
  if (needs.problems.length > 0) throw new ConfigErrors(needs.problems);
  const warnings = [...prepared.warnings, ...needs.warnings];
  for (const warning of warnings) io.stderr(`${describeWarning(warning, io.cwd)}\n`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  // Every suite was loaded and checked; a config's tags (skillgym's run.tags) may leave some out of a run.
  const planned = new Set(prepared.plan.map(({ suite }) => suite.id));
  const leftOut = prepared.suites.filter((suite) => !planned.has(suite.id)).length;
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` +
      (leftOut > 0 ? `; ${leftOut} more suite(s) checked, which the config's tags leave out of a run` : "") +
      (warnings.length > 0 ? `, ${warnings.length} warning(s)\n` : "\n"),
  );
  return EXIT.passed;
}
