import { ConfigError } from "../model/errors.ts";
import { DEFAULT_MAX_EXECUTIONS } from "../model/limits.ts";
import type { Plan } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { buildPlan, MAX_MATRIX_JOBS, shardCount } from "../plan/build-plan.ts";
import { planUnits } from "../plan/plan-units.ts";
import { countExecutions, overLimit } from "./check-run-needs.ts";
import { type PrepareOptions, prepareRun } from "./prepare-run.ts";
import { readBaselines } from "./read-baselines.ts";
import { runSecrets } from "./run-secrets.ts";
import { type ChangeOptions, selectForChange } from "./select-for-change.ts";
import { withSkillTwins } from "./skill-twins.ts";

export interface CreatePlanOptions extends PrepareOptions, ChangeOptions {
  /** Exactly this many shards. */
  shards?: number;
  /** At most this many shards, and no more than there are units. */
  maxShards?: number;
  /** A `results.json`, or a results folder, whose durations balance the shards. */
  baselineFile?: string;
  /** The same, already read (the action's baseline artifact); `baselineFile` wins. */
  baseline?: Pick<Results, "cases">;
  commit?: string;
  now?: () => number;
  /** The whole plan's executions above this stop it (each shard is only a part of them). */
  maxExecutions?: number;
  /** Shards run each runner's skill-less twin too: they count toward `maxExecutions`. */
  compareWithoutSkill?: boolean;
  overLimitHint?: string;
}

export interface CreatedPlan {
  plan: Plan;
  /** Case × runner units in the plan. */
  units: number;
  warnings: ConfigWarning[];
}

/** `skill-eval plan` / `mode: plan`: select, split into shards, return what `plan.json` holds. */
export async function createPlan(options: CreatePlanOptions): Promise<CreatedPlan> {
  const requested = options.shards ?? options.maxShards;
  if (requested !== undefined && requested > MAX_MATRIX_JOBS) {
    throw new ConfigError(
      `at most ${MAX_MATRIX_JOBS} shards: a GitHub matrix runs at most ${MAX_MATRIX_JOBS} jobs`,
    );
  }
  const prepared = await prepareRun(options);
  const selection = await selectForChange(prepared, options.cwd, options);
  const selected = new Set(selection.suites.map((suite) => suite.id));
  const limit = options.maxExecutions ?? prepared.config?.config.maxExecutions ?? DEFAULT_MAX_EXECUTIONS;
  const counted = options.compareWithoutSkill === true ? withSkillTwins(prepared.plan) : prepared.plan;
  const planned = countExecutions(counted.filter(({ suite }) => selected.has(suite.id)));
  if (planned > limit) throw overLimit(planned, limit, options.overLimitHint);
  const baseline =
    options.baselineFile === undefined
      ? options.baseline
      : readBaselines([options.baselineFile], options.cwd).results;
  const units = planUnits(prepared.plan, selected, baseline);
  const built = buildPlan({
    selection,
    units,
    shards: shardCount({ shards: options.shards, maxShards: options.maxShards, units: units.length }),
    createdAt: new Date((options.now ?? Date.now)()).toISOString(),
    commit: options.commit,
  });
  // plan.json is an artifact: a case id or reason holding a credential is written redacted, as
  // results.json writes it (a shard's run matches its keys to the units as written).
  const secrets = runSecrets(
    options.hostEnv ?? {},
    prepared.config,
    prepared.plan.flatMap(({ runners }) => runners),
  );
  return { plan: secrets.redactDeep(built), units: units.length, warnings: prepared.warnings };
}
