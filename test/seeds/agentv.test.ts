import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { evaluateAssertions } from "../../src/assert/declarative/evaluate-assertions.ts";
import { createGradingTools } from "../../src/engine/grading-tools.ts";
import { loadAgentvSuite } from "../../src/formats/agentv/load-agentv-suite.ts";
import { loadConfig, readAgentvTargets } from "../../src/orchestration/load-config.ts";
import { applyOverrides } from "../../src/orchestration/run-overrides.ts";
import { renderMarkdownReport } from "../../src/report/render-markdown.ts";
import { agentv } from "../assert/declarative/declarative-fixtures.ts";
import { sessionReport } from "../support/session-report-builder.ts";
import { resultsOf } from "./results-of.ts";

// Seed: ../shared/seeds/agentv-issue-1141-auto-discover-cases.txt (its EVAL.yaml and case.yaml,
// copied unchanged into test/fixtures/seeds/agentv/) and reference/seed-systems.md §2.1.

const FIXTURE = join(import.meta.dirname, "..", "fixtures", "seeds", "agentv");
const EVAL_FILE = join(FIXTURE, "benchmark.eval.yaml");
const load = (env: Record<string, string> = {}) => loadAgentvSuite(EVAL_FILE, FIXTURE, [], env);

describe("agentv seed: `.agentv/targets.yaml` targets", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's own interpolation syntax
  it("are the runners of suites beside or below .agentv/, with ${{ VAR }} interpolated", async () => {
    vi.stubEnv("CLAUDE_MODEL", "claude-sonnet-4-5");
    const loaded = await loadConfig({ searchDirs: [join(FIXTURE, "cases"), FIXTURE] });
    expect(loaded?.file).toBe(join(FIXTURE, ".agentv/targets.yaml"));
    expect(loaded?.config.runners).toEqual({
      claude: expect.objectContaining({ agent: "claude-code", model: "claude-sonnet-4-5" }),
      codex: expect.objectContaining({ agent: "codex", command: "/opt/codex/bin/codex" }),
      "my-agent": expect.objectContaining({
        agent: "command",
        command: ["python", "agent.py", "--prompt-file", "{prompt_file}"],
      }),
    });
  });

  it("skips LLM-API providers, which are not agents, with a warning", () => {
    vi.stubEnv("CLAUDE_MODEL", "claude-sonnet-4-5");
    const { warnings } = readAgentvTargets(join(FIXTURE, ".agentv/targets.yaml"));
    expect(warnings.map((warning) => warning.message)).toEqual([
      "target gpt: provider openai is not an agent CLI we run, so it is skipped",
    ]);
  });
});

// biome-ignore lint/suspicious/noTemplateCurlyInString: quotes the seed's EVAL.yaml line
describe("agentv seed: `use_target: ${{ AGENT_TARGET }}` and per-target `hooks.before_each`", () => {
  it("runs each target under its own name on the runner AGENT_TARGET names, its hook as written", () => {
    const suite = load({ AGENT_TARGET: "claude" });
    expect(suite.runnerIds).toEqual(["claude-baseline", "claude-superpowers"]);
    expect(suite.runnerVariants).toEqual([
      { id: "claude-baseline", baseRunner: "claude" },
      {
        id: "claude-superpowers",
        baseRunner: "claude",
        // Run from the eval file's folder, where ./scripts lives (agentv's default cwd).
        hooks: {
          beforeEach: {
            command: ["bash", "./scripts/setup-variant.sh", "superpowers"],
            cwd: dirname(suite.file),
          },
        },
      },
    ]);
    expect(suite.warnings).toEqual([]);
  });

  it("warns when the variable is unset, and the target's own name is the runner", () => {
    const suite = load({});
    expect(suite.warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringContaining("environment variable AGENT_TARGET is not set"),
    );
    expect(suite.runnerVariants?.[0]).toMatchObject({
      id: "claude-superpowers",
      baseRunner: "claude-superpowers",
    });
  });
});

