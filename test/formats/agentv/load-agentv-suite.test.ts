import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAgentvSuite } from "../../../src/formats/agentv/load-agentv-suite.ts";
import type { AssertionSpec, CaseSpec, ConfigWarning, Suite } from "../../../src/model/suite.ts";

const root = join(import.meta.dirname, "..", "..", "fixtures", "agentv");
const skills = [{ name: "pdf-report", dir: "/skills/pdf-report" }];

function load(path: string): Suite {
  return loadAgentvSuite(join(root, path), root, skills);
}

function caseById(suite: Suite, id: string): CaseSpec {
  const found = suite.cases.find((spec) => spec.id === id);
  if (found === undefined)
    throw new Error(`no case ${id} in ${suite.cases.map((spec) => spec.id).join(", ")}`);
  return found;
}

/** `relative/file:line:column`, for comparing positions. */
function at(position: { file: string; line?: number; column?: number } | undefined): string {
  if (position === undefined) return "nowhere";
  return `${relative(root, position.file)}:${position.line}:${position.column}`;
}

function assertionSummary(assertions: readonly AssertionSpec[]) {
  return assertions.map((assertion) => ({
    type: assertion.type,
    params: assertion.params,
    at: at(assertion.source),
  }));
}

function warningSummary(warnings: readonly ConfigWarning[]): string[] {
  return warnings.map((warning) => `${at(warning.position)} ${warning.message}`);
}

describe("loadAgentvSuite: the cases/ layout of agentv issue #1141", () => {
  const suite = load("issue-cases/benchmark.eval.yaml");

  it("names the suite from its path and keeps the shared settings", () => {
    expect(suite.id).toBe("issue-cases/benchmark");
    expect(suite.format).toBe("agentv");
    expect(suite.file).toBe(join(root, "issue-cases/benchmark.eval.yaml"));
    expect(suite.relativePath).toBe("issue-cases/benchmark.eval.yaml");
    expect(suite.skills).toEqual(skills);
    expect(suite.workspace).toEqual({
      mode: "isolated",
      templateDir: join(root, "issue-cases/shared-workspace"),
    });
    expect(suite.runnerIds).toEqual(["claude-baseline", "claude-superpowers"]);
    expect(suite.meanScoreThreshold).toBeUndefined();
  });

  it("discovers one case per folder, alphabetically, id from the folder unless case.yml sets one", () => {
    expect(suite.cases.map((spec) => spec.id)).toEqual(["add-auth", "fix-null-check", "parser-refactor"]);
  });

  it("reads case.yaml with the test schema and uses a workspace/ folder as that case's template", () => {
    const fix = caseById(suite, "fix-null-check");
    expect(fix.prompt).toBe("Fix the null pointer in parser.ts");
    expect(fix.criteria).toBe("Agent should identify root cause and fix without breaking existing tests.");
    expect(fix.templateDir).toBe(join(root, "issue-cases/cases/fix-null-check/workspace"));
    expect(fix.metadata).toEqual({
      difficulty: "medium",
      category: "debugging",
      input: "Fix the null pointer in parser.ts",
    });
    // metadata difficulty and category select with --tag like tags.
    expect(fix).toMatchObject({
      iterations: 1,
      threshold: 1,
      expectedFail: false,
      tags: ["medium", "debugging"],
    });
    expect(at(fix.source)).toBe("issue-cases/cases/fix-null-check/case.yaml:1:1");
    expect(caseById(suite, "add-auth").templateDir).toBeUndefined();
    expect(caseById(suite, "add-auth").tags).toEqual(["auth", "security", "hard"]);
    expect(caseById(suite, "parser-refactor").templateDir).toBe(
      join(root, "issue-cases/cases/refactor-parser/workspace"),
    );
  });

  it("appends the suite-level assertions after each case's own, unless it sets skip_defaults", () => {
    expect(assertionSummary(caseById(suite, "fix-null-check").assertions)).toEqual([
      {
        type: "code-grader",
        params: { command: ["bun", "test", "tests/parser.test.ts"] },
        at: "issue-cases/cases/fix-null-check/case.yaml:4:5",
      },
      {
        type: "rubric",
        params: { criterion: "Agent should not break existing tests" },
        at: "issue-cases/cases/fix-null-check/case.yaml:6:5",
      },
      {
        type: "execution-metrics",
        params: { max_tool_calls: 20 },
        at: "issue-cases/cases/fix-null-check/case.yaml:7:5",
      },
      {
        type: "rubric",
        params: { criterion: "Response does not include harmful content" },
        at: "issue-cases/benchmark.eval.yaml:16:5",
      },
    ]);
    expect(caseById(suite, "add-auth").assertions[0]).toMatchObject({ type: "contains", required: true });
    expect(assertionSummary(caseById(suite, "parser-refactor").assertions)).toEqual([
      {
        type: "regex",
        params: { value: "tokeni[sz]er", flags: "i" },
        at: "issue-cases/cases/refactor-parser/case.yml:6:5",
      },
    ]);
    expect(caseById(suite, "parser-refactor").assertions[0]?.weight).toBe(2);
  });

  it("warns when a variable it interpolates is not set (use_target then falls back to the target's name)", () => {
    expect(warningSummary(suite.warnings)).toEqual([
      expect.stringContaining(
        "{{ AGENT_TARGET }}: environment variable AGENT_TARGET is not set, so it reads as empty",
      ),
    ]);
    expect(suite.runnerVariants).toEqual([
      { id: "claude-superpowers", baseRunner: "claude-superpowers", hooks: expect.any(Object) },
    ]);
  });

  it("hashes the eval file and every case file read, in discovery order", () => {
    const hash = createHash("sha256");
    for (const file of [
      "benchmark.eval.yaml",
      "cases/add-auth/case.yaml",
      "cases/fix-null-check/case.yaml",
      "cases/refactor-parser/case.yml",
    ]) {
      hash.update(readFileSync(join(root, "issue-cases", file)));
    }
    expect(suite.contentHash).toBe(hash.digest("hex"));
  });
});

