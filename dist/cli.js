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

// src/cli.ts
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  signal: interruptSignal()
});
