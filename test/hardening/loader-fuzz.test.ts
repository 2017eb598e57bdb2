import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { configSchema } from "../../src/config/config-schema.ts";
import { parseStructured } from "../../src/config/parse-structured.ts";
import { translateSkillgymConfig } from "../../src/config/skillgym-config.ts";
import { parseYamlSource } from "../../src/config/yaml-source.ts";
import { parseEvalFile } from "../../src/formats/agentv/parse-eval-file.ts";
import { parseTestsFile } from "../../src/formats/agentv/parse-tests-file.ts";
import { parseEvalsJson } from "../../src/formats/evals-json/parse-evals-json.ts";
import { parseTestFile } from "../../src/formats/skill-test/parse-test-file.ts";
import { parseSkillTestConfig } from "../../src/formats/skill-test/skill-test-config.ts";
import { ConfigError, ConfigErrors } from "../../src/model/errors.ts";
import { normalizers, type TranscriptFormat } from "../../src/runners/registry.ts";

/**
 * Random input to every loader: each either returns or throws a ConfigError(s), never a TypeError,
 * a RangeError or a stack overflow. 10,000 runs in total, seeded so a failure reproduces.
 */
const SEED = 20261122;
const ROOT = "/project";

/** Throws unless `run` returns or fails the way a user's mistake should. */
function onlyConfigErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ConfigErrors) return;
    throw error;
  }
}

/** Text a loader may meet: noise, YAML and JSON of random data, and near-valid documents with keys from its format. */
function documents(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }));
  const leaf = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom("../../etc/passwd", "/etc/passwd", "file:../x.yaml", "file:a.yaml", "*a", "&a x"),
  );
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.array(tie("tree"), { maxLength: 4 }),
      fc.dictionary(key, tie("tree"), { maxKeys: 5 }),
    ),
  }));
  return fc.oneof(
    YAML_TRICKS,
    fc.string({ maxLength: 200 }),
    fc.string({ unit: "binary", maxLength: 200 }),
    tree.map((value) => stringify(value)),
    tree.map((value) => JSON.stringify(value) ?? ""),
    fc
      .tuple(
        tree.map((value) => stringify(value)),
        fc.nat(400),
        fc.string({ maxLength: 4 }),
      )
      .map(([text, at, junk]) => text.slice(0, at) + junk + text.slice(at)),
  );
}

