#!/usr/bin/env node
import { enableCompileCache } from "node:module";

// Node keeps V8's compiled bundle in its cache folder (OS temp) for the next start; an unwritable
// folder only turns the cache off. The imports come after it, so the whole bundle is covered.
enableCompileCache();
const { main } = await import("./cli/main.ts");
const { interruptSignal } = await import("./orchestration/interrupt-signal.ts");

process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  signal: interruptSignal(),
});
