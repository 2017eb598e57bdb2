import type { CaseResult } from "../model/results.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";

/** What results record about a case besides its outcome: its title, tags, labels and hook strategy. */
export type CaseAnnotations = Pick<CaseResult, "title" | "tags" | "labels" | "hookStrategy">;

const HOOK_STRATEGIES = ["none", "simple", "forced", "custom"] as const;
const LABEL_KEYS = ["difficulty", "category"] as const;

/**
 * Reads the annotations the loaders leave on a case: skill-test's `desc` (metadata.description)
 * and hook strategy (metadata.hook), agentv's `metadata.difficulty` / `metadata.category`, and
 * the case's tags. Only what is there appears. Pure.
 */
export function caseAnnotations(suite: Pick<Suite, "format">, caseSpec: CaseSpec): CaseAnnotations {
  const { metadata } = caseSpec;
  const annotations: CaseAnnotations = {};
  if (typeof metadata.description === "string" && metadata.description.trim() !== "")
    annotations.title = metadata.description.trim();
  if (caseSpec.tags.length > 0) annotations.tags = [...caseSpec.tags];
  if (suite.format === "agentv") {
    const labels: Record<string, string> = {};
    for (const key of LABEL_KEYS) {
      const value = metadata[key];
      if (typeof value === "string" || typeof value === "number") labels[key] = String(value);
    }
    if (Object.keys(labels).length > 0) annotations.labels = labels;
  }
  const hook = HOOK_STRATEGIES.find((strategy) => strategy === metadata.hook);
  if (suite.format === "skill-test" && hook !== undefined) annotations.hookStrategy = hook;
  return annotations;
}
