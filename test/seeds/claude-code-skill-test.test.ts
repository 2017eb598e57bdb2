import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { evaluateAssertions } from "../../src/assert/declarative/evaluate-assertions.ts";
import { judgeConfigSchema } from "../../src/config/config-schema.ts";
import { createGradingTools } from "../../src/engine/grading-tools.ts";
import { caseAnnotations } from "../../src/formats/case-annotations.ts";
import { matchesCaseFilter } from "../../src/formats/skill-test/case-filter.ts";
import { applyHookStrategy } from "../../src/formats/skill-test/hook-strategy.ts";
import { loadSkillTestSuites } from "../../src/formats/skill-test/load-skill-test-suites.ts";
import { createJudge } from "../../src/judge/anthropic-judge.ts";
import { checkJudgeNeeds } from "../../src/judge/check-judge-needs.ts";
import { ConfigError, ConfigErrors } from "../../src/model/errors.ts";
import type { SessionReport } from "../../src/model/session-report.ts";
import type { Suite } from "../../src/model/suite.ts";
import { renderMarkdownReport } from "../../src/report/render-markdown.ts";
import type { NormalizerInput, TranscriptNormalizer } from "../../src/runners/adapter.ts";
import { createClaudeCodeNormalizer } from "../../src/runners/claude-code/normalize.ts";
import { createCodexNormalizer } from "../../src/runners/codex/normalize.ts";
import { createGeminiCliNormalizer } from "../../src/runners/gemini-cli/normalize.ts";
import { createOpencodeNormalizer } from "../../src/runners/opencode/normalize.ts";
import { skillTest } from "../assert/declarative/declarative-fixtures.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";
import { sessionReport } from "../support/session-report-builder.ts";
import { resultsOf } from "./results-of.ts";

// Seed: ../shared/seeds/claude-code-skill-test.md (Claude Code Skill Test, `skill-test`).
// Fixtures: test/fixtures/seeds/skill-test/.

const FIXTURE = join(import.meta.dirname, "..", "fixtures", "seeds", "skill-test");
const FAKE_BIN = join(import.meta.dirname, "..", "fixtures", "seeds", "bin");
const load = (skill: string, cli = {}) => loadSkillTestSuites(join(FIXTURE, skill), FIXTURE, cli);
const caseOf = (suites: Suite[], id: string) => {
  const found = suites.flatMap((suite) => suite.cases).find((caseSpec) => caseSpec.id === id);
  if (found === undefined) throw new Error(`no case ${id}`);
  return found;
};
const suiteWith = (suites: Suite[], caseId: string): Suite => {
  const found = suites.find((suite) => suite.cases.some((caseSpec) => caseSpec.id === caseId));
  if (found === undefined) throw new Error(`no suite with case ${caseId}`);
  return found;
};
const output = (text: string) => sessionReport().output(text).build();
const tools = createGradingTools(tmpdir(), undefined);

describe('skill-test seed: `skill-test --filter "test-*"  # Filter by test ID` / "Filter test IDs (substring match)"', () => {
  it("treats * and ? as a glob over the whole id, plain text as a substring", () => {
    const ids = ["test-001", "test-002", "smoke-test", "search-basic"];
    expect(ids.filter((id) => matchesCaseFilter(id, "test-*"))).toEqual(["test-001", "test-002"]);
    expect(ids.filter((id) => matchesCaseFilter(id, "test-00?"))).toEqual(["test-001", "test-002"]);
    expect(ids.filter((id) => matchesCaseFilter(id, "test"))).toEqual(["test-001", "test-002", "smoke-test"]);
  });
});

// A skill-test project run through the bundle on recorded Claude transcripts (npm run build first).
const CLAUDE_SKILL_USED = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
function skillTestProject(): string {
  return makeProject({
    "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n",
    "my-skill/SKILL.md": "---\nname: my-skill\n---\nWrite report.txt.\n",
    "my-skill/skill-tests/test-report.yaml": [
      "- id: test-passes",
      '  prompt: "Write the report"',
      "  iterations: 1",
      "  assertions:",
      "    - { id: names-file, type: contains, pattern: report.txt, expect: present }",
      "- id: test-fails",
      '  prompt: "Write the report"',
      "  iterations: 1",
      "  assertions:",
      "    - { id: check-output, type: contains, pattern: never-said, expect: present }",
      "",
    ].join("\n"),
    "transcripts/test-passes.jsonl": CLAUDE_SKILL_USED,
    "transcripts/test-fails.jsonl": CLAUDE_SKILL_USED,
  });
}

