import type { SkillConfidence, SkillDetection } from "../model/session-report.ts";
import {
  type AssertionFailure,
  createAssertionError,
  type FailureSink,
  formatObserved,
  requireCount,
} from "./assertion-failure.ts";
import type { SkillAssertionOptions } from "./assertion-options.ts";
import type { AssertableReport } from "./report-values.ts";

/**
 * `assert.skills.*`: over `report.detectedSkills`. A skill call that returned an error is in
 * `report.attemptedSkills` and never counts; failure messages say when a skill was attempted.
 */
export interface SkillAssertions {
  /** The skill was detected (at `minConfidence` or above). */
  has(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
  /** The skill was not detected at `minConfidence` or above. */
  notHas(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
  /** Every one of `skills` was detected. */
  includes(report: AssertableReport, skills: readonly string[], options?: SkillAssertionOptions): void;
  /** The skill has exactly `expected` detections. */
  count(report: AssertableReport, skill: string, expected: number, options?: SkillAssertionOptions): void;
  /** The skill has exactly one detection. */
  exactlyOne(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void;
  /** No skill outside `skills` was detected (detecting none passes). */
  only(report: AssertableReport, skills: readonly string[], options?: SkillAssertionOptions): void;
}

const CONFIDENCE_RANK: Record<SkillConfidence, number> = { weak: 0, medium: 1, strong: 2, explicit: 3 };

export function createSkillAssertions(sink: FailureSink): SkillAssertions {
  function fail(
    failure: Omit<AssertionFailure, "operator">,
    method: string,
    options: SkillAssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    sink(createAssertionError({ ...failure, operator: `skills.${method}` }, options, stackStartFn));
  }

  function has(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void {
    const min = readMinConfidence(options, "assert.skills.has");
    if (detectionsOf(report, skill, min).length > 0) return;
    const below = detectionsOf(report, skill, "weak");
    const strongest = below.map((detection) => detection.confidence).sort(byRankDescending)[0];
    fail(
      {
        expected:
          strongest === undefined
            ? `Expected skill ${quote(skill)} to be detected${atLeast(min)}, but it was not.`
            : `Expected skill ${quote(skill)} to be detected${atLeast(min)}, but it was detected only as ${strongest}.`,
        observed: observedSkills(report, [skill], min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: skill,
      },
      "has",
      options,
      has,
    );
  }

  function notHas(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void {
    const min = readMinConfidence(options, "assert.skills.notHas");
    const found = detectionsOf(report, skill, min);
    const strongest = found.map((detection) => detection.confidence).sort(byRankDescending)[0];
    if (strongest === undefined) return;
    fail(
      {
        expected: `Expected skill ${quote(skill)} not to be detected${atLeast(min)}, but it was detected as ${strongest}.`,
        observed: observedSkills(report, [], min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: skill,
      },
      "notHas",
      options,
      notHas,
    );
  }

  function includes(
    report: AssertableReport,
    skills: readonly string[],
    options?: SkillAssertionOptions,
  ): void {
    const min = readMinConfidence(options, "assert.skills.includes");
    const missing = skills.filter((skill) => detectionsOf(report, skill, min).length === 0);
    if (missing.length === 0) return;
    fail(
      {
        expected: `Expected skills ${list(skills)} to be detected${atLeast(min)}, but ${list(missing)} ${
          missing.length === 1 ? "was" : "were"
        } not.`,
        observed: observedSkills(report, missing, min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: [...skills],
      },
      "includes",
      options,
      includes,
    );
  }

  function checkCount(
    method: "count" | "exactlyOne",
    report: AssertableReport,
    skill: string,
    expected: number,
    options: SkillAssertionOptions | undefined,
    stackStartFn: (...args: never[]) => unknown,
  ): void {
    const min = readMinConfidence(options, `assert.skills.${method}`);
    requireCount(expected, `assert.skills.${method}`, "expected");
    const found = detectionsOf(report, skill, min).length;
    if (found === expected) return;
    fail(
      {
        expected: `Expected skill ${quote(skill)} to be detected exactly ${times(expected)}${atLeast(min)}, found ${times(found)}.`,
        observed: observedSkills(report, [skill], min),
        actualValue: found,
        expectedValue: expected,
      },
      method,
      options,
      stackStartFn,
    );
  }

  function count(
    report: AssertableReport,
    skill: string,
    expected: number,
    options?: SkillAssertionOptions,
  ): void {
    checkCount("count", report, skill, expected, options, count);
  }
  function exactlyOne(report: AssertableReport, skill: string, options?: SkillAssertionOptions): void {
    checkCount("exactlyOne", report, skill, 1, options, exactlyOne);
  }

  function only(report: AssertableReport, skills: readonly string[], options?: SkillAssertionOptions): void {
    const min = readMinConfidence(options, "assert.skills.only");
    const allowed = new Set(skills);
    const others = [
      ...new Set(
        report.detectedSkills
          .filter((detection) => isAtLeast(detection.confidence, min) && !allowed.has(detection.skill))
          .map((detection) => detection.skill),
      ),
    ];
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected only skills ${list(skills)} to be detected${atLeast(min)}, but also found ${list(others)}.`,
        observed: observedSkills(report, [], min),
        actualValue: others,
        expectedValue: [...skills],
      },
      "only",
      options,
      only,
    );
  }

  return { has, notHas, includes, count, exactlyOne, only };
}

function readMinConfidence(options: SkillAssertionOptions | undefined, method: string): SkillConfidence {
  const min = options?.minConfidence ?? "weak";
  if (!Object.hasOwn(CONFIDENCE_RANK, min)) {
    throw new TypeError(
      `${method}: expected minConfidence to be one of weak, medium, strong, explicit, found ${JSON.stringify(min)}.`,
    );
  }
  return min;
}

function detectionsOf(report: AssertableReport, skill: string, min: SkillConfidence): SkillDetection[] {
  return report.detectedSkills.filter(
    (detection) => detection.skill === skill && isAtLeast(detection.confidence, min),
  );
}

function isAtLeast(confidence: SkillConfidence, min: SkillConfidence): boolean {
  return CONFIDENCE_RANK[confidence] >= CONFIDENCE_RANK[min];
}

function byRankDescending(a: SkillConfidence, b: SkillConfidence): number {
  return CONFIDENCE_RANK[b] - CONFIDENCE_RANK[a];
}

/**
 * The detected skills, marking those under `min`, then a note for each expected skill the agent
 * attempted but whose call failed: the answer to "why is it missing when I see the call?".
 */
function observedSkills(
  report: AssertableReport,
  expected: readonly string[],
  min: SkillConfidence,
): string[] {
  const detections = report.detectedSkills;
  const lines = [
    formatObserved(
      "skills",
      detections.map((detection) => `${detection.skill} (${detection.confidence})${evidenceOf(detection)}`),
      (_value, index) => {
        const detection = detections[index];
        return detection !== undefined && !isAtLeast(detection.confidence, min) ? `below ${min}` : undefined;
      },
    ),
  ];
  for (const skill of expected) {
    const attempt = report.attemptedSkills?.find((detection) => detection.skill === skill);
    if (attempt === undefined) continue;
    lines.push(
      `Attempted but failed: ${quote(skill)} was called, but the call returned an error, ` +
        `so it does not count as used${evidenceOf(attempt)}.`,
    );
  }
  return lines;
}

function evidenceOf(detection: SkillDetection): string {
  return detection.evidence.length > 0 ? ` — ${detection.evidence.join("; ")}` : "";
}

function atLeast(min: SkillConfidence): string {
  return min === "weak" ? "" : ` with confidence ${min} or higher`;
}

function quote(skill: string): string {
  return JSON.stringify(skill);
}

function list(skills: readonly string[]): string {
  return `[${skills.map(quote).join(", ")}]`;
}

function times(n: number): string {
  return n === 1 ? "once" : `${n} times`;
}
