import { z } from "zod";
import { compilePattern } from "../../model/compile-pattern.ts";
import type { SessionReport } from "../../model/session-report.ts";
import {
  type SkillConfidence,
  type SkillDetection,
  skillConfidenceSchema,
} from "../../model/session-report.ts";
import { assertionError, scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { quote } from "./excerpt.ts";

/**
 * agentv's `skill-trigger` (v4: `skill`, `should_trigger`, default true) and `skill-used` /
 * `not-skill-used` (v5: `value` a name, a list of names, or `{ name | pattern }`).
 *
 * Deliberate difference: agentv v4 looked only at the session's FIRST tool call, matching the skill
 * name as a substring of a Skill/Read argument (reference/seed-systems.md §2.1). That misses a skill
 * used after a `ls`, and agentv itself now scans every call (§2.2). We read `report.detectedSkills`
 * instead, the shared detection ladder (DESIGN §4): a skill counts as used when detected at
 * `min_confidence` or above, default `medium` (its SKILL.md was read, or stronger evidence), the
 * level of agentv's own read-of-SKILL.md heuristic. A skill call that returned an error is
 * attempted, never used (`report.attemptedSkills`). Names match exactly, or after a plugin
 * namespace (`plugin:name`).
 */

const minConfidence = skillConfidenceSchema.default("medium");

const skillTriggerParams = z.object({
  skill: z.string().min(1),
  should_trigger: z.boolean().default(true),
  min_confidence: minConfidence,
});

const skillSelector = z.union([
  z.string().min(1),
  z.array(z.string().min(1)).min(1),
  z.strictObject({ name: z.string().min(1) }),
  z.strictObject({ pattern: z.string().min(1) }),
]);

const skillUsedParams = z
  .object({
    value: skillSelector.optional(),
    skill: skillSelector.optional(),
    should_trigger: z.boolean().default(true),
    min_confidence: minConfidence,
  })
  .refine((params) => params.value !== undefined || params.skill !== undefined, {
    message: 'field "value" is required: the skill name, a list of names, or { name } / { pattern }',
  });

type Selector = z.output<typeof skillSelector>;

export const skillTriggerEvaluators = {
  "skill-trigger": defineEvaluator(skillTriggerParams, (params, _spec, { report }) =>
    judgeSkills(report, [params.skill], params.should_trigger, params.min_confidence),
  ),
  "skill-used": defineEvaluator(skillUsedParams, (params, _spec, { report }) =>
    judgeSelector(report, params.value ?? params.skill, params.should_trigger, params.min_confidence),
  ),
  "not-skill-used": defineEvaluator(skillUsedParams, (params, _spec, { report }) =>
    judgeSelector(report, params.value ?? params.skill, !params.should_trigger, params.min_confidence),
  ),
} satisfies Record<string, AssertionEvaluator>;

const RANK: Record<SkillConfidence, number> = { weak: 0, medium: 1, strong: 2, explicit: 3 };

function judgeSelector(
  report: SessionReport,
  selector: Selector | undefined,
  shouldTrigger: boolean,
  min: SkillConfidence,
) {
  if (selector === undefined || typeof selector === "string") {
    return judgeSkills(report, selector === undefined ? [] : [selector], shouldTrigger, min);
  }
  if (Array.isArray(selector)) return judgeSkills(report, selector, shouldTrigger, min);
  if ("name" in selector) return judgeSkills(report, [selector.name], shouldTrigger, min);
  const pattern = compilePattern(selector.pattern);
  if (!(pattern instanceof RegExp)) {
    return assertionError(`skill-used: invalid pattern /${selector.pattern}/: ${pattern.error}`);
  }
  const used = usedSkills(report, min).filter((detection) => pattern.test(detection.skill));
  const what = `a skill matching /${selector.pattern}/`;
  return scored(
    shouldTrigger === used.length > 0,
    `${what} ${shouldTrigger ? "to be used" : "not to be used"}${atLeast(min)}`,
    observed(report, min),
    evidence(report),
  );
}

function judgeSkills(
  report: SessionReport,
  skills: readonly string[],
  shouldTrigger: boolean,
  min: SkillConfidence,
) {
  const used = usedSkills(report, min);
  const isUsed = (skill: string) => used.some((detection) => sameSkill(detection.skill, skill));
  // Several names: all must be used, or (negated) none may be.
  const passed = shouldTrigger ? skills.every(isUsed) : !skills.some(isUsed);
  const attempted = skills.filter(
    (skill) =>
      !isUsed(skill) && report.attemptedSkills.some((detection) => sameSkill(detection.skill, skill)),
  );
  const note = attempted.length === 0 ? "" : `; ${quote(attempted)} attempted, but the call failed`;
  return scored(
    passed,
    `${skills.length === 1 ? `skill ${quote(skills[0] ?? "")}` : `skills ${quote(skills)}`} ${
      shouldTrigger ? "to be used" : "not to be used"
    }${atLeast(min)}`,
    `${observed(report, min)}${note}`,
    evidence(report),
  );
}

function usedSkills(report: SessionReport, min: SkillConfidence): SkillDetection[] {
  return report.detectedSkills.filter((detection) => RANK[detection.confidence] >= RANK[min]);
}

function sameSkill(detected: string, wanted: string): boolean {
  return detected === wanted || detected.slice(detected.lastIndexOf(":") + 1) === wanted;
}

function atLeast(min: SkillConfidence): string {
  return min === "weak" ? "" : ` (detected as ${min} or stronger)`;
}

function observed(report: SessionReport, min: SkillConfidence): string {
  if (report.detectedSkills.length === 0) return "no skills detected";
  const listed = report.detectedSkills.map((detection) => `${detection.skill} (${detection.confidence})`);
  const below = report.detectedSkills.length - usedSkills(report, min).length;
  return `detected ${listed.join(", ")}${below > 0 ? `; ${below} below ${min}` : ""}`;
}

function evidence(report: SessionReport): string | undefined {
  const lines = [
    ...report.detectedSkills,
    ...report.attemptedSkills.map((d) => ({ ...d, skill: `${d.skill} (attempted)` })),
  ].flatMap((detection) => detection.evidence.map((item) => `${detection.skill}: ${item}`));
  return lines.length === 0 ? undefined : lines.join("\n");
}
