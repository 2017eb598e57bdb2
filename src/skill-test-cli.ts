#!/usr/bin/env node
import { main } from "./cli/main.ts";
import { SKILL_TEST_HELP, skillTestArgv } from "./cli/skill-test-alias.ts";
import { interruptSignal } from "./orchestration/interrupt-signal.ts";

const argv = skillTestArgv(process.argv.slice(2));
if (argv === "help") {
  process.stdout.write(SKILL_TEST_HELP);
} else {
  process.exitCode = await main({
    argv,
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    signal: interruptSignal(),
  });
}
