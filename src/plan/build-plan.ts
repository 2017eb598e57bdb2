import { PLAN_SCHEMA_VERSION, type Plan, type Selection } from "../model/plan.ts";
import { assignShards, type ShardUnit } from "./assign-shards.ts";

/** GitHub runs at most 256 jobs per matrix. */
export const MAX_MATRIX_JOBS = 256;

export interface BuildPlanInput {
  selection: Selection;
  units: readonly ShardUnit[];
  shards: number;
  createdAt: string;
  commit?: string;
}

/** `plan.json`: the selection and every shard's exact slice, computed once. Pure. */
export function buildPlan(input: BuildPlanInput): Plan {
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    createdAt: input.createdAt,
    ...(input.commit === undefined ? {} : { commit: input.commit }),
    totalShards: input.shards,
    selection: input.selection,
    shards: assignShards(input.units, input.shards),
  };
}

/**
 * How many shards: exactly `shards`, else `maxShards` capped by the number of units, else one;
 * never zero, so the matrix is never empty. Pure.
 */
export function shardCount(options: { shards?: number; maxShards?: number; units: number }): number {
  if (options.shards !== undefined) return Math.max(1, options.shards);
  if (options.maxShards !== undefined) return Math.max(1, Math.min(options.maxShards, options.units));
  return 1;
}

/** The `strategy.matrix` for the shard job (`fromJSON`): `{"include":[{"shard":1,"total":n},...]}`. */
export function shardMatrix(plan: Pick<Plan, "totalShards">): {
  include: { shard: number; total: number }[];
} {
  return {
    include: Array.from({ length: plan.totalShards }, (_, index) => ({
      shard: index + 1,
      total: plan.totalShards,
    })),
  };
}
