import { describe, expect, it } from "vitest";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { agentv, context, evalsJson, fakeJudge, skillTest } from "./declarative-fixtures.ts";

const report = sessionReport().output("The answer is 42.").build();

async function grade(specs: AssertionSpec[], judge?: ReturnType<typeof fakeJudge>, extra = {}) {
  return evaluateAssertions(
    specs,
    context(report, {
      caseInput: { prompt: "What is 15 + 27?", criteria: "Correctly calculates 42", expectedOutput: "42" },
      ...(judge === undefined ? {} : { judge }),
      ...extra,
    }),
  );
}

describe("agentv rubric (a plain-string criterion)", () => {
  it("passes on the judge's pass and scores its score", async () => {
    const judge = fakeJudge('{"pass": true, "score": 0.9, "reasoning": "states 42"}');
    const result = await grade([agentv("rubric", { criterion: "Gives the sum" })], judge);
    expect(result.outcomes[0]).toMatchObject({
      passed: true,
      score: 0.9,
      evidence: "states 42",
      name: "Gives the sum",
    });
    expect(result.outcomes[0]?.message).toBe(
      'Expected judge to find the output meets "Gives the sum". Observed: judge: pass (score 0.9): states 42. (score 0.9)',
    );
    expect(judge.requests[0]?.prompt).toContain("<criterion>\nGives the sum\n</criterion>");
    expect(judge.requests[0]?.prompt).toContain("<agent_output>\nThe answer is 42.\n</agent_output>");
    expect(judge.requests[0]?.prompt).toContain("<expected_output>\n42\n</expected_output>");
  });

  it("shows the judge the session's tool calls, so a rubric about what the agent did can be judged", async () => {
    const judge = fakeJudge('{"pass": true}');
    const withCalls = sessionReport()
      .toolCall("Skill", { skill: "acme-deploy" })
      .toolCall("Bash", { command: "x".repeat(500) })
      .output("Deployed.")
      .build();
    await evaluateAssertions(
      [agentv("rubric", { criterion: "The agent invoked the acme-deploy skill" })],
      context(withCalls, { caseInput: { prompt: "Deploy it." }, judge }),
    );
    const prompt = judge.requests[0]?.prompt ?? "";
    expect(prompt).toContain('<tool_calls>\nSkill {"skill":"acme-deploy"}\nBash {"command":"xxx');
    expect(prompt).toMatch(/x…\n<\/tool_calls>/);
    // Without tool calls the section is left out.
    expect(judge.requests.length).toBe(1);
    await grade([agentv("rubric", { criterion: "Gives the sum" })], judge);
    expect(judge.requests[1]?.prompt).not.toContain("<tool_calls>");
  });

  it("shows the judge the workspace's changes when they were tracked, as agentv's file_changes", async () => {
    const judge = fakeJudge('{"pass": true}', '{"pass": true}', '{"pass": true}');
    const fileChanges = "diff --git a/src/calc.ts b/src/calc.ts\n+export const subtract = (a, b) => a - b;";
    await grade([agentv("rubric", { criterion: "Adds subtract" })], judge, { fileChanges });
    expect(judge.requests[0]?.prompt).toContain(`<file_changes>\n${fileChanges}\n</file_changes>`);
    await grade([agentv("llm-grader", { prompt: "Diff:\n{{ file_changes }}" })], judge, { fileChanges });
    expect(judge.requests[1]?.prompt).toContain(`Diff:\n${fileChanges}`);
    await grade([agentv("rubric", { criterion: "Adds subtract" })], judge, { fileChanges: "" });
    expect(judge.requests[2]?.prompt).not.toContain("<file_changes>");
  });

  it("fails on the judge's fail", async () => {
    const result = await grade(
      [agentv("rubric", { criterion: "Shows working" })],
      fakeJudge('{"pass": false, "score": 0.2}'),
    );
    expect(result.outcomes[0]).toMatchObject({ passed: false, score: 0.2 });
    expect(result.passed).toBe(false);
  });

  it("fails with the raw answer as evidence when the judge's answer is unreadable", async () => {
    const result = await grade(
      [agentv("rubric", { criterion: "Gives the sum" })],
      fakeJudge("Looks good to me!"),
    );
    expect(result.outcomes[0]).toMatchObject({ passed: false, score: 0, evidence: "Looks good to me!" });
    expect(result.outcomes[0]?.message).toMatch(/^judge answer unreadable/);
    expect(result.passed).toBe(false);
  });

  it("fails, never passes, when no judge is configured", async () => {
    const result = await grade([agentv("rubric", { criterion: "Gives the sum" })]);
    expect(result.outcomes[0]).toMatchObject({
      passed: false,
      message: "no judge configured: set judge: in skill-eval.config.yaml",
    });
    expect(result.passed).toBe(false);
  });

  it("fails with the reason when the judge call fails", async () => {
    const judge = async () => {
      throw new Error("429 rate limited");
    };
    const result = await evaluateAssertions(
      [agentv("rubric", { criterion: "x" })],
      context(report, { judge }),
    );
    expect(result.outcomes[0]?.message).toBe("judge call failed: 429 rate limited");
  });

  it("fails without a criterion, naming the field", async () => {
    const result = await grade([agentv("rubric", {})], fakeJudge('{"pass": true}'));
    expect(result.outcomes[0]?.message).toContain('field "criterion" is required');
  });
});

