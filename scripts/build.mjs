// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the public API that suites import
// as "skillgym" (dist/api.js). Shared code goes to chunks, so all three share one module instance.
// The public API's declarations go to dist/types/ (see emit-declarations.mjs).
// `node scripts/build.mjs --metafile <file>` also writes esbuild's metafile (what takes the space).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { build } from "esbuild";
import { emitDeclarations } from "./emit-declarations.mjs";

const metafileArg = process.argv.indexOf("--metafile");
const metafilePath = metafileArg === -1 ? undefined : process.argv[metafileArg + 1];

/**
 * `import { z } from "zod"` makes esbuild keep the whole `z` namespace, with `z.locales`: error
 * messages in 49 languages (about 250 KB) that nothing here selects. English is imported on its own.
 */
const withoutZodLocales = {
  name: "without-zod-locales",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: "zod-locales", namespace: "empty" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/**
 * @actions/core imports @actions/http-client, and two of its imports cost more than the rest of the
 * action's start: undici (400 KB of module code to run, for a ProxyAgent used only behind a proxy)
 * and `import * as http`, whose ESM facade reads every export of node:http, WebSocket's too, which
 * loads Node's own undici. Here ProxyAgent loads undici on its first `new`, and http/https come
 * through require(), with the members http-client uses.
 */
const HTTP_CLIENT_IMPORTS = {
  undici:
    'export class ProxyAgent { constructor(options) { return new (require("undici").ProxyAgent)(options); } }',
  http: 'export const { Agent, globalAgent, request } = require("node:http");',
  https: 'export const { Agent, globalAgent, request } = require("node:https");',
};
const lighterHttpClient = {
  name: "lighter-http-client",
  setup(build) {
    build.onResolve({ filter: /^(undici|https?)$/ }, ({ path, importer, kind }) =>
      kind === "import-statement" && /[\\/]@actions[\\/]http-client[\\/]lib[\\/]index\.js$/.test(importer)
        ? { path, namespace: "lighter-http-client", pluginData: dirname(importer) }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "lighter-http-client" }, ({ path, pluginData }) => ({
      contents: HTTP_CLIENT_IMPORTS[path],
      resolveDir: pluginData,
      loader: "js",
    }));
  },
};

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
  plugins: [withoutZodLocales, lighterHttpClient],
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
