#!/usr/bin/env node
// Benchmark (issue 6): N executions of a fast fake agent, serial (-p 1) against concurrency 8.
// The agent is `sh` waiting agentMs, as a model round trip would (a Node agent's own start-up
// would make it CPU-bound on a small machine), so the ratio shows the scheduler.
// Run after `npm run build`: node bench/concurrency.mjs [executions=200] [agentMs=200]
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const executions = Number(process.argv[2] ?? 200);
const agentMs = Number(process.argv[3] ?? 200);
const cli = resolve(import.meta.dirname, "../dist/cli.js");
const project = mkdtempSync(join(tmpdir(), "skill-eval-bench-"));
try {
  writeFileSync(
    join(project, "skill-eval.config.yaml"),
    `runners:\n  fake:\n    agent: command\n    command: ["sh", "-c", "sleep ${agentMs / 1000}; echo done"]\n`,
  );
  const cases = Array.from(
    { length: executions },
    (_, index) => `{ id: "c${index}", prompt: "p", assert() {} }`,
  );
  writeFileSync(join(project, "bench.suite.mjs"), `export default [${cases.join(",\n")}];\n`);

  const time = (parallel) => {
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [cli, "run", "-p", String(parallel), "--format", "json"], {
      cwd: project,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0)
      throw new Error(`run -p ${parallel} exited ${run.status}: ${run.stderr.slice(-2000)}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const serial = time(1);
  const parallel = time(8);
  console.log(`${executions} executions, agent ${agentMs} ms each`);
  console.log(`serial (-p 1):      ${(serial / 1000).toFixed(1)} s`);
  console.log(`concurrency 8:      ${(parallel / 1000).toFixed(1)} s`);
  console.log(`ratio:              1/${(serial / parallel).toFixed(1)} of serial time`);
} finally {
  rmSync(project, { recursive: true, force: true });
}
