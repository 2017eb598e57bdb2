// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the public API that suites import
// as "skillgym" (dist/api.js). Shared code goes to chunks, so all three share one module instance.
// The public API's declarations go to dist/types/ (see emit-declarations.mjs).
// `node scripts/build.mjs --metafile <file>` also writes esbuild's metafile (what takes the space).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { lighterHttpClient, nativeTraverseHelpers, withoutZodLocales } from "./build-plugins.mjs";
import { emitDeclarations } from "./emit-declarations.mjs";

const metafileArg = process.argv.indexOf("--metafile");
const metafilePath = metafileArg === -1 ? undefined : process.argv[metafileArg + 1];

rmSync("dist", { recursive: true, force: true });
const result = await build({
  entryPoints: {
    index: "src/action.ts",
    // The bins (dist/cli.js, dist/skill-test.js) are the small guards written below, which load these.
    "cli-main": "src/cli.ts",
    "skill-test-main": "src/skill-test-cli.ts",
    api: "src/index.ts",
    // Forked once per run to spawn the agents (src/engine/launcher/launch-agent.ts).
    "agent-launcher": "src/engine/launcher/agent-launcher.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node22",
  chunkNames: "[name]-[hash]",
  legalComments: "none",
  // Half the size and a faster start; keepNames keeps class and function names for error names
  // and stack traces. No source maps: they would more than double dist/ for stacks users never see.
  minify: true,
  keepNames: true,
  // Reached only through @azure/storage-blob's Arrow blob listing, which @actions/artifact never calls.
  external: ["apache-arrow"],
  plugins: [withoutZodLocales, lighterHttpClient, nativeTraverseHelpers],
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: 'import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);',
  },
  metafile: metafilePath !== undefined,
  logLevel: "warning",
});
if (metafilePath !== undefined) writeFileSync(metafilePath, JSON.stringify(result.metafile));
emitDeclarations("dist/types");
writeFileSync("dist/cli.js", nodeGuard("./cli-main.js"));
writeFileSync("dist/skill-test.js", nodeGuard("./skill-test-main.js"));

/**
 * A bin entry that any Node able to load an ES module can parse (no static imports, no syntax
 * newer than 2017): on a Node older than the bundle needs, `npx skill-eval-action` prints one line
 * saying which Node it needs and how to get it, and exits 2 (a configuration error), in place of
 * the SyntaxError the bundle's first import would throw there.
 */
function nodeGuard(main) {
  // package.json's engines.node (">=22.18") is the one place the minimum is written.
  const need = JSON.parse(readFileSync("package.json", "utf8")).engines.node.match(/\d+/g).slice(0, 2);
  return `#!/usr/bin/env node
var need = [${need.join(", ")}];
var have = process.versions.node.split(".").map(Number);
if (have[0] < need[0] || (have[0] === need[0] && have[1] < need[1])) {
  process.stderr.write("skill-eval needs Node.js " + need.join(".") + " or newer, and this is " + process.versions.node + ": install Node 24 from https://nodejs.org (or: nvm install 24) and run it again.\\n");
  process.exit(2);
}
import(${JSON.stringify(main)});
`;
}
