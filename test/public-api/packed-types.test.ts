import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Suite authors' TypeScript against the package as npm ships it: `npm pack`, the tarball unpacked
 * into a fresh project's node_modules (what `npm install <tarball>` puts there, offline), and a
 * strict compile with NodeNext and with Bundler resolution, without allowImportingTsExtensions.
 * Needs `npm run build` first.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const FIXTURES = join(ROOT, "test", "fixtures");
// Each compile checks @types/node too (skipLibCheck off): seconds each, more on a loaded machine.
const COMPILE_TIMEOUT_MS = 120_000;
const PACKAGE = "skill-eval-action";
/** What a user's project brings beside us: Node's types (with their one dependency) and our zod. */
const PEERS = ["zod", "@types/node", "undici-types"];

/** A strict user project, as `tsc --init` and the strictest presets write it. */
const STRICT: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2023,
  lib: ["lib.es2023.d.ts"],
  types: ["node"],
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  // Our declarations are checked too, under the user's settings.
  skipLibCheck: false,
};
const RESOLUTIONS: Record<string, ts.CompilerOptions> = {
  NodeNext: { ...STRICT, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  Bundler: { ...STRICT, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
};
/** `"types": ["node", "skill-eval-action/skillgym"]`: `import ... from "skillgym"` types as our API. */
const withSkillgym = (options: ts.CompilerOptions): ts.CompilerOptions => ({
  ...options,
  types: ["node", `${PACKAGE}/skillgym`],
});

let project = "";
let packedFiles: string[] = [];

beforeAll(() => {
  if (!existsSync(join(ROOT, "dist", "types", "index.d.ts"))) throw new Error("run npm run build first");
  project = mkdtempSync(join(tmpdir(), "packed-types-"));
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", project], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { filename: string; files: { path: string }[] }[];
  if (packed === undefined) throw new Error("npm pack reported no tarball");
  packedFiles = packed.files.map((file) => file.path);
  const modules = join(project, "node_modules");
  mkdirSync(join(modules, "@types"), { recursive: true });
  execFileSync("tar", ["-xzf", join(project, packed.filename), "-C", modules]);
  renameSync(join(modules, "package"), join(modules, PACKAGE));
  for (const peer of PEERS) symlinkSync(realpathSync(join(ROOT, "node_modules", peer)), join(modules, peer));
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "user-suites", type: "module" }));
  copyFileSync(
    join(FIXTURES, "packed-types", "every-export.suite.ts"),
    join(project, "every-export.suite.ts"),
  );
  copyFileSync(join(FIXTURES, "type-compat", "suite.ts"), join(project, "skillgym.suite.ts"));
  copyFileSync(join(FIXTURES, "type-compat", "wrong-suite.ts"), join(project, "wrong.suite.ts"));
}, COMPILE_TIMEOUT_MS);

describe("the packed package type-checks in a strict user project", () => {
  it("ships declarations in dist/ and no sources", () => {
    expect(packedFiles).toContain("dist/types/index.d.ts");
    expect(packedFiles).toContain("dist/types/skillgym.d.ts");
    expect(
      packedFiles.filter(
        (file) => file.startsWith("src/") || (file.endsWith(".ts") && !file.endsWith(".d.ts")),
      ),
    ).toEqual([]);
  });

  it(
    "the suite fixture imports every export of the package",
    () => {
      const file = join(project, "every-export.suite.ts");
      const program = createProgram([file], RESOLUTIONS.NodeNext ?? {});
      const checker = program.getTypeChecker();
      const source = program.getSourceFile(file);
      const declaration = source?.statements.find(ts.isImportDeclaration);
      const moduleSymbol = declaration && checker.getSymbolAtLocation(declaration.moduleSpecifier);
      if (moduleSymbol === undefined) throw new Error(`${PACKAGE} did not resolve`);
      const exported = checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name);
      const bindings = declaration?.importClause?.namedBindings;
      const imported =
        bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
      expect(exported.length).toBeGreaterThan(30);
      expect(imported.sort()).toEqual(exported.sort());
    },
    COMPILE_TIMEOUT_MS,
  );

  for (const [name, options] of Object.entries(RESOLUTIONS)) {
    it(
      `${name}: a suite using every export, and a skillgym suite importing "skillgym", 0 errors`,
      () => {
        const files = ["every-export.suite.ts", "skillgym.suite.ts"].map((file) => join(project, file));
        const program = createProgram(files, withSkillgym(options));
        expect(formatted(ts.getPreEmitDiagnostics(program))).toBe("");
        const resolved = ts.resolveModuleName(PACKAGE, files[0] ?? "", options, ts.sys).resolvedModule;
        expect(resolved?.resolvedFileName).toBe(
          join(project, "node_modules", PACKAGE, "dist", "types", "index.d.ts"),
        );
      },
      COMPILE_TIMEOUT_MS,
    );
  }

  it(
    "Node10 (legacy resolution, through the top-level types field): a suite using every export, 0 errors",
    () => {
      const legacy: ts.CompilerOptions = {
        ...STRICT,
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        esModuleInterop: true,
        verbatimModuleSyntax: false,
      };
      expect(formatted(compile("every-export.suite.ts", legacy))).toBe("");
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'negative controls: "skillgym" resolves only through the types entry, and a wrong suite is rejected',
    () => {
      const skillgymSuite = compile("skillgym.suite.ts", RESOLUTIONS.NodeNext ?? {});
      expect(skillgymSuite.map((diagnostic) => diagnostic.code)).toContain(2307);

      const wrong = compile("wrong.suite.ts", withSkillgym(RESOLUTIONS.NodeNext ?? {}));
      expect(wrong.length).toBeGreaterThanOrEqual(7);
      expect(wrong.map((diagnostic) => diagnostic.code)).not.toContain(2307);
      expect(wrong.every((diagnostic) => diagnostic.file?.fileName.endsWith("wrong.suite.ts"))).toBe(true);
    },
    COMPILE_TIMEOUT_MS,
  );

  it("the installed package's API loads in Node", () => {
    const loaded = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const api = await import("${PACKAGE}"); console.log(typeof api.assert.skills.has, api.commandMatcher("pnpm").arg("test").test("pnpm test"));`,
      ],
      { cwd: project, encoding: "utf8" },
    );
    expect(loaded.trim()).toBe("function true");
  });
});

function compile(file: string, options: ts.CompilerOptions): readonly ts.Diagnostic[] {
  return ts.getPreEmitDiagnostics(createProgram([join(project, file)], options));
}

/** A compile as `tsc` runs it in the project: `types` entries resolve from the project's folder. */
function createProgram(files: readonly string[], options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => project;
  return ts.createProgram(files, options, host);
}

function formatted(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => project,
    getNewLine: () => "\n",
  });
}
