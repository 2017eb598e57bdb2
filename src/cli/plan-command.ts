import { relative, resolve } from "node:path";
import { ConfigError } from "../model/errors.ts";
import { createPlan } from "../orchestration/create-plan.ts";
import { describeWarning } from "../orchestration/describe-warning.ts";
import { shardMatrix } from "../plan/build-plan.ts";
import { terminalJson } from "../report/control-bytes.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { CliIo } from "./cli-io.ts";
import { integerFlag, parseCliArgs } from "./parse-cli-args.ts";

export const DEFAULT_PLAN_FILE = ".skill-eval-plan.json";

export const PLAN_HELP = `Usage: skill-eval plan [paths...] [options]

Selects the suites to run and splits their case × runner units into shards; writes plan.json
for \`skill-eval run --plan <file> --shard i/n\` and prints the matrix for a GitHub workflow.

Options:
  -c, --config <file>       One config for every suite
      --changed-since <ref> Only suites the change since the merge base with ref affects
                            (default: every suite, as on push, schedule or manual runs)
      --shards <n>          Exactly n shards
      --max-shards <n>      At most n shards, and no more than there are units (default: 1 shard)
      --baseline <path>     A results.json or results folder whose durations balance the shards
      --out <file>          Where plan.json goes (default: ${DEFAULT_PLAN_FILE})
      --json                Print {matrix, shards, selected, units, hasWork, plan} as JSON
      --debug               Show stack traces of internal errors
`;

export async function planCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "changed-since": { type: "string" },
    shards: { type: "string" },
    "max-shards": { type: "string" },
    baseline: { type: "string" },
    out: { type: "string", short: "o" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(PLAN_HELP);
    return EXIT.passed;
  }
  if (values.shards !== undefined && values["max-shards"] !== undefined) {
    throw new ConfigError("--shards and --max-shards exclude each other", {
      hint: "--shards n for exactly n shards, --max-shards n for at most n",
    });
  }
  const created = await createPlan({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    hostEnv: io.env,
    changedSince: values["changed-since"],
    shards: integerFlag("shards", values.shards, 1, Number.MAX_SAFE_INTEGER),
    maxShards: integerFlag("max-shards", values["max-shards"], 1, Number.MAX_SAFE_INTEGER),
    baselineFile: values.baseline,
    commit: io.env.GITHUB_SHA,
    overLimitHint: "raise maxExecutions in the config, or narrow the suites with the paths given to plan",
  });
  for (const warning of created.warnings) io.stderr(`${describeWarning(warning, io.cwd)}\n`);
  const { plan } = created;
  const planPath = resolve(io.cwd, values.out ?? DEFAULT_PLAN_FILE);
  writeFileAtomic(planPath, `${JSON.stringify(plan, null, 2)}\n`);
  const summary = {
    matrix: shardMatrix(plan),
    shards: plan.totalShards,
    selected: plan.selection.suites.length,
    units: created.units,
    hasWork: created.units > 0,
    plan: shownPath(io.cwd, planPath),
  };
  if (values.json) {
    io.stdout(`${terminalJson(summary)}\n`);
    return EXIT.passed;
  }
  io.stdout(
    [
      plan.selection.reason,
      ...plan.selection.suites.map((suite) => `  ${suite.id}: ${suite.reasons.join("; ")}`),
      ...plan.selection.removedSuites.map((path) => `  removed: ${path}`),
      `${summary.units} unit(s) in ${summary.shards} shard(s): ${plan.shards.map((shard) => shard.units.length).join(", ")}`,
      `Plan: ${summary.plan}`,
      "",
    ].join("\n"),
  );
  return EXIT.passed;
}

/** Relative to the working directory when inside it, else absolute. */
function shownPath(cwd: string, path: string): string {
  const fromCwd = relative(cwd, path);
  return fromCwd === "" || fromCwd.startsWith("..") ? path : fromCwd;
}
