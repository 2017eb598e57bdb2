import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { skillTestArgv } from "../../src/cli/skill-test-alias.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

describe("skillTestArgv", () => {
  it("is skill-eval run, with the seed's --format json meaning its own JSON shape", () => {
    expect(skillTestArgv(["./my-skill", "--format", "json", "-p", "0"])).toEqual([
      "run",
      "./my-skill",
      "--format",
      "skill-test-json",
      "-p",
      "0",
      "--use-local-auth",
    ]);
    expect(skillTestArgv(["--format=json"])).toEqual(["run", "--format=skill-test-json", "--use-local-auth"]);
    // A skill directory that happens to be called "json" is not a format.
    expect(skillTestArgv(["json", "--format", "table", "--use-local-auth"])).toEqual([
      "run",
      "json",
      "--format",
      "table",
      "--use-local-auth",
    ]);
    expect(skillTestArgv(["./a", "--help"])).toBe("help");
  });
});

describe("the skill-test command from dist/", () => {
  it("runs a skill directory as the seed's README shows and prints the seed's JSON", () => {
    // "skill-test ./my-skill --format json > results.json", with `claude` on PATH.
    const dir = makeProject({
      // The seed names a skill by its frontmatter, not its folder.
      "my-skill/SKILL.md": "---\nname: ok-sayer\ndescription: Says ok.\n---\nAnswer ok.\n",
      "my-skill/skill-tests/test-basic.yaml":
        "- id: test-basic\n  prompt: say ok\n  iterations: 2\n  assertions:\n    - id: says-ok\n      type: contains\n      pattern: ok\n",
    });
    const bin = join(dir, "bin");
    mkdirSync(bin);
    symlinkSync(join(REPO_ROOT, "test/fixtures/fake-agents/fake-claude.mjs"), join(bin, "claude"));
    const run = runDist("skill-test.js", ["./my-skill", "--format", "json"], {
      cwd: dir,
      // No key: the alias uses the local claude login, as the seed did.
      env: { PATH: `${bin}:${process.env.PATH ?? ""}` },
    });
    expect(run.stderr).not.toContain("error:");
    expect(run.status).toBe(0);
    const seedJson = z
      .object({
        skills: z.array(
          z.object({
            name: z.string(),
            tests: z.array(z.object({ id: z.string(), iterations: z.number() })),
          }),
        ),
        summary: z.object({ total_tests: z.number(), passed_tests: z.number() }),
      })
      .parse(JSON.parse(run.stdout));
    expect(seedJson.skills[0]?.name).toBe("ok-sayer");
    expect(seedJson.skills[0]?.tests).toEqual([expect.objectContaining({ id: "test-basic", iterations: 2 })]);
    expect(seedJson.summary).toMatchObject({ total_tests: 1, passed_tests: 1 });
  });

  it("prints its own help", () => {
    const run = runDist("skill-test.js", ["--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage: skill-test [SKILL_DIR...]");
  });
});
