import { isAbsolute, relative, resolve, sep } from "node:path";
import { unknownKeyHint, type ValuePath, validateSource, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";
import type { AssertionSpec, CaseSpec, ConfigWarning, SkillDirectory } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "../agentv/collect-problems.ts";
import {
  type EvalEntry,
  evalEntrySchema,
  evalsFileSchema,
  KNOWN_EVAL_KEYS,
  KNOWN_FILE_KEYS,
} from "./evals-json-schema.ts";

/**
 * Turns a parsed `evals/evals.json` into cases: the prompt (naming its input files as
 * skill-creator does), `expected_output`, and each expectation or assertion as a criterion for a
 * judge (typed assertion objects keep their type). A case with nothing to check is an error.
 * Input files resolve from the skill directory and must be files inside it. Pure; whether a path is
 * a file is asked of `isFile`.
 */
export function parseEvalsJson(
  source: YamlSource,
  skill: SkillDirectory,
  isFile: (path: string) => boolean,
  realPath: (path: string) => string = (path) => path,
): { cases: CaseSpec[]; warnings: ConfigWarning[] } {
  if (typeof source.value !== "object" || source.value === null || Array.isArray(source.value)) {
    throw new ConfigError("evals.json must be an object with an `evals` array", {
      position: source.positionOf([]),
      hint: 'e.g. { "skill_name": "my-skill", "evals": [{ "id": 1, "prompt": "...", "expectations": ["..."] }] }',
    });
  }
  const file = validateSource(source, evalsFileSchema);
  const warnings = unknownKeyWarnings(source, [], source.value, KNOWN_FILE_KEYS, "evals.json");
  if (file.skill_name !== undefined && file.skill_name !== skill.name) {
    warnings.push({
      message: `skill_name "${file.skill_name}" differs from the skill's name "${skill.name}" (its SKILL.md); the skill in ${skill.dir} is the one tested`,
      position: source.positionOf(["skill_name"]),
    });
  }
  const problems: ConfigError[] = [];
  const cases: CaseSpec[] = [];
  const seen = new Map<string, SourcePosition>();
  for (const [index, value] of file.evals.entries()) {
    const path = ["evals", index];
    collectProblems(problems, () => {
      const entry = validateSource(source, evalEntrySchema, path, value);
      warnings.push(...unknownKeyWarnings(source, path, value, KNOWN_EVAL_KEYS, "an eval"));
      const id = String(entry.id);
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        throw new ConfigError(`duplicate eval id ${JSON.stringify(entry.id)}`, {
          position: source.positionOf([...path, "id"]),
          hint: `first used at line ${earlier.line ?? "?"}; ids name results, so make each unique`,
        });
      }
      seen.set(id, source.positionOf([...path, "id"]));
      const files = inputFiles(source, path, entry, skill, { isFile, realPath });
      cases.push(toCaseSpec(id, entry, files, source, path, skill));
    });
  }
  throwProblems(problems);
  return { cases, warnings };
}

type InputFileChecks = { isFile: (path: string) => boolean; realPath: (path: string) => string };

/** The eval's input files, absolute; every file that is outside the skill or missing is reported at once. */
function inputFiles(
  source: YamlSource,
  path: ValuePath,
  entry: EvalEntry,
  skill: SkillDirectory,
  checks: InputFileChecks,
): string[] {
  const problems: ConfigError[] = [];
  const files = (entry.files ?? []).map((written, index) =>
    collectProblems(problems, () =>
      inputFile(written, source.positionOf([...path, "files", index]), skill, checks),
    ),
  );
  throwProblems(problems);
  return files.filter((file) => file !== undefined);
}

