import { createHash } from "node:crypto";
import { basename, dirname, join, relative, sep } from "node:path";
import { parseYamlSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError } from "../../model/errors.ts";
import type { CaseSpec, ConfigWarning, SkillDirectory, Suite, WorkspaceSpec } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { agentvSuiteId } from "./eval-file-name.ts";
import { interpolateEnv, unsetVariableWarning } from "./interpolate-env.ts";
import { type EvalFileParts, parseEvalFile, type SuiteFileRef } from "./parse-eval-file.ts";
import { type ParsedCase, parseTestCase } from "./parse-test-case.ts";
import { isTestsFileName, parseTestsFile, type TestEntry } from "./parse-tests-file.ts";
import { parseWorkspace } from "./parse-workspace.ts";
import { type PathBounds, resolveSuitePath } from "./suite-path.ts";

/** The file system as the agentv loader needs it; absolute paths throughout. */
export interface SuiteFiles {
  kind(path: string): "file" | "directory" | undefined;
  /** The file's bytes; a ConfigError when it cannot be read. */
  read(path: string): Uint8Array;
  /** Names of the folders directly inside `dir`. */
  subdirectories(dir: string): string[];
}

const CASE_FILE_NAMES = ["case.yaml", "case.yml"];

/**
 * Assembles an agentv suite from its eval file and the files it points to (a tests file, a
 * cases folder, a workspace file), read through `files`. Every problem found is reported in one
 * ConfigErrors; problems that do not stop a run are the suite's warnings.
 */
export function buildAgentvSuite(
  file: string,
  root: string,
  skills: readonly SkillDirectory[],
  files: SuiteFiles,
  env: Readonly<Record<string, string | undefined>>,
  /** Where the suite's files may be: the repository root, unless the suite is outside it. */
  boundsRoot: string,
): Suite {
  const unset = new Set<string>();
  const reader = createReader(files, env, unset);
  const bounds: PathBounds = { root: boundsRoot, kind: (path) => files.kind(path) };
  const evalSource = reader.source(file);
  const parts = parseEvalFile(evalSource, bounds);
  const warnings: ConfigWarning[] = [...parts.warnings];
  for (const name of unset) warnings.push(unsetVariableWarning(name, evalSource.file));
  const problems: ConfigError[] = [];
  const workspace = collectProblems(problems, () =>
    suiteWorkspace(parts.workspace, reader, bounds, warnings),
  );
  const cases = collectProblems(problems, () => loadCases(evalSource, parts, reader, bounds, warnings));
  throwProblems(problems);
  const relativePath = relative(root, file).split(sep).join("/");
  if (cases !== undefined && cases.length === 0) {
    warnings.push({ message: "the suite has no cases", position: evalSource.positionOf(["tests"]) });
  }
  return {
    id: agentvSuiteId(relativePath),
    format: "agentv",
    file,
    relativePath,
    contentHash: reader.digest(),
    skills: [...skills],
    workspace: workspace ?? { mode: "none" },
    ...(parts.runnerIds === undefined ? {} : { runnerIds: parts.runnerIds }),
    ...(parts.runnerVariants === undefined ? {} : { runnerVariants: parts.runnerVariants }),
    ...(parts.meanScoreThreshold === undefined ? {} : { meanScoreThreshold: parts.meanScoreThreshold }),
    cases: cases ?? [],
    warnings,
  };
}

interface Reader {
  files: SuiteFiles;
  /** Reads and parses a YAML (or JSON) file, adding its bytes to the content hash. */
  source(path: string): YamlSource;
  text(path: string): string;
  digest(): string;
}

function createReader(
  files: SuiteFiles,
  env: Readonly<Record<string, string | undefined>>,
  unset: Set<string>,
): Reader {
  const hash = createHash("sha256");
  const decoder = new TextDecoder();
  const text = (path: string): string => {
    const bytes = files.read(path);
    hash.update(bytes);
    return decoder.decode(bytes);
  };
  return {
    files,
    text,
    // agentv interpolates ${{ VAR }} in every file it reads (eval file, tests file, case.yaml).
    source: (path) => {
      const parsed = parseYamlSource(text(path), path);
      const { value, missing } = interpolateEnv(parsed.value, env);
      for (const name of missing) unset.add(name);
      return { ...parsed, value };
    },
    digest: () => hash.digest("hex"),
  };
}

