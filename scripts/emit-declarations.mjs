// Declarations of the public API (src/index.ts and what it reaches) for suite authors' TypeScript,
// into dist/types/. Our sources import each other as "./x.ts" (Node runs them by type stripping);
// a user's compiler rejects ".ts" specifiers without allowImportingTsExtensions (TS5097), so the
// emitted declarations say "./x.js", which every resolution mode maps to "./x.d.ts".
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const ENTRY = "src/index.ts";

/**
 * `"types": ["skill-eval-action/skillgym"]` in a user's tsconfig types `import ... from "skillgym"`
 * as our API, as the module hook does when a suite runs; an ambient module wins over an installed
 * skillgym package, as the hook does too.
 */
const SKILLGYM_MODULE = `// "skillgym" is skill-eval-action's API, in types as when a suite runs.
declare module "skillgym" {
  export * from "skill-eval-action";
}
`;

/** Writes `<outDir>/index.d.ts` and the files it imports; throws with the compiler's messages. */
export function emitDeclarations(outDir) {
  const config = ts.getParsedCommandLineOfConfigFile(
    "tsconfig.json",
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: "src",
    outDir,
    // Comments on exports are the suite author's documentation.
    removeComments: false,
  };
  const program = ts.createProgram([ENTRY], options);
  const emitted = program.emit(undefined, undefined, undefined, true, {
    afterDeclarations: [withJsSpecifiers],
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length > 0) fail(...diagnostics);
  writeFileSync(join(outDir, "skillgym.d.ts"), SKILLGYM_MODULE);
}

function fail(...diagnostics) {
  throw new Error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => "\n",
    }),
  );
}

/** Rewrites relative `.ts` module specifiers (imports, exports, `import("…")` types) to `.js`. */
function withJsSpecifiers(context) {
  const { factory } = context;
  const jsSpecifier = (literal) =>
    ts.isStringLiteral(literal) && /^\.\.?\/.*\.ts$/.test(literal.text)
      ? factory.createStringLiteral(literal.text.replace(/\.ts$/, ".js"))
      : literal;
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        jsSpecifier(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        jsSpecifier(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const visited = ts.visitEachChild(node, visit, context);
      return factory.updateImportTypeNode(
        visited,
        factory.updateLiteralTypeNode(node.argument, jsSpecifier(node.argument.literal)),
        visited.attributes,
        visited.qualifier,
        visited.typeArguments,
        visited.isTypeOf,
      );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (sourceFile) => ts.visitNode(sourceFile, visit);
}
