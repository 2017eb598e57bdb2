import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { agentv, output } from "./declarative-fixtures.ts";

async function one(spec: AssertionSpec, text: string) {
  const grade = await evaluateAssertions([spec], output(text));
  const outcome = grade.outcomes[0];
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

describe("agentv string and format checks", () => {
  it.each([
    ["contains", { value: "42" }, "The answer is 42.", true],
    ["contains", { value: "43" }, "The answer is 42.", false],
    ["contains", { value: "answer" }, "The ANSWER is 42.", false],
    ["icontains", { value: "answer" }, "The ANSWER is 42.", true],
    ["contains-any", { value: ["x", "42"] }, "The answer is 42.", true],
    ["contains-any", { value: ["x", "y"] }, "The answer is 42.", false],
    ["contains-all", { value: ["answer", "42"] }, "The answer is 42.", true],
    ["contains-all", { value: ["answer", "43"] }, "The answer is 42.", false],
    ["icontains-any", { value: ["DENIED", "REJECTED"] }, "request denied", true],
    ["icontains-all", { value: ["acme", "DENIED"] }, "Acme Corp: denied", true],
    ["icontains-all", { value: ["acme", "approved"] }, "Acme Corp: denied", false],
    ["starts-with", { value: "Hello" }, "  Hello world  ", true],
    ["starts-with", { value: "world" }, "Hello world", false],
    ["ends-with", { value: "world" }, "Hello world\n", true],
    ["ends-with", { value: "Hello" }, "Hello world", false],
    ["equals", { value: " 42 " }, "42\n", true],
    ["equals", { value: "42" }, "42.0", false],
    ["regex", { value: "\\d+ files?" }, "Changed 3 files", true],
    ["regex", { value: "^changed" }, "Changed 3 files", false],
    ["regex", { value: "^changed", flags: "i" }, "Changed 3 files", true],
    ["is-json", {}, ' {"status": "ok"} ', true],
    ["is-json", {}, "status: ok", false],
  ])("%s %j on %j passes: %s", async (type, params, text, passed) => {
    const outcome = await one(agentv(type, params), text);
    expect(outcome.passed).toBe(passed);
    expect(outcome.score).toBe(passed ? 1 : 0);
  });

  it("accepts underscore spellings as agentv does", async () => {
    expect((await one(agentv("contains_any", { value: ["42"] }), "42")).passed).toBe(true);
    expect((await one(agentv("is_json", {}), "[]")).passed).toBe(true);
  });

  it("compares a number written in YAML as its text", async () => {
    expect((await one(agentv("contains", { value: 42 }), "The answer is 42")).passed).toBe(true);
  });

  it("says what was expected and what was found, with the output as evidence", async () => {
    const outcome = await one(agentv("contains-all", { value: ["DENIED", "Acme"] }), "Acme Corp is approved");
    expect(outcome.message).toBe(
      'Expected output to contain all of ["DENIED", "Acme"]. Observed: missing ["DENIED"].',
    );
    expect(outcome.evidence).toBe("Acme Corp is approved");
    expect(outcome.name).toBe("contains-all");
    expect(outcome.source).toBe("/repo/evals/demo/EVAL.yaml:12:9");
  });

  it("names an unnamed assertion after its value, as agentv does", async () => {
    expect((await one(agentv("contains", { value: "DENIED" }), "DENIED")).name).toBe("contains-DENIED");
    expect((await one(agentv("contains", { value: "DENIED" }, { name: "verdict" }), "DENIED")).name).toBe(
      "verdict",
    );
  });

  it("fails a missing value with a message naming the field", async () => {
    const outcome = await one(agentv("contains", {}), "anything");
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toBe('contains: invalid params: field "value" is required');
  });

  it("fails a value of the wrong shape with the field and the problem", async () => {
    const outcome = await one(agentv("contains-any", { value: [] }), "anything");
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toContain('contains-any: invalid params: field "value"');
  });

  it("fails an invalid pattern instead of throwing", async () => {
    const outcome = await one(agentv("regex", { value: "(unclosed" }), "anything");
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toMatch(/^regex: invalid pattern \/\(unclosed\/: /);
  });

  it("rejects flags JavaScript does not know", async () => {
    const outcome = await one(agentv("regex", { value: "a", flags: "q" }), "a");
    expect(outcome.message).toContain('field "flags"');
  });

  it("keeps a stateful flag from making a second match fail", async () => {
    const spec = agentv("regex", { value: "a", flags: "g" });
    const grade = await evaluateAssertions([spec, spec], output("a"));
    expect(grade.outcomes.map((outcome) => outcome.passed)).toEqual([true, true]);
  });

  it("cuts long output in the evidence", async () => {
    const outcome = await one(agentv("contains", { value: "zzz" }), "x".repeat(5000));
    expect(outcome.evidence).toMatch(/… \(3000 more characters\)$/);
  });
});