describe("skill-test seed: CLI options through dist/", { timeout: 60_000 }, () => {
  it('"-p, --parallel | CPU count | Parallel test executions (0 = sequential)": -p 0 runs, one at a time', () => {
    const project = skillTestProject();
    const run = runDist("cli.js", ["run", "my-skill", "-p", "0", "--filter", "test-passes"], {
      cwd: project,
    });
    expect(run.stderr).not.toMatch(/must be|internal error/);
    expect(run.status).toBe(0);
  });

  it('"skill-test --format json": pure JSON on stdout in the seed\'s shape, progress on stderr', () => {
    const project = skillTestProject();
    const run = runDist("cli.js", ["run", "my-skill", "--format", "skill-test-json", "--no-error-log"], {
      cwd: project,
    });
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json)).toEqual(["skills", "summary"]);
    expect(Object.keys(json.skills[0])).toEqual(["name", "path", "tests", "verdict"]);
    expect(
      json.skills[0].tests.map((test: { id: string; verdict: string }) => [test.id, test.verdict]),
    ).toEqual([
      ["test-passes", "Pass"],
      ["test-fails", "Fail"],
    ]);
    expect(Object.keys(json.skills[0].tests[0])).toEqual([
      "id",
      "iterations",
      "passed",
      "failed",
      "pass_rate",
      "verdict",
      "failures",
      "golden_failures",
    ]);
    expect(json.summary).toEqual({
      total_skills: 1,
      passed_skills: 0,
      failed_skills: 1,
      total_tests: 2,
      passed_tests: 1,
      failed_tests: 1,
    });
    expect(run.stderr).toMatch(/\[1\/2\]|\[2\/2\]/);
  });

  it("grades a golden llm_eval through `claude -p` with no API key (judge: { provider: claude-cli })", () => {
    const project = skillTestProject();
    writeFileSync(
      join(project, "skill-eval.config.yaml"),
      "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\njudge:\n  provider: claude-cli\n",
    );
    writeFileSync(
      join(project, "my-skill/skill-tests/test-judged.yaml"),
      [
        "- id: judged-case",
        '  prompt: "Write the report"',
        "  iterations: 1",
        "  golden_assertions:",
        "    - id: quality-check",
        "      type: llm_eval",
        '      pattern: "Does the output name the file? Answer YES or NO.\\n{{output}}"',
        "      expect: pass",
        "",
      ].join("\n"),
    );
    writeFileSync(join(project, "transcripts/judged-case.jsonl"), CLAUDE_SKILL_USED);
    const run = runDist("cli.js", ["run", "my-skill", "--filter", "judged", "--format", "json"], {
      cwd: project,
      env: { PATH: `${FAKE_BIN}${delimiter}${process.env.PATH ?? ""}` },
    });
    expect(run.status).toBe(0);
    const judged = JSON.parse(run.stdout).executions[0].assertions[0];
    expect(judged).toMatchObject({ name: "quality-check", type: "llm_eval", golden: true, passed: true });
    expect(judged.evidence).toBe("lists three results");
  });

  it('"When tests fail, detailed logs are automatically saved to `.skill-test-logs/`", named YYYYMMDD-HHMMSS-mmm-NNNN.json', () => {
    const project = skillTestProject();
    runDist("cli.js", ["run", "my-skill"], { cwd: project });
    const logs = readdirSync(join(project, "my-skill", ".skill-test-logs"));
    expect(logs).toEqual([expect.stringMatching(/^\d{8}-\d{6}-\d{3}-\d{4}\.json$/)]);
    const log = JSON.parse(
      readFileSync(join(project, "my-skill", ".skill-test-logs", logs[0] ?? ""), "utf8"),
    );
    expect(Object.keys(log)).toEqual(["timestamp", "skills", "summary"]);
    expect(log.skills[0]).toMatchObject({ skill_name: "my-skill", verdict: "Fail", error: null });
    expect(Object.keys(log.skills[0].tests[0])).toEqual(["name", "prompt", "iterations", "summary"]);
  });
});

describe('skill-test seed: "strict: false  # true: ERROR (exit 1), false: WARN (stderr, continue)"', () => {
  it("strict: true makes a missing referenced file a configuration error naming the file", () => {
    let error: unknown;
    try {
      load("strict-skill");
    } catch (caught) {
      error = caught;
    }
    const problems = error instanceof ConfigErrors ? error.errors : [error];
    expect(problems[0]).toBeInstanceOf(ConfigError);
    expect((problems[0] as ConfigError).message).toBe(
      "referenced assertion file not found: strict-skill/skill-tests/shared/does-not-exist.yaml",
    );
  });

  it("strict: false (--no-strict wins over the config) warns and continues", () => {
    const suites = load("strict-skill", { strict: false });
    expect(suites[0]?.warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringContaining("referenced assertion file not found"),
    );
  });
});