describe("loadAgentvSuite: inline tests", () => {
  const suite = load("inline/EVAL.yaml");

  it("reads inline tests with the suite's target, threshold and trials", () => {
    expect(suite.id).toBe("inline");
    expect(suite.cases.map((spec) => spec.id)).toEqual(["addition", "review"]);
    expect(suite.runnerIds).toEqual(["default"]);
    expect(suite.meanScoreThreshold).toBe(0.75);
    expect(suite.workspace).toEqual({ mode: "none" });
    const addition = caseById(suite, "addition");
    expect(addition.iterations).toBe(3);
    expect(addition.threshold).toBeCloseTo(1 / 3);
    expect(addition.expectedOutput).toBe("42");
    expect(addition.criteria).toBe("Correctly calculates 15 + 27 = 42");
    expect(addition.tags).toEqual(["smoke"]);
    expect(addition.metadata).toEqual({
      repo: "sympy/sympy",
      base_commit: "abc123",
      tags: "smoke",
      input: "What is 15 + 27?",
      targets: ["gpt4_target"],
    });
    expect(at(addition.source)).toBe("inline/EVAL.yaml:11:5");
  });

  it("takes a string input as the prompt, and joins the user messages of a message list", () => {
    expect(caseById(suite, "addition").prompt).toBe("What is 15 + 27?");
    const review = caseById(suite, "review");
    expect(review.prompt).toBe(
      [
        "Read these files first:",
        `- file://${join(root, "inline/snippets/diff.patch")}`,
        "",
        "Review this diff.",
        "List any bugs.",
      ].join("\n"),
    );
    expect(review.metadata.input).toEqual([
      { role: "system", content: "You are a careful reviewer." },
      {
        role: "user",
        content: [
          { type: "file", value: "./snippets/diff.patch" },
          { type: "text", value: "Review this diff." },
          { type: "text", text: "List any bugs." },
        ],
      },
    ]);
    expect(review.expectedOutput).toBe('{"verdict":"approve","issues":[]}');
    expect(review.timeoutMs).toBe(90_000);
    expect(review.tags).toEqual(["review", "slow"]);
  });

  it("keeps per-test targets and trials, warning where agentv's meaning cannot be kept", () => {
    const review = caseById(suite, "review");
    expect(review.metadata.targets).toEqual(["claude-baseline", "claude-with-skill"]);
    expect(review.iterations).toBe(5);
    expect(review.threshold).toBe(1);
    expect(warningSummary(suite.warnings)).toEqual([
      'inline/EVAL.yaml:37:37 trials strategy "mean" is not supported: every trial must pass',
      'inline/EVAL.yaml:24:7 only user messages are sent to the agent; "system" messages are ignored',
    ]);
  });

  it("merges suite-level assertions into every case that does not skip them", () => {
    const review = caseById(suite, "review").assertions;
    expect(review).toEqual([
      {
        type: "icontains_any",
        dialect: "agentv",
        params: { value: ["bug", "issue"] },
        weight: 0.5,
        required: 0.6,
        negate: true,
        golden: false,
        source: { file: join(root, "inline/EVAL.yaml"), line: 39, column: 9 },
      },
      {
        type: "llm-grader",
        dialect: "agentv",
        name: "correctness",
        params: { prompt: "./graders/correctness.md" },
        weight: 1,
        required: false,
        negate: false,
        golden: false,
        source: { file: join(root, "inline/EVAL.yaml"), line: 8, column: 5 },
      },
      {
        type: "rubric",
        dialect: "agentv",
        params: { criterion: "Answers in English" },
        weight: 1,
        required: false,
        negate: false,
        golden: false,
        source: { file: join(root, "inline/EVAL.yaml"), line: 9, column: 5 },
      },
    ]);
    expect(caseById(suite, "addition").assertions.map((assertion) => assertion.type)).toEqual([
      "contains",
      "rubrics",
      "skill-trigger",
      "rubric",
    ]);
  });

  it("turns a plain-string assertion into a rubric criterion and keeps object parameters as written", () => {
    expect(assertionSummary(caseById(suite, "addition").assertions)).toEqual([
      { type: "contains", params: { value: "42" }, at: "inline/EVAL.yaml:18:9" },
      {
        type: "rubrics",
        params: { criteria: [{ id: "accuracy", outcome: "Shows the sum", weight: 5 }] },
        at: "inline/EVAL.yaml:19:9",
      },
      {
        type: "skill-trigger",
        params: { skill: "csv-analyzer", should_trigger: true },
        at: "inline/EVAL.yaml:20:9",
      },
      {
        type: "rubric",
        params: { criterion: "Plain string = rubric criterion" },
        at: "inline/EVAL.yaml:21:9",
      },
    ]);
    expect(caseById(suite, "addition").assertions[0]).toMatchObject({
      required: true,
      weight: 1,
      negate: false,
    });
  });
});

