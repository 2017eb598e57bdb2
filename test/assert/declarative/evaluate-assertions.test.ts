import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import { agentv, context, evalsJson, fakeJudge, output, skillTest } from "./declarative-fixtures.ts";

const has = (value: string) => agentv("contains", { value });

describe("agentv combination: weighted mean, pass at 0.8, required gates", () => {
  it("passes when the mean score reaches 0.8 even with one failed assertion", async () => {
    // 4 of 5 pass: mean 0.8.
    const grade = await evaluateAssertions(
      [has("a"), has("b"), has("c"), has("d"), has("z")],
      output("abcd"),
    );
    expect(grade).toMatchObject({ passed: true, score: 0.8 });
    expect(grade.outcomes.map((outcome) => outcome.passed)).toEqual([true, true, true, true, false]);
  });

  it("fails below 0.8", async () => {
    const grade = await evaluateAssertions([has("a"), has("b"), has("c"), has("z")], output("abc"));
    expect(grade).toMatchObject({ passed: false, score: 0.75 });
  });

  it("weights the mean", async () => {
    const grade = await evaluateAssertions(
      [agentv("contains", { value: "a" }, { weight: 9 }), agentv("contains", { value: "z" }, { weight: 1 })],
      output("a"),
    );
    expect(grade).toMatchObject({ passed: true, score: 0.9 });
  });

  it("leaves weight-0 assertions out of the mean", async () => {
    const grade = await evaluateAssertions(
      [has("a"), agentv("contains", { value: "z" }, { weight: 0 })],
      output("a"),
    );
    expect(grade).toMatchObject({ passed: true, score: 1 });
    expect(grade.outcomes[1]?.passed).toBe(false);
  });

  it("fails the case when a required assertion fails, whatever the mean", async () => {
    const specs = [
      has("a"),
      has("b"),
      has("c"),
      has("d"),
      agentv("contains", { value: "z" }, { required: true }),
    ];
    const grade = await evaluateAssertions(specs, output("abcd"));
    expect(grade).toMatchObject({ passed: false, score: 0.8 });
    expect(grade.outcomes[4]?.message).toContain("(required score 0.8 not reached)");
  });

  it("uses a numeric required as the cut-off", async () => {
    const metrics = (required: number) =>
      agentv("execution-metrics", { max_tool_calls: 0, max_llm_calls: 100 }, { required, weight: 0 });
    // One of two limits holds without tool calls but with unknown LLM calls: score 0.5.
    expect((await evaluateAssertions([has("a"), metrics(0.5)], output("a"))).passed).toBe(true);
    expect((await evaluateAssertions([has("a"), metrics(0.6)], output("a"))).passed).toBe(false);
  });

  it("inverts a negated assertion's score", async () => {
    const grade = await evaluateAssertions(
      [agentv("contains", { value: "ERROR" }, { negate: true })],
      output("all good"),
    );
    expect(grade).toMatchObject({ passed: true, score: 1 });
    expect(grade.outcomes[0]?.message).toBe('Expected NOT: output to contain "ERROR". Observed: not found.');
  });

  it("fails a negated assertion that matches", async () => {
    const grade = await evaluateAssertions(
      [agentv("contains", { value: "ERROR" }, { negate: true })],
      output("ERROR: x"),
    );
    expect(grade).toMatchObject({ passed: false, score: 0 });
  });

  it("records golden assertions without letting them count", async () => {
    const grade = await evaluateAssertions(
      [has("a"), agentv("contains", { value: "z" }, { golden: true })],
      output("a"),
    );
    expect(grade).toMatchObject({ passed: true, score: 1 });
    expect(grade.outcomes[1]).toMatchObject({ passed: false, golden: true });
    expect(grade.outcomes[0]?.golden).toBeUndefined();
  });

  it("fails the case on an assertion that could not be graded, even when the mean passes", async () => {
    const specs = [has("a"), has("b"), has("c"), has("d"), agentv("rubric", { criterion: "is kind" })];
    const grade = await evaluateAssertions(specs, output("abcd"));
    expect(grade.score).toBe(0.8);
    expect(grade.passed).toBe(false);
  });

  it("keeps partial scores in the message", async () => {
    const judge = fakeJudge('{"pass": true, "score": 0.85}');
    const grade = await evaluateAssertions(
      [agentv("rubric", { criterion: "is kind" })],
      context(undefined, { judge }),
    );
    expect(grade.outcomes[0]?.message).toMatch(/\(score 0\.85\)$/);
  });
});

