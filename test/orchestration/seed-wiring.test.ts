// The seeds' hook-ins (notes/seeds-engine-changes.md) wired end to end, each test quoting the line
// it honours: through the CLI in-process, or runEvals where the test needs a judge's HTTP client.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { runEvals } from "../../src/orchestration/run-evals.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";
import { makeProject } from "../support/run-dist.ts";

const REPLAY = "runners:\n  claude:\n    agent: replay\n    format: text\n    transcripts: ./t\n";

async function cli(cwd: string, argv: string[], env: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const status = await main({
    argv,
    cwd,
    env: { PATH: "", ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

function ranCases(dir: string): string[] {
  return readResults(dir)
    .executions.map((execution) => `${execution.case}/${execution.runner}`)
    .sort();
}

describe('skill-test seed: `skill-test --filter "test-*"        # Filter by test ID`', () => {
  const dir = makeProject({
    "skill-eval.config.yaml": REPLAY,
    "t/test-alpha.jsonl": "ok\n",
    "t/test-beta.jsonl": "ok\n",
    "t/smoke-test-gamma.jsonl": "ok\n",
    "ids.suite.mjs":
      'export default ["test-alpha", "test-beta", "smoke-test-gamma"].map((id) => ({ id, prompt: "p", assert() {} }));\n',
  });

  it("a filter with * is a glob over the whole id", async () => {
    const run = await cli(dir, ["run", "--filter", "test-*"]);
    expect(run.status).toBe(0);
    expect(ranCases(dir)).toEqual(["test-alpha/claude", "test-beta/claude"]);
  });

  it("plain text still matches anywhere in the id (the option table's 'substring match')", async () => {
    const run = await cli(dir, ["run", "--filter", "gamma"]);
    expect(run.status).toBe(0);
    expect(ranCases(dir)).toEqual(["smoke-test-gamma/claude"]);
  });
});

// DESIGN §3: skillgym "Suites are found as `*.suite.*`, `*-suite.*`, files named in the config's
// `suites:` globs, and files given on the command line."
describe("skillgym seed: files named in skillgym.config's `suites:` globs are suites", () => {
  it("runs a suite whose file name is neither *.suite.* nor *-suite.*", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "skillgym.config.mjs":
        'export default { runners: { claude: { agent: { type: "claude-code" } } }, suites: ["checks/*.mjs"] };\n',
      "checks/smoke.mjs": 'export default [{ id: "smoke", prompt: "p", assert() {} }];\n',
      "checks/helpers/not-matched.mjs": "export default [];\n",
      "t/smoke.jsonl": "ok\n",
    });
    const run = await cli(dir, ["run", "--config", "skill-eval.config.yaml"]);
    expect(run.stderr).not.toContain("error:");
    expect(run.status).toBe(0);
    expect(readResults(dir).suites.map((suite) => suite.path)).toEqual(["checks/smoke.mjs"]);
    expect(ranCases(dir)).toEqual(["smoke/claude"]);
  });
});

// agentv-issue-1141: "use_target: ${{ AGENT_TARGET }}" twice, and for claude-superpowers
// "hooks: before_each: command: ["bash", "./scripts/setup-variant.sh", "superpowers"]".
describe("agentv seed: targets that `use_target` a runner, with their own `hooks.before_each`", () => {
  it("runs each target under its own name, its hooks as written, the baseline without them", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/c1.jsonl": "ok\n",
      "t/c2.jsonl": "ok\n",
    });
    const log = join(dir, "hooks.log");
    const hook = (text: string) => JSON.stringify(["sh", "-c", `echo ${text} >> ${log}`]);
    const evalYaml = [
      "execution:",
      "  targets:",
      "    - name: claude-baseline",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's interpolation syntax
      "      use_target: ${{ AGENT_TARGET }}",
      "    - name: claude-superpowers",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's interpolation syntax
      "      use_target: ${{ AGENT_TARGET }}",
      "      hooks:",
      "        before_each:",
      `          command: ${hook("superpowers-before")}`,
      "        after_each:",
      `          command: ${hook("superpowers-after")}`,
      "tests:",
      "  - id: c1",
      "    input: p",
      "    assertions:",
      "      - type: contains",
      "        value: ok",
      "  - id: c2",
      "    input: p",
      "    assertions:",
      "      - type: contains",
      "        value: ok",
    ].join("\n");
    makeFile(dir, "EVAL.yaml", `${evalYaml}\n`);
    const previous = process.env.AGENT_TARGET;
    process.env.AGENT_TARGET = "claude";
    try {
      const run = await cli(dir, ["run", "-p", "0"], { AGENT_TARGET: "claude" });
      expect(run.stderr).not.toContain("error:");
      expect(run.status).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.AGENT_TARGET;
      else process.env.AGENT_TARGET = previous;
    }
    expect(ranCases(dir)).toEqual([
      "c1/claude-baseline",
      "c1/claude-superpowers",
      "c2/claude-baseline",
      "c2/claude-superpowers",
    ]);
    expect(readFileSync(log, "utf8").trim().split("\n")).toEqual([
      "superpowers-before",
      "superpowers-after",
      "superpowers-before",
      "superpowers-after",
    ]);
  });

  it("names the runner AGENT_TARGET points at when it is not configured", async () => {
    const dir = makeProject({ "skill-eval.config.yaml": REPLAY });
    makeFile(
      dir,
      "EVAL.yaml",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's interpolation syntax
      "execution:\n  targets:\n    - name: claude-baseline\n      use_target: ${{ AGENT_TARGET }}\ntests:\n  - id: c1\n    input: p\n    criteria: c\n",
    );
    const previous = process.env.AGENT_TARGET;
    process.env.AGENT_TARGET = "opus";
    try {
      const run = await cli(dir, ["run"]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("targets claude-baseline (runner opus), which is not a configured runner");
    } finally {
      if (previous === undefined) delete process.env.AGENT_TARGET;
      else process.env.AGENT_TARGET = previous;
    }
  });
});

