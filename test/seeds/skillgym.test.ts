import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { discoverSources } from "../../src/discover/discover-sources.ts";
import { loadSkillgymSuite } from "../../src/formats/skillgym/load-skillgym-suite.ts";
import {
  findSkillgymConfig,
  readSkillgymConfig,
  skillgymSuiteFiles,
} from "../../src/formats/skillgym/skillgym-config-file.ts";
import { loadConfig } from "../../src/orchestration/load-config.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

// Seed: ../shared/seeds/skillgym-test-cases.txt (skillgym's "Test Cases" guide) and
// reference/seed-systems.md §1.4 (its config). Fixture: test/fixtures/seeds/skillgym/.

const FIXTURE = join(import.meta.dirname, "..", "fixtures", "seeds", "skillgym");
const at = (path: string) => join(FIXTURE, path);

describe('skillgym seed: "Examples: ../examples/basic-suite.ts, ../examples/skill-selection-suite.ts"', () => {
  it("finds *-suite.* files by name, and no other module", () => {
    const files = discoverSources([FIXTURE]).sources.map((source) =>
      source.format === "skillgym" ? source.file : undefined,
    );
    expect(files).toEqual([
      at("examples/basic-suite.ts"),
      at("examples/skill-selection-suite.ts"),
      at("examples/workspace-isolation-suite.ts"),
    ]);
  });

  it("finds *.suite.* files by name", () => {
    const project = makeProject({ "evals/login.suite.mts": "export default [];", "evals/login.mts": "" });
    expect(discoverSources([project]).sources).toEqual([
      { format: "skillgym", file: join(project, "evals/login.suite.mts") },
    ]);
  });

  it("finds the files a config's suites: globs name, whatever their names", async () => {
    expect(await skillgymSuiteFiles(at("skillgym.config.ts"))).toEqual([at("checks/smoke.ts")]);
  });

  it("takes a module given explicitly on the command line as a suite", () => {
    expect(discoverSources([at("checks/smoke.ts")]).sources).toEqual([
      { format: "skillgym", file: at("checks/smoke.ts") },
    ]);
  });
});

