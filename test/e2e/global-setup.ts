/**
 * Vitest globalSetup of the e2e project: installs the pinned agent CLIs into the user cache
 * (scripts/install-agents.mjs; a no-op apart from a `--version` check when they are cached).
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const script = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "install-agents.mjs");

export default function setup(): void {
  const started = Date.now();
  // stdout carries the JSON result; npm's progress goes straight to our stderr.
  const res = spawnSync(process.execPath, [script], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (res.error) throw new Error(`e2e setup: could not run ${script}: ${res.error.message}`);
  if (res.status !== 0) {
    throw new Error(`e2e setup: ${script} exited with ${res.status ?? res.signal}; see the output above`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write(`[e2e setup] agents ready in ${seconds} s: ${res.stdout.trim()}\n`);
}