/** A `workspace:` path: a folder is the template; a file is a workspace YAML file. */
function suiteWorkspace(
  workspace: EvalFileParts["workspace"],
  reader: Reader,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): WorkspaceSpec {
  if ("spec" in workspace) return workspace.spec;
  const kind = requireKind(workspace.ref, reader, "workspace");
  if (kind === "directory") return { mode: "isolated", templateDir: workspace.ref.path };
  const parsed = parseWorkspace(reader.source(workspace.ref.path), [], bounds);
  warnings.push(...parsed.warnings);
  return parsed.spec;
}

function loadCases(
  evalSource: YamlSource,
  parts: EvalFileParts,
  reader: Reader,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): CaseSpec[] {
  const problems: ConfigError[] = [];
  const parsed: ParsedCase[] = [];
  const entries = collectProblems(problems, () =>
    testEntries(evalSource, parts.tests, reader, bounds, warnings, problems),
  );
  for (const { entry, caseDir } of entries ?? []) {
    collectProblems(problems, () => {
      const result = parseTestCase(entry.source, entry.path, parts.defaults, {
        bounds,
        ...(caseDir === undefined ? {} : { defaultId: basename(caseDir) }),
      });
      const placed = caseDir === undefined ? result : atIdKey(result, entry.source);
      // Attached files are read by the engine, not here: the reader checks where their links lead now.
      for (const file of placed.spec.attachments ?? []) reader.files.kind(file);
      parsed.push(withWorkspace(placed, entry.source, caseDir, reader, bounds));
    });
  }
  for (const result of parsed)
    warnings.push(...result.warnings, ...(result.incomplete ? [result.incomplete] : []));
  problems.push(...duplicateIds(parsed));
  throwProblems(problems);
  return parsed.filter((result) => result.incomplete === undefined).map((result) => result.spec);
}

/**
 * A case.yaml is the case: it is placed at its `id:` line, else at its first key (past a comment
 * header), so a check-run annotation points there rather than at the file's top.
 */
function atIdKey(result: ParsedCase, source: YamlSource): ParsedCase {
  return { ...result, spec: { ...result.spec, source: source.positionOf(["id"], true) } };
}

/**
 * Where the tests are: inline (where a string entry, e.g. `file://cases/more.yaml`, names a
 * tests file or cases folder whose tests join the list), a tests file, or `<dir>/<case>/case.yaml`
 * folders.
 */
function testEntries(
  evalSource: YamlSource,
  tests: EvalFileParts["tests"],
  reader: Reader,
  bounds: PathBounds,
  warnings: ConfigWarning[],
  problems: ConfigError[],
): { entry: TestEntry; caseDir?: string }[] {
  if ("ref" in tests) return referencedEntries(tests.ref, reader, warnings, problems);
  return tests.entries.flatMap((path) => {
    const written = valueAt(evalSource.value, path);
    if (typeof written !== "string") return [{ entry: { source: evalSource, path } }];
    const position = evalSource.positionOf(path);
    const ref = {
      written,
      path: resolveSuitePath(written, dirname(evalSource.file), bounds, position),
      position,
    };
    return collectProblems(problems, () => referencedEntries(ref, reader, warnings, problems)) ?? [];
  });
}

function referencedEntries(
  ref: SuiteFileRef,
  reader: Reader,
  warnings: ConfigWarning[],
  problems: ConfigError[],
): { entry: TestEntry; caseDir?: string }[] {
  const kind = requireKind(ref, reader, "tests");
  if (kind === "directory") return discoverCases(ref, reader, warnings, problems);
  if (!isTestsFileName(ref.path)) {
    throw new ConfigError(`tests: "${ref.written}" is not a .yaml, .yml, .json or .jsonl file`, {
      position: ref.position,
      hint: "point tests: at a .yaml or .jsonl tests file, or at a folder of <case>/case.yaml",
    });
  }
  return parseTestsFile(reader.text(ref.path), ref.path).map((entry) => ({ entry }));
}