describe('skill-test seed: "file: ./common.yaml  # Single file" / "Base path | Relative to the YAML file containing the reference"', () => {
  const suites = load("my-skill");

  it("takes a named map file, ids from its keys, files first then inline", () => {
    expect(caseOf(suites, "test-002").assertions.map((spec) => spec.name)).toEqual([
      "has-numbered-list",
      "case-insensitive-title",
      "inline-check",
    ]);
  });

  it("takes several files in order, a list and a map under assertions:", () => {
    expect(caseOf(suites, "smoke-check").assertions.map((spec) => spec.name)).toEqual([
      "base-length",
      "no-mcp-tools",
      "inline",
    ]);
  });
});

describe('skill-test seed: regex "Regular expression pattern match" written for the Rust tool', () => {
  it("translates leading (?i), (?m), (?s) flags", async () => {
    const specs = caseOf(load("my-skill"), "test-002").assertions.slice(0, 2);
    const grade = await evaluateAssertions(specs, {
      ...tools,
      report: output("# RESULTS\n1. first\n2. second"),
      caseInput: { prompt: "p" },
    });
    expect(grade.outcomes.map((outcome) => [outcome.name, outcome.passed])).toEqual([
      ["has-numbered-list", true],
      ["case-insensitive-title", true],
    ]);
  });

  it("refuses Rust-only syntax at load time, naming the pattern", () => {
    expect(() => load("rust-regex")).toThrow(
      'regex pattern "\\\\A# Title" cannot be used: \\A (start of text; use ^) is Rust regex syntax JavaScript does not support',
    );
  });
});

describe('skill-test seed: exec "Extract code blocks and execute them"', () => {
  const exec = (params: Record<string, unknown>, text: string) =>
    evaluateAssertions([skillTest("exec", params)], {
      ...tools,
      report: output(text),
      caseInput: { prompt: "p" },
    });
  const twoBlocks = [
    "```javascript\nconst parts = ['a'];\n```",
    "```python\nprint('not javascript')\n```",
    "```js\nparts.push('b'); console.log(parts.join('+'));\n```",
  ].join("\n\n");

  it("runs every block in the language, in order, as one program", async () => {
    const grade = await exec(
      { command: "node", language: "javascript", expect: { output_contains: "a+b" } },
      twoBlocks,
    );
    expect(grade.outcomes[0]).toMatchObject({ passed: true });
  });

  it('takes `output_contains` as a string ("output_contains: expected text") or a map', async () => {
    const asString = await exec(
      { command: "node", language: "js", expect: "output_contains: a+b" },
      twoBlocks,
    );
    expect(asString.outcomes[0]?.passed).toBe(true);
  });

  it("fails, saying why, when no block matches", async () => {
    const grade = await exec({ command: "node", language: "rust", expect: "exit_code:0" }, twoBlocks);
    expect(grade.outcomes[0]).toMatchObject({ passed: false });
    expect(grade.outcomes[0]?.message).toMatch(/fenced rust code block.*none found/);
  });

  describe("with secrets in the host environment", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });
    it("runs the agent's code without API keys or tokens", async () => {
      vi.stubEnv("ANTHROPIC_API_KEY", "sk-ant-secret");
      vi.stubEnv("GITHUB_TOKEN", "ghp_secret");
      const code =
        "```js\nconsole.log(Object.keys(process.env).filter((k) => /KEY|TOKEN|SECRET/.test(k)).join(',') || 'clean')\n```";
      const grade = await exec({ command: "node", expect: { output_contains: "clean" } }, code);
      expect(grade.outcomes[0]).toMatchObject({ passed: true });
    });
  });
});

describe('skill-test seed: llm_eval "Semantic evaluation using LLM (Claude Haiku)" in golden_assertions', () => {
  it("works without an API key through the claude-cli judge (`claude -p`)", async () => {
    const env = { PATH: `${FAKE_BIN}${delimiter}${process.env.PATH ?? ""}` };
    const judge = createJudge(undefined, env);
    expect(judge?.usage().backend).toBe("claude-cli");
    const golden = caseOf(load("my-skill"), "search-basic").assertions.filter((spec) => spec.golden);
    const grade = await evaluateAssertions(golden, {
      ...createGradingTools(tmpdir(), judge?.ask),
      report: output("1. skill-a 90/100 https://a.example"),
      caseInput: { prompt: "Search for Claude Code skills" },
    });
    expect(grade.outcomes[0]).toMatchObject({
      name: "quality-check",
      type: "llm_eval",
      passed: true,
      golden: true,
    });
    expect(grade.outcomes[0]?.evidence).toBe("lists three results");
  });

  it("with no judge at all: golden judges are skipped with a warning, required ones are a configuration error", () => {
    const suites = load("my-skill");
    const { problems, warnings } = checkJudgeNeeds(suites, false);
    expect(problems).toEqual([]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      "no judge available: 1 golden judge assertion will be skipped (recorded as ungraded)",
    ]);
    const required = suites.map((suite) => ({
      ...suite,
      cases: suite.cases.map((caseSpec) => ({
        ...caseSpec,
        assertions: caseSpec.assertions.map((spec) => ({ ...spec, golden: false })),
      })),
    }));
    const checked = checkJudgeNeeds(required, false);
    expect(checked.problems.map((problem) => problem.message)).toEqual([
      'llm_eval assertion "quality-check" in case search-basic needs a judge, and none is available',
    ]);
    expect(checkJudgeNeeds(required, true).problems).toEqual([]);
  });

  it("a configured API judge without its key fails before any agent runs", () => {
    expect(() => createJudge(judgeConfigSchema.parse({}), {})).toThrow(ConfigError);
  });
});

