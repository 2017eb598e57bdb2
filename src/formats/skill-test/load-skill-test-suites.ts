import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { parseYamlSource, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import type { CaseSpec, ConfigWarning, PromptScript, SkillDirectory, Suite } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "../agentv/collect-problems.ts";
import { readSkillDirectory } from "../read-skill-directory.ts";
import { findSkillTestFiles } from "./find-skill-test-files.ts";
import { applyHookStrategy, isHookScript } from "./hook-strategy.ts";
import { type ParsedTestFile, parseTestFile, type SkillTestCase } from "./parse-test-file.ts";
import type { AssertionFileReader } from "./resolve-assertion-list.ts";
import {
  resolveSkillTestSettings,
  type SkillTestCliOverrides,
  type SkillTestSettings,
} from "./resolve-settings.ts";
import { parseSkillTestConfig, SKILL_TEST_CONFIG_FILE, type SkillTestConfig } from "./skill-test-config.ts";

export type { SkillTestCliOverrides } from "./resolve-settings.ts";

/**
 * Loads a skill directory's skill-test files: one Suite per test file (id = its path from the
 * root without extension), settings per-test > CLI > `skill-test.config.yaml` > defaults, and
 * prompts rewritten by the hook strategy. The thin shell around the pure parsers: it reads files.
 * A custom hook that is a script is only described on each case (`promptScript`): the engine runs it.
 * With `only` (files named on the command line), just those test files; one the test patterns do
 * not match is an error, as discovery would never run it.
 */
export function loadSkillTestSuites(
  skillDir: string,
  root: string,
  cli: SkillTestCliOverrides,
  only?: readonly string[],
): Suite[] {
  const dir = resolve(skillDir);
  const display = (path: string) => relative(root, path).split(sep).join("/") || ".";
  const skill = readSkill(dir, display, only);
  const config = readSkillTestConfig(dir, display);
  const { settings, warnings } = resolveSkillTestSettings(config, cli, {
    skillDir: dir,
    cwd: process.cwd(),
    skillDisplay: display(dir),
  });
  const hook = createPromptHook(settings, skill, dir, display, config);
  const reader = createReader(display);
  const skillTestsDir = reader.realPath(join(dir, "skill-tests"));
  const problems: ConfigError[] = [];
  const suites: Suite[] = [];
  for (const file of onlyThese(findSkillTestFiles(dir, settings), only, { dir, settings, display })) {
    collectProblems(problems, () => {
      const source = reader.read(file);
      if (source === undefined) return;
      const parsed = parseTestFile(source, {
        file: reader.realPath(file),
        skillTestsDir,
        strict: settings.strict,
        reader,
      });
      if (cli.lenient !== true) rejectUnknownFields(parsed.warnings);
      suites.push(toSuite(file, parsed, { root, skill, settings, hook, display }));
    });
  }
  throwProblems(problems);
  const [first] = suites;
  if (first !== undefined) first.warnings.unshift(...warnings);
  return suites;
}

/** The test files named on the command line, each one the test patterns find. */
function onlyThese(
  found: readonly string[],
  only: readonly string[] | undefined,
  where: { dir: string; settings: SkillTestSettings; display: (path: string) => string },
): readonly string[] {
  if (only === undefined) return found;
  const named = only.map((file) => resolve(file));
  const strays = named.filter((file) => !found.includes(file));
  throwProblems(
    strays.map(
      (file) =>
        new ConfigError(
          `taken as a test file of the skill ${where.display(where.dir)} (it is under skill-tests/), but its test-patterns and exclude-patterns leave it out (test-patterns: ${where.settings.testPatterns.join(", ")})`,
          {
            position: { file: where.display(file) },
            hint: `rename it to match a pattern (e.g. test-${basename(file).replace(/^test-/, "")}), or set test-patterns in ${SKILL_TEST_CONFIG_FILE}; a file of assertions tests share runs through the tests that name it (file:); pass ${where.display(where.dir)} to run every test of the skill`,
          },
        ),
    ),
  );
  return found.filter((file) => named.includes(file));
}

/** Unknown fields are the seed's errors, all of a file's at once; `--lenient` keeps them as warnings. */
function rejectUnknownFields(warnings: readonly ConfigWarning[]): void {
  throwProblems(
    warnings.flatMap(({ unknownField, position }) =>
      unknownField === undefined
        ? []
        : [new ConfigError(unknownField.message, { position, hint: unknownField.hint })],
    ),
  );
}

/** `skill-test.config.yaml` of a skill directory, or undefined when it has none. */
export function readSkillTestConfig(
  skillDir: string,
  display: (path: string) => string = (path) => path,
): SkillTestConfig | undefined {
  const file = join(skillDir, SKILL_TEST_CONFIG_FILE);
  return existsSync(file) ? parseSkillTestConfig(readFileSync(file, "utf8"), display(file)) : undefined;
}

interface PromptHook {
  strategy: SkillTestSettings["hook"];
  /** Display path of the custom hook file. */
  file?: string;
  apply(prompt: string): string;
  /** The custom hook script that rewrites each prompt, when the hook file is one. */
  script?: PromptScript;
}

interface SuiteContext {
  root: string;
  skill: SkillDirectory;
  settings: SkillTestSettings;
  hook: PromptHook;
  display: (path: string) => string;
}

function readSkill(
  dir: string,
  display: (path: string) => string,
  only: readonly string[] | undefined,
): SkillDirectory {
  const skillFile = join(dir, "SKILL.md");
  const [named] = only ?? [];
  if (!existsSync(skillFile) && named !== undefined) {
    throw new ConfigError(
      `taken as a Claude Code Skill Test file (it is under skill-tests/), but ${display(dir)} has no SKILL.md`,
      {
        position: { file: display(named) },
        hint: "a skill-test file lives in <skill>/skill-tests/ beside the skill's SKILL.md; an agentv eval file is named EVAL.yaml or *.eval.yaml, outside skill-tests/",
      },
    );
  }
  if (!existsSync(skillFile)) {
    throw new ConfigError(`${display(dir)} has no SKILL.md`, {
      position: { file: display(dir) },
      hint: "a skill directory is identified by its SKILL.md; pass the folder that holds it",
    });
  }
  return readSkillDirectory(dir);
}

function createPromptHook(
  settings: SkillTestSettings,
  skill: SkillDirectory,
  skillDir: string,
  display: (path: string) => string,
  config: SkillTestConfig | undefined,
): PromptHook {
  const strategy = settings.hook;
  if (strategy !== "custom" || settings.hookPath === undefined) {
    return { strategy, apply: (prompt) => applyHookStrategy(prompt, skill.name, strategy) };
  }
  const file = settings.hookPath;
  if (!existsSync(file)) {
    const position: SourcePosition =
      config?.hookPath !== undefined ? config.positionOf("hook-path") : { file: display(skillDir) };
    throw new ConfigError(`custom hook file not found: ${display(file)}`, {
      position,
      hint: "hook-path is relative to the skill directory (--hook-path to the working directory)",
    });
  }
  const text = readFileSync(file, "utf8");
  if (!isHookScript(text)) {
    return {
      strategy,
      file: display(file),
      apply: (prompt) => applyHookStrategy(prompt, skill.name, strategy, text),
    };
  }
  return {
    strategy,
    file: display(file),
    apply: (prompt) => prompt,
    script: { file, display: display(file), text, cwd: skillDir },
  };
}

function toSuite(file: string, parsed: ParsedTestFile, context: SuiteContext): Suite {
  const relativePath = context.display(file);
  return {
    id: relativePath.replace(/\.ya?ml$/, ""),
    format: "skill-test",
    file,
    relativePath,
    contentHash: createHash("sha256").update(readFileSync(file)).digest("hex"),
    skills: [context.skill],
    workspace: { mode: "isolated" },
    runnerIds: undefined,
    cases: parsed.cases.map((testCase) => toCaseSpec(testCase, parsed, context)),
    warnings: [...parsed.warnings],
  };
}

function toCaseSpec(testCase: SkillTestCase, parsed: ParsedTestFile, context: SuiteContext): CaseSpec {
  const { settings, hook } = context;
  const metadata: Record<string, unknown> = {
    hook: hook.strategy,
    model: settings.model,
    modelOrigin: settings.modelOrigin,
    thresholdPercent: settings.thresholdPercent,
    testFormat: parsed.format,
    originalPrompt: testCase.prompt,
  };
  if (hook.file !== undefined) metadata.hookPath = hook.file;
  if (testCase.desc !== undefined) metadata.description = testCase.desc;
  if (parsed.desc !== undefined) metadata.fileDescription = parsed.desc;
  return {
    id: testCase.id,
    prompt: hook.apply(testCase.prompt),
    tags: [],
    timeoutMs: settings.timeoutMs,
    expectedFail: false,
    iterations: testCase.iterations ?? settings.iterations,
    threshold: settings.thresholdPercent / 100,
    // The seed's default model is only a default: a configured runner's own model wins over it.
    model: settings.modelOrigin === "default" ? undefined : settings.model,
    assertions: testCase.assertions,
    metadata,
    source: testCase.source,
    ...(hook.script === undefined ? {} : { promptScript: hook.script }),
  };
}

function createReader(display: (path: string) => string): AssertionFileReader {
  const cache = new Map<string, YamlSource | undefined>();
  return {
    read(path) {
      if (!cache.has(path)) {
        cache.set(
          path,
          existsSync(path) ? parseYamlSource(readFileSync(path, "utf8"), display(path)) : undefined,
        );
      }
      return cache.get(path);
    },
    realPath: realPathOf,
    display,
  };
}

/** Symlinks resolved for the part of the path that exists, so a missing file still compares. */
function realPathOf(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  return parent === path ? path : join(realPathOf(parent), basename(path));
}
