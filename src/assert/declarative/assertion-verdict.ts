/**
 * What one declarative assertion found, before modifiers (negate, required, golden) apply.
 *
 * - `scored`: it ran; `score` is 0–1 (1 or 0 for checks that do not grade on a scale). `failed`
 *   marks a score that must not pass whatever its value (a rubric's required criterion missed).
 * - `error`: it could not be graded (bad params, unknown type, no judge, an unreadable judge
 *   answer, a grader that crashed or timed out). An error never passes, `negate` does not flip
 *   it, and a non-golden one fails the case: a check that did not run is not evidence of anything.
 */
export type AssertionVerdict =
  | { kind: "scored"; score: number; expected: string; observed: string; evidence?: string; failed?: string }
  | { kind: "error"; message: string; evidence?: string };

export function scored(
  passed: boolean | number,
  expected: string,
  observed: string,
  evidence?: string,
): AssertionVerdict {
  const score = typeof passed === "number" ? clampScore(passed) : passed ? 1 : 0;
  return evidence === undefined
    ? { kind: "scored", score, expected, observed }
    : { kind: "scored", score, expected, observed, evidence };
}

export function assertionError(message: string, evidence?: string): AssertionVerdict {
  return evidence === undefined ? { kind: "error", message } : { kind: "error", message, evidence };
}

/** Scores outside 0–1 (or not numbers at all) are clamped, as agentv does for grader output. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
