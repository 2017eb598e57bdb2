import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyPromptScripts } from "../../../src/engine/apply-prompt-scripts.ts";
import { loadSkillTestSuites } from "../../../src/formats/skill-test/load-skill-test-suites.ts";
import type { SkillTestCliOverrides } from "../../../src/formats/skill-test/resolve-settings.ts";
import { ConfigError, ConfigErrors } from "../../../src/model/errors.ts";
import type { Suite } from "../../../src/model/suite.ts";
import { makeProject } from "../../support/run-dist.ts";

const ROOT = join(import.meta.dirname, "..", "..", "fixtures", "skill-test");

function load(dir: string, cli: SkillTestCliOverrides = {}): Suite[] {
  return applyPromptScripts(loadSkillTestSuites(join(ROOT, dir), ROOT, cli));
}

function suite(suites: readonly Suite[], id: string): Suite {
  const found = suites.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no suite ${id} in ${suites.map((s) => s.id).join(", ")}`);
  return found;
}

function caseOf(found: Suite, id: string) {
  const caseSpec = found.cases.find((candidate) => candidate.id === id);
  if (caseSpec === undefined) throw new Error(`no case ${id}`);
  return caseSpec;
}

function problems(dir: string, cli: SkillTestCliOverrides = {}): ConfigError[] {
  try {
    load(dir, cli);
  } catch (error) {
    if (error instanceof ConfigErrors) return [...error.errors];
    if (error instanceof ConfigError) return [error];
    throw error;
  }
  throw new Error(`expected ${dir} to be rejected`);
}

describe("loadSkillTestSuites: the seed's examples, unchanged", () => {
  const suites = load("seed-example");

  it("finds one suite per test file with the seed's patterns, ids from the root without extension", () => {
    expect(suites.map((found) => found.id)).toEqual([
      "seed-example/skill-tests/refs/test-external",
      "seed-example/skill-tests/search.spec",
      "seed-example/skill-tests/test-basic",
    ]);
    for (const found of suites) {
      expect(found).toMatchObject({
        format: "skill-test",
        workspace: { mode: "isolated" },
        runnerIds: undefined,
        skills: [{ name: "my-skill", dir: join(ROOT, "seed-example") }],
      });
      expect(found.contentHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(suite(suites, "seed-example/skill-tests/test-basic").relativePath).toBe(
      "seed-example/skill-tests/test-basic.yaml",
    );
  });

  it("reads the list format: per-test iterations, config threshold and timeout, golden assertions", () => {
    const basic = suite(suites, "seed-example/skill-tests/test-basic");
    const first = caseOf(basic, "test-001");
    expect(first).toMatchObject({ iterations: 5, threshold: 0.8, timeoutMs: 60000, expectedFail: false });
    expect(first.metadata).toMatchObject({
      hook: "simple",
      model: "claude-sonnet-4-20250514",
      modelOrigin: "skill-config",
      originalPrompt: "Do something",
      testFormat: "list",
    });
    expect(first.assertions).toEqual([
      {
        type: "contains",
        dialect: "skill-test",
        name: "check-output",
        params: { pattern: "expected", expect: "present" },
        weight: 1,
        required: true,
        negate: false,
        golden: false,
        source: { file: "seed-example/skill-tests/test-basic.yaml", line: 5, column: 7 },
      },
      expect.objectContaining({
        type: "tool_called",
        name: "tool-check",
        params: { pattern: "Read|Write", expect: "present" },
        golden: false,
      }),
      expect.objectContaining({
        type: "regex",
        name: "best-practice",
        params: { pattern: "^//", expect: "present" },
        golden: true,
        required: false,
      }),
    ]);
  });

  it("merges a referenced file's assertions before the inline ones, params intact", () => {
    const second = caseOf(suite(suites, "seed-example/skill-tests/test-basic"), "test-002");
    expect(second.iterations).toBe(10);
    expect(second.assertions.map((assertion) => assertion.name)).toEqual([
      "uses-state",
      "has-console-log",
      "reasonable-length",
      "valid-javascript",
      "follows-best-practices",
      "uses-skill-tool",
      "no-mcp-tools",
      "inline-check",
    ]);
    const byName = new Map(second.assertions.map((assertion) => [assertion.name, assertion]));
    expect(byName.get("uses-state")?.params).toEqual({ pattern: "\\$state\\s*\\(", expect: "present" });
    expect(byName.get("reasonable-length")?.params).toEqual({ min: 5, max: 100 });
    expect(byName.get("valid-javascript")?.params).toEqual({
      command: "node",
      language: "javascript",
      timeout_ms: 5000,
      expect: "exit_code:0",
    });
    expect(byName.get("follows-best-practices")?.params).toEqual({
      pattern:
        "Evaluate if the following code follows best practices.\nAnswer YES or NO.\n\nCode:\n{{output}}\n",
      expect: "pass",
      timeout_ms: 60000,
    });
    expect(byName.get("no-mcp-tools")).toMatchObject({
      type: "tool_called",
      params: { pattern: "mcp__.*", expect: "absent" },
    });
    expect(byName.get("inline-check")).toMatchObject({
      type: "exec",
      params: { command: "node", language: "javascript", expect: "exit_code:0" },
    });
    expect(byName.get("has-console-log")?.source).toEqual({
      file: "seed-example/skill-tests/shared/common-assertions.yaml",
      line: 7,
      column: 3,
    });
  });

  it("reads the scenarios format: keys are ids, named assertions resolve, desc is kept", () => {
    const search = suite(suites, "seed-example/skill-tests/search.spec");
    expect(search.cases.map((caseSpec) => caseSpec.id)).toEqual(["search-basic", "search-with-inline"]);
    const basic = caseOf(search, "search-basic");
    expect(basic.iterations).toBe(10);
    expect(basic.metadata).toMatchObject({
      description: "Basic search test",
      fileDescription: "Search functionality tests",
      testFormat: "scenarios",
    });
    expect(basic.assertions.map((assertion) => [assertion.name, assertion.params])).toEqual([
      ["has-numbered-list", { desc: "Contains numbered list", pattern: "\\d+\\.", expect: "present" }],
      ["has-score", { desc: "Shows score in X/100 format", pattern: "\\d+/100", expect: "present" }],
      ["has-source-url", { pattern: "https?://", expect: "present" }],
    ]);
    const inline = caseOf(search, "search-with-inline");
    expect(inline.iterations).toBe(5);
    expect(inline.assertions.map((assertion) => [assertion.name, assertion.type, assertion.golden])).toEqual([
      ["has-numbered-list", "regex", false],
      ["inline-check", "contains", false],
      ["quality-check", "llm_eval", true],
    ]);
    expect(inline.assertions[2]?.params).toEqual({
      pattern: "Does the output contain relevant search results?\nAnswer YES or NO.\n\nOutput:\n{{output}}\n",
      expect: "pass",
    });
  });

  it("merges single and multiple file references in order, then inline assertions", () => {
    const external = caseOf(suite(suites, "seed-example/skill-tests/refs/test-external"), "external-files");
    expect(external.assertions.map((assertion) => assertion.name)).toEqual([
      "common-check",
      "base-check",
      "strict-check",
      "inline",
    ]);
  });

  it("warns, without failing, that the example's hook-path is unused with hook: simple", () => {
    const warnings = suites.flatMap((found) => found.warnings);
    expect(warnings).toEqual([
      {
        message: 'hook-path is only used with hook: custom; the hook is "simple", so it is ignored',
        position: { file: "seed-example/skill-test.config.yaml", line: 9, column: 12 },
      },
    ]);
  });
});

describe("loadSkillTestSuites: settings precedence (per-test > CLI > skill config > defaults)", () => {
  const iterationsOf = (suites: Suite[]) =>
    Object.fromEntries(
      suites.flatMap((found) => found.cases).map((caseSpec) => [caseSpec.id, caseSpec.iterations]),
    );

  it("takes the seed's defaults when nothing is set", () => {
    const [found] = load("defaults");
    expect(found?.skills).toEqual([{ name: "defaults", dir: join(ROOT, "defaults") }]);
    expect(found?.cases[0]).toMatchObject({ iterations: 10, threshold: 0.8, timeoutMs: 60000 });
    expect(found?.cases[0]?.metadata).toMatchObject({
      hook: "simple",
      model: "claude-sonnet-4-20250514",
      modelOrigin: "default",
    });
  });

  it("lets the skill config override defaults, and per-test settings override the config", () => {
    const suites = load("precedence");
    expect(iterationsOf(suites)).toEqual({ "test-001": 1, "test-002": 5 });
    expect(suites[0]?.cases[1]).toMatchObject({ threshold: 0.9, timeoutMs: 30000 });
    expect(suites[0]?.cases[1]?.prompt).toBe("Second");
  });

  it("lets CLI flags override the config but not per-test settings (the seed's worked example)", () => {
    const suites = load("precedence", {
      iterations: 3,
      threshold: 50,
      timeoutMs: 1000,
      model: "opus",
      hook: "forced",
    });
    expect(iterationsOf(suites)).toEqual({ "test-001": 1, "test-002": 3 });
    expect(suites[0]?.cases[1]).toMatchObject({ threshold: 0.5, timeoutMs: 1000 });
    expect(suites[0]?.cases[1]?.metadata).toMatchObject({
      hook: "forced",
      model: "opus",
      modelOrigin: "cli",
    });
    expect(suites[0]?.cases[1]?.prompt).toContain('MUST invoke the "precedence-skill" skill');
  });

  it("rejects CLI values out of range", () => {
    expect(problems("precedence", { threshold: 120 })[0]?.message).toContain("--threshold");
    expect(problems("precedence", { iterations: 0 })[0]?.message).toContain("--iterations");
  });
});

describe("loadSkillTestSuites: hook strategies change the prompt", () => {
  const promptWith = (cli: SkillTestCliOverrides) => load("hooks", cli)[0]?.cases[0]?.prompt;

  it("leaves the prompt alone with none", () => {
    expect(promptWith({ hook: "none" })).toBe("Summarize README.md");
  });

  it("names the skill with simple (the default)", () => {
    expect(promptWith({})).toBe(
      'Note: the "hooked" skill is available for this task. Use it if it applies.\n\nSummarize README.md',
    );
  });

  it("demands the skill tool first with forced", () => {
    const prompt = promptWith({ hook: "forced" }) ?? "";
    expect(prompt).toMatch(/^Before doing anything else, you MUST invoke the "hooked" skill:/);
    expect(prompt).toContain('Call your skill tool for "hooked" as your very first action');
    expect(prompt.endsWith("---\n\nSummarize README.md")).toBe(true);
  });

  it("fills a custom template's {{skill}} and {{prompt}} placeholders", () => {
    const hookPath = join(ROOT, "hooks", "template-with-placeholders.txt");
    const [found] = load("hooks", { hook: "custom", hookPath });
    expect(found?.cases[0]?.prompt).toBe("Use the hooked skill for this.\n\nTask: Summarize README.md\n");
    expect(found?.cases[0]?.metadata).toMatchObject({
      hook: "custom",
      hookPath: "hooks/template-with-placeholders.txt",
      originalPrompt: "Summarize README.md",
    });
  });

  it("puts a custom template without {{prompt}} before the prompt", () => {
    const hookPath = join(ROOT, "hooks", "template-preamble.md");
    expect(promptWith({ hook: "custom", hookPath })).toBe(
      "Remember: the hooked skill knows this repository.\n\nSummarize README.md",
    );
  });

  it("runs the seed's custom hook script: prompt on stdin, new prompt on stdout", () => {
    const hookPath = join(ROOT, "hooks", "seed-hook.sh");
    expect(promptWith({ hook: "custom", hookPath })).toBe(
      "[Custom instructions here]\n---\nSummarize README.md",
    );
  });

  it("reports a failing hook script as a configuration error", () => {
    const hookPath = join(ROOT, "hooks", "failing-hook.sh");
    const [problem] = problems("hooks", { hook: "custom", hookPath });
    expect(problem?.location).toBe("hooks/failing-hook.sh:1:1");
    expect(problem?.message).toBe("the hook script exited with code 3: no prompt for you");
  });

  it("reports a missing custom hook file", () => {
    const [problem] = problems("hooks", { hook: "custom", hookPath: join(ROOT, "hooks", "nope.sh") });
    expect(problem?.message).toBe("custom hook file not found: hooks/nope.sh");
  });
});

describe("loadSkillTestSuites: mistakes, each at its file:line:column", () => {
  it("bad YAML", () => {
    const [problem] = problems("errors/bad-yaml");
    expect(problem?.location).toBe("errors/bad-yaml/skill-tests/test-bad.yaml:4:1");
    expect(problem?.message).toContain("Missing closing");
    expect(problem?.hint).toBe("fix the YAML syntax at this position");
  });

  it("a value of the wrong type", () => {
    const [problem] = problems("errors/wrong-type");
    expect(problem?.location).toBe("errors/wrong-type/skill-tests/test-wrong-type.yaml:3:15");
    expect(problem?.message).toMatch(/iterations: .*expected number/);
  });

  it("an unknown key in skill-test.config.yaml, with did-you-mean", () => {
    const [problem] = problems("errors/unknown-config-key");
    expect(problem?.location).toBe("errors/unknown-config-key/skill-test.config.yaml:2:1");
    expect(problem?.message).toContain('"iteration"');
    expect(problem?.hint).toBe('did you mean "iterations"?');
  });

  it("config values out of range or not allowed, all reported at once", () => {
    const found = problems("errors/bad-config-value");
    expect(found.map((problem) => problem.location)).toEqual([
      "errors/bad-config-value/skill-test.config.yaml:1:12",
      "errors/bad-config-value/skill-test.config.yaml:2:7",
    ]);
    expect(found[1]?.message).toContain('"custom"');
  });

  it("hook: custom without a hook-path", () => {
    const [problem] = problems("errors/custom-without-path");
    expect(problem?.location).toBe("errors/custom-without-path/skill-test.config.yaml:1:7");
    expect(problem?.hint).toContain("--hook-path");
  });

  it("duplicate assertion ids, inline and through a file reference (files merge first)", () => {
    const found = problems("errors/duplicate-ids");
    expect(found.map((problem) => [problem.location, problem.message])).toEqual([
      ["errors/duplicate-ids/skill-tests/test-duplicates.yaml:7:7", 'duplicate assertion id "same"'],
      ["errors/duplicate-ids/skill-tests/test-duplicates.yaml:14:7", 'duplicate assertion id "shared-check"'],
    ]);
    expect(found[0]?.hint).toContain(
      "first defined at errors/duplicate-ids/skill-tests/test-duplicates.yaml:4:7",
    );
    expect(found[1]?.hint).toContain(
      "first defined at errors/duplicate-ids/skill-tests/shared/checks.yaml:1:3",
    );
  });

  it("duplicate test ids", () => {
    const [problem] = problems("errors/duplicate-case-ids");
    expect(problem?.location).toBe("errors/duplicate-case-ids/skill-tests/test-cases.yaml:3:7");
    expect(problem?.message).toBe('duplicate test id "twice"');
  });

  it("a circular file reference", () => {
    const [problem] = problems("errors/circular");
    expect(problem?.location).toBe("errors/circular/skill-tests/shared/b.yaml:1:9");
    expect(problem?.message).toBe(
      "circular file reference: errors/circular/skill-tests/shared/a.yaml → errors/circular/skill-tests/shared/b.yaml → errors/circular/skill-tests/shared/a.yaml",
    );
  });

  it("a reference outside skill-tests/", () => {
    const [problem] = problems("errors/outside");
    expect(problem?.location).toBe("errors/outside/skill-tests/test-outside.yaml:4:13");
    expect(problem?.message).toBe(
      'file reference "../outside.yaml" is outside the skill\'s skill-tests/ folder',
    );
  });

  it("a missing referenced file: a warning by default, an error with strict", () => {
    const [found] = load("errors/missing-file");
    expect(found?.cases[0]?.assertions.map((assertion) => assertion.name)).toEqual(["still-here"]);
    expect(found?.warnings).toEqual([
      {
        message:
          "referenced assertion file not found: errors/missing-file/skill-tests/shared/nope.yaml (skipped; strict: true makes this an error)",
        position: { file: "errors/missing-file/skill-tests/test-missing.yaml", line: 4, column: 13 },
      },
    ]);
    const [problem] = problems("errors/missing-file", { strict: true });
    expect(problem?.location).toBe("errors/missing-file/skill-tests/test-missing.yaml:4:13");
    expect(problem?.message).toBe(
      "referenced assertion file not found: errors/missing-file/skill-tests/shared/nope.yaml",
    );
  });

  it("an unknown assertion type, with did-you-mean", () => {
    const [problem] = problems("errors/unknown-type");
    expect(problem?.location).toBe("errors/unknown-type/skill-tests/test-type.yaml:5:13");
    expect(problem?.hint).toBe('did you mean "contains"?');
  });

  it("an undefined named assertion, with did-you-mean", () => {
    const [problem] = problems("errors/undefined-name");
    expect(problem?.location).toBe("errors/undefined-name/skill-tests/search.spec.yaml:10:9");
    expect(problem?.message).toBe('undefined assertion reference "has-scores"');
    expect(problem?.hint).toBe('did you mean "has-score"?');
  });

  it("unknown fields in a test file are errors, as the seed's deny_unknown_fields makes them, with did-you-mean", () => {
    expect(
      problems("errors/unknown-keys").map((problem) => [
        problem.line,
        problem.column,
        problem.message,
        problem.hint,
      ]),
    ).toEqual([
      [
        3,
        3,
        'unknown field "iteration" in a test case',
        'did you mean "iterations"?; skill-test rejects fields it does not know (--lenient makes this a warning)',
      ],
      [
        8,
        7,
        'unknown field "expects" in a contains assertion',
        'did you mean "expect"?; skill-test rejects fields it does not know (--lenient makes this a warning)',
      ],
    ]);
  });

  it("with lenient, unknown fields are warnings", () => {
    const [found] = load("errors/unknown-keys", { lenient: true });
    expect(
      found?.warnings.map((warning) => [warning.position.line, warning.position.column, warning.message]),
    ).toEqual([
      [3, 3, 'unknown key "iteration" in a test case is ignored (did you mean "iterations"?)'],
      [8, 7, 'unknown key "expects" in a contains assertion is kept but not used (did you mean "expect"?)'],
    ]);
  });

  it("a skill directory without SKILL.md", () => {
    const [problem] = problems("errors");
    expect(problem?.message).toBe("errors has no SKILL.md");
  });
});

describe("the skill-test showcase example", () => {
  it("loads cleanly: both formats, shared assertions, and the forced hook", () => {
    const repo = join(import.meta.dirname, "..", "..", "..");
    const suites = loadSkillTestSuites(join(repo, "examples", "skill-test-showcase"), repo, {});
    expect(suites.map((found) => [found.id, found.cases.map((caseSpec) => caseSpec.id)])).toEqual([
      [
        "examples/skill-test-showcase/skill-tests/breaking-changes.spec",
        ["breaking-api-change", "docs-only"],
      ],
      ["examples/skill-test-showcase/skill-tests/test-commit-messages", ["feature-commit", "bug-fix-commit"]],
    ]);
    expect(suites.flatMap((found) => found.warnings)).toEqual([]);
    expect(suites[1]?.cases[1]).toMatchObject({ iterations: 5, threshold: 0.66, timeoutMs: 120000 });
    expect(suites[1]?.cases[1]?.metadata.hook).toBe("forced");
  });
});

describe("a skill-test case with no assertions", () => {
  it("loads as the seed loads it, with a warning at it that every run of it passes", () => {
    const dir = makeProject({
      "SKILL.md": "---\nname: quiet\ndescription: Quiet.\n---\n",
      "skill-tests/test-quiet.yaml":
        '- id: nothing-checked\n  prompt: "Do it"\n  golden_assertions:\n    - { id: g, type: contains, pattern: x, expect: present }\n- id: checked\n  prompt: "Do it"\n  assertions:\n    - { id: a, type: tool_called, pattern: Skill, expect: present }\n',
    });
    const [found] = loadSkillTestSuites(dir, dir, {});
    expect(found?.cases.map((caseSpec) => caseSpec.id)).toEqual(["nothing-checked", "checked"]);
    expect(found?.warnings.map((warning) => [warning.position.line, warning.message])).toEqual([
      [
        1,
        "this test has no assertions: every run of it passes (golden assertions do not gate); add one, e.g. { type: tool_called, pattern: Skill, expect: present } to check the skill is invoked",
      ],
    ]);
  });
});
