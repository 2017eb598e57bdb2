import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

describe("assert.skills.has", () => {
  it("passes when the skill was detected", () => {
    const report = sessionReport().skill("find-skills", "strong").build();
    expect(() => assert.skills.has(report, "find-skills")).not.toThrow();
  });

  it("fails naming the skill and listing what was detected", () => {
    const report = sessionReport().skill("other-skill", "explicit", ["Loaded via Skill tool"]).build();
    const error = catchAssertionError(() => assert.skills.has(report, "find-skills"));
    expect(error.message).toContain('Expected skill "find-skills" to be detected, but it was not.');
    expect(error.message).toContain("Observed skills (1):");
    expect(error.message).toContain("other-skill (explicit) — Loaded via Skill tool");
    expect(error.operator).toBe("skills.has");
  });

  it("says when nothing was detected at all", () => {
    const error = catchAssertionError(() => assert.skills.has(sessionReport().build(), "find-skills"));
    expect(error.message).toContain("Observed skills: none.");
  });

  it("respects minConfidence and reports the confidence found", () => {
    const report = sessionReport().skill("find-skills", "weak").build();
    expect(() => assert.skills.has(report, "find-skills", { minConfidence: "weak" })).not.toThrow();
    const error = catchAssertionError(() =>
      assert.skills.has(report, "find-skills", { minConfidence: "strong" }),
    );
    expect(error.message).toContain("with confidence strong or higher, but it was detected only as weak");
    expect(error.message).toContain("find-skills (weak)  ← below strong");
  });

  it("orders confidences weak < medium < strong < explicit", () => {
    const report = sessionReport().skill("a", "medium").skill("b", "strong").skill("c", "explicit").build();
    expect(() => assert.skills.has(report, "a", { minConfidence: "medium" })).not.toThrow();
    expect(() => assert.skills.has(report, "a", { minConfidence: "strong" })).toThrow();
    expect(() => assert.skills.has(report, "b", { minConfidence: "medium" })).not.toThrow();
    expect(() => assert.skills.has(report, "b", { minConfidence: "explicit" })).toThrow();
    expect(() => assert.skills.has(report, "c", { minConfidence: "explicit" })).not.toThrow();
  });

  it("never counts an errored skill call, and says it was attempted but failed", () => {
    const report = sessionReport().attemptedSkill("find-skills", ["Skill tool error: not found"]).build();
    const error = catchAssertionError(() => assert.skills.has(report, "find-skills"));
    expect(error.message).toContain(
      'Attempted but failed: "find-skills" was called, but the call returned an error',
    );
    expect(error.message).toContain("Skill tool error: not found");
  });

  it("puts the custom message first", () => {
    const error = catchAssertionError(() =>
      assert.skills.has(sessionReport().build(), "find-skills", { message: "the agent must look up skills" }),
    );
    expect(error.message.split("\n")[0]).toBe("the agent must look up skills");
    expect(error.message).toContain('Expected skill "find-skills"');
  });

  it("rejects an unknown minConfidence as a suite bug, naming the allowed values", () => {
    const report = sessionReport().skill("a").build();
    const options = { minConfidence: "certain" };
    expect(() => Reflect.apply(assert.skills.has, undefined, [report, "a", options])).toThrow(
      /minConfidence to be one of weak, medium, strong, explicit, found "certain"/,
    );
  });
});

describe("assert.skills.notHas", () => {
  it("passes when the skill was not detected, or only attempted", () => {
    const report = sessionReport().skill("other").attemptedSkill("find-skills").build();
    expect(() => assert.skills.notHas(report, "find-skills")).not.toThrow();
  });

  it("fails when detected at or above minConfidence", () => {
    const report = sessionReport()
      .skill("upgrading-expo", "strong", ["Read /s/upgrading-expo/SKILL.md"])
      .build();
    const error = catchAssertionError(() => assert.skills.notHas(report, "upgrading-expo"));
    expect(error.message).toContain(
      'Expected skill "upgrading-expo" not to be detected, but it was detected as strong.',
    );
    expect(error.message).toContain("Read /s/upgrading-expo/SKILL.md");
    expect(() => assert.skills.notHas(report, "upgrading-expo", { minConfidence: "strong" })).toThrow();
  });

  it("passes when only detected below minConfidence", () => {
    const report = sessionReport().skill("upgrading-expo", "medium").build();
    expect(() => assert.skills.notHas(report, "upgrading-expo", { minConfidence: "strong" })).not.toThrow();
  });
});

describe("assert.skills.includes / count / exactlyOne / only", () => {
  const report = sessionReport().skill("a", "explicit").skill("b", "weak").build();

  it("includes requires every skill and names the missing ones", () => {
    expect(() => assert.skills.includes(report, ["a", "b"])).not.toThrow();
    const error = catchAssertionError(() =>
      assert.skills.includes(report, ["a", "b", "c"], { minConfidence: "strong" }),
    );
    expect(error.message).toContain(
      'Expected skills ["a", "b", "c"] to be detected with confidence strong or higher',
    );
    expect(error.message).toContain('but ["b", "c"] were not.');
  });

  it("count and exactlyOne count detections of the skill", () => {
    expect(() => assert.skills.count(report, "a", 1)).not.toThrow();
    expect(() => assert.skills.count(report, "c", 0)).not.toThrow();
    expect(() => assert.skills.exactlyOne(report, "b")).not.toThrow();
    const error = catchAssertionError(() => assert.skills.count(report, "a", 2));
    expect(error.message).toContain('Expected skill "a" to be detected exactly 2 times, found once.');
    expect(() => assert.skills.exactlyOne(report, "b", { minConfidence: "medium" })).toThrow(/found 0 times/);
  });

  it("count rejects a negative count", () => {
    expect(() => assert.skills.count(report, "a", -1)).toThrow(TypeError);
  });

  it("only fails on a skill outside the list", () => {
    expect(() => assert.skills.only(report, ["a", "b"])).not.toThrow();
    expect(() => assert.skills.only(report, ["a"], { minConfidence: "medium" })).not.toThrow();
    const error = catchAssertionError(() => assert.skills.only(report, ["a"]));
    expect(error.message).toContain('Expected only skills ["a"] to be detected, but also found ["b"].');
  });
});