describe("agentv llm-grader", () => {
  it("grades against the case's criteria by default", async () => {
    const judge = fakeJudge('{"pass": true, "score": 1}');
    const result = await grade([agentv("llm-grader")], judge);
    expect(result.passed).toBe(true);
    expect(judge.requests[0]?.prompt).toContain("<criterion>\nCorrectly calculates 42\n</criterion>");
  });

  it("fills an inline prompt's template variables", async () => {
    const judge = fakeJudge('{"pass": true}');
    await grade(
      [agentv("llm-grader", { prompt: "Q: {{ input }}\nA: {{output}}\nWant: {{expected_output}}" })],
      judge,
    );
    expect(judge.requests[0]?.prompt).toMatch(
      /^Q: What is 15 \+ 27\?\nA: The answer is 42\.\nWant: 42\n\nReply with/,
    );
  });

  it("reads a prompt file relative to the suite file through the injected reader", async () => {
    const judge = fakeJudge('{"pass": true}');
    const reads: string[] = [];
    const readTextFile = async (path: string) => {
      reads.push(path);
      return "Grade for correctness.";
    };
    await grade([agentv("llm-grader", { prompt: "./graders/correctness.md" })], judge, { readTextFile });
    expect(reads).toEqual(["/repo/evals/demo/graders/correctness.md"]);
    // The template never shows the output, so it is appended.
    expect(judge.requests[0]?.prompt).toContain(
      "Grade for correctness.\n\n<agent_output>\nThe answer is 42.\n</agent_output>",
    );
  });

  it("fails a prompt file when nothing can read it", async () => {
    const result = await grade(
      [agentv("llm-grader", { prompt: "./graders/correctness.md" })],
      fakeJudge('{"pass": true}'),
    );
    expect(result.outcomes[0]?.message).toContain(
      "prompt file /repo/evals/demo/graders/correctness.md cannot be read",
    );
  });

  it("accepts agentv's older name llm-judge", async () => {
    expect((await grade([agentv("llm_judge")], fakeJudge('{"pass": true}'))).passed).toBe(true);
  });
});

