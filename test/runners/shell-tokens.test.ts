import { describe, expect, it } from "vitest";
import { commandMatcher } from "../../src/assert/command-matcher.ts";
import { extractShellReads } from "../../src/runners/shell-reads.ts";
import { commandLineWords, splitCommandLine } from "../../src/runners/shell-tokens.ts";

const HEREDOC = "cat <<'EOF' > notes.md\npnpm test --watch\nEOF\nnpm run build";

describe("one shell lexer for reads, command matching and argv words", () => {
  it("skips here-document bodies: the lines inside are text, not commands", () => {
    expect(splitCommandLine(HEREDOC)).toEqual([["cat"], ["npm", "run", "build"]]);
    expect(commandMatcher("pnpm").arg("test").test(HEREDOC)).toBe(false);
    expect(commandMatcher("npm").args("run", "build").test(HEREDOC)).toBe(true);
    expect(extractShellReads("cat <<EOF\ncat secret.txt\nEOF\ncat real.txt")).toEqual(["real.txt"]);
  });

  it("finds commands in subshells and drops redirections with their targets", () => {
    const line = "(cd app && pnpm test --filter unit) 2>&1 | tee log.txt # run the tests";
    expect(splitCommandLine(line)).toEqual([
      ["cd", "app"],
      ["pnpm", "test", "--filter", "unit"],
      ["tee", "log.txt"],
    ]);
    expect(commandMatcher("pnpm").arg("test").option("--filter", "unit").test(line)).toBe(true);
  });

  it("reads a command written as one string as argv words: a line break is a space", () => {
    expect(commandLineWords("uv run grade.py\n  --strict\n")).toEqual(["uv", "run", "grade.py", "--strict"]);
    expect(commandLineWords('grade "a \\$HOME"')).toEqual(["grade", "a $HOME"]);
    expect(commandLineWords('grade "open')).toBeUndefined();
  });
});
