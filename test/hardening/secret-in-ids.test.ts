import { chmodSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDist, runDistAsync } from "../support/run-dist.ts";

/**
 * Every value of a runner's `env:` is a secret, and an ordinary one ("python") can be part of a
 * suite's folder or a case's id. The run must still join each execution to its case (a failure
 * stays a failure) while nothing it writes, folder names included, shows the value.
 */
function runWithSecretInIds() {
  const dir = makeProject({
    "python/EVAL.yaml": [
      "execution: { target: fake }",
      "tests:",
      "  - id: python-basics",
      "    input: write python",
      '    assertions: [{ type: contains, value: "def " }]',
      "",
    ].join("\n"),
    // While it runs, the agent copies the results.json the run claimed its folder with.
    "agent.sh": '#!/bin/sh\ncp .skill-eval/results.json claimed.json\necho "wrong answer"\n',
    "skill-eval.config.yaml": [
      "runners:",
      "  fake:",
      "    agent: command",
      '    command: ["sh", "agent.sh", "{prompt}"]',
      "    env: { TARGET_LANGUAGE: python }",
      "",
    ].join("\n"),
  });
  const run = runDist("cli.js", ["run"], { cwd: dir });
  const out = join(dir, ".skill-eval");
  return {
    dir,
    run,
    out,
    results: resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8"))),
  };
}

describe("a runner's env value inside a suite path and a case id", () => {
  let ran: ReturnType<typeof runWithSecretInIds> | undefined;
  const runOnce = () => {
    ran ??= runWithSecretInIds();
    return ran;
  };

  it("keeps the failed case failed, with exit code 1", () => {
    const { run, results } = runOnce();
    expect(run.status, run.stderr).toBe(1);
    expect(results.summary.cases).toEqual({ failed: 1 });
    expect(results.cases.map((result) => [result.key, result.verdict])).toEqual([
      ["[REDACTED]/[REDACTED]-basics/fake", "failed"],
    ]);
    expect(results.executions.map((execution) => execution.key)).toEqual([
      "[REDACTED]/[REDACTED]-basics/fake#1",
    ]);
  });

  it("names the execution's folder without the value, and results.json points at that folder", () => {
    const { out, results } = runOnce();
    const folders = readdirSync(join(out, "executions"));
    expect(folders).toHaveLength(1);
    expect(folders[0]).not.toContain("python");
    expect(results.executions[0]?.artifactDir).toBe(`executions/${folders[0]}`);
  });

  it("redacts the results.json written while the run goes on, not only the last one", () => {
    const { dir } = runOnce();
    const claimed = readFileSync(join(dir, "claimed.json"), "utf8");
    expect(JSON.parse(claimed).cases[0].key).toBe("[REDACTED]/[REDACTED]-basics/fake");
    expect(claimed).not.toContain("python");
  });
});

describe("a runner's env value inside a case id, through a plan and its shards", () => {
  it("is redacted in plan.json, and each shard (from the plan, or --shard alone) still runs and joins the case", () => {
    const { dir } = runWithSecretInIds();
    const plan = runDist("cli.js", ["plan", "--shards", "1", "--out", "plan.json"], { cwd: dir });
    expect(plan.status, plan.stderr).toBe(0);
    const planText = readFileSync(join(dir, "plan.json"), "utf8");
    expect(planText).not.toContain("python");
    expect(JSON.parse(planText).shards[0].units).toEqual(["[REDACTED]/[REDACTED]-basics/fake"]);
    for (const args of [
      ["--plan", "plan.json", "--shard", "1/1", "--out", "from-plan"],
      ["--shard", "1/1", "--out", "shard-alone"],
    ]) {
      const shard = runDist("cli.js", ["run", ...args], { cwd: dir });
      expect(shard.stderr).not.toContain("this checkout does not have");
      expect(shard.status, shard.stderr).toBe(1);
      const out = join(dir, args.at(-1) ?? "");
      const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
      expect(results.cases.map((result) => [result.key, result.verdict])).toEqual([
        ["[REDACTED]/[REDACTED]-basics/fake", "failed"],
      ]);
      expect(readFileSync(join(out, "results.json"), "utf8")).not.toContain("python");
    }
  });
});

describe("skill-test failure logs", () => {
  it("are redacted before they are written beside the skill, in the user's checkout", async () => {
    const token = "ghp_FailureLogT0kenAbCdEf0123456789";
    const dir = makeProject({
      "fake-claude": `#!/bin/sh\nexec cat '${join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl")}'\n`,
      "myskill/SKILL.md": "---\nname: myskill\ndescription: A skill.\n---\nDo it.\n",
      "myskill/skill-tests/test-leak.yaml": [
        "- id: leaky",
        `  prompt: "call the API with token ${token} please"`,
        "  iterations: 1",
        "  assertions:",
        "    - id: never",
        "      type: contains",
        "      pattern: NEVER",
        "      expect: present",
        "",
      ].join("\n"),
    });
    chmodSync(join(dir, "fake-claude"), 0o755);
    writeFileSync(
      join(dir, "skill-eval.config.yaml"),
      `runners:\n  claude:\n    agent: claude-code\n    command: ${join(dir, "fake-claude")}\n`,
    );
    const run = await runDistAsync("cli.js", ["run", "myskill", "--hook", "none"], {
      cwd: dir,
      env: { GITHUB_TOKEN: token, ANTHROPIC_API_KEY: "sk-ant-test-key" },
    });
    expect(run.stdout, run.stderr).toMatch(/^FAIL +myskill/m);
    const logs = readdirSync(join(dir, "myskill", ".skill-test-logs"));
    expect(logs).toHaveLength(1);
    const log = readFileSync(join(dir, "myskill", ".skill-test-logs", logs[0] ?? ""), "utf8");
    expect(log).toContain("call the API with token [REDACTED] please");
    expect(log).not.toContain(token);
  });
});

describe("the stderr tail", () => {
  it("leaves no part of a secret its 4 KiB cut would split", async () => {
    const token = "ghp_StderrTailT0kenAbCdEf0123456789";
    const cut = 20;
    const dir = makeProject({
      "skill-eval.config.yaml": [
        "runners:",
        "  sh:",
        "    agent: command",
        `    command: [sh, -c, 'printf "%05000dQ%s%0${4096 - cut}d" 0 "$GITHUB_TOKEN" 0 >&2; echo done; exit 3']`,
        "    env:",
        `      GITHUB_TOKEN: ${token}`,
        "",
      ].join("\n"),
      "x.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status, run.stderr).not.toBe(2);
    const stored = ["results.json", "report.md", "junit.xml"].map((file) =>
      readFileSync(join(dir, ".skill-eval", file), "utf8"),
    );
    for (const text of [...stored, run.stdout]) expect(text).not.toContain(token.slice(-cut));
  });
});
