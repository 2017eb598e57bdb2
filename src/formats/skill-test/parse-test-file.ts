import { unknownKeyHint, type ValuePath, validateSource, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import type { AssertionSpec, ConfigWarning } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "../agentv/collect-problems.ts";
import { type AssertionFileReader, resolveAssertionList } from "./resolve-assertion-list.ts";
import { toSkillTestAssertion } from "./skill-test-assertion.ts";
import { knownKeys, listCaseSchema, scenarioSchema, scenariosFileSchema } from "./test-file-schema.ts";
import { unknownFieldError } from "./unknown-field.ts";

/** A case of a skill-test file, assertions resolved, before settings and the hook apply. */
export interface SkillTestCase {
  id: string;
  desc?: string;
  prompt: string;
  /** Per-test override, the most specific setting. */
  iterations?: number;
  /** Required assertions, then golden ones. */
  assertions: AssertionSpec[];
  source: SourcePosition;
}

export interface ParsedTestFile {
  format: "list" | "scenarios";
  /** The scenarios format's top-level `desc`. */
  desc?: string;
  cases: SkillTestCase[];
  warnings: ConfigWarning[];
}

export interface TestFileContext {
  /** Real absolute path of the test file. */
  file: string;
  /** Real absolute path of the skill's `skill-tests/` folder. */
  skillTestsDir: string;
  strict: boolean;
  reader: AssertionFileReader;
}

/**
 * Reads a parsed test file in either seed format: a YAML list of cases, or `desc` + named
 * `assertions` + `scenarios` (key = case id). Every problem is collected and thrown together as
 * ConfigErrors at its file:line:column; unknown keys are warnings. Pure (files via the reader).
 */
export function parseTestFile(source: YamlSource, context: TestFileContext): ParsedTestFile {
  const warnings: ConfigWarning[] = [];
  const value = source.value;
  if (value === null) {
    warnings.push({ message: "the test file is empty: no cases to run", position: source.positionOf([]) });
    return { format: "list", cases: [], warnings };
  }
  if (Array.isArray(value)) {
    return { format: "list", cases: parseListFormat(source, value, context, warnings), warnings };
  }
  if (typeof value === "object" && "scenarios" in value) {
    return parseScenariosFormat(source, context, warnings);
  }
  const looksLikeCase = typeof value === "object" && "prompt" in value;
  throw new ConfigError("a test file is a list of cases, or a mapping with `scenarios:`", {
    position: source.positionOf([]),
    hint: looksLikeCase
      ? "start each case with `- ` (`- id: test-001` / `  prompt: ...`)"
      : "list format: `- id: test-001` + `prompt:`; scenarios format: `scenarios:` mapping ids to `prompt:`",
  });
}

function parseListFormat(
  source: YamlSource,
  items: readonly unknown[],
  context: TestFileContext,
  warnings: ConfigWarning[],
): SkillTestCase[] {
  const problems: ConfigError[] = [];
  const cases: SkillTestCase[] = [];
  const seen = new Map<string, SourcePosition>();
  for (const [index, item] of items.entries()) {
    collectProblems(problems, () => {
      const entry = validateSource(source, listCaseSchema, [index], item);
      warnUnknownKeys(source, [index], item, knownKeys.listCase, "a test case", warnings);
      checkUniqueCaseId(entry.id, source.positionOf([index, "id"]), seen);
      cases.push({
        id: entry.id,
        desc: entry.desc,
        prompt: entry.prompt,
        iterations: entry.iterations,
        assertions: caseAssertions(source, [index], entry, context, warnings, undefined),
        source: source.positionOf([index]),
      });
    });
  }
  throwProblems(problems);
  return cases;
}

function parseScenariosFormat(
  source: YamlSource,
  context: TestFileContext,
  warnings: ConfigWarning[],
): ParsedTestFile {
  const file = validateSource(source, scenariosFileSchema);
  warnUnknownKeys(source, [], source.value, knownKeys.scenariosFile, "a scenarios file", warnings);
  const problems: ConfigError[] = [];
  const named = new Map<string, AssertionSpec>();
  for (const [name, definition] of Object.entries(file.assertions ?? {})) {
    collectProblems(problems, () => {
      const path = ["assertions", name];
      named.set(name, toSkillTestAssertion(source, path, definition, { golden: false, name, warnings }));
    });
  }
  const cases: SkillTestCase[] = [];
  for (const [id, value] of Object.entries(file.scenarios)) {
    const path = ["scenarios", id];
    collectProblems(problems, () => {
      const scenario = validateSource(source, scenarioSchema, path, value);
      warnUnknownKeys(source, path, value, knownKeys.scenario, "a scenario", warnings);
      cases.push({
        id,
        desc: scenario.desc,
        prompt: scenario.prompt,
        iterations: scenario.iterations,
        assertions: caseAssertions(source, path, scenario, context, warnings, named),
        source: source.positionOf(path, true),
      });
    });
  }
  throwProblems(problems);
  return { format: "scenarios", desc: file.desc, cases, warnings };
}

function caseAssertions(
  source: YamlSource,
  casePath: ValuePath,
  entry: { assertions?: unknown[]; golden_assertions?: unknown[] },
  context: TestFileContext,
  warnings: ConfigWarning[],
  named: ReadonlyMap<string, AssertionSpec> | undefined,
): AssertionSpec[] {
  const listContext = { ...context, warnings, named };
  const problems: ConfigError[] = [];
  const lists: AssertionSpec[][] = [];
  for (const [key, golden] of [
    ["assertions", false],
    ["golden_assertions", true],
  ] as const) {
    collectProblems(problems, () => {
      const items = entry[key] ?? [];
      const location = { source, file: context.file, path: [...casePath, key], items };
      lists.push(resolveAssertionList(location, listContext, golden));
    });
  }
  throwProblems(problems);
  if (lists[0]?.length === 0) {
    // As in skill-test, nothing then gates the case: said once here, not discovered from a green table.
    warnings.push({
      message:
        "this test has no assertions: every run of it passes (golden assertions do not gate); add one, e.g. { type: tool_called, pattern: Skill, expect: present } to check the skill is invoked",
      position: source.positionOf(casePath, true),
    });
  }
  return lists.flat();
}

function checkUniqueCaseId(id: string, position: SourcePosition, seen: Map<string, SourcePosition>): void {
  const earlier = seen.get(id);
  if (earlier !== undefined) {
    throw new ConfigError(`duplicate test id "${id}"`, {
      position,
      hint: `first used at line ${earlier.line ?? "?"}; test ids name results and --filter matches them, so make each unique`,
    });
  }
  seen.set(id, position);
}

function warnUnknownKeys(
  source: YamlSource,
  path: ValuePath,
  value: unknown,
  allowed: readonly string[],
  what: string,
  warnings: ConfigWarning[],
): void {
  if (typeof value !== "object" || value === null) return;
  for (const key of Object.keys(value)) {
    if (allowed.includes(key)) continue;
    warnings.push({
      message: `unknown key "${key}" in ${what} is ignored (${unknownKeyHint(key, allowed)})`,
      position: source.positionOf([...path, key], true),
      unknownField: unknownFieldError(key, what, allowed),
    });
  }
}