describe("agentv rubrics", () => {
  it("scores the weight of criteria met over the total weight, one judge call each", async () => {
    const judge = fakeJudge('{"pass": true, "reasoning": "yes"}', '{"pass": false, "reasoning": "no steps"}');
    const result = await grade(
      [
        agentv("rubrics", {
          criteria: [
            { id: "accuracy", outcome: "Gives 42", weight: 5 },
            { id: "reasoning", outcome: "Shows working", weight: 3 },
          ],
        }),
      ],
      judge,
    );
    expect(judge.requests).toHaveLength(2);
    expect(result.outcomes[0]).toMatchObject({ score: 5 / 8, passed: false });
    expect(result.outcomes[0]?.evidence).toBe(
      "[accuracy] met: Gives 42 (yes)\n[reasoning] not met: Shows working (no steps)",
    );
  });

  it("accepts plain-string criteria", async () => {
    const result = await grade(
      [agentv("rubrics", { criteria: ["Gives 42", "Is polite"] })],
      fakeJudge('{"pass": true}'),
    );
    expect(result.outcomes[0]).toMatchObject({ score: 1, passed: true });
  });

  it("fails the assertion when a required criterion is missed, whatever the score", async () => {
    const judge = fakeJudge('{"pass": true}', '{"pass": true}', '{"pass": false}');
    const result = await grade(
      [
        agentv("rubrics", {
          criteria: [
            { outcome: "a", weight: 5 },
            { outcome: "b", weight: 5 },
            { id: "safety", outcome: "c", weight: 1, required: true },
          ],
        }),
      ],
      judge,
    );
    expect(result.outcomes[0]?.passed).toBe(false);
    expect(result.outcomes[0]?.score).toBeCloseTo(10 / 11);
    expect(result.outcomes[0]?.message).toContain("required rubric criteria not met: safety");
  });

  it("fails a criterion without text, naming the problem", async () => {
    const result = await grade(
      [agentv("rubrics", { criteria: [{ id: "x", weight: 2 }] })],
      fakeJudge('{"pass": true}'),
    );
    expect(result.outcomes[0]?.message).toContain('each criterion needs "outcome"');
  });
});

describe("skill-test llm_eval", () => {
  it("sends the suite's prompt with {{output}} filled in", async () => {
    const judge = fakeJudge('{"pass": true}');
    const spec = skillTest("llm_eval", {
      pattern: "Is this correct? Answer YES or NO.\n\nOutput:\n{{output}}",
    });
    const result = await grade([spec], judge);
    expect(result.passed).toBe(true);
    expect(judge.requests[0]?.prompt).toMatch(
      /^Is this correct\? Answer YES or NO\.\n\nOutput:\nThe answer is 42\./,
    );
  });

  it("with expect: fail, passes when the judge says fail", async () => {
    const spec = skillTest("llm_eval", { pattern: "Does it apologise? {{output}}", expect: "fail" });
    expect((await grade([spec], fakeJudge('{"pass": false}'))).passed).toBe(true);
    expect((await grade([spec], fakeJudge('{"pass": true}'))).passed).toBe(false);
  });

  it("reads a YES/NO answer, as the suite's own prompt asks for", async () => {
    const spec = skillTest("llm_eval", { pattern: "Correct? {{output}}" });
    expect((await grade([spec], fakeJudge("YES"))).passed).toBe(true);
    expect((await grade([spec], fakeJudge("NO - it says 41"))).passed).toBe(false);
  });

  it("fails an unreadable answer and a missing judge", async () => {
    const spec = skillTest("llm_eval", { pattern: "Correct? {{output}}" });
    expect((await grade([spec], fakeJudge("Hmm, hard to say."))).outcomes[0]?.message).toMatch(
      /^judge answer unreadable/,
    );
    expect((await grade([spec])).outcomes[0]?.message).toBe(
      "no judge configured: set judge: in skill-eval.config.yaml",
    );
  });
});

describe("evals.json rubric", () => {
  it("passes or fails on the judge's verdict alone", async () => {
    const spec = evalsJson({ criterion: "The output names the sum" });
    expect((await grade([spec], fakeJudge('{"pass": true, "score": 0.5}'))).outcomes[0]).toMatchObject({
      passed: true,
      score: 1,
    });
    expect((await grade([spec], fakeJudge('{"pass": false, "score": 0.95}'))).passed).toBe(false);
  });
});