describe("agentv seed: `workspace: ./shared-workspace/` as a folder (template) or a file", () => {
  it("a folder is the workspace template", () => {
    expect(load({ AGENT_TARGET: "claude" }).workspace).toEqual({
      mode: "isolated",
      templateDir: join(FIXTURE, "shared-workspace"),
    });
  });

  it("a file is a workspace YAML file", () => {
    const root = join(import.meta.dirname, "..", "fixtures", "agentv");
    const suite = loadAgentvSuite(join(root, "workspace-file", "EVAL.yaml"), root, [], {});
    expect(suite.workspace).toMatchObject({
      mode: "isolated",
      templateDir: join(root, "workspace-file/templates/base"),
    });
  });
});

describe('agentv seed: `type: code-grader` / `command: ["bun", "test", "tests/parser.test.ts"]`', () => {
  it("loads the case's grader command as written", () => {
    const fix = load({ AGENT_TARGET: "claude" }).cases.find((caseSpec) => caseSpec.id === "fix-null-check");
    expect(fix?.assertions[0]).toMatchObject({
      type: "code-grader",
      params: { command: ["bun", "test", "tests/parser.test.ts"] },
    });
  });

  const grade = (args: string[]) =>
    evaluateAssertions(
      [
        agentv(
          "code-grader",
          { command: ["node", join(FIXTURE, "graders", "parser-tests.mjs"), ...args] },
          { source: { file: EVAL_FILE, line: 1, column: 1 } },
        ),
      ],
      {
        ...createGradingTools(FIXTURE, undefined),
        report: sessionReport().output("fixed").build(),
        caseInput: { prompt: "p" },
      },
    );

  it("a command printing test output instead of JSON passes on exit code 0, its output kept as evidence", async () => {
    const { outcomes } = await grade([]);
    expect(outcomes[0]).toMatchObject({ passed: true, score: 1 });
    expect(outcomes[0]?.evidence).toContain("✓ handles a null token");
  });

  it("and fails on a non-zero exit, with the failing test in the evidence", async () => {
    const { outcomes } = await grade(["--fail"]);
    expect(outcomes[0]).toMatchObject({ passed: false, score: 0 });
    expect(outcomes[0]?.evidence).toContain("✗ handles a null token");
  });
});

describe("agentv seed: `metadata: { difficulty: medium, category: debugging }` and metadata.tags", () => {
  const suite = load({ AGENT_TARGET: "claude" });

  it("are usable with --tag", () => {
    const ids = (tags: string[]) =>
      applyOverrides([suite], { tags }).flatMap((selected) => selected.cases.map((caseSpec) => caseSpec.id));
    expect(ids(["debugging"])).toEqual(["fix-null-check"]);
    expect(ids(["security"])).toEqual(["add-auth"]);
    expect(ids(["medium", "hard"])).toEqual(["add-auth", "fix-null-check"]);
  });

  it("are recorded in results and shown in reports", () => {
    const results = resultsOf(suite, "claude-baseline");
    const fix = results.cases.find((result) => result.case === "fix-null-check");
    expect(fix).toMatchObject({
      tags: ["medium", "debugging"],
      labels: { difficulty: "medium", category: "debugging" },
    });
    const report = renderMarkdownReport(results);
    expect(report).toContain("`fix-null-check` (difficulty: medium, category: debugging)");
    expect(report).toContain("`add-auth` (auth, security, difficulty: hard, category: feature)");
  });
});

describe("agentv seed: --runner picks an execution.targets variant by its name", () => {
  it("plans only that variant", async () => {
    const { prepareRun } = await import("../../src/orchestration/prepare-run.ts");
    vi.stubEnv("AGENT_TARGET", "claude");
    vi.stubEnv("CLAUDE_MODEL", "claude-sonnet-4-5");
    try {
      const { plan } = await prepareRun({
        paths: [EVAL_FILE],
        cwd: FIXTURE,
        overrides: { runners: ["claude-baseline"] },
      });
      expect(plan.flatMap(({ runners }) => runners.map((runner) => runner.id))).toEqual(["claude-baseline"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
