#!/usr/bin/env node
import { main } from "./cli/main.ts";
import { interruptSignal } from "./orchestration/interrupt-signal.ts";

process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  signal: interruptSignal(),
});
