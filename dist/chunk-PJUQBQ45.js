import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  PLAN_SCHEMA_VERSION,
  assignShards,
  planUnits,
  readBaselineResults
} from "./chunk-HM5MDGMB.js";
import {
  selectForChange
} from "./chunk-4O3XOO76.js";
import {
  prepareRun
} from "./chunk-MTULFYZ2.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";

// src/plan/build-plan.ts
var MAX_MATRIX_JOBS = 256;
function buildPlan(input) {
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    createdAt: input.createdAt,
    ...input.commit === void 0 ? {} : { commit: input.commit },
    totalShards: input.shards,
    selection: input.selection,
    shards: assignShards(input.units, input.shards)
  };
}
function shardCount(options) {
  if (options.shards !== void 0) return Math.max(1, options.shards);
  if (options.maxShards !== void 0) return Math.max(1, Math.min(options.maxShards, options.units));
  return 1;
}
function shardMatrix(plan) {
  return {
    include: Array.from({ length: plan.totalShards }, (_, index) => ({
      shard: index + 1,
      total: plan.totalShards
    }))
  };
}

// src/orchestration/create-plan.ts
import { resolve } from "node:path";
async function createPlan(options) {
  const requested = options.shards ?? options.maxShards;
  if (requested !== void 0 && requested > MAX_MATRIX_JOBS) {
    throw new ConfigError(
      `at most ${MAX_MATRIX_JOBS} shards: a GitHub matrix runs at most ${MAX_MATRIX_JOBS} jobs`
    );
  }
  const prepared = await prepareRun(options);
  const selection = await selectForChange(prepared, options.cwd, options);
  const baseline = options.baselineFile === void 0 ? void 0 : readBaselineResults(resolve(options.cwd, options.baselineFile));
  const units = planUnits(prepared.plan, new Set(selection.suites.map((suite) => suite.id)), baseline);
  const plan = buildPlan({
    selection,
    units,
    shards: shardCount({ shards: options.shards, maxShards: options.maxShards, units: units.length }),
    createdAt: new Date((options.now ?? Date.now)()).toISOString(),
    commit: options.commit
  });
  return { plan, units: units.length, warnings: prepared.warnings };
}

export {
  shardMatrix,
  createPlan
};
