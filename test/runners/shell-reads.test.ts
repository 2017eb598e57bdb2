import { describe, expect, it } from "vitest";
import { extractShellReads } from "../../src/runners/shell-reads.ts";

describe("extractShellReads", () => {
  it.each([
    ["cat .claude/skills/pdf-report/SKILL.md", [".claude/skills/pdf-report/SKILL.md"]],
    ["sed -n '1,40p' .agents/skills/pdf-report/SKILL.md", [".agents/skills/pdf-report/SKILL.md"]],
    ["head -n 20 a.txt b.txt", ["a.txt", "b.txt"]],
    ["tail -f -n 100 log.txt", ["log.txt"]],
    ["less +G 'my file.txt'", ["my file.txt"]],
    ["more README.md", ["README.md"]],
    ["nl -ba main.c", ["main.c"]],
    ["/bin/cat /etc/hosts", ["/etc/hosts"]],
    ['FOO=1 cat "quoted name.md"', ["quoted name.md"]],
    ["cat -- -dash.txt", ["-dash.txt"]],
    ["cat < input.txt", ["input.txt"]],
    ["sed -n -e '1p' -e '2p' multi.txt", ["multi.txt"]],
    ["sed -ne '1,5p' ne.txt", ["ne.txt"]],
  ])("%s", (command, reads) => {
    expect(extractShellReads(command)).toEqual(reads);
  });

  it("splits on && || ; | and keeps the order", () => {
    expect(extractShellReads("cat a && ls || head -5 b; cat c | tail -n 3 d")).toEqual(["a", "b", "c", "d"]);
  });

  it("reads inside unquoted command substitution only", () => {
    expect(extractShellReads('echo "$(cat inner.txt)" && echo $(cat other.txt)')).toEqual(["other.txt"]);
  });

  it("joins a preceding cd; forgets relative paths after an unknowable cd", () => {
    expect(extractShellReads("cd sub && cat x.md")).toEqual(["sub/x.md"]);
    expect(extractShellReads("cd /abs && cat x.md")).toEqual(["/abs/x.md"]);
    expect(extractShellReads("cd ~/foo && cat x.md; cat /abs/y.md")).toEqual(["/abs/y.md"]);
  });

  it.each([
    ["stdin filters", "find . -name x | head -5"],
    ["stdin after 2>&1", "npm run build 2>&1 | head -50"],
    ["in-place edits", "sed -i 's/a/b/' f.txt"],
    ["copies (stdout to a file)", "cat a.txt > b.txt"],
    ["here-document bodies", "cat > out.md << 'EOF'\ncat secret.txt\nEOF"],
    ["variables and globs", "cat $HOME/x *.md ~/y"],
    ["comments", "ls # cat comment.txt"],
    ["devices", "cat /dev/null"],
    ["other commands", "grep -r foo src/a.ts && wc -l b.ts"],
  ])("no reads for %s", (_label, command) => {
    expect(extractShellReads(command)).toEqual([]);
  });

  it("stderr redirection does not hide a read", () => {
    expect(extractShellReads("cat a.txt 2>/dev/null")).toEqual(["a.txt"]);
  });

  it("a command after a here-document is still seen", () => {
    expect(extractShellReads("cat > out.md <<-EOF\n\tbody\n\tEOF\ncat after.txt")).toEqual(["after.txt"]);
  });
});