/**
 * agentv's cases folder: each immediate subfolder with a case.yaml (or case.yml) is a case,
 * alphabetically; folders without one are skipped with a warning; hidden folders are ignored.
 * A case file that cannot be read adds to `problems`; the others are still returned.
 */
function discoverCases(
  ref: SuiteFileRef,
  reader: Reader,
  warnings: ConfigWarning[],
  problems: ConfigError[],
): { entry: TestEntry; caseDir: string }[] {
  const entries: { entry: TestEntry; caseDir: string }[] = [];
  const names = reader.files
    .subdirectories(ref.path)
    .filter((name) => !name.startsWith("."))
    .sort();
  for (const name of names) {
    const caseDir = join(ref.path, name);
    const caseFile = CASE_FILE_NAMES.map((fileName) => join(caseDir, fileName)).find(
      (path) => reader.files.kind(path) === "file",
    );
    if (caseFile === undefined) {
      warnings.push({
        message: `skipped folder ${name}/ in ${basename(ref.path)}/: it has no case.yaml`,
        position: ref.position,
      });
      continue;
    }
    const source = collectProblems(problems, () => caseSource(reader, caseFile));
    if (source !== undefined) entries.push({ entry: { source, path: [] }, caseDir });
  }
  return entries;
}

function caseSource(reader: Reader, caseFile: string): YamlSource {
  const source = reader.source(caseFile);
  if (source.value === null) {
    throw new ConfigError(`${basename(caseFile)} is empty`, {
      position: { file: caseFile, line: 1, column: 1 },
      hint: "a case needs at least input: (the task for the agent); or delete the folder",
    });
  }
  return source;
}

/**
 * A case's template: its `workspace:` (inline, a folder, or a workspace file), else a
 * `workspace/` folder beside its case.yaml.
 */
function withWorkspace(
  result: ParsedCase,
  source: YamlSource,
  caseDir: string | undefined,
  reader: Reader,
  bounds: PathBounds,
): ParsedCase {
  if (result.workspacePath !== undefined) {
    const { path: written, position } = result.workspacePath;
    const ref = {
      written,
      path: resolveSuitePath(written, dirname(source.file), bounds, position),
      position,
    };
    const kind = requireKind(ref, reader, "workspace");
    const templateDir =
      kind === "directory" ? ref.path : workspaceFileTemplate(reader.source(ref.path), bounds, result);
    return templateDir === undefined ? result : { ...result, spec: { ...result.spec, templateDir } };
  }
  if (result.spec.templateDir !== undefined || caseDir === undefined) return result;
  const templateDir = join(caseDir, "workspace");
  if (reader.files.kind(templateDir) !== "directory") return result;
  return { ...result, spec: { ...result.spec, templateDir } };
}

function workspaceFileTemplate(
  source: YamlSource,
  bounds: PathBounds,
  result: ParsedCase,
): string | undefined {
  const parsed = parseWorkspace(source, [], bounds);
  result.warnings.push(...parsed.warnings);
  return parsed.spec.mode === "isolated" ? parsed.spec.templateDir : undefined;
}

function requireKind(ref: SuiteFileRef, reader: Reader, key: string): "file" | "directory" {
  const kind = reader.files.kind(ref.path);
  if (kind !== undefined) return kind;
  throw new ConfigError(`${key}: "${ref.written}" does not exist (${ref.path})`, {
    position: ref.position,
    hint: `create it or fix the path (relative to the file that names it)`,
  });
}

function duplicateIds(parsed: readonly ParsedCase[]): ConfigError[] {
  const first = new Map<string, ParsedCase>();
  const problems: ConfigError[] = [];
  for (const result of parsed) {
    const earlier = first.get(result.spec.id);
    if (earlier === undefined) {
      first.set(result.spec.id, result);
      continue;
    }
    problems.push(
      new ConfigError(`duplicate case id "${result.spec.id}" (first at ${where(earlier)})`, {
        position: result.idPosition,
        hint: "case ids name results and artifacts: give each case its own id (or folder name)",
      }),
    );
  }
  return problems;
}

function where(result: ParsedCase): string {
  const position = result.idPosition;
  return [position.file, position.line, position.column].filter((part) => part !== undefined).join(":");
}
