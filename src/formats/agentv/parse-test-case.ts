import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import type { AssertionSpec, CaseSpec, ConfigWarning } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { type TestCaseFields, testCaseSchema } from "./eval-file-schema.ts";
import { keyWarnings } from "./key-warnings.ts";
import { parseAssertions } from "./parse-assertions.ts";
import { addInputFiles, type PromptParts, parseInput, promptText } from "./parse-input.ts";
import { parseTargets } from "./parse-targets.ts";
import { parseTrials } from "./parse-trials.ts";
import { parseWorkspace } from "./parse-workspace.ts";
import type { PathBounds } from "./suite-path.ts";
import { withTestVars } from "./test-vars.ts";

/** What the eval file gives every case. */
export interface SuiteDefaults {
  /** Suite-level assertions, appended after each case's own unless it sets `skip_defaults`. */
  assertions: AssertionSpec[];
  iterations: number;
  threshold: number;
  /** Suite-level `input` and `input_files`, put before each case's. */
  prompt: PromptParts;
}

export interface ParsedCase {
  spec: CaseSpec;
  /** Set when nothing grades the case: it is left out of the suite, with this warning. */
  incomplete?: ConfigWarning;
  /** Where the id is written (the entry itself when the id is the folder name). */
  idPosition: SourcePosition;
  /** A `workspace:` path, resolved by the loader (a folder is the template, a file a workspace file). */
  workspacePath?: { path: string; position: SourcePosition };
  warnings: ConfigWarning[];
}

/**
 * One agentv test entry (inline, from a tests file, or a whole case.yaml at `[]`) as a CaseSpec.
 * Pure. `defaultId` is the case folder's name for discovered cases.
 */
export function parseTestCase(
  written: YamlSource,
  path: ValuePath,
  defaults: SuiteDefaults,
  options: { bounds: PathBounds; defaultId?: string },
): ParsedCase {
  const source = withTestVars(written, path);
  const entry = valueAt(source.value, path);
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    validateSource(source, testCaseSchema, path); // throws: a test is an object
  }
  const problems: ConfigError[] = [];
  // A field of the wrong type is reported; the other fields are still read, to report theirs too.
  const fields: TestCaseFields =
    collectProblems(problems, () => validateSource(source, testCaseSchema, path)) ?? {};
  const warnings = keyWarnings(source, path, testCaseSchema, "a test");
  const position = source.positionOf(path);
  const id = fields.id ?? options.defaultId;
  const label = id === undefined ? "a test" : `test "${id}"`;
  if (id === undefined && valueAt(source.value, [...path, "id"]) === undefined) {
    problems.push(
      new ConfigError("a test needs an id", {
        position,
        hint: "add id: a-short-name (it names the case's results and artifacts)",
      }),
    );
  }
  // A live conversation is graded turn by turn: running its first prompt alone would grade another test.
  const turns = valueAt(source.value, [...path, "turns"]) !== undefined;
  if (turns) problems.push(conversationError(source, path, label));
  const prompt = turns
    ? undefined
    : collectProblems(problems, () => casePrompt(source, path, options.bounds, label));
  const assertions = collectProblems(problems, () => [
    ...parseAssertions(source, [...path, "assertions"]),
    ...parseAssertions(source, [...path, "assert"]),
  ]);
  const targets = collectProblems(problems, () => parseTargets(source, [...path, "execution"], warnings));
  const workspace = collectProblems(problems, () => caseWorkspace(source, path, options.bounds, warnings));
  const trials = parseTrials(source, [...path, "execution", "trials"], fields.execution?.trials, warnings);
  throwProblems(problems);
  if (id === undefined || prompt === undefined || assertions === undefined) {
    throw new ConfigError(`${label} could not be read`, { position });
  }
  warnings.push(...prompt.warnings);
  const metadata: Record<string, unknown> = {
    ...fields.metadata,
    input: valueAt(source.value, inputPath(source, path)),
    ...(targets === undefined || targets.length === 0 ? {} : { targets }),
  };
  const merged =
    fields.execution?.skip_defaults === true ? assertions : [...assertions, ...defaults.assertions];
  const expected = expectedOutput(fields.expected_output);
  // agentv grades a test with criteria or an expected output and no assertions by an implicit grader.
  const implicit =
    merged.length === 0 && (fields.criteria !== undefined || expected.expectedOutput !== undefined);
  const spec: CaseSpec = {
    id,
    prompt: promptText([defaults.prompt, prompt]),
    tags: caseTags(source, path, fields, warnings),
    ...timeout(fields),
    expectedFail: false,
    iterations: trials?.iterations ?? defaults.iterations,
    threshold: trials?.threshold ?? defaults.threshold,
    assertions: implicit ? [implicitGrader(position)] : merged,
    ...(fields.criteria === undefined ? {} : { criteria: fields.criteria }),
    ...expected,
    ...(workspace?.templateDir === undefined ? {} : { templateDir: workspace.templateDir }),
    ...attachments([...defaults.prompt.files, ...prompt.files]),
    metadata,
    source: position,
  };
  return {
    spec,
    ...(spec.assertions.length > 0 ? {} : { incomplete: incompleteWarning(label, position) }),
    idPosition: source.positionOf([...path, "id"]),
    ...(workspace?.path === undefined ? {} : { workspacePath: workspace.path }),
    warnings,
  };
}

