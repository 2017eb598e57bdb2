import { describe, expect, it } from "vitest";
import { commandLineWords as splitCommandLine } from "../../src/runners/shell-tokens.ts";

describe("splitCommandLine", () => {
  it("splits on whitespace and keeps quoted text as one word, as a shell would", () => {
    expect(splitCommandLine("uv run ./mock_cli.py --prompt {PROMPT} {FILES}")).toEqual([
      "uv",
      "run",
      "./mock_cli.py",
      "--prompt",
      "{PROMPT}",
      "{FILES}",
    ]);
    expect(splitCommandLine(`bash -c ' printf "a b" > x && echo "done" > {OUTPUT_FILE} '`)).toEqual([
      "bash",
      "-c",
      ' printf "a b" > x && echo "done" > {OUTPUT_FILE} ',
    ]);
    expect(splitCommandLine('say "it\'s \\"quoted\\"" a\\ b ""')).toEqual([
      "say",
      'it\'s "quoted"',
      "a b",
      "",
    ]);
  });

  it("is undefined for an unclosed quote", () => {
    expect(splitCommandLine("echo 'open")).toBeUndefined();
  });
});
