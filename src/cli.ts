#!/usr/bin/env node
import { enableCompileCache } from "node:module";

// Node keeps V8's compiled bundle in its cache folder (OS temp) for the next start; an unwritable
// folder only turns the cache off. The imports come after it, so the whole bundle is covered.
enableCompileCache();
const { growYoungGenerationOnce } = await import("./orchestration/young-generation.ts");
growYoungGenerationOnce();
const { holdHeapNearLive } = await import("./orchestration/hold-heap-near-live.ts");
holdHeapNearLive();
const { main } = await import("./cli/main.ts");
const { interruptSignal } = await import("./orchestration/interrupt-signal.ts");
const { SecretSet, secretValues } = await import("./report/redact.ts");
const { exitProcess, guardProcessExit } = await import("./orchestration/guard-process-exit.ts");
const { shownStream } = await import("./cli/main.ts");

guardProcessExit();

// Every printed text passes the run's one redactor, which knows the host's credentials from the start.
const secrets = new SecretSet(secretValues(process.env, {}));
const shownOnStderr = (text: string) => {
  const stream = shownStream(process.env);
  return stream.write(secrets.redact(text)) + stream.flush();
};
// An exception nothing catches (a suite's timer calling process.exit, say) stops the run as an
// infrastructure error: exit 3 with one line, never a silent exit 0.
process.on("uncaughtException", (error) => {
  process.stderr.write(shownOnStderr(`error: the run stopped on an uncaught exception: ${error.message}\n`));
  exitProcess(3);
});
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(secrets.redact(text)),
  stderr: (text) => process.stderr.write(secrets.redact(text)),
  secrets,
  liveStatus: process.stderr.isTTY === true ? (text) => process.stderr.write(text) : undefined,
  signal: interruptSignal(),
});
