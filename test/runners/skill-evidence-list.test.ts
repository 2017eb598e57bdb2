import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectSkills, type SkillEvidence, SkillEvidenceList } from "../../src/runners/skill-detection.ts";

type Step =
  | { kind: "evidence"; item: SkillEvidence }
  /** A skill call that awaits its result; settled at `settleAfter` steps later (or never). */
  | { kind: "call"; skill: string; settleAfter: number; failed: boolean; error: string };

const skill = fc.constantFrom("pdf-report", "/pdf-report", "deploy", "changelog");
const settledItem: fc.Arbitrary<SkillEvidence> = fc.oneof(
  fc.record({ kind: fc.constant("skill-base-dir" as const), skill, dir: fc.constantFrom("/ws/a", "/ws/b") }),
  fc.record({
    kind: fc.constant("skill-md-read" as const),
    skill,
    path: fc.constantFrom("/ws/a/SKILL.md", "/x/SKILL.md"),
  }),
  fc.record({
    kind: fc.constant("skill-file-read" as const),
    skill,
    path: fc.constantFrom("/ws/a/ref.md", "/ws/a/b.md"),
  }),
  fc.record({
    kind: fc.constant("skill-tool" as const),
    skill,
    ok: fc.boolean(),
    error: fc.constantFrom("Error: no", "Error: gone"),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("evidence" as const), item: settledItem }),
  fc.record({
    kind: fc.constant("call" as const),
    skill,
    settleAfter: fc.integer({ min: 0, max: 300 }),
    failed: fc.boolean(),
    error: fc.constantFrom("Error: no", ""),
  }),
);

/** Pushes the same evidence into an array and into the list, settling skill calls as a normalizer would. */
function replay(steps: readonly Step[]): { all: SkillEvidence[]; list: SkillEvidenceList } {
  const all: SkillEvidence[] = [];
  const list = new SkillEvidenceList();
  const pending = new Map<number, (() => void)[]>();
  steps.forEach((current, index) => {
    for (const settle of pending.get(index) ?? []) settle();
    if (current.kind === "evidence") {
      all.push(current.item);
      list.push(current.item);
      return;
    }
    const evidence: SkillEvidence = { kind: "skill-tool", skill: current.skill, ok: false, tool: "Skill" };
    all.push(evidence);
    list.push(evidence);
    const at = index + current.settleAfter;
    pending.set(at, [
      ...(pending.get(at) ?? []),
      () => {
        evidence.ok = !current.failed;
        if (current.failed) evidence.error = current.error;
      },
    ]);
  });
  return { all, list };
}

describe("SkillEvidenceList", () => {
  it("gives detectSkills what the whole evidence gives, whatever repeats and late results", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 600 }), (steps) => {
        const { all, list } = replay(steps);
        expect(detectSkills(list)).toEqual(detectSkills(all));
      }),
      { numRuns: 200 },
    );
  });

  it("holds as much as the distinct evidence, not as much as the session repeats it", () => {
    const steps: Step[] = [];
    for (let round = 0; round < 10_000; round += 1) {
      steps.push({ kind: "call", skill: "pdf-report", settleAfter: 1, failed: false, error: "" });
      steps.push({ kind: "evidence", item: { kind: "skill-base-dir", skill: "pdf-report", dir: "/ws/a" } });
      steps.push({
        kind: "evidence",
        item: { kind: "skill-md-read", skill: "pdf-report", path: "/ws/a/SKILL.md" },
      });
    }
    const { all, list } = replay(steps);
    expect(all).toHaveLength(30_000);
    expect([...list].length).toBeLessThanOrEqual(128);
    expect(detectSkills(list)).toEqual(detectSkills(all));
  });

  it("keeps a skill call that still awaits its result, however many repeats come after it", () => {
    const steps: Step[] = [
      { kind: "call", skill: "deploy", settleAfter: 5_000, failed: true, error: "Error: no" },
    ];
    for (let index = 0; index < 5_000; index += 1)
      steps.push({
        kind: "evidence",
        item: { kind: "skill-tool", skill: "deploy", ok: false, error: "Error: other" },
      });
    const { all, list } = replay([
      ...steps,
      { kind: "evidence", item: { kind: "skill-base-dir", skill: "x", dir: "/d" } },
    ]);
    expect(detectSkills(list)).toEqual(detectSkills(all));
    expect(detectSkills(list).attemptedSkills[0]?.evidence).toEqual([
      "Skill tool call failed: Error: no",
      "Skill tool call failed: Error: other",
    ]);
  });

  it("keeps every skill call awaiting its result: a later one may succeed where the first failed", () => {
    const steps: Step[] = [];
    for (let index = 0; index < 100; index += 1)
      steps.push({
        kind: "call",
        skill: "deploy",
        settleAfter: 200 - index,
        failed: index > 0,
        error: "Error: no",
      });
    steps.push(
      ...Array.from(
        { length: 200 },
        (): Step => ({ kind: "evidence", item: { kind: "skill-base-dir", skill: "x", dir: "/d" } }),
      ),
    );
    const { all, list } = replay(steps);
    expect(detectSkills(list).detectedSkills.map((found) => found.skill)).toEqual(["deploy", "x"]);
    expect(detectSkills(list)).toEqual(detectSkills(all));
  });

  it("calls only, settled in any order: the same detections", () => {
    const call = fc.record({
      kind: fc.constant("call" as const),
      skill,
      settleAfter: fc.integer({ min: 0, max: 200 }),
      failed: fc.boolean(),
      error: fc.constantFrom("Error: no", ""),
    });
    fc.assert(
      fc.property(fc.array(call, { minLength: 64, maxLength: 400 }), (steps) => {
        const { all, list } = replay(steps);
        expect(detectSkills(list)).toEqual(detectSkills(all));
      }),
      { numRuns: 100 },
    );
  });
});
