import { describe, expect, it } from "vitest";
import {
  extensionFor,
  extractCodeBlocks,
  isSameLanguage,
} from "../../../src/assert/declarative/extract-code-blocks.ts";

describe("extractCodeBlocks", () => {
  it("finds backtick and tilde fences with their languages", () => {
    const markdown = [
      "Here:",
      "```js",
      "console.log(1);",
      "```",
      "and",
      "~~~Python extra",
      "print(2)",
      "~~~",
      "```",
      "plain",
      "```",
    ].join("\n");
    expect(extractCodeBlocks(markdown)).toEqual([
      { language: "js", code: "console.log(1);" },
      { language: "python", code: "print(2)" },
      { language: undefined, code: "plain" },
    ]);
  });

  it("keeps a shorter or different fence inside a block as code", () => {
    const markdown = "````md\n```js\nx\n```\n````";
    expect(extractCodeBlocks(markdown)).toEqual([{ language: "md", code: "```js\nx\n```" }]);
  });

  it("strips the opening fence's indent from the content", () => {
    expect(extractCodeBlocks("  ```sh\n  echo hi\n    indented\n  ```")).toEqual([
      { language: "sh", code: "echo hi\n  indented" },
    ]);
  });

  it("runs an unclosed block to the end", () => {
    expect(extractCodeBlocks("```py\nprint(1)\nprint(2)")).toEqual([
      { language: "py", code: "print(1)\nprint(2)" },
    ]);
  });

  it("finds nothing in prose", () => {
    expect(extractCodeBlocks("no code here, just `inline`")).toEqual([]);
  });
});

describe("languages", () => {
  it("treats the usual short names as the same language", () => {
    expect(isSameLanguage("js", "javascript")).toBe(true);
    expect(isSameLanguage("py", "Python")).toBe(true);
    expect(isSameLanguage("ts", "javascript")).toBe(false);
    expect(isSameLanguage(undefined, "javascript")).toBe(false);
  });

  it("picks a file extension", () => {
    expect(extensionFor("javascript")).toBe("js");
    expect(extensionFor("py")).toBe("py");
    expect(extensionFor("TypeScript")).toBe("ts");
    expect(extensionFor("lua")).toBe("lua");
    expect(extensionFor(undefined)).toBe("txt");
    expect(extensionFor("../../etc")).toBe("txt");
  });
});