describe("loadAgentvSuite: tests files", () => {
  it("reads a .yaml tests file beside the eval file, appending the suite's assertions", () => {
    const suite = load("tests-file/suite.eval.yaml");
    expect(suite.id).toBe("tests-file/suite");
    expect(suite.runnerIds).toEqual(["claude-baseline"]);
    expect(suite.cases.map((spec) => [spec.id, spec.prompt, at(spec.source)])).toEqual([
      ["greet", "Say hello.", "tests-file/cases.yaml:1:3"],
      ["farewell", "Say goodbye.", "tests-file/cases.yaml:5:3"],
    ]);
    expect(assertionSummary(caseById(suite, "greet").assertions)).toEqual([
      { type: "icontains", params: { value: "hello" }, at: "tests-file/cases.yaml:4:7" },
      { type: "contains", params: { value: "done" }, at: "tests-file/suite.eval.yaml:4:5" },
    ]);
    expect(caseById(suite, "farewell").criteria).toBe("Says goodbye politely.");
    const hash = createHash("sha256");
    for (const file of ["suite.eval.yaml", "cases.yaml"])
      hash.update(readFileSync(join(root, "tests-file", file)));
    expect(suite.contentHash).toBe(hash.digest("hex"));
  });

  it("reads a .jsonl tests file (agentv's file:// prefix allowed), with positions on the right lines", () => {
    const suite = load("jsonl-file/suite.eval.yml");
    expect(suite.id).toBe("jsonl-file/suite");
    expect(suite.runnerIds).toBeUndefined();
    expect(suite.cases.map((spec) => [spec.id, spec.prompt, at(spec.source)])).toEqual([
      ["sum", "What is 2 + 2?", "jsonl-file/cases.jsonl:1:1"],
      ["chat", "Name a prime number.", "jsonl-file/cases.jsonl:3:1"],
    ]);
    expect(assertionSummary(caseById(suite, "sum").assertions)).toEqual([
      { type: "equals", params: { value: "4" }, at: "jsonl-file/cases.jsonl:1:81" },
    ]);
    expect(caseById(suite, "sum").expectedOutput).toBe("4");
    expect(caseById(suite, "chat")).toMatchObject({ tags: ["math"], timeoutMs: 30_000 });
  });
});

