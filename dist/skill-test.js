#!/usr/bin/env node
import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  main
} from "./chunk-DNZXD5HM.js";
import {
  interruptSignal
} from "./chunk-I5WAIZT7.js";
import "./chunk-PWAURD6H.js";
import "./chunk-T4URU7YL.js";
import "./chunk-43A2QHN3.js";

// src/cli/skill-test-alias.ts
var SKILL_TEST_HELP = `Usage: skill-test [SKILL_DIR...] [options]

The Claude Code Skill Test command line, run by skill-eval: the same as
\`skill-eval run [SKILL_DIR...] --use-local-auth [options]\` (your own claude login, as the seed used),
except that --format json prints the seed's JSON shape.
Options: --iterations, --hook, --hook-path, --model, --timeout, --threshold, --strict,
--format table|json, --filter, -v/--verbose, --no-color, -p/--parallel, --no-error-log.
Run \`skill-eval run --help\` for every option.
`;
function skillTestArgv(argv2) {
  if (argv2.includes("--help") || argv2.includes("-h")) return "help";
  const translated = argv2.map((arg, index) => {
    if (arg === "--format=json") return "--format=skill-test-json";
    return arg === "json" && argv2[index - 1] === "--format" ? "skill-test-json" : arg;
  });
  const localAuth = translated.includes("--use-local-auth") ? [] : ["--use-local-auth"];
  return ["run", ...translated, ...localAuth];
}

// src/skill-test-cli.ts
var argv = skillTestArgv(process.argv.slice(2));
if (argv === "help") {
  process.stdout.write(SKILL_TEST_HELP);
} else {
  process.exitCode = await main({
    argv,
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    signal: interruptSignal()
  });
}
