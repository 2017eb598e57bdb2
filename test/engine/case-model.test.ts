import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const TRANSCRIPT = join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl");

/** A skill-test skill whose config names a model, run by a Claude Code runner that names none. */
function skillProject(): string {
  const dir = makeProject({
    "myskill/SKILL.md": "---\nname: myskill\ndescription: A skill.\n---\nDo it.\n",
    "myskill/skill-test.config.yaml": "model: claude-sonnet-4-20250514\n",
    "myskill/skill-tests/test-basic.yaml": "- id: basic\n  prompt: Use it.\n  iterations: 1\n",
  });
  writeFileSync(
    join(dir, "fake-claude"),
    `#!/bin/sh\necho "$@" >> '${dir}/argv.txt'\nexec cat '${TRANSCRIPT}'\n`,
  );
  chmodSync(join(dir, "fake-claude"), 0o755);
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `runners:\n  claude:\n    agent: claude-code\n    command: ${join(dir, "fake-claude")}\n`,
  );
  return dir;
}

describe("a case's model", () => {
  it.each([
    [[], "claude-sonnet-4-20250514"],
    [["--model", "claude-opus-4-20250514"], "claude-opus-4-20250514"],
  ])("reaches the agent when the runner names none (skill-test, args %j)", async (args, model) => {
    const dir = skillProject();
    const run = await runDistAsync("cli.js", ["run", "myskill", "--hook", "none", ...args], {
      cwd: dir,
      env: { ANTHROPIC_API_KEY: "sk-ant-test-key" },
    });
    expect(run.status, run.stderr).not.toBe(2);
    expect(readFileSync(join(dir, "argv.txt"), "utf8")).toContain(`--model ${model}`);
  });
});
