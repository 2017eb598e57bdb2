import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Suites written for skillgym must compile unchanged when `skillgym` resolves to us. The same
 * suite is compiled against the real package and against src/index.ts; negative controls prove
 * the check can fail.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/type-compat");
const OUR_API = path.join(ROOT, "src/index.ts");
const COMPILE_TIMEOUT_MS = 60_000;

/** Like the repo's tsconfig; `skipLibCheck: false`, so the real package's declarations are checked too. */
const BASE_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2023.d.ts"],
  types: ["node"],
  typeRoots: [path.join(ROOT, "node_modules/@types")],
  noUncheckedIndexedAccess: true,
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  skipLibCheck: false,
};

/** `skillgym` resolves to the package installed in node_modules. */
const AGAINST_SKILLGYM: ts.CompilerOptions = BASE_OPTIONS;
/** `skillgym` resolves to our public API, as the module hook does when a suite runs. */
const AGAINST_OURS: ts.CompilerOptions = { ...BASE_OPTIONS, paths: { skillgym: [OUR_API] } };

describe("skillgym suites type-check against our public API", () => {
  it(
    "resolves `skillgym` as each compilation intends",
    () => {
      const fixture = path.join(FIXTURES, "suite.ts");
      expect(resolveSkillgym(fixture, AGAINST_SKILLGYM)).toBe(
        path.join(ROOT, "node_modules/skillgym/dist/index.d.ts"),
      );
      expect(resolveSkillgym(fixture, AGAINST_OURS)).toBe(OUR_API);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "the suite compiles against the real skillgym package",
    () => {
      expect(formatted(compile("suite.ts", AGAINST_SKILLGYM))).toBe("");
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "the same suite compiles against src/index.ts",
    () => {
      expect(formatted(compile("suite.ts", AGAINST_OURS))).toBe("");
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "our assert is assignable to skillgym's SkillGymAssert and accepts skillgym's SessionReport",
    () => {
      expect(formatted(compile("assignability.ts", AGAINST_SKILLGYM))).toBe("");
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "negative control: a wrong suite is rejected against ours, on every wrong line, as skillgym rejects it",
    () => {
      const wrongLines = [
        'cwd: "./not-allowed-when-isolated"',
        "prompt: 42",
        '{ id: "missing-assert", prompt: "Hi" }',
        "assert.skills.has(report, 42)",
        "nonsense: true",
        'assert.toolCalls.has(report, "Bash")',
        'minConfidence: "certain"',
      ].map((snippet) => lineOf("wrong-suite.ts", snippet));
      for (const options of [AGAINST_OURS, AGAINST_SKILLGYM]) {
        const diagnostics = compile("wrong-suite.ts", options);
        const flagged = new Set(diagnostics.map(lineOfDiagnostic));
        expect(
          wrongLines.filter((line) => !flagged.has(line)),
          formatted(diagnostics),
        ).toEqual([]);
        expect(diagnostics.every((diagnostic) => diagnostic.file?.fileName.endsWith("wrong-suite.ts"))).toBe(
          true,
        );
      }
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "negative control: an assert with a wrong helper signature is not assignable to SkillGymAssert",
    () => {
      const diagnostics = compile("wrong-assignability.ts", AGAINST_SKILLGYM);
      expect(diagnostics.map((diagnostic) => diagnostic.code)).toContain(2322);
      expect(formatted(diagnostics)).toContain("skills");
    },
    COMPILE_TIMEOUT_MS,
  );
});

function compile(fixture: string, options: ts.CompilerOptions): readonly ts.Diagnostic[] {
  const program = ts.createProgram([path.join(FIXTURES, fixture)], options);
  return ts.getPreEmitDiagnostics(program);
}

function resolveSkillgym(fromFile: string, options: ts.CompilerOptions): string | undefined {
  const { resolvedModule } = ts.resolveModuleName(
    "skillgym",
    fromFile,
    options,
    ts.sys,
    undefined,
    undefined,
    ts.ModuleKind.ESNext,
  );
  return resolvedModule?.resolvedFileName;
}

function formatted(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => "\n",
  });
}

function lineOf(fixture: string, snippet: string): number {
  const lines = (ts.sys.readFile(path.join(FIXTURES, fixture)) ?? "").split("\n");
  const index = lines.findIndex((line) => line.includes(snippet));
  if (index === -1) throw new Error(`${fixture} has no line containing ${snippet}`);
  return index;
}

function lineOfDiagnostic(diagnostic: ts.Diagnostic): number | undefined {
  if (diagnostic.file === undefined || diagnostic.start === undefined) return undefined;
  return diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
}