/** YAML features that reach past plain data: aliases (unresolved, cyclic, a bomb), tags, documents. */
const BOMB = [
  "a: &a [x, x, x, x, x, x, x, x, x]",
  ..."bcdef"
    .split("")
    .map((name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdef"[index]}`).join(", ")}]`),
].join("\n");
const YAML_TRICKS = fc.constantFrom(
  "a: *x\n",
  "a: &a\n  b: *a\n",
  "- &l [*l]\n",
  BOMB,
  "? [a]\n: 1\n",
  "runners: !!binary AAAA\n",
  "a: !!int x\n",
  "---\na: 1\n---\nb: 2\n",
  "\uFEFFa: 1\n",
  "a: 1\na: 2\n",
);

const params = (numRuns: number) => ({ seed: SEED, numRuns });

// Thousands of runs each: a generous guard, so a busy machine does not fail them on time.
describe("loaders under random input throw only configuration errors", { timeout: 120_000 }, () => {
  it("skill-eval.config yaml/json: 1,500 runs", () => {
    const keys = [
      "runners",
      "agent",
      "command",
      "env",
      "skills",
      "judge",
      "timeoutMs",
      "maxSteps",
      "outputDir",
    ];
    fc.assert(
      fc.property(documents(keys), (text) =>
        onlyConfigErrors(() => parseStructured(text, "c.yaml", configSchema)),
      ),
      params(1500),
    );
  });

  it("skill-test.config.yaml: 1,000 runs", () => {
    const keys = ["iterations", "threshold", "hook", "hook-path", "test-patterns", "strict", "timeout"];
    fc.assert(
      fc.property(documents(keys), (text) => onlyConfigErrors(() => parseSkillTestConfig(text, "s.yaml"))),
      params(1000),
    );
  });

  it("skillgym.config default export: 1,000 runs", () => {
    fc.assert(
      fc.property(fc.anything(), (value) =>
        onlyConfigErrors(() => translateSkillgymConfig(value, "skillgym.config.ts")),
      ),
      params(1000),
    );
  });

  it("agentv EVAL.yaml and tests files: 2,000 runs", () => {
    const keys = [
      "tests",
      "id",
      "input",
      "criteria",
      "assertions",
      "workspace",
      "execution",
      "type",
      "value",
      "template",
    ];
    const bounds = { suiteDir: `${ROOT}/evals`, root: ROOT };
    fc.assert(
      fc.property(documents(keys), (text) =>
        onlyConfigErrors(() => parseEvalFile(parseYamlSource(text, "evals/EVAL.yaml"), bounds)),
      ),
      params(1500),
    );
    fc.assert(
      fc.property(documents(keys), (text) =>
        onlyConfigErrors(() => parseTestsFile(text, "evals/cases.yaml")),
      ),
      params(500),
    );
  });

  it("skill-test test files with file: references: 1,500 runs", () => {
    const keys = [
      "name",
      "prompt",
      "assertions",
      "scenarios",
      "desc",
      "type",
      "value",
      "iterations",
      "golden_assertions",
    ];
    const shared = parseYamlSource("- type: contains\n  value: x\n", "skill/skill-tests/a.yaml");
    const reader = {
      read: (path: string) => (path.endsWith("a.yaml") ? shared : undefined),
      realPath: (path: string) => path,
      display: (path: string) => path.slice(ROOT.length + 1),
    };
    const context = {
      file: `${ROOT}/skill/skill-tests/test-x.yaml`,
      skillTestsDir: `${ROOT}/skill/skill-tests`,
      strict: false,
      reader,
    };
    fc.assert(
      fc.property(documents(keys), fc.boolean(), (text, strict) =>
        onlyConfigErrors(() => parseTestFile(parseYamlSource(text, "test-x.yaml"), { ...context, strict })),
      ),
      params(1500),
    );
  });

  it("evals.json: 1,000 runs", () => {
    const keys = ["skill_name", "evals", "id", "prompt", "expected_output", "files", "expectations"];
    const skill = { name: "s", dir: `${ROOT}/s` };
    fc.assert(
      fc.property(documents(keys), fc.boolean(), (text, exists) =>
        onlyConfigErrors(() =>
          parseEvalsJson(parseYamlSource(text, "s/evals/evals.json"), skill, () => exists),
        ),
      ),
      params(1000),
    );
  });

  it("transcript normalizers fed random lines never throw: 2,000 runs", () => {
    const formats = Object.keys(normalizers) as TranscriptFormat[];
    const fragment = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .record({
          type: fc.constantFrom(
            "system",
            "assistant",
            "user",
            "result",
            "item.completed",
            "message",
            "tool_use",
            "turn.completed",
            "response_item",
            "event_msg",
          ),
          subtype: fc.constantFrom("init", "success", "error", undefined),
          message: fc.anything({ maxDepth: 2 }),
          item: fc.anything({ maxDepth: 2 }),
          payload: fc.anything({ maxDepth: 2 }),
          content: fc.anything({ maxDepth: 2 }),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...formats), fc.array(fragment, { maxLength: 12 }), (format, lines) => {
        const normalizer = normalizers[format]({
          runner: { id: "r", pathKey: "r", agent: { type: "claude-code", model: "m" } },
          prompt: "p",
          cwd: ROOT,
          skillRoots: [`${ROOT}/.claude/skills`],
        });
        for (const line of lines) normalizer.push(line);
        normalizer.stepsSoFar();
        const report = normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 1 });
        expect(typeof report.finalOutput).toBe("string");
      }),
      params(2000),
    );
  });
});
