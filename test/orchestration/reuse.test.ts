// Issue 13: "reuse of unchanged results: an execution whose fingerprint (suite file and case,
// skill files, agent CLI version, model, runner config) matches the baseline's is reported from the
// baseline, marked as reused".
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { readResultsDir } from "../../src/orchestration/read-results-dir.ts";
import { runEvals } from "../../src/orchestration/run-evals.ts";
import { makeProject } from "../support/run-dist.ts";

/** Answers `--version` from version.txt beside it, and reports the same version in its stream. */
const VERSIONED_AGENT = `#!/usr/bin/env node
import { appendFileSync, readFileSync } from "node:fs";
const version = readFileSync(new URL("./version.txt", import.meta.url), "utf8").trim();
if (process.argv.includes("--version")) { console.log(version + " (Claude Code)"); process.exit(0); }
appendFileSync(new URL("./ran.log", import.meta.url), "ran\\n");
const line = (value) => process.stdout.write(JSON.stringify(value) + "\\n");
line({ type: "system", subtype: "init", session_id: "s", model: "fake", claude_code_version: version });
line({ type: "result", subtype: "success", is_error: false, result: "ok", num_turns: 1, total_cost_usd: 0, usage: { input_tokens: 1, output_tokens: 1 } });
`;

const SUITE =
  'export const workspace = { mode: "isolated", templateDir: "./tpl" };\n' +
  'export default [{ id: "one", prompt: "p", assert() {} }, { id: "two", prompt: "q", assert() {} }];\n';

function project(): string {
  const dir = makeProject({
    "agent.mjs": VERSIONED_AGENT,
    "version.txt": "2.1.330\n",
    "skills/pdf/SKILL.md": "---\nname: pdf\ndescription: PDFs.\n---\nMake PDFs.\n",
    "cases.suite.mjs": SUITE,
    "tpl/notes.txt": "the agent starts from this\n",
  });
  chmodSync(join(dir, "agent.mjs"), 0o755);
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `skills:\n  - ./skills\nrunners:\n  claude:\n    agent: claude-code\n    command: ${JSON.stringify(join(dir, "agent.mjs"))}\n    env:\n      ANTHROPIC_API_KEY: test\n`,
  );
  return dir;
}

async function run(dir: string, outDir: string, reuseFrom?: string) {
  const outcome = await runEvals({
    paths: [],
    cwd: dir,
    outDir,
    hostEnv: { PATH: process.env.PATH ?? "" },
    log: () => {},
    overrides: { iterations: 2 },
    reuseFrom: reuseFrom === undefined ? undefined : readResultsDir(join(dir, reuseFrom)),
  });
  return outcome.results.executions.map((execution) => [execution.key, execution.status, execution.reused]);
}

const ALL_RAN = [
  ["cases/one/claude#1", "passed", undefined],
  ["cases/one/claude#2", "passed", undefined],
  ["cases/two/claude#1", "passed", undefined],
  ["cases/two/claude#2", "passed", undefined],
];

describe("reusing a baseline's results", () => {
  it("reports an unchanged case × runner from the baseline, marked reused, without running the agent", async () => {
    const dir = project();
    expect(await run(dir, "base")).toEqual(ALL_RAN);
    const baseline = readResultsDir(join(dir, "base"));
    expect(baseline.executions.every((execution) => execution.fingerprint?.startsWith("sha256:"))).toBe(true);
    writeFileSync(join(dir, "ran.log"), "");
    expect(await run(dir, "head", "base")).toEqual([
      ["cases/one/claude#1", "passed", true],
      ["cases/one/claude#2", "passed", true],
      ["cases/two/claude#1", "passed", true],
      ["cases/two/claude#2", "passed", true],
    ]);
    expect(readResultsDir(join(dir, "head")).cases.map((result) => result.verdict)).toEqual([
      "passed",
      "passed",
    ]);
    expect(readFileSync(join(dir, "ran.log"), "utf8")).toBe("");
  });

  const changes: [string, (dir: string) => void][] = [
    ["a skill file", (dir) => edit(dir, "skills/pdf/SKILL.md", "Make PDFs.", "Make better PDFs.")],
    ["the agent CLI version", (dir) => writeFileSync(join(dir, "version.txt"), "2.1.331\n")],
    // The recorded 2.1.330 is inside these answers, but as part of another version.
    ["the agent CLI version to 12.1.330", (dir) => writeFileSync(join(dir, "version.txt"), "12.1.330\n")],
    ["the agent CLI version to 2.1.3301", (dir) => writeFileSync(join(dir, "version.txt"), "2.1.3301\n")],
    ["a file of the workspace template", (dir) => edit(dir, "tpl/notes.txt", "this", "that")],
    ["the suite file", (dir) => edit(dir, "cases.suite.mjs", 'prompt: "q"', 'prompt: "q2"')],
    [
      "the runner config",
      (dir) =>
        edit(dir, "skill-eval.config.yaml", "agent: claude-code", "agent: claude-code\n    model: opus"),
    ],
  ];
  it.each(changes)("runs again when %s changed", async (_what, change) => {
    const dir = project();
    await run(dir, "base");
    change(dir);
    expect(await run(dir, "head", "base")).toEqual(ALL_RAN);
  });

  it("reuses still when only a failed skill-test run's logs were written into the skill's folder", async () => {
    const dir = project();
    await run(dir, "base");
    mkdirSync(join(dir, "skills/pdf/.skill-test-logs"));
    writeFileSync(join(dir, "skills/pdf/.skill-test-logs/failure.json"), "{}\n");
    expect((await run(dir, "head", "base")).every(([, , reused]) => reused === true)).toBe(true);
  });

  it("is reached from the CLI with --reuse-from <results folder>", async () => {
    const dir = project();
    await run(dir, "base");
    let stderr = "";
    const status = await main({
      argv: ["run", "--reuse-from", "base", "--out", "head", "--iterations", "2"],
      cwd: dir,
      env: { PATH: process.env.PATH ?? "" },
      stdout: () => {},
      stderr: (text) => {
        stderr += text;
      },
    });
    expect(stderr).not.toContain("error:");
    expect(status).toBe(0);
    expect(readResultsDir(join(dir, "head")).executions.every((execution) => execution.reused === true)).toBe(
      true,
    );
  });
});

function edit(dir: string, path: string, from: string, to: string): void {
  const file = join(dir, path);
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
}