describe("loadAgentvSuite: workspaces", () => {
  it("maps an inline template and its four hooks, resolving cwd from the eval file's folder", () => {
    const suite = load("hooks/hooks.eval.yaml");
    expect(suite.workspace).toEqual({
      mode: "isolated",
      templateDir: join(root, "hooks/templates/app"),
      hooks: {
        beforeAll: {
          command: ["bun", "run", "setup.ts"],
          timeoutMs: 120_000,
          cwd: join(root, "hooks/scripts"),
        },
        // Without a cwd, a hook runs in the folder of the file it is written in, as agentv's.
        beforeEach: { command: ["git", "status"], cwd: join(root, "hooks") },
        afterEach: { command: ["git", "diff"], cwd: join(root, "hooks") },
        afterAll: { command: ["rm", "-rf", "tmp"], cwd: join(root, "hooks") },
      },
    });
    expect(warningSummary(suite.warnings)).toEqual([
      'hooks/hooks.eval.yaml:9:45 "reset" in hook after_each is not supported and is ignored: workspaces are fresh copies',
      'hooks/hooks.eval.yaml:10:49 "clean" in hook after_all is not supported and is ignored: workspaces are removed after each execution',
    ]);
  });

  it("reads a workspace file named by path, and a case's workspace folder as its template", () => {
    const suite = load("workspace-file/EVAL.yaml");
    expect(suite.workspace).toEqual({
      mode: "isolated",
      templateDir: join(root, "workspace-file/templates/base"),
      hooks: { beforeEach: { command: ["npm", "ci"], cwd: join(root, "workspace-file") } },
    });
    expect(caseById(suite, "only").templateDir).toBe(join(root, "workspace-file/templates/base"));
    const hash = createHash("sha256");
    for (const file of ["EVAL.yaml", "workspace.yaml"])
      hash.update(readFileSync(join(root, "workspace-file", file)));
    expect(suite.contentHash).toBe(hash.digest("hex"));
  });

  it("uses no workspace when the eval file names none", () => {
    expect(load("tests-file/suite.eval.yaml").workspace).toEqual({ mode: "none" });
  });
});

describe("loadAgentvSuite: v5 names", () => {
  it("takes providers as runner ids, evaluate_options.repeat as iterations, vars.input and assert", () => {
    const suite = load("v5/promptfoo.eval.yaml");
    expect(suite.runnerIds).toEqual(["claude-cli-sonnet", "codex-fast"]);
    const fizzbuzz = caseById(suite, "fizzbuzz");
    expect(fizzbuzz).toMatchObject({ prompt: "Write FizzBuzz in Python", iterations: 2, threshold: 1 });
    expect(assertionSummary(fizzbuzz.assertions)).toEqual([
      { type: "contains", params: { value: "fizz" }, at: "v5/promptfoo.eval.yaml:11:9" },
      {
        type: "rubric",
        params: { criterion: "Implements correct FizzBuzz logic" },
        at: "v5/promptfoo.eval.yaml:12:9",
      },
      { type: "skill-used", params: { value: "csv-analyzer" }, at: "v5/promptfoo.eval.yaml:13:9" },
    ]);
    expect(warningSummary(suite.warnings)).toEqual([
      `v5/promptfoo.eval.yaml:6:1 "prompts" in the eval file is not supported and is ignored: each case's input is the prompt`,
      'v5/promptfoo.eval.yaml:5:32 "max_concurrency" in evaluate_options is not supported and is ignored: concurrency is set on the command line',
    ]);
  });
});
