import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { agentv, context } from "./declarative-fixtures.ts";

async function one(spec: AssertionSpec, report: SessionReport) {
  const outcome = (await evaluateAssertions([spec], context(report))).outcomes[0];
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

describe("skill-trigger", () => {
  it("passes when the skill was detected, whichever tool call it was", async () => {
    // agentv v4 would look only at the first call (Bash) and miss this.
    const report = sessionReport()
      .toolCall("Bash", { command: "ls" })
      .toolCall("Skill", { skill: "csv-analyzer" })
      .skill("csv-analyzer", "explicit", ["Skill tool call"])
      .build();
    const outcome = await one(agentv("skill-trigger", { skill: "csv-analyzer" }), report);
    expect(outcome.passed).toBe(true);
    expect(outcome.evidence).toBe("csv-analyzer: Skill tool call");
  });

  it("fails when the skill was not detected, listing what was", async () => {
    const report = sessionReport().skill("pdf-reader", "strong").build();
    const outcome = await one(agentv("skill-trigger", { skill: "csv-analyzer" }), report);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toBe(
      'Expected skill "csv-analyzer" to be used (detected as medium or stronger). Observed: detected pdf-reader (strong).',
    );
  });

  it("passes should_trigger: false when the skill stayed unused", async () => {
    const report = sessionReport().skill("pdf-reader").build();
    expect(
      (await one(agentv("skill-trigger", { skill: "csv-analyzer", should_trigger: false }), report)).passed,
    ).toBe(true);
    const used = sessionReport().skill("csv-analyzer").build();
    expect(
      (await one(agentv("skill-trigger", { skill: "csv-analyzer", should_trigger: false }), used)).passed,
    ).toBe(false);
  });

  it("does not count a weak detection (a read of some other file in the skill) by default", async () => {
    const report = sessionReport().skill("csv-analyzer", "weak").build();
    expect((await one(agentv("skill-trigger", { skill: "csv-analyzer" }), report)).passed).toBe(false);
    expect(
      (await one(agentv("skill-trigger", { skill: "csv-analyzer", min_confidence: "weak" }), report)).passed,
    ).toBe(true);
  });

  it("never counts an errored skill call, and says it was attempted", async () => {
    const report = sessionReport().attemptedSkill("csv-analyzer").build();
    const outcome = await one(agentv("skill-trigger", { skill: "csv-analyzer" }), report);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain('["csv-analyzer"] attempted, but the call failed');
  });

  it("matches a plugin-namespaced skill by its own name", async () => {
    const report = sessionReport().skill("data-tools:csv-analyzer").build();
    expect((await one(agentv("skill-trigger", { skill: "csv-analyzer" }), report)).passed).toBe(true);
  });

  it("inverts with negate", async () => {
    const report = sessionReport().skill("csv-analyzer").build();
    const outcome = await one(agentv("skill-trigger", { skill: "csv-analyzer" }, { negate: true }), report);
    expect(outcome).toMatchObject({ passed: false, score: 0 });
    expect(outcome.message).toMatch(/^Expected NOT: skill "csv-analyzer" to be used/);
  });

  it("fails without a skill name", async () => {
    const outcome = await one(agentv("skill-trigger", {}), sessionReport().build());
    expect(outcome.message).toBe('skill-trigger: invalid params: field "skill" is required');
  });
});

describe("skill-used and not-skill-used", () => {
  const report = sessionReport().skill("csv-analyzer").skill("pdf-reader", "explicit").build();

  it.each([
    ["skill-used", { value: "csv-analyzer" }, true],
    ["skill-used", { value: ["csv-analyzer", "pdf-reader"] }, true],
    ["skill-used", { value: ["csv-analyzer", "xlsx"] }, false],
    ["skill-used", { value: { name: "pdf-reader" } }, true],
    ["skill-used", { value: { pattern: "^pdf-" } }, true],
    ["skill-used", { value: { pattern: "^xlsx" } }, false],
    ["skill-used", { skill: "csv-analyzer" }, true],
    ["not-skill-used", { value: "xlsx" }, true],
    ["not-skill-used", { value: ["xlsx", "pdf-reader"] }, false],
  ])("%s %j passes: %s", async (type, params, passed) => {
    expect((await one(agentv(type, params), report)).passed).toBe(passed);
  });

  it("says counting uses (min/max) is not supported rather than ignoring it", async () => {
    const outcome = await one(agentv("skill-used", { value: { name: "csv-analyzer", min: 2 } }), report);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain('field "value"');
  });
});