describe("skill-test combination: every assertion must pass", () => {
  const contains = (pattern: string, golden = false) => skillTest("contains", { pattern }, { golden });

  it("passes when all pass", async () => {
    expect(await evaluateAssertions([contains("a"), contains("b")], output("ab"))).toMatchObject({
      passed: true,
      score: 1,
    });
  });

  it("fails when one fails, scoring the fraction that passed", async () => {
    const grade = await evaluateAssertions(
      [contains("a"), contains("b"), contains("c"), contains("z")],
      output("abc"),
    );
    expect(grade).toMatchObject({ passed: false, score: 0.75 });
  });

  it("records failed golden assertions without failing the case", async () => {
    const grade = await evaluateAssertions([contains("a"), contains("z", true)], output("a"));
    expect(grade).toMatchObject({ passed: true, score: 1 });
    expect(grade.outcomes[1]).toMatchObject({ passed: false, golden: true, name: "contains-check" });
    // skill-test marks every non-golden assertion required; that is no score gate.
    expect(grade.outcomes[0]?.message).not.toContain("required");
  });

  it("evaluates golden assertions even though they never gate", async () => {
    const judge = fakeJudge('{"pass": true}');
    await evaluateAssertions(
      [skillTest("llm_eval", { pattern: "ok? {{output}}" }, { golden: true })],
      context(undefined, { judge }),
    );
    expect(judge.requests).toHaveLength(1);
  });
});

describe("evals.json combination", () => {
  it("needs every expectation to pass", async () => {
    const judge = fakeJudge('{"pass": true}', '{"pass": false}');
    const grade = await evaluateAssertions(
      [evalsJson({ criterion: "a" }), evalsJson({ criterion: "b" })],
      context(undefined, { judge }),
    );
    expect(grade).toMatchObject({ passed: false, score: 0.5 });
  });
});

describe("unknown types and edge cases", () => {
  it("fails an unknown type, suggesting the nearest and listing what is supported", async () => {
    const grade = await evaluateAssertions([agentv("contians", { value: "a" })], output("a"));
    const message = grade.outcomes[0]?.message ?? "";
    expect(grade.passed).toBe(false);
    expect(message).toMatch(
      /^unknown assertion type "contians" for agentv suites; did you mean "contains"\?/,
    );
    expect(message).toContain("Supported: contains, contains-any, contains-all");
    expect(message).toContain("code-grader");
  });

  it("does not accept another dialect's types", async () => {
    const grade = await evaluateAssertions([skillTest("icontains", { pattern: "a" })], output("a"));
    expect(grade.outcomes[0]?.message).toMatch(/^unknown assertion type "icontains" for skill-test suites/);
    expect(grade.outcomes[0]?.message).toContain(
      "Supported: regex, contains, line_count, tool_called, exec, llm_eval",
    );
  });

  it("passes a case with nothing to check", async () => {
    expect(await evaluateAssertions([], output("x"))).toEqual({ passed: true, score: 1, outcomes: [] });
  });

  it("passes a case whose only assertions are golden", async () => {
    const grade = await evaluateAssertions(
      [agentv("contains", { value: "z" }, { golden: true })],
      output("a"),
    );
    expect(grade).toMatchObject({ passed: true, score: 1 });
  });

  it("needs each part of a mixed case to pass, averaging the scores by count", async () => {
    const grade = await evaluateAssertions(
      [has("a"), has("b"), has("c"), has("d"), has("z"), skillTest("contains", { pattern: "a" })],
      output("abcd"),
    );
    // agentv part: 0.8 over 5 (passes); skill-test part: 1 over 1.
    expect(grade.passed).toBe(true);
    expect(grade.score).toBeCloseTo((0.8 * 5 + 1) / 6);
  });

  it("keeps outcomes in suite order", async () => {
    const grade = await evaluateAssertions([has("z"), has("a"), agentv("is-json")], output("a"));
    expect(grade.outcomes.map((outcome) => outcome.type)).toEqual(["contains", "contains", "is-json"]);
  });
});
