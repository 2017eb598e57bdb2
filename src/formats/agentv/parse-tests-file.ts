import { parseYamlSource, type ValuePath, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError, ConfigErrors, type SourcePosition } from "../../model/errors.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";

/** One test entry inside a tests file: the source it is in and its path there. */
export interface TestEntry {
  source: YamlSource;
  path: ValuePath;
}

/**
 * The test entries of an external tests file: `.jsonl` holds one JSON object a line (blank
 * lines skipped); `.yaml`, `.yml` and `.json` hold a list. Pure; positions stay exact.
 */
export function parseTestsFile(text: string, file: string): TestEntry[] {
  if (file.endsWith(".jsonl")) return jsonlEntries(text, file);
  const source = parseYamlSource(text, file);
  if (!Array.isArray(source.value)) {
    throw new ConfigError("a tests file holds a list of tests", {
      position: source.value === null ? { file, line: 1, column: 1 } : source.positionOf([]),
      hint: "write each test as a list item: - id: ...",
    });
  }
  return source.value.map((_, index) => ({ source, path: [index] }));
}

/** Whether a tests file has a name agentv reads. */
export function isTestsFileName(file: string): boolean {
  return /\.(?:ya?ml|json|jsonl)$/.test(file);
}

function jsonlEntries(text: string, file: string): TestEntry[] {
  const problems: ConfigError[] = [];
  const entries: TestEntry[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === "") continue;
    const source = collectProblems(problems, () => lineSource(line, file, index));
    if (source !== undefined) entries.push({ source, path: [] });
  }
  throwProblems(problems);
  return entries;
}

/** One JSONL line parsed on its own, its positions moved to that line of the file. */
function lineSource(line: string, file: string, lineIndex: number): YamlSource {
  const shift = (position: SourcePosition): SourcePosition =>
    position.line === undefined
      ? { ...position, line: lineIndex + 1 }
      : { ...position, line: position.line + lineIndex };
  try {
    const source = parseYamlSource(line, file);
    return { ...source, positionOf: (path, atKey) => shift(source.positionOf(path, atKey)) };
  } catch (error) {
    if (!(error instanceof ConfigErrors)) throw error;
    throw new ConfigErrors(
      error.errors.map(
        (problem) =>
          new ConfigError(problem.message, {
            position: shift({ file, line: problem.line, column: problem.column }),
            hint: "each line of a .jsonl tests file is one JSON object",
          }),
      ),
    );
  }
}
