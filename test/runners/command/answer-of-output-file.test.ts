import { describe, expect, it } from "vitest";
import { answerOfOutputFile } from "../../../src/runners/command/answer-of-output-file.ts";

// agentv's cli-provider.mdx, "Output file format".
describe("answerOfOutputFile", () => {
  it("reads plain text as the answer", () => {
    expect(answerOfOutputFile("Done: edited 2 files.\n")).toBe("Done: edited 2 files.\n");
  });

  it("takes the last assistant message of `output`, else `text`", () => {
    const output = JSON.stringify({
      output: [
        { role: "assistant", content: "first" },
        { role: "tool", content: "ignored" },
        { role: "assistant", content: "final answer" },
      ],
      text: "fallback",
    });
    expect(answerOfOutputFile(output)).toBe("final answer");
    expect(answerOfOutputFile(JSON.stringify({ text: "plain", token_usage: { input: 1 } }))).toBe("plain");
  });

  it("keeps JSON of another shape as written", () => {
    expect(answerOfOutputFile('{"answer": 42}')).toBe('{"answer": 42}');
    expect(answerOfOutputFile("[1, 2]")).toBe("[1, 2]");
  });
});
