import { resolve } from "node:path";
import { ConfigError } from "../model/errors.ts";
import type { Plan, Selection } from "../model/plan.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { assignShards } from "../plan/assign-shards.ts";
import { planUnits } from "../plan/plan-units.ts";
import type { ShardSpec } from "../plan/shard-spec.ts";
import { type PlanOrigin, type PrepareOptions, prepareRun } from "./prepare-run.ts";
import { readPlanFile } from "./read-plan-files.ts";
import { writtenKeys } from "./run-secrets.ts";
import { selectForChange } from "./select-for-change.ts";

export interface RunScopeOptions extends PrepareOptions {
  /** A `plan.json` from `skill-eval plan`: its shard's units run, as planned. */
  planFile?: string;
  shard?: ShardSpec;
  changedSince?: string;
}

/** What a run is limited to; empty when it runs everything the paths hold. */
export interface RunScope {
  units?: ReadonlySet<string>;
  selection?: Selection;
  shard?: ShardSpec;
  /** The plan the units come from, kept beside the shard's results for `report`. */
  plan?: Plan;
  /** Units the other shards run (a shard's confirmation runs weigh drops against the whole plan). */
  otherShardUnits?: number;
  /** Where the units come from, when a plan.json gave them. */
  unitsFrom?: PlanOrigin;
  /** The load warnings of the selection's run, for a caller that stops before running it. */
  warnings?: ConfigWarning[];
}

/**
 * `run --plan f --shard i/n` takes shard i's units from the plan; without a plan, `--shard` and
 * `--changed-since` compute the same selection and hash-balanced assignment `plan` would make
 * with no baseline.
 */
export async function resolveRunScope(options: RunScopeOptions): Promise<RunScope> {
  if (options.planFile !== undefined) return fromPlan(options.planFile, options);
  if (options.shard === undefined && options.changedSince === undefined) return {};
  const prepared = await prepareRun({ ...options, units: undefined });
  const selection = await selectForChange(prepared, options.cwd, { changedSince: options.changedSince });
  const units = planUnits(prepared.plan, new Set(selection.suites.map((suite) => suite.id)));
  // As a plan.json holds them: the run matches its keys to them as written.
  const written = writtenKeys(options.hostEnv ?? {}, prepared.config, prepared.plan);
  if (options.shard === undefined)
    return { units: new Set(units.map((unit) => written(unit.key))), selection, warnings: prepared.warnings };
  // Assigned by the keys as loaded, as `plan` assigns them.
  const slice = assignShards(units, options.shard.total)[options.shard.index - 1];
  const own = slice?.units.length ?? 0;
  return {
    units: new Set((slice?.units ?? []).map(written)),
    selection,
    shard: options.shard,
    otherShardUnits: units.length - own,
  };
}

function fromPlan(planFile: string, options: RunScopeOptions): RunScope {
  if (options.changedSince !== undefined) {
    throw new ConfigError("--plan and --changed-since exclude each other: the plan holds the selection", {
      hint: "pass --changed-since to `skill-eval plan` instead",
    });
  }
  const file = resolve(options.cwd, planFile);
  const plan = readPlanFile(file);
  const shard = options.shard ?? (plan.totalShards === 1 ? { index: 1, total: 1 } : undefined);
  if (shard === undefined) {
    throw new ConfigError(`${planFile} has ${plan.totalShards} shards: say which one this run is`, {
      position: { file },
      hint: `pass --shard i/${plan.totalShards}`,
    });
  }
  if (shard.total !== plan.totalShards) {
    throw new ConfigError(
      `--shard ${shard.index}/${shard.total} does not match ${planFile}, which has ${plan.totalShards} shard(s)`,
      {
        position: { file },
        hint: "use the matrix the same plan printed, so every shard reads the same plan.json",
      },
    );
  }
  const slice = plan.shards.find((candidate) => candidate.index === shard.index);
  if (slice === undefined) {
    // Running nothing here would read as a green shard of a plan that never gave it its units.
    throw new ConfigError(`${planFile} has no shard ${shard.index} among its ${plan.totalShards}`, {
      position: { file },
      hint: "make the plan again with `skill-eval plan` (a plan.json is not edited by hand)",
    });
  }
  const otherShardUnits = plan.shards
    .filter((candidate) => candidate.index !== shard.index)
    .reduce((sum, candidate) => sum + candidate.units.length, 0);
  return {
    units: new Set(slice.units),
    unitsFrom: { file: planFile, path: file, ...(plan.commit === undefined ? {} : { commit: plan.commit }) },
    selection: plan.selection,
    shard,
    plan,
    otherShardUnits,
  };
}
