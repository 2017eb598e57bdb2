import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  createPlan,
  shardMatrix
} from "./chunk-PJUQBQ45.js";
import "./chunk-HM5MDGMB.js";
import "./chunk-4O3XOO76.js";
import {
  writeFileAtomic
} from "./chunk-4ZQ2G232.js";
import {
  integerFlag,
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import {
  describeWarning
} from "./chunk-5BCQPDJA.js";
import "./chunk-MTULFYZ2.js";
import "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/plan-command.ts
import { relative, resolve } from "node:path";
var DEFAULT_PLAN_FILE = ".skill-eval-plan.json";
var PLAN_HELP = `Usage: skill-eval plan [paths...] [options]

Selects the suites to run and splits their case \xD7 runner units into shards; writes plan.json
for \`skill-eval run --plan <file> --shard i/n\` and prints the matrix for a GitHub workflow.

Options:
  -c, --config <file>       One config for every suite
      --changed-since <ref> Only suites the change since the merge base with ref affects
                            (default: every suite, as on push, schedule or manual runs)
      --shards <n>          Exactly n shards
      --max-shards <n>      At most n shards, and no more than there are units (default: 1 shard)
      --baseline <file>     A results.json whose durations balance the shards
      --out <file>          Where plan.json goes (default: ${DEFAULT_PLAN_FILE})
      --json                Print {matrix, shards, selected, units, hasWork, plan} as JSON
      --debug               Show stack traces of internal errors
`;
async function planCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "changed-since": { type: "string" },
    shards: { type: "string" },
    "max-shards": { type: "string" },
    baseline: { type: "string" },
    out: { type: "string", short: "o" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(PLAN_HELP);
    return EXIT.passed;
  }
  if (values.shards !== void 0 && values["max-shards"] !== void 0) {
    throw new ConfigError("--shards and --max-shards exclude each other", {
      hint: "--shards n for exactly n shards, --max-shards n for at most n"
    });
  }
  const created = await createPlan({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    changedSince: values["changed-since"],
    shards: integerFlag("shards", values.shards, 1),
    maxShards: integerFlag("max-shards", values["max-shards"], 1),
    baselineFile: values.baseline,
    commit: io.env.GITHUB_SHA
  });
  for (const warning of created.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const { plan } = created;
  const planPath = resolve(io.cwd, values.out ?? DEFAULT_PLAN_FILE);
  writeFileAtomic(planPath, `${JSON.stringify(plan, null, 2)}
`);
  const summary = {
    matrix: shardMatrix(plan),
    shards: plan.totalShards,
    selected: plan.selection.suites.length,
    units: created.units,
    hasWork: created.units > 0,
    plan: shownPath(io.cwd, planPath)
  };
  if (values.json) {
    io.stdout(`${JSON.stringify(summary, null, 2)}
`);
    return EXIT.passed;
  }
  io.stdout(
    [
      plan.selection.reason,
      ...plan.selection.suites.map((suite) => `  ${suite.id}: ${suite.reasons.join("; ")}`),
      ...plan.selection.removedSuites.map((path) => `  removed: ${path}`),
      `${summary.units} unit(s) in ${summary.shards} shard(s): ${plan.shards.map((shard) => shard.units.length).join(", ")}`,
      `Plan: ${summary.plan}`,
      ""
    ].join("\n")
  );
  return EXIT.passed;
}
function shownPath(cwd, path) {
  const fromCwd = relative(cwd, path);
  return fromCwd === "" || fromCwd.startsWith("..") ? path : fromCwd;
}
export {
  DEFAULT_PLAN_FILE,
  PLAN_HELP,
  planCommand
};
