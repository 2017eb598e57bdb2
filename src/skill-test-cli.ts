#!/usr/bin/env node
import { enableCompileCache } from "node:module";

// Before the imports, so that they are covered too (see cli.ts).
enableCompileCache();
const { growYoungGenerationOnce } = await import("./orchestration/young-generation.ts");
growYoungGenerationOnce();
const { holdHeapNearLive } = await import("./orchestration/hold-heap-near-live.ts");
holdHeapNearLive();
const { main } = await import("./cli/main.ts");
const { SKILL_TEST_HELP, skillTestArgv } = await import("./cli/skill-test-alias.ts");
const { interruptSignal } = await import("./orchestration/interrupt-signal.ts");
const { SecretSet, secretValues } = await import("./report/redact.ts");
const { guardProcessExit } = await import("./orchestration/guard-process-exit.ts");

guardProcessExit();
// Every printed text passes the run's one redactor (see cli.ts).
const secrets = new SecretSet(secretValues(process.env, {}));

const argv = skillTestArgv(process.argv.slice(2));
if (argv === "help") {
  process.stdout.write(SKILL_TEST_HELP);
} else {
  process.exitCode = await main({
    argv,
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(secrets.redact(text)),
    stderr: (text) => process.stderr.write(secrets.redact(text)),
    signal: interruptSignal(),
    secrets,
  });
}
