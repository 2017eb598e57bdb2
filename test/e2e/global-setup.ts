/**
 * Vitest globalSetup of the e2e project: installs the pinned agent CLIs into the user cache
 * (scripts/install-agents.ts; a no-op apart from a `--version` check when they are cached).
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const script = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "install-agents.ts");

export default function setup(): void {
  ensureRipgrep();
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

/**
 * OpenCode's skill tool needs ripgrep on PATH (else it tries to download it and fails offline).
 * On a fresh Debian machine as root it comes from Debian's packages; elsewhere the OpenCode tests
 * say what to install.
 */
function ensureRipgrep(): void {
  if (spawnSync("rg", ["--version"], { stdio: "ignore" }).status === 0) return;
  if (process.getuid?.() !== 0 || spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status !== 0)
    return;
  process.stderr.write("[e2e setup] installing ripgrep from Debian's packages for OpenCode\n");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "ripgrep"], { stdio: "inherit" });
}
