import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_CHANGES_LIMIT, recordWorkspaceBaseline } from "../../src/engine/workspace-git-baseline.ts";

function workspace(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "ws-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe("recordWorkspaceBaseline (agentv's file_changes)", () => {
  it("writes edits, creations and deletions as git diff does, and leaves the workspace without a .git", async () => {
    const dir = workspace({
      "hello.txt": "hello\n",
      "obsolete.log": "old\n",
      "src/main.ts": "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n",
    });
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, "hello.txt"), "hello, world\n");
    writeFileSync(join(dir, "src/main.ts"), "a\nb\nc\nd\ne\nF\ng\nh\ni\nj\n");
    writeFileSync(join(dir, "src/utils.ts"), "export {};\n");
    rmSync(join(dir, "obsolete.log"));
    const diff = await baseline.changes();
    const blocks = diff.split(/^(?=diff --git )/m);
    expect(blocks.map((block) => block.split("\n")[0])).toEqual([
      "diff --git a/hello.txt b/hello.txt",
      "diff --git a/obsolete.log b/obsolete.log",
      "diff --git a/src/main.ts b/src/main.ts",
      "diff --git a/src/utils.ts b/src/utils.ts",
    ]);
    expect(blocks[0]).toMatch(
      /^index \w+\.\.\w+ 100644\n--- a\/hello.txt\n\+\+\+ b\/hello.txt\n@@ -1 \+1 @@\n-hello\n\+hello, world/m,
    );
    expect(blocks[1]).toMatch(
      /^deleted file mode 100644\nindex \w+\.\.0+\n--- a\/obsolete.log\n\+\+\+ \/dev\/null\n/m,
    );
    // Three lines of context, not the whole file replaced.
    expect(blocks[2]).toContain("@@ -3,7 +3,7 @@ b\n c\n d\n e\n-f\n+F\n g\n h\n i");
    expect(blocks[3]).toMatch(
      /^new file mode 100644\nindex 0+\.\.\w+\n--- \/dev\/null\n\+\+\+ b\/src\/utils.ts\n@@ -0,0 \+1 @@\n\+export \{\};$/m,
    );
    expect(execFileSync("ls", ["-A", dir], { encoding: "utf8" }).split("\n")).not.toContain(".git");
  });

  it("is empty when nothing changed", async () => {
    const dir = workspace({ "a.txt": "x\n" });
    expect(await (await recordWorkspaceBaseline(dir)).changes()).toBe("");
  });

  it("follows the workspace's .gitignore, and says what git says of binaries, modes and links", async () => {
    const dir = workspace({
      ".gitignore": ".env\nbuild/\n",
      "data.bin": Buffer.from([1, 0, 2]),
      "run.sh": "echo\n",
    });
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, ".env"), "API_KEY=sk-live-notanenv\n");
    mkdirSync(join(dir, "build"));
    writeFileSync(join(dir, "build/out.js"), "built\n");
    writeFileSync(join(dir, "data.bin"), Buffer.from([1, 0, 3]));
    chmodSync(join(dir, "run.sh"), 0o755);
    symlinkSync("run.sh", join(dir, "link"));
    const diff = await baseline.changes();
    expect(diff).not.toContain("sk-live-notanenv");
    expect(diff).not.toContain("build/out.js");
    expect(diff).toContain("Binary files a/data.bin and b/data.bin differ");
    expect(diff).toContain("diff --git a/link b/link\nnew file mode 120000");
    expect(diff).toContain("diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755");
  });

  it("shows changes inside a nested repository file by file", async () => {
    const dir = workspace({ "my-lib/utils.ts": "export const a = 1;\n" });
    const inLib = (...args: string[]) =>
      execFileSync("git", ["-C", join(dir, "my-lib"), "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
        env: { PATH: process.env.PATH ?? "", GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
      });
    inLib("init", "--quiet");
    inLib("add", ".");
    inLib("commit", "--quiet", "-m", "init");
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, "my-lib/utils.ts"), "export const a = 1;\nexport const add = (x, y) => x + y;\n");
    writeFileSync(join(dir, "report.txt"), "done\n");
    const diff = await baseline.changes();
    expect(diff).toContain("+export const add = (x, y) => x + y;");
    expect(diff).toContain("diff --git a/report.txt b/report.txt\nnew file mode 100644");
  });

  it("never runs what a nested repository's own configuration names, and follows no link out", async () => {
    const outside = workspace({ "secret.txt": "outside\n" });
    execFileSync("git", ["-C", outside, "init", "--quiet"]);
    const dir = workspace({ "lib/a.txt": "a\n", "lib/.gitattributes": "* filter=evil diff=evil\n" });
    const ran = join(dir, "..", `ran-${Date.now()}`);
    execFileSync("git", ["-C", join(dir, "lib"), "init", "--quiet"]);
    writeFileSync(
      join(dir, "lib/.git/config"),
      `[core]\n\tfsmonitor = touch ${ran}-fsmonitor\n\thooksPath = /nonexistent\n[filter "evil"]\n\tclean = touch ${ran}-clean\n[diff "evil"]\n\ttextconv = touch ${ran}-textconv\n[diff]\n\texternal = touch ${ran}-external\n`,
    );
    symlinkSync(outside, join(dir, "linked"));
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, "lib/a.txt"), "a\nb\n");
    writeFileSync(join(outside, "secret.txt"), "changed outside\n");
    const diff = await baseline.changes();
    expect(diff).toContain("diff --git a/lib/a.txt b/lib/a.txt");
    expect(diff).toContain("+b");
    expect(diff).not.toContain("outside");
    for (const suffix of ["fsmonitor", "clean", "textconv", "external"]) {
      expect(existsSync(`${ran}-${suffix}`), suffix).toBe(false);
    }
  });

  it("never opens a repository the agent made, at any depth or through a .git file, nor its own baseline's config", async () => {
    const elsewhere = workspace({ "x.txt": "x\n" });
    execFileSync("git", ["-C", elsewhere, "init", "--quiet"]);
    const dir = workspace({ "top.txt": "a\n", "x/f.txt": "f\n", "deep/b/f.txt": "f\n" });
    const ran = join(dir, "..", `ran-${Date.now()}`);
    const evil = `[filter "x"]\n\tclean = touch ${ran}\n[core]\n\tfsmonitor = touch ${ran}-monitor\n`;
    const baseline = await recordWorkspaceBaseline(dir);
    // The agent: a repository two levels down, a .git file pointing out, and the baseline's own config.
    execFileSync("git", ["-C", join(dir, "deep/b"), "init", "--quiet"]);
    writeFileSync(join(dir, "deep/b/.git/config"), evil);
    writeFileSync(join(dir, "deep/b/.gitattributes"), "* filter=x\n");
    writeFileSync(join(dir, "x/.git"), `gitdir: ${join(elsewhere, ".git")}\n`);
    writeFileSync(join(elsewhere, ".git/config"), evil);
    writeFileSync(join(dir, "x/.gitattributes"), "* filter=x\n");
    for (const entry of readdirSync(join(dir, "..")).filter((name) =>
      name.startsWith("skill-eval-baseline-"),
    )) {
      for (const repository of readdirSync(join(dir, "..", entry))) {
        writeFileSync(join(dir, "..", entry, repository, "config"), evil);
      }
    }
    writeFileSync(join(dir, ".gitattributes"), "* filter=x\n");
    writeFileSync(join(dir, "top.txt"), "a\nb\n");
    writeFileSync(join(dir, "deep/b/f.txt"), "f\ng\n");
    const diff = await baseline.changes();
    expect(diff).toContain("diff --git a/top.txt b/top.txt");
    // The folders that became repositories, compared with what they held: only what changed.
    expect(diff).toMatch(/^diff --git a\/deep\/b\/f.txt b\/deep\/b\/f.txt\nindex \w+\.\.\w+ 100644\n/m);
    expect(diff).not.toContain("a/x/f.txt");
    expect(diff).toContain("diff --git a/x/.gitattributes b/x/.gitattributes\nnew file mode 100644");
    expect(existsSync(ran)).toBe(false);
    expect(existsSync(`${ran}-monitor`)).toBe(false);
  });

  it("is not hidden by an agent that rewrites the baseline: replace refs, its index or its objects", async () => {
    const gitIn = (gitDir: string, ...args: string[]) =>
      execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();
    for (const attack of ["replace", "assume-unchanged", "forged-blob"] as const) {
      const dir = workspace({ "hello.txt": "hello\n" });
      const before = new Set(readdirSync(join(dir, "..")));
      const baseline = await recordWorkspaceBaseline(dir);
      const root = readdirSync(join(dir, "..")).find(
        (name) => !before.has(name) && name.startsWith("skill-eval-baseline-"),
      );
      const gitDir = join(dir, "..", root ?? "", readdirSync(join(dir, "..", root ?? ""))[0] ?? "");
      writeFileSync(join(dir, "hello.txt"), "backdoor\n");
      const git = (...args: string[]) =>
        execFileSync("git", ["--git-dir", gitDir, "--work-tree", dir, ...args], {
          cwd: dir,
          encoding: "utf8",
        }).trim();
      if (attack === "replace") {
        git("add", "--all");
        const fake = git(
          "-c",
          "user.name=a",
          "-c",
          "user.email=a@b",
          "commit-tree",
          git("write-tree"),
          "-m",
          "x",
        );
        gitIn(gitDir, "replace", git("rev-parse", "HEAD"), fake);
      } else if (attack === "assume-unchanged") {
        git("update-index", "--assume-unchanged", "hello.txt");
      } else {
        const old = git("rev-parse", "HEAD:hello.txt");
        const forged = git("hash-object", "-w", "hello.txt");
        const object = (id: string) => join(gitDir, "objects", id.slice(0, 2), id.slice(2));
        writeFileSync(object(old), readFileSync(object(forged)));
      }
      const changes = baseline.changes();
      if (attack === "forged-blob") await expect(changes, attack).rejects.toThrow(/git fsck failed/);
      else expect(await changes, attack).toContain("-hello\n+backdoor");
    }
  });

  it("keeps the files of a folder the agent made a repository of, and shows a file it replaced by one", async () => {
    const dir = workspace({ "src/a.ts": "a\n", "plan.txt": "the plan\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    execFileSync("git", ["-C", join(dir, "src"), "init", "--quiet"]);
    writeFileSync(join(dir, "src/a.ts"), "a\ninjected\n");
    writeFileSync(join(dir, "src/.gitignore"), "*\n");
    rmSync(join(dir, "plan.txt"));
    mkdirSync(join(dir, "plan.txt"));
    execFileSync("git", ["-C", join(dir, "plan.txt"), "init", "--quiet"]);
    writeFileSync(join(dir, "plan.txt/b.txt"), "b\n");
    const diff = await baseline.changes();
    expect(diff).toContain("+injected");
    expect(diff).not.toMatch(/deleted file mode 100644\nindex \w+\.\.0+\n--- a\/src\/a.ts/);
    expect(diff).toMatch(/^diff --git a\/plan.txt b\/plan.txt\ndeleted file mode 100644\n/m);
    expect(diff).toContain("-the plan");
    expect(diff).toMatch(/^diff --git a\/plan.txt\/b.txt b\/plan.txt\/b.txt\nnew file mode 100644\n/m);
  });

  it("shows a .gitignore the agent wrote, even one ignoring itself, keeps tracked files tracked under it, and leaves an unchanged one out", async () => {
    const dir = workspace({ "a.txt": "a\n", "kept/.gitignore": "*\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, ".gitignore"), "*\n");
    writeFileSync(join(dir, "a.txt"), "a changed\n");
    writeFileSync(join(dir, "hidden.txt"), "made by the agent\n");
    const diff = await baseline.changes();
    expect(diff).toMatch(/^diff --git a\/.gitignore b\/.gitignore\nnew file mode 100644\n[\s\S]*\n\+\*\n/m);
    // A file tracked at the start stays tracked under the new rule: changed, not deleted.
    expect(diff).toMatch(
      /^diff --git a\/a.txt b\/a.txt\nindex \w+\.\.\w+ 100644\n[\s\S]*\n-a\n\+a changed$/m,
    );
    expect(diff).not.toContain("deleted file");
    expect(diff).not.toContain("kept/.gitignore");
  });

  it("shows a .gitattributes the agent wrote beside a .gitignore hiding both", async () => {
    const dir = workspace({ "a.txt": "a\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    writeFileSync(join(dir, ".gitignore"), "*\n");
    writeFileSync(join(dir, ".gitattributes"), "* -diff\n");
    writeFileSync(join(dir, "a.txt"), "a changed\n");
    const diff = await baseline.changes();
    for (const rules of [".gitattributes", ".gitignore"])
      expect(diff).toContain(`diff --git a/${rules} b/${rules}\nnew file mode 100644\n`);
    expect(diff).toContain("diff --git a/a.txt b/a.txt\nindex ");
    // The rules are shown as text whatever they say of themselves; what they hide, as agentv shows it.
    expect(diff).toMatch(/^\+\* -diff$/m);
    expect(diff).toMatch(/^\+\*$/m);
    expect(diff).toContain("Binary files a/a.txt and b/a.txt differ");
  });

  it("leaves out the rule files of a folder a rule ignores (an installed node_modules), and shows one ignoring itself", async () => {
    const dir = workspace({ ".gitignore": "node_modules/\n", "a.txt": "a\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    mkdirSync(join(dir, "node_modules/pkg"), { recursive: true });
    mkdirSync(join(dir, ".pytest_cache"));
    writeFileSync(join(dir, "node_modules/pkg/.gitignore"), "x\n");
    writeFileSync(join(dir, "node_modules/pkg/.gitattributes"), "x\n");
    writeFileSync(join(dir, ".pytest_cache/.gitignore"), "*\n");
    writeFileSync(join(dir, "a.txt"), "a changed\n");
    const diff = await baseline.changes();
    expect(diff).not.toContain("node_modules");
    expect(diff).toContain("diff --git a/.pytest_cache/.gitignore b/.pytest_cache/.gitignore\nnew file mode");
    expect(diff).toContain("diff --git a/a.txt b/a.txt\nindex ");
  });

  it("refuses a workspace of more nested repositories than it reads", async () => {
    const files = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`r/${index}/.git`, ""]));
    await expect(recordWorkspaceBaseline(workspace(files))).rejects.toThrow(
      /more than 200 folders with a .git/,
    );
  });

  it("cuts a diff past its limit at a line, so no part of a line (or of a secret in it) is kept", async () => {
    const dir = workspace({ "a.txt": "a\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    const line = `${"x".repeat(99)}\n`;
    writeFileSync(join(dir, "big.txt"), line.repeat(Math.ceil((FILE_CHANGES_LIMIT + 5000) / line.length)));
    const diff = await baseline.changes();
    expect(Buffer.byteLength(diff)).toBeLessThanOrEqual(FILE_CHANGES_LIMIT + 100);
    expect(diff).toMatch(/\n\+x{99}\n\[skill-eval: file_changes cut at 16 MiB\]$/);
  });

  it("shows a nested repository the agent made as new files, and one it removed as deleted", async () => {
    const dir = workspace({ "old-lib/x.ts": "x\n", "keep.txt": "k\n" });
    execFileSync("git", ["-C", join(dir, "old-lib"), "init", "--quiet"]);
    const baseline = await recordWorkspaceBaseline(dir);
    rmSync(join(dir, "old-lib"), { recursive: true });
    mkdirSync(join(dir, "new-lib"));
    execFileSync("git", ["-C", join(dir, "new-lib"), "init", "--quiet"]);
    writeFileSync(join(dir, "new-lib/y.ts"), "y\n");
    const diff = await baseline.changes();
    expect(diff).toMatch(/^diff --git a\/new-lib\/y.ts b\/new-lib\/y.ts\nnew file mode 100644\n/m);
    expect(diff).toMatch(/^diff --git a\/old-lib\/x.ts b\/old-lib\/x.ts\ndeleted file mode 100644\n/m);
    expect(diff).not.toContain("keep.txt");
  });

  it("shows a removed workspace as every file deleted, and says when git is missing", async () => {
    const dir = workspace({ "a.txt": "x\n" });
    const baseline = await recordWorkspaceBaseline(dir);
    rmSync(dir, { recursive: true });
    expect(await baseline.changes()).toMatch(/^diff --git a\/a.txt b\/a.txt\ndeleted file mode 100644\n/);
    await expect(recordWorkspaceBaseline(workspace({}), "no-such-git")).rejects.toThrow(
      "no-such-git is not installed or not on PATH",
    );
  });
});