function casePrompt(source: YamlSource, path: ValuePath, bounds: PathBounds, label: string): PromptParts {
  const parts = parseInput(source, inputPath(source, path), bounds);
  addInputFiles(source, [...path, "input_files"], bounds, parts);
  if (parts.messages.every((message) => message.trim() === "") && parts.files.length === 0) {
    throw new ConfigError(`${label} has no input`, {
      position: source.positionOf(
        valueAt(source.value, [...path, "input"]) === undefined ? path : [...path, "input"],
      ),
      hint: 'add input: "the task for the agent" (a string, or a list of {role: user, content})',
    });
  }
  return parts;
}

/** v4's `input`, else v5's `vars.input`. */
function inputPath(source: YamlSource, path: ValuePath): ValuePath {
  return valueAt(source.value, [...path, "input"]) === undefined
    ? [...path, "vars", "input"]
    : [...path, "input"];
}

function caseTags(
  source: YamlSource,
  path: ValuePath,
  fields: TestCaseFields,
  warnings: ConfigWarning[],
): string[] {
  // difficulty and category (issue #1141's case.yaml) select with --tag like tags do.
  const labels = [fields.metadata?.difficulty, fields.metadata?.category].flatMap((label) =>
    typeof label === "string" || typeof label === "number" ? [String(label)] : [],
  );
  const tags = fields.metadata?.tags;
  if (tags === undefined) return labels;
  if (typeof tags === "string") return [...new Set([tags, ...labels])];
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === "string"))
    return [...new Set([...tags, ...labels])];
  warnings.push({
    message: "metadata.tags is not a list of strings, so the case gets no tags from it",
    position: source.positionOf([...path, "metadata", "tags"]),
  });
  return labels;
}

function attachments(files: readonly string[]): { attachments?: string[] } {
  return files.length === 0 ? {} : { attachments: [...new Set(files)] };
}

function timeout(fields: TestCaseFields): { timeoutMs?: number } {
  if (fields.timeout_ms !== undefined) return { timeoutMs: fields.timeout_ms };
  if (fields.timeout_seconds !== undefined) return { timeoutMs: Math.round(fields.timeout_seconds * 1000) };
  return {};
}

function expectedOutput(value: unknown): { expectedOutput?: string } {
  if (value === undefined || value === null) return {};
  return { expectedOutput: typeof value === "string" ? value : JSON.stringify(value) };
}

/** A case's own `workspace:`: an inline template, or a path for the loader to resolve. */
function caseWorkspace(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): { templateDir?: string; path?: { path: string; position: SourcePosition } } | undefined {
  const workspacePath = [...path, "workspace"];
  const value = valueAt(source.value, workspacePath);
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return { path: { path: value, position: source.positionOf(workspacePath) } };
  const parsed = parseWorkspace(source, workspacePath, bounds);
  warnings.push(...parsed.warnings);
  if (parsed.spec.hooks !== undefined || (parsed.spec.mode === "none" && parsed.spec.cwd !== undefined)) {
    warnings.push({
      message: "a case's own workspace can only set a template; its hooks and mode are ignored",
      position: source.positionOf(workspacePath),
    });
  }
  return parsed.spec.mode === "isolated" ? { templateDir: parsed.spec.templateDir } : {};
}

function conversationError(source: YamlSource, path: ValuePath, label: string): ConfigError {
  return new ConfigError(
    `${label} is a live conversation (turns:, agentv's mode: conversation), which skill-eval does not run: a case sends the agent one prompt and grades the session it produces`,
    {
      position: source.positionOf([...path, "turns"], true),
      hint: "write the task as the test's input: (one prompt, its assertions on the whole session), or leave this suite to agentv",
    },
  );
}

/**
 * agentv skips a test with nothing to grade it (no criteria, expected output or assertions) and
 * says so; so does skill-eval, rather than count every run of it as a pass.
 */
function incompleteWarning(label: string, position: SourcePosition): ConfigWarning {
  return {
    message: `${label} is skipped: nothing grades it (no criteria, expected_output or assertions); add criteria: what a good answer does, or assertions: [...]`,
    position,
  };
}

/** agentv: a test with `criteria` or `expected_output` and no assertions is graded by an implicit llm-grader. */
function implicitGrader(position: SourcePosition): AssertionSpec {
  return {
    type: "llm-grader",
    dialect: "agentv",
    name: "criteria",
    params: {},
    weight: 1,
    required: false,
    negate: false,
    golden: false,
    source: position,
  };
}
