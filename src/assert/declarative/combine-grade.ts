import type { SourcePosition } from "../../model/errors.ts";
import type { AssertionOutcome } from "../../model/results.ts";
import type { AssertionSpec } from "../../model/suite.ts";
import type { AssertionVerdict } from "./assertion-verdict.ts";

export interface DeclarativeGrade {
  passed: boolean;
  /** 0–1: agentv's weighted mean, or the fraction of assertions passed (skill-test, evals.json). */
  score: number;
  outcomes: AssertionOutcome[];
}

/**
 * agentv's pass line for a score, and a `required: true` gate's cut-off (agentv `scoreToVerdict`:
 * >= 0.8 is `pass`; reference/seed-systems.md §2.1 "Modifiers", §2.2 "default 0.8").
 */
export const AGENTV_PASS_SCORE = 0.8;

interface Graded {
  spec: AssertionSpec;
  verdict: AssertionVerdict;
}

/** One assertion's recorded outcome: modifiers applied, with a message and its source. */
export function toOutcome({ spec, verdict }: Graded): AssertionOutcome {
  const base = { name: assertionName(spec), type: spec.type, source: formatSource(spec.source) };
  const golden = spec.golden ? { golden: true } : {};
  if (verdict.kind === "error") {
    return {
      ...base,
      passed: false,
      score: 0,
      ungraded: true,
      message: verdict.message,
      ...(verdict.evidence === undefined ? {} : { evidence: verdict.evidence }),
      ...golden,
    };
  }
  const score = spec.negate ? 1 - verdict.score : verdict.score;
  const failed = spec.negate ? undefined : verdict.failed;
  const cutoff = passingScore(spec);
  const passed = score >= cutoff && failed === undefined;
  const notes = [
    ...(spec.dialect === "agentv" && score !== 0 && score !== 1 ? [`score ${round(score)}`] : []),
    ...(!passed && failed !== undefined ? [failed] : []),
    ...(!passed && failed === undefined && spec.dialect === "agentv" && spec.required !== false
      ? [`required score ${round(cutoff)} not reached`]
      : []),
  ];
  const message = `Expected ${spec.negate ? "NOT: " : ""}${verdict.expected}. Observed: ${verdict.observed.replace(/\.$/, "")}.${
    notes.length === 0 ? "" : ` (${notes.join("; ")})`
  }`;
  return {
    ...base,
    passed,
    score,
    message,
    ...(verdict.evidence === undefined ? {} : { evidence: verdict.evidence }),
    ...golden,
  };
}

/**
 * The case's grade from its outcomes. Golden assertions are recorded and never count.
 *
 * - agentv (reference/seed-systems.md §2.1 "Modifiers", §2.2 threshold; agentv's docs
 *   "Required Gates"): each assertion scores 0–1 (`negate` gives 1 − score); the case score is
 *   the mean weighted by `weight` (default 1; weight 0 counts nowhere); the case passes when that
 *   score is >= 0.8 (`scoreToVerdict`'s `pass`, the per-test threshold's default) and every
 *   `required` assertion reached its cut-off (true = 0.8, or the number given).
 * - skill-test (§3.1 "Pass/fail") and evals.json: every assertion must pass; the score is the
 *   fraction that did.
 * - Ours, in every dialect: an assertion that could not be graded (unknown type, bad params, no
 *   judge, a crashed grader) fails the case, so a broken check never hides inside a mean.
 * - A case mixing dialects passes when each part passes; its score is the parts' scores averaged
 *   by their number of assertions.
 */
export function combineGrade(graded: readonly Graded[]): DeclarativeGrade {
  const outcomes = graded.map(toOutcome);
  const counted = graded.flatMap((item, index) => {
    const outcome = outcomes[index];
    return item.spec.golden || outcome === undefined ? [] : [{ ...item, outcome }];
  });
  const agentv = counted.filter((item) => item.spec.dialect === "agentv");
  const strict = counted.filter((item) => item.spec.dialect !== "agentv");
  const parts = [
    ...(agentv.length > 0 ? [{ count: agentv.length, ...agentvPart(agentv) }] : []),
    ...(strict.length > 0
      ? [
          {
            count: strict.length,
            passed: strict.every((item) => item.outcome.passed),
            score: strict.filter((item) => item.outcome.passed).length / strict.length,
          },
        ]
      : []),
  ];
  if (parts.length === 0) return { passed: true, score: 1, outcomes };
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  return {
    passed: parts.every((part) => part.passed),
    score: parts.reduce((sum, part) => sum + part.score * part.count, 0) / total,
    outcomes,
  };
}

function agentvPart(items: readonly (Graded & { outcome: AssertionOutcome })[]): {
  passed: boolean;
  score: number;
} {
  const weighted = items.filter((item) => item.spec.weight > 0);
  const totalWeight = weighted.reduce((sum, item) => sum + item.spec.weight, 0);
  const score =
    totalWeight > 0
      ? weighted.reduce((sum, item) => sum + item.spec.weight * (item.outcome.score ?? 0), 0) / totalWeight
      : 1;
  const gatesHold = items.every((item) => item.spec.required === false || item.outcome.passed);
  const noErrors = items.every((item) => item.verdict.kind !== "error");
  return { passed: score >= AGENTV_PASS_SCORE && gatesHold && noErrors, score };
}

/** The score an assertion needs: its `required` cut-off, agentv's 0.8, or all-or-nothing (1). */
function passingScore(spec: AssertionSpec): number {
  if (typeof spec.required === "number") return spec.required;
  return spec.dialect === "agentv" ? AGENTV_PASS_SCORE : 1;
}

/** The name a suite gave, else one like agentv generates (`contains-DENIED`), or the criterion. */
function assertionName(spec: AssertionSpec): string {
  if (spec.name !== undefined && spec.name.trim() !== "") return spec.name;
  const hint = [spec.params.criterion, spec.params.value, spec.params.pattern, spec.params.skill].find(
    (value) => typeof value === "string" || typeof value === "number",
  );
  if (hint === undefined) return spec.type;
  const text = String(hint).replace(/\s+/g, " ").trim();
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return spec.params.criterion === hint ? short : `${spec.type}-${short}`;
}

function formatSource(position: SourcePosition): string {
  if (position.line === undefined) return position.file;
  return `${position.file}:${position.line}:${position.column ?? 1}`;
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}
