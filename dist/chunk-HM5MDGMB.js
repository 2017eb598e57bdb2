import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  requireResultsFile
} from "./chunk-4ZQ2G232.js";
import {
  parseStructured
} from "./chunk-MTULFYZ2.js";
import {
  caseKey
} from "./chunk-ZNN7HAMQ.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";
import {
  external_exports
} from "./chunk-EWQYGJWM.js";

// src/model/plan.ts
var PLAN_SCHEMA_VERSION = 1;
var selectedSuiteSchema = external_exports.strictObject({
  id: external_exports.string(),
  path: external_exports.string(),
  reasons: external_exports.array(external_exports.string())
});
var selectionSchema = external_exports.strictObject({
  /** `all`: every suite (push, schedule, dispatch, or the changed files are unknown); `changed`: what the diff touches. */
  mode: external_exports.enum(["all", "changed"]),
  /** One sentence for the summary: why this mode ("PR #12 changed 3 files since merge base abc1234"). */
  reason: external_exports.string(),
  baseRef: external_exports.string().optional(),
  mergeBase: external_exports.string().optional(),
  changedFiles: external_exports.number().int().nonnegative().optional(),
  suites: external_exports.array(selectedSuiteSchema),
  /** Suite files the change deleted: reported as removed, never run. */
  removedSuites: external_exports.array(external_exports.string())
});
var shardSchema = external_exports.strictObject({
  index: external_exports.number().int().positive(),
  units: external_exports.array(external_exports.string()),
  /** The balancing estimate: baseline durations where known, else a default per execution. */
  estimatedMs: external_exports.number().nonnegative()
});
var planSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(PLAN_SCHEMA_VERSION),
  createdAt: external_exports.string(),
  commit: external_exports.string().optional(),
  totalShards: external_exports.number().int().positive(),
  selection: selectionSchema,
  shards: external_exports.array(shardSchema)
});

// src/plan/assign-shards.ts
import { createHash } from "node:crypto";
var DEFAULT_UNIT_MS = 6e4;
function assignShards(units, shards) {
  if (!Number.isInteger(shards) || shards < 1)
    throw new RangeError(`shards must be a positive integer, not ${shards}`);
  const known = units.flatMap((unit) => unit.estimatedMs === void 0 ? [] : [unit.estimatedMs]);
  const fallback = known.length > 0 ? Math.round(known.reduce((sum, ms) => sum + ms, 0) / known.length) : DEFAULT_UNIT_MS;
  const items = /* @__PURE__ */ new Map();
  for (const unit of units) {
    const id = unit.group === void 0 ? `unit:${unit.key}` : `group:${unit.group}`;
    const item = items.get(id) ?? { id, keys: [], estimatedMs: 0 };
    item.keys.push(unit.key);
    item.estimatedMs += Math.round(unit.estimatedMs ?? fallback);
    items.set(id, item);
  }
  const ordered = [...items.values()].map((item) => ({ ...item, hash: stableHash(item.id) })).sort((a, b) => b.estimatedMs - a.estimatedMs || compare(a.hash, b.hash) || compare(a.id, b.id));
  const result = Array.from({ length: shards }, (_, index) => ({
    index: index + 1,
    units: [],
    estimatedMs: 0
  }));
  for (const item of ordered) {
    const target = result.reduce((least, shard) => shard.estimatedMs < least.estimatedMs ? shard : least);
    target.units.push(...item.keys);
    target.estimatedMs += item.estimatedMs;
  }
  for (const shard of result) {
    shard.units.sort(compare);
    shard.estimatedMs = Math.round(shard.estimatedMs);
  }
  return result;
}
function stableHash(text) {
  return createHash("sha256").update(text).digest("hex");
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/plan/plan-units.ts
function planUnits(plan, selectedSuiteIds, baseline) {
  const meanMs = new Map((baseline?.cases ?? []).map((result) => [result.key, result.durationMs.mean]));
  return plan.filter(({ suite }) => selectedSuiteIds.has(suite.id)).flatMap(({ suite, runners }) => {
    const hooks = suite.workspace.hooks;
    const whole = suite.workspace.mode === "shared" || hooks?.beforeAll !== void 0 || hooks?.afterAll !== void 0;
    return suite.cases.flatMap(
      (caseSpec) => runners.map((runner) => {
        const key = caseKey(suite.id, caseSpec.id, runner.id);
        const mean = meanMs.get(key);
        return {
          key,
          ...mean === void 0 || mean <= 0 ? {} : { estimatedMs: Math.round(mean * caseSpec.iterations) },
          ...whole ? { group: suite.id } : {}
        };
      })
    );
  });
}

// src/orchestration/read-plan-files.ts
import { existsSync, readFileSync } from "node:fs";
function readPlanFile(file) {
  return parseStructured(readExisting(file, "--plan"), file, planSchema);
}
function readBaselineResults(file) {
  return requireResultsFile(
    file,
    `--baseline ${file}`,
    "pass the results.json a skill-eval run wrote (same schema version)"
  );
}
function readExisting(file, flag) {
  if (!existsSync(file)) {
    throw new ConfigError(`${flag} ${file}: no such file`, {
      position: { file },
      hint: `check the ${flag} path`
    });
  }
  return readFileSync(file, "utf8");
}

export {
  PLAN_SCHEMA_VERSION,
  assignShards,
  planUnits,
  readPlanFile,
  readBaselineResults
};
