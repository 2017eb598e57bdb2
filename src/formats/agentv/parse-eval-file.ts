import { dirname } from "node:path";
import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import type { ConfigWarning, RunnerVariant, WorkspaceSpec } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import {
  type EvalFileFields,
  evalFileSchema,
  evaluateOptionsSchema,
  executionSchema,
  UNSUPPORTED,
} from "./eval-file-schema.ts";
import { keyWarnings } from "./key-warnings.ts";
import { parseAssertions } from "./parse-assertions.ts";
import { addInputFiles, type PromptParts, parseInput } from "./parse-input.ts";
import { parseProviders, parseTargets, parseTargetVariants } from "./parse-targets.ts";
import type { SuiteDefaults } from "./parse-test-case.ts";
import { parseTrials } from "./parse-trials.ts";
import { parseWorkspace } from "./parse-workspace.ts";
import { type PathBounds, resolveSuitePath } from "./suite-path.ts";

/** A path written in the eval file, resolved (absolute) but not yet looked at. */
export interface SuiteFileRef {
  /** As written. */
  written: string;
  /** Absolute. */
  path: string;
  position: SourcePosition;
}

/** What an eval file says, before the files it points to are read. */
export interface EvalFileParts {
  /** Target (v4) and provider (v5) names, matched to runner ids by the orchestrator. */
  runnerIds?: string[];
  /** Targets that run another runner (`use_target`) or have their own hooks. */
  runnerVariants?: RunnerVariant[];
  meanScoreThreshold?: number;
  defaults: SuiteDefaults;
  /** Inline, or a path to a workspace file or template folder. */
  workspace: { spec: WorkspaceSpec } | { ref: SuiteFileRef };
  /** Inline entries (paths into the eval file), or a path to a tests file or cases folder. */
  tests: { entries: ValuePath[] } | { ref: SuiteFileRef };
  warnings: ConfigWarning[];
}

/** Reads an agentv EVAL.yaml (v4, with v5's providers and evaluate_options). Pure. */
export function parseEvalFile(source: YamlSource, bounds: PathBounds): EvalFileParts {
  if (source.value === null) {
    throw new ConfigError("the eval file is empty", {
      position: { file: source.file, line: 1, column: 1 },
      hint: "an eval file needs at least tests: (a list of tests, a tests file, or a cases folder)",
    });
  }
  if (looksLikeSkillTestFile(source.value)) {
    throw new ConfigError(
      "read as an agentv eval file, but it holds a list of tests or scenarios:, as a Claude Code Skill Test file does",
      {
        position: { file: source.file, line: 1, column: 1 },
        hint: "a .yaml named on the command line is an agentv eval file unless it is under a skill's skill-tests/: put a skill-test file there, named test-*.yaml or *.spec.yaml, and pass it or the skill folder; an agentv eval file is a mapping with tests: (a list of tests is read through an eval file's tests: ./file.yaml)",
      },
    );
  }
  if (typeof source.value !== "object" || Array.isArray(source.value)) {
    validateSource(source, evalFileSchema, []); // throws: an eval file is a mapping
  }
  const problems: ConfigError[] = [];
  // A field of the wrong type is reported; the other fields are still read, to report theirs too.
  const fields: EvalFileFields =
    collectProblems(problems, () => validateSource(source, evalFileSchema, [])) ?? {};
  const warnings = [
    ...keyWarnings(source, [], evalFileSchema, "the eval file", UNSUPPORTED.evalFile),
    ...keyWarnings(source, ["execution"], executionSchema, "execution", UNSUPPORTED.execution),
    ...keyWarnings(
      source,
      ["evaluate_options"],
      evaluateOptionsSchema,
      "evaluate_options",
      UNSUPPORTED.evaluateOptions,
    ),
  ];
  const targets = collectProblems(problems, () => parseTargets(source, ["execution"], warnings)) ?? [];
  const providers = collectProblems(problems, () => parseProviders(source, ["providers"])) ?? [];
  const variants = collectProblems(problems, () => parseTargetVariants(source, ["execution"], bounds)) ?? [];
  const prompt = collectProblems(problems, () => suitePrompt(source, bounds));
  const assertions = collectProblems(problems, () => parseAssertions(source, ["assertions"]));
  const workspace = collectProblems(problems, () => suiteWorkspace(source, bounds, warnings));
  const tests = collectProblems(problems, () => testsRef(source, bounds));
  const trials = parseTrials(source, ["execution", "trials"], fields.execution?.trials, warnings);
  throwProblems(problems);
  if (prompt === undefined || assertions === undefined || workspace === undefined || tests === undefined) {
    throw new ConfigError("the eval file could not be read", { position: { file: source.file } });
  }
  warnings.push(...prompt.warnings);
  const runnerIds = [...new Set([...targets, ...providers])];
  return {
    ...(runnerIds.length === 0 ? {} : { runnerIds }),
    ...(variants.length === 0 ? {} : { runnerVariants: variants }),
    ...(fields.execution?.threshold === undefined ? {} : { meanScoreThreshold: fields.execution.threshold }),
    defaults: {
      assertions,
      iterations: trials?.iterations ?? fields.evaluate_options?.repeat ?? 1,
      threshold: trials?.threshold ?? 1,
      prompt,
    },
    workspace,
    tests,
    warnings,
  };
}

function suitePrompt(source: YamlSource, bounds: PathBounds): PromptParts {
  const parts = parseInput(source, ["input"], bounds);
  addInputFiles(source, ["input_files"], bounds, parts);
  return parts;
}

function suiteWorkspace(
  source: YamlSource,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): EvalFileParts["workspace"] {
  const value = valueAt(source.value, ["workspace"]);
  if (value === undefined || value === null) return { spec: { mode: "none" } };
  if (typeof value === "string") {
    const position = source.positionOf(["workspace"]);
    return {
      ref: {
        written: value,
        path: resolveSuitePath(value, dirname(source.file), bounds, position),
        position,
      },
    };
  }
  const parsed = parseWorkspace(source, ["workspace"], bounds);
  warnings.push(...parsed.warnings);
  return { spec: parsed.spec };
}

function testsRef(source: YamlSource, bounds: PathBounds): EvalFileParts["tests"] {
  const value = valueAt(source.value, ["tests"]);
  const position = source.positionOf(["tests"]);
  if (typeof value === "string") {
    return {
      ref: {
        written: value,
        path: resolveSuitePath(value, dirname(source.file), bounds, position),
        position,
      },
    };
  }
  if (Array.isArray(value)) return { entries: value.map((_, index) => ["tests", index]) };
  throw new ConfigError(
    value === undefined || value === null
      ? "the eval file has no tests"
      : "tests: expected a list of tests or a path",
    {
      position,
      hint: "write tests: as a list of {id, input, ...}, a path to a .yaml/.jsonl tests file, or a folder of <case>/case.yaml",
    },
  );
}

/** The two shapes of a skill-test file: a list of tests, or `scenarios:` (test-file-schema.ts). */
function looksLikeSkillTestFile(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return typeof value === "object" && value !== null && "scenarios" in value && !("tests" in value);
}