describe("skillgym seed: skillgym.config.* keys (runners, run.*, defaults.timeoutMs, snapshots)", () => {
  it("is found beside or above a suite, and gives runners, run.tags, run.maxSteps, run.outputDir, defaults.timeoutMs", async () => {
    expect(findSkillgymConfig(at("examples"), FIXTURE)).toBe(at("skillgym.config.ts"));
    const loaded = await loadConfig({ searchDirs: [at("examples"), FIXTURE] });
    expect(loaded?.file).toBe(at("skillgym.config.ts"));
    expect(loaded?.config).toMatchObject({
      runners: {
        "claude-haiku": { agent: "claude-code", model: "claude-haiku-4-5" },
        "codex-mini": { agent: "codex", model: "gpt-5.4-mini", env: { CODEX_FLAG: "1" } },
      },
      tags: ["smoke"],
      maxSteps: 12,
      concurrency: 3,
      outputDir: "./.skillgym-results",
      timeoutMs: 120000,
    });
  });

  it("warns about snapshots: and other options it does not run, and never rejects them", async () => {
    const { warnings } = await readSkillgymConfig(at("skillgym.config.ts"));
    const messages = warnings.map((warning) => warning.message);
    expect(messages).toEqual([
      expect.stringMatching(/^skillgym config: snapshots is not supported and is ignored \(token snapshots/),
      expect.stringMatching(/^skillgym config: run\.schedule is not supported/),
    ]);
  });

  it("applies run.repeat/repeatFailure, run.workspace and defaults.timeoutMs to the suites it governs", async () => {
    const suite = await loadSkillgymSuite(at("examples/basic-suite.ts"), FIXTURE, []);
    // repeat: 2 repetitions, repeatFailure: 1 extra try for each (skillgym's per-repetition allowance).
    expect(suite.cases[0]).toMatchObject({
      id: "always-passes",
      iterations: 4,
      timeoutMs: 120000,
      repetitions: { repeat: 2, retries: 1 },
    });
    expect(suite.workspace).toEqual({ mode: "isolated", templateDir: at("fixtures/base-app") });
    expect(suite.warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringContaining("snapshots is not supported"),
    );
  });

  it("lets a case's own timeoutMs and a suite's own export const workspace win over the config", async () => {
    const selection = await loadSkillgymSuite(at("examples/skill-selection-suite.ts"), FIXTURE, []);
    expect(selection.cases[0]?.timeoutMs).toBe(30000);
    const isolated = await loadSkillgymSuite(at("examples/workspace-isolation-suite.ts"), FIXTURE, []);
    // Relative suite workspace paths resolve from the suite file's directory.
    expect(isolated.workspace).toEqual({ mode: "isolated", templateDir: at("fixtures/base-app") });
  });
});

// Needs `npm run build` first: these run the bundle as users and the action do.
describe("skillgym seed: TS suites load through dist/ under Node 24 with nothing installed", {
  timeout: 60_000,
}, () => {
  const basicSuite = readFileSync(at("examples/basic-suite.ts"), "utf8");

  it('runs the seed\'s basic-suite.ts: `import { assert, type Case } from "skillgym"` resolves to our API', () => {
    const transcript = [
      { type: "system", subtype: "init", session_id: "s1", model: "claude-haiku-4-5" },
      { type: "assistant", message: { id: "m1", content: [{ type: "text", text: "skillgym ready" }] } },
      { type: "result", subtype: "success", is_error: false, result: "skillgym ready", num_turns: 1 },
    ];
    const project = makeProject({
      "examples/basic-suite.ts": basicSuite,
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: transcripts\n",
      "transcripts/always-passes.jsonl": `${transcript.map((line) => JSON.stringify(line)).join("\n")}\n`,
      // A real (here: broken) skillgym install must not shadow our API.
      "node_modules/skillgym/package.json": '{"name":"skillgym","type":"module","main":"index.js"}',
      "node_modules/skillgym/index.js": 'throw new Error("the installed skillgym package was loaded");',
    });
    const run = runDist("cli.js", ["run", ".", "--format", "json"], { cwd: project });
    expect(run.stderr).not.toContain("installed skillgym package");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).cases).toMatchObject([{ case: "always-passes", verdict: "passed" }]);
  });

  it("validate names the suites a skillgym config's run.tags leave out of a run, which it still checked", () => {
    const project = makeProject({
      "skillgym.config.ts":
        'export default { run: { tags: ["smoke"] }, runners: { main: { agent: { type: "claude-code" } } } };\n',
      "tags.suite.ts": 'export default [{ id: "login-smoke", tags: ["smoke"], prompt: "p", assert() {} }];\n',
      "record.suite.ts":
        'export default { "always-passes": { id: "always-passes", prompt: "p", assert() {} } };\n',
    });
    const run = runDist("cli.js", ["validate", "."], { cwd: project, env: { ANTHROPIC_API_KEY: "test" } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      "valid: 1 suite(s), 1 case(s); 1 more suite(s) checked, which the config's tags leave out of a run\n",
    );
  });

  it("validates a suite governed by a skillgym.config.ts, warning about snapshots", () => {
    const project = makeProject({
      "examples/basic-suite.ts": basicSuite,
      "skillgym.config.ts": readFileSync(at("skillgym.config.ts"), "utf8"),
      "fixtures/base-app/README.md": "# base app\n",
    });
    const env = { ANTHROPIC_API_KEY: "test", OPENAI_API_KEY: "test" };
    const run = runDist("cli.js", ["validate", "."], { cwd: project, env });
    expect(run.stdout).toContain("valid: 1 suite(s), 1 case(s)");
    expect(run.stderr).toContain("snapshots is not supported");
    expect(run.status).toBe(0);
  });
});
