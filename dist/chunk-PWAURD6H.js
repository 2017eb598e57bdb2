import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "skill-eval-action",
  version: "0.1.0",
  description: "Prove coding-agent skills work: run eval suites against real agent CLIs in CI and report on pull requests.",
  license: "MIT",
  type: "module",
  engines: {
    node: ">=22.18"
  },
  bin: {
    "skill-eval": "dist/cli.js",
    "skill-eval-action": "dist/cli.js",
    "skill-test": "dist/skill-test.js"
  },
  exports: {
    ".": {
      types: "./src/index.ts",
      default: "./dist/api.js"
    }
  },
  files: [
    "dist",
    "src",
    "schema",
    "action.yml"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "biome check .",
    format: "biome check --write .",
    demo: "npm run build --silent && node scripts/node24.mjs dist/cli.js run examples/demo --config examples/demo/skill-eval.config.yaml",
    test: "npm run build --silent && node scripts/node24.mjs node_modules/vitest/vitest.mjs run",
    "test:unit": "node scripts/node24.mjs node_modules/vitest/vitest.mjs run --project unit",
    "e2e:setup": "node scripts/node24.mjs scripts/install-agents.ts",
    schema: "node scripts/node24.mjs scripts/generate-config-schema.ts",
    bench: "npm run build --silent && node scripts/node24.mjs bench/run-bench.ts"
  },
  dependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/cache": "6.2.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    execa: "10.2.1",
    octokit: "5.0.5",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  devDependencies: {
    "@actions/workflow-parser": "0.3.61",
    "@biomejs/biome": "2.5.15",
    "@octokit/openapi": "23.0.2",
    "@octokit/webhooks-examples": "7.6.1",
    "@types/node": "24.19.2",
    esbuild: "0.28.2",
    "fast-check": "4.10.2",
    "playwright-core": "1.65.1",
    skillgym: "0.8.1",
    typescript: "5.9.3",
    vitest: "5.1.1"
  }
};

// src/version.ts
var TOOL_VERSION = package_default.version;

export {
  TOOL_VERSION
};
