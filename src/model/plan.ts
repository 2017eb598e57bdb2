import { z } from "zod";

export const PLAN_SCHEMA_VERSION = 1;

/** A shard keeps a copy of the plan it ran beside its results.json, so a report knows how many to expect. */
export const PLAN_COPY_FILE = "plan.json";

/** Why a suite is in the run: "config changed: skill-eval.config.yaml", "skill changed: skills/pdf/SKILL.md", ... */
export const selectedSuiteSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  reasons: z.array(z.string()),
});
export type SelectedSuite = z.infer<typeof selectedSuiteSchema>;

export const selectionSchema = z.strictObject({
  /** `all`: every suite (push, schedule, dispatch, or the changed files are unknown); `changed`: what the diff touches. */
  mode: z.enum(["all", "changed"]),
  /** One sentence for the summary: why this mode ("PR #12 changed 3 files since merge base abc1234"). */
  reason: z.string(),
  baseRef: z.string().optional(),
  mergeBase: z.string().optional(),
  changedFiles: z.number().int().nonnegative().optional(),
  suites: z.array(selectedSuiteSchema),
  /** Suite files the change deleted: reported as removed, never run. */
  removedSuites: z.array(z.string()),
});
export type Selection = z.infer<typeof selectionSchema>;

/** One shard's slice: whole case × runner units (`suite/case/runner`), all iterations together. */
export const shardSchema = z.strictObject({
  index: z.number().int().positive(),
  units: z.array(z.string()),
  /** The balancing estimate: baseline durations where known, else a default per execution. */
  estimatedMs: z.number().nonnegative(),
});
export type Shard = z.infer<typeof shardSchema>;

/** `plan.json`: computed once by `plan`, read by every shard and by `report`, so none recomputes a slice. */
export const planSchema = z.strictObject({
  schemaVersion: z.literal(PLAN_SCHEMA_VERSION),
  createdAt: z.string(),
  commit: z.string().optional(),
  totalShards: z.number().int().positive(),
  selection: selectionSchema,
  shards: z.array(shardSchema),
});
export type Plan = z.infer<typeof planSchema>;
