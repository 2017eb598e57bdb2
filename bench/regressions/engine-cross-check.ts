import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compareResults } from "../../src/compare/compare-results.ts";
import type { ComparisonCategory } from "../../src/compare/comparison.ts";
import { DEFAULT_CONFIRM_ITERATIONS } from "../../src/compare/confirmation.ts";
import { type Results, resultsSchema } from "../../src/model/results.ts";
import { readBaselines } from "../../src/orchestration/read-baselines.ts";
import type { Figure } from "../lib/figure.ts";
import { DIST_CLI } from "../orchestration/tools.ts";
import { describe, SIMULATED_CASES, seededDraw } from "./bench-regressions.ts";
import { type Settings, simulatePullRequest } from "./simulate-pull-request.ts";

const SEEDED_DRAW = join(import.meta.dirname, "seeded-draw.ts");

/**
 * A few simulated pull requests run for real through `dist/cli.js`: a fake agent (a Node script,
 * spawned per execution by a `command` runner) answers each case with the same seeded outcomes
 * the simulation draws; base runs, then the head run with `--baseline` for each base run and
 * `--confirm-iterations`. The engine's categories and execution counts must equal the
 * simulation's for every case.
 */
export function engineCrossCheck(
  root: string,
  pullRequests: readonly number[],
  settings: Settings,
  log: (line: string) => void,
): Figure[] {
  const started = performance.now();
  let cases = 0;
  let same = 0;
  let executionsEngine = 0;
  let executionsSimulated = 0;
  for (const pullRequest of pullRequests) {
    const dir = join(root, `pr-${pullRequest}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "agent.ts"), agentScript(pullRequest));
    writeFileSync(join(dir, "cases.suite.mjs"), suiteModule());
    const baseDirs: string[] = [];
    for (let run = settings.baseRuns; run >= 1; run--) {
      const out = `base-${run}`;
      runCli(dir, run, ["--out", out], settings);
      baseDirs.unshift(out);
    }
    const head = runCli(
      dir,
      0,
      ["--out", "head", ...baseDirs.flatMap((out) => ["--baseline", out])],
      settings,
    );
    const baseline = readBaselines(baseDirs, dir);
    const engine = compareResults(head, baseline.results, { baseline: baseline.info });
    const simulated = simulatePullRequest(SIMULATED_CASES, settings, seededDraw(pullRequest));
    for (const entry of engine.cases) {
      cases += 1;
      if (simulated.categories.get(entry.case) === (entry.category as ComparisonCategory)) same += 1;
      else
        log(
          `regressions: engine ${entry.case} ${entry.category}, simulation ${simulated.categories.get(entry.case)}`,
        );
    }
    executionsEngine += head.executions.filter((execution) => execution.status !== "skipped").length;
    executionsSimulated += simulated.executions;
    log(`regressions: pull request ${pullRequest} through dist/cli.js done`);
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `regressions: engine = simulation (${pullRequests.length} PRs, ${describe(settings)})`,
      value: `${same}/${cases} categories, ${executionsEngine}/${executionsSimulated} executions`,
      target: "all equal",
      met: same === cases && executionsEngine === executionsSimulated,
      note: `dist/cli.js with a fake command agent, ${seconds.toFixed(0)} s; head executions engine/simulation`,
    },
  ];
}

function runCli(dir: string, run: number, args: readonly string[], settings: Settings): Results {
  writeFileSync(join(dir, "skill-eval.config.yaml"), config(dir, run));
  const counts = join(dir, `counts-${run}`);
  mkdirSync(counts, { recursive: true });
  const cli = spawnSync(
    process.execPath,
    [
      DIST_CLI,
      "run",
      "cases.suite.mjs",
      "--iterations",
      String(settings.iterations),
      "--confirm-iterations",
      String(settings.confirmIterations),
      "-p",
      "4",
      ...(settings.earlyStop ? [] : ["--no-early-stop"]),
      ...args,
    ],
    { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  const out = args[args.indexOf("--out") + 1] ?? ".skill-eval";
  if (cli.status !== 0 && cli.status !== 1)
    throw new Error(`dist/cli.js run exited ${cli.status}: ${cli.stderr.slice(-2000)}`);
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")));
}

function config(dir: string, run: number): string {
  return [
    "runners:",
    "  claude:",
    "    agent: command",
    `    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.ts"))}, "{prompt}"]`,
    "    env:",
    `      RUN: "${run}"`,
    `      COUNTS: ${JSON.stringify(join(dir, `counts-${run}`))}`,
    "",
  ].join("\n");
}

/** The runner id "claude" and suite id "cases" match the simulation's keys only through case ids. */
function suiteModule(): string {
  const ids = SIMULATED_CASES.map((spec) => spec.id);
  return `export default ${JSON.stringify(ids)}.map((id) => ({
  id,
  prompt: id,
  assert(report) { if (report.finalOutput.trim() !== "pass") throw new Error("answered " + report.finalOutput.trim()); },
}));
`;
}

function agentScript(pullRequest: number): string {
  const rates = Object.fromEntries(SIMULATED_CASES.map((spec) => [spec.id, [spec.base, spec.head]]));
  return `import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seededPass } from ${JSON.stringify(SEEDED_DRAW)};
const rates = ${JSON.stringify(rates)};
const caseId = process.argv[2];
const run = Number(process.env.RUN);
const counter = join(process.env.COUNTS, caseId);
const index = existsSync(counter) ? Number(readFileSync(counter, "utf8")) : 0;
writeFileSync(counter, String(index + 1));
const [base, head] = rates[caseId];
console.log(seededPass(${pullRequest}, run, caseId, index, run === 0 ? head : base) ? "pass" : "fail");
`;
}

export const CROSS_CHECK_SETTINGS: Settings = {
  iterations: 3,
  baseRuns: 5,
  earlyStop: true,
  confirmIterations: DEFAULT_CONFIRM_ITERATIONS,
};