// skill-test seed, llm_eval: "Semantic evaluation using LLM (Claude Haiku)." and "> **Note:** Due
// to non-determinism, recommended for golden_assertions only."
describe("judge: createJudge and checkJudgeNeeds before any agent runs", () => {
  let anthropic: AnthropicModelServer;
  beforeAll(async () => {
    anthropic = await startAnthropicModelServer({
      sideText: '{"pass": true, "score": 1, "reasoning": "says ok"}',
      usage: { input_tokens: 1000, output_tokens: 100 },
    });
  });
  afterAll(() => anthropic.close());

  const rubricSuite = {
    "t/c1.jsonl": "ok\n",
    "EVAL.yaml": "execution:\n  target: claude\ntests:\n  - id: c1\n    input: p\n    criteria: Says ok\n",
  };

  it("a configured judge without its key is exit 2, in run and validate, and no agent starts", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": `${REPLAY}judge:\n  provider: openai\n`,
      ...rubricSuite,
    });
    for (const command of ["run", "validate"]) {
      const run = await cli(dir, [command]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("the openai judge needs an API key: $OPENAI_API_KEY is not set");
    }
    expect(existsSync(join(dir, ".skill-eval", "results.json"))).toBe(false);
  });

  it("a golden llm_eval with no judge at all is skipped with a warning, not an error", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "my-skill/SKILL.md": "---\nname: my-skill\ndescription: Says ok.\n---\nAnswer ok.\n",
      "my-skill/skill-tests/test-basic.yaml":
        "- id: test-basic\n  prompt: say ok\n  assertions:\n    - id: says-ok\n      type: contains\n      pattern: ok\n  golden_assertions:\n    - id: good\n      type: llm_eval\n      pattern: Is it ok? {{output}}\n",
      "t/test-basic.jsonl": "ok\n",
    });
    const run = await cli(dir, ["run"]);
    expect(run.stderr).toContain("no judge available: 1 golden judge assertion will be skipped");
    expect(run.status).toBe(0);
  });

  it("records the judge's usage in run.judge and counts its cost toward --budget-usd", async () => {
    const dir = makeProject({ "skill-eval.config.yaml": REPLAY, ...rubricSuite });
    const outcome = await runEvals({
      paths: [],
      cwd: dir,
      hostEnv: { ANTHROPIC_API_KEY: "sk-judge", ANTHROPIC_BASE_URL: anthropic.url },
      log: () => {},
      concurrency: 1,
      earlyStop: false,
      overrides: { iterations: 2 },
      // One judge call at Haiku's list price ($0.0015) spends it: the second trial is skipped.
      budgetUsd: 0.001,
    });
    expect(outcome.results.run.judge).toMatchObject({
      backend: "anthropic",
      model: "claude-haiku-4-5",
      calls: 1,
      costUsd: 0.0015,
    });
    expect(outcome.results.executions.map((execution) => [execution.status, execution.skipReason])).toEqual([
      ["passed", undefined],
      ["skipped", "budget"],
    ]);
  });
});

function makeFile(dir: string, path: string, content: string): void {
  writeFileSync(join(dir, path), content);
}
