// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the public API that suites import
// as "skillgym" (dist/api.js). Shared code goes to chunks, so all three share one module instance.
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    index: "src/action.ts",
    cli: "src/cli.ts",
    "skill-test": "src/skill-test-cli.ts",
    api: "src/index.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node22",
  chunkNames: "[name]-[hash]",
  legalComments: "none",
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: 'import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);',
  },
  logLevel: "warning",
});