function inputFile(
  written: string,
  position: SourcePosition,
  skill: SkillDirectory,
  checks: InputFileChecks,
): string {
  const absolute = resolve(skill.dir, written);
  const fromSkill = relative(skill.dir, absolute);
  if (fromSkill === "" || fromSkill.split(sep)[0] === ".." || isAbsolute(fromSkill)) {
    throw new ConfigError(`input file "${written}" is outside the skill directory`, {
      position,
      hint: "eval files are relative to the skill root, e.g. evals/files/sample.csv",
    });
  }
  if (!isWithin(checks.realPath(skill.dir), checks.realPath(absolute))) {
    throw new ConfigError(
      `input file "${written}" is a symbolic link to ${checks.realPath(absolute)}, outside the skill directory`,
      {
        position,
        hint: "copy the file into the skill directory instead of linking to it",
      },
    );
  }
  // Each file is copied into every execution's workspace: one that is not there fails them all.
  if (!checks.isFile(absolute)) {
    throw new ConfigError(`input file "${written}" not found in the skill directory ${skill.dir}`, {
      position,
      hint: "add the file, or correct the path: eval files are relative to the skill root (the folder with SKILL.md), e.g. evals/files/sample.csv",
    });
  }
  return absolute;
}

function toCaseSpec(
  id: string,
  entry: EvalEntry,
  files: readonly string[],
  source: YamlSource,
  path: ValuePath,
  skill: SkillDirectory,
): CaseSpec {
  const written = entry.files ?? [];
  const assertions = [
    ...(entry.expectations ?? []).map((criterion, index) =>
      statement(criterion, source.positionOf([...path, "expectations", index])),
    ),
    ...(entry.assertions ?? []).map((assertion, index) =>
      fromAssertion(assertion, source, [...path, "assertions", index]),
    ),
  ];
  if (assertions.length === 0) {
    if (entry.expected_output === undefined) {
      throw new ConfigError(
        `eval ${JSON.stringify(entry.id)} has no assertions or expectations: nothing would be checked`,
        {
          position: source.positionOf(path),
          hint: 'add "assertions": ["a statement the output must make true", ...] (or "expectations", or "expected_output")',
        },
      );
    }
    // As agentv reads evals.json: the expected output is then what the judge grades against.
    assertions.push(
      statement(
        `The output matches this description of the expected result: ${entry.expected_output}`,
        source.positionOf([...path, "expected_output"]),
      ),
    );
  }
  const metadata: Record<string, unknown> = { evalId: entry.id, skillName: skill.name };
  if (written.length > 0) {
    metadata.inputFiles = written;
    metadata.files = files;
  }
  return {
    id,
    prompt: written.length > 0 ? `${entry.prompt}\n\nInput files: ${written.join(", ")}` : entry.prompt,
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions,
    inputFiles: files.map((from, index) => ({ from, to: written[index] ?? from })),
    expectedOutput: entry.expected_output,
    metadata,
    source: source.positionOf(path),
  };
}

/** A statement the judge grades: required, pass or fail. */
function statement(criterion: string, position: SourcePosition): AssertionSpec {
  return {
    type: "rubric",
    dialect: "evals-json",
    name: criterion,
    params: { criterion },
    weight: 1,
    required: true,
    negate: false,
    golden: false,
    source: position,
  };
}

/** An `assertions` entry: a statement, grading.json's `{ text }`, or a typed check (agentv's types). */
function fromAssertion(
  assertion: string | Record<string, unknown>,
  source: YamlSource,
  path: ValuePath,
): AssertionSpec {
  const position = source.positionOf(path);
  if (typeof assertion === "string") return statement(assertion, position);
  const { type, name, text, passed: _passed, evidence: _evidence, ...params } = assertion;
  if (type === undefined && typeof text === "string" && text.trim() !== "") return statement(text, position);
  if (typeof type !== "string" || type === "") {
    throw new ConfigError("an assertion object needs a type (or a text statement)", {
      position,
      hint: 'write "The output names the file", { "text": "..." }, or { "type": "contains", "value": "..." }',
    });
  }
  return {
    type,
    dialect: "agentv",
    name: typeof name === "string" ? name : type,
    params: text === undefined ? params : { ...params, text },
    weight: 1,
    required: true,
    negate: false,
    golden: false,
    source: position,
  };
}

function unknownKeyWarnings(
  source: YamlSource,
  path: ValuePath,
  value: unknown,
  allowed: readonly string[],
  where: string,
): ConfigWarning[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({
      message: `unknown key "${key}" in ${where} is ignored (${unknownKeyHint(key, allowed)})`,
      position: source.positionOf([...path, key], true),
    }));
}
