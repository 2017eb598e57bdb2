import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const RELEASE = join(import.meta.dirname, "..", "..", "scripts", "release.mjs");

/** A repository whose `npm run build` writes dist/out.txt from src.txt, like ours writes dist/. */
function makeRepo(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), "release-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir });
  git("init", "-q", "-b", "main");
  git("config", "user.email", "test@example.com");
  git("config", "user.name", "test");
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "fixture",
      version,
      scripts: {
        build: `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/out.txt',require('fs').readFileSync('src.txt'))"`,
      },
    }),
  );
  writeFileSync(join(dir, "src.txt"), "one\n");
  execFileSync("npm", ["run", "build", "--silent"], { cwd: dir });
  git("add", ".");
  git("commit", "-qm", "first");
  return dir;
}

function release(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [RELEASE, ...args], { cwd: dir, encoding: "utf8" });
}

const tags = (dir: string) => execFileSync("git", ["tag", "--list"], { cwd: dir, encoding: "utf8" }).trim();

describe("scripts/release.mjs", () => {
  it("tags vX.Y.Z and moves the major tag when dist/ is current", () => {
    const dir = makeRepo("1.2.3");
    const outcome = release(dir, "1.2.3");
    expect(outcome.status).toBe(0);
    expect(tags(dir).split("\n")).toEqual(["v1", "v1.2.3"]);
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
    const major = execFileSync("git", ["rev-parse", "v1^{commit}"], { cwd: dir, encoding: "utf8" }).trim();
    expect(major).toBe(head);
    expect(outcome.stdout).toContain(`org/skill-eval-action@${head} # v1.2.3`);
  });

  it("refuses when dist/ is stale", () => {
    const dir = makeRepo("1.2.3");
    writeFileSync(join(dir, "src.txt"), "two\n");
    execFileSync("git", ["commit", "-qam", "change source, forget dist"], { cwd: dir });
    const outcome = release(dir, "1.2.3");
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain("dist/ differs from a fresh build");
    expect(tags(dir)).toBe("");
  });

  it("refuses a version package.json does not carry, and an existing release tag", () => {
    const dir = makeRepo("1.2.3");
    expect(release(dir, "1.3.0").stderr).toContain('set "version": "1.3.0"');
    expect(release(dir, "1.2.3").status).toBe(0);
    const again = release(dir, "1.2.3");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("v1.2.3 exists already");
  });
});
