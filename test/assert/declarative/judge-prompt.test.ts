import { describe, expect, it } from "vitest";
import { buildJudgePrompt, parseJudgeAnswer } from "../../../src/assert/declarative/judge-prompt.ts";

describe("buildJudgePrompt", () => {
  it("puts the criterion, task, expected output and agent output in tagged sections and asks for JSON", () => {
    const { system, prompt } = buildJudgePrompt({
      criterion: "Says 42",
      output: "The answer is 42.",
      task: "What is 15 + 27?",
      expectedOutput: "42",
    });
    expect(system).toContain("Reply with a single JSON object");
    expect(prompt).toContain("<criterion>\nSays 42\n</criterion>");
    expect(prompt).toContain("<task>\nWhat is 15 + 27?\n</task>");
    expect(prompt).toContain("<expected_output>\n42\n</expected_output>");
    expect(prompt).toContain("<agent_output>\nThe answer is 42.\n</agent_output>");
    expect(prompt).toContain('{"pass": true or false, "score": a number from 0 to 1, "reasoning"');
  });

  it("leaves out sections it has nothing for", () => {
    const { prompt } = buildJudgePrompt({ criterion: "Says 42", output: "42" });
    expect(prompt).not.toContain("<task>");
    expect(prompt).not.toContain("<expected_output>");
  });

  it("cuts a huge output so the prompt stays within a judge's context", () => {
    const { prompt } = buildJudgePrompt({ criterion: "c", output: "x".repeat(70_000) });
    expect(prompt).toContain("[… 10000 more characters not shown]");
  });
});

describe("parseJudgeAnswer", () => {
  it("reads a bare JSON verdict", () => {
    expect(parseJudgeAnswer('{"pass": true, "score": 0.9, "reasoning": "correct"}')).toEqual({
      pass: true,
      score: 0.9,
      reasoning: "correct",
    });
  });

  it("finds the first JSON object inside prose and code fences", () => {
    const text = 'Let me think {about it}.\n```json\n{"pass": false, "reasoning": "says {41}"}\n```\nDone.';
    expect(parseJudgeAnswer(text)).toEqual({ pass: false, score: 0, reasoning: "says {41}" });
  });

  it("gives a pass without a score the score 1", () => {
    expect(parseJudgeAnswer('{"pass": true}')?.score).toBe(1);
  });

  it("accepts passed and string verdicts", () => {
    expect(parseJudgeAnswer('{"passed": true}')?.pass).toBe(true);
    expect(parseJudgeAnswer('{"pass": "fail"}')?.pass).toBe(false);
  });

  it("clamps the score", () => {
    expect(parseJudgeAnswer('{"pass": true, "score": 4}')?.score).toBe(1);
  });

  it("returns undefined when there is no verdict", () => {
    expect(parseJudgeAnswer("I think it is fine.")).toBeUndefined();
    expect(parseJudgeAnswer('{"score": 0.7}')).toBeUndefined();
    expect(parseJudgeAnswer('{"pass": tru')).toBeUndefined();
  });

  it("reads a plain YES or NO only when asked to", () => {
    expect(parseJudgeAnswer("YES. The code is idiomatic.", { yesNo: true })?.pass).toBe(true);
    expect(parseJudgeAnswer("no", { yesNo: true })?.pass).toBe(false);
    expect(parseJudgeAnswer("YES")).toBeUndefined();
  });
});
