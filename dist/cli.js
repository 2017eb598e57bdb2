#!/usr/bin/env node
import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  main
} from "./chunk-5UPTZBTE.js";
import {
  interruptSignal
} from "./chunk-W42RILC7.js";
import "./chunk-6V2ZLZRW.js";

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