describe('skill-test seed: tool_called "pattern: \\"Skill\\"  # Regex pattern for tool name" on every agent', () => {
  const transcript = (agent: string, scenario: string) =>
    readFileSync(join(REPO_ROOT, "test/fixtures/transcripts", agent, scenario, "stdout.jsonl"), "utf8");
  const normalized = (
    create: (input: NormalizerInput) => TranscriptNormalizer,
    type: string,
    text: string,
  ) => {
    const normalizer = create({
      runner: { id: type, pathKey: type, agent: { type, model: "m" } },
      prompt: "p",
      cwd: "/work",
      skillRoots: ["/work/.agents/skills", "/work/.claude/skills"],
    });
    for (const line of text.split("\n")) if (line.trim() !== "") normalizer.push(line);
    return normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 1 });
  };
  const skillCalled = async (report: SessionReport) =>
    (
      await evaluateAssertions([skillTest("tool_called", { pattern: "Skill", expect: "present" })], {
        ...tools,
        report,
        caseInput: { prompt: "p" },
      })
    ).outcomes[0];

  it.each([
    ["Claude", createClaudeCodeNormalizer, "claude-code", "claude", "skill-used", 'called ["Skill"]'],
    [
      "Gemini",
      createGeminiCliNormalizer,
      "gemini-cli",
      "gemini",
      "skill-used",
      'called ["activate_skill (as Skill)"]',
    ],
    [
      "OpenCode",
      createOpencodeNormalizer,
      "opencode",
      "opencode",
      "skill-used",
      'called ["skill (as Skill)"]',
    ],
    [
      "Codex (a SKILL.md read)",
      createCodexNormalizer,
      "codex",
      "codex",
      "skill-md-read",
      'called ["exec_command (as Bash, Skill)"]',
    ],
  ] as const)(
    "%s: matches, keeping the agent's own tool name in the evidence",
    async (_name, create, type, folder, scenario, observed) => {
      const outcome = await skillCalled(normalized(create, type, transcript(folder, scenario)));
      expect(outcome?.passed).toBe(true);
      expect(outcome?.message).toContain(observed);
    },
  );

  it("does not match when the skill was not used", async () => {
    const outcome = await skillCalled(
      normalized(createGeminiCliNormalizer, "gemini-cli", transcript("gemini", "skill-not-used")),
    );
    expect(outcome?.passed).toBe(false);
  });
});

describe('skill-test seed: "--hook | config/simple | Hook strategy", recorded; `desc` "for human-readable test names"', () => {
  const suites = load("my-skill");

  it("uses simple by default, and results record the strategy", () => {
    const suite = suiteWith(suites, "test-001");
    const caseSpec = caseOf(suites, "test-001");
    expect(caseSpec.prompt).toMatch(/^Note: the "my-skill" skill is available for this task/);
    expect(caseAnnotations({ format: "skill-test" }, caseSpec)).toEqual({ hookStrategy: "simple" });
    const results = resultsOf(suite);
    expect(results.cases.find((result) => result.case === "test-001")?.hookStrategy).toBe("simple");
  });

  it("forced: the wording names each agent's skill tool and a SKILL.md read for agents without one", () => {
    const forced = applyHookStrategy("Do it", "my-skill", "forced");
    expect(forced).toContain("Skill in Claude Code");
    expect(forced).toContain("activate_skill in Gemini CLI");
    expect(forced).toContain("If you have no skill tool, read the skill's\n   SKILL.md instead.");
  });

  it("shows desc as the case title in reports", () => {
    const suite = suiteWith(suites, "search-basic");
    const results = resultsOf(suite);
    expect(results.cases[0]?.title).toBe("Basic search test");
    expect(renderMarkdownReport(results)).toContain("`search-basic` Basic search test");
  });
});
