#!/usr/bin/env node
// Installs the pinned agent CLIs used by the e2e tests into a per-user cache:
//   ${XDG_CACHE_HOME:-~/.cache}/skill-eval/agents/<package>@<version>/
// and prints the resolved binary paths as JSON on stdout ({"claude-code": "/abs/path/claude"}).
// Progress and npm output go to stderr. A cached install is reused when its binary answers
// `--version` with the pinned version.
//
// Usage: node scripts/install-agents.mjs [agent-name...]   (default: every known agent)
//
// Plain JavaScript on purpose: this file must run on Node 20 as well as Node 24.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * @typedef {object} AgentSpec
 * @property {string} packageName npm package
 * @property {string} version pinned version
 * @property {string} bin name of the entry in node_modules/.bin
 * @property {(dir: string) => string[]} fallbackBinaries other executables to try, in order
 * @property {(dir: string) => string | undefined} postinstallDir package dir whose install.cjs repairs the bin
 */

/** @type {Record<string, AgentSpec>} */
const AGENTS = {
  "claude-code": {
    packageName: "@anthropic-ai/claude-code",
    version: "2.1.330",
    bin: "claude",
    // The real executable ships in a per-platform optional dependency; the main package's
    // postinstall (install.cjs) copies it over a placeholder bin/claude.exe.
    fallbackBinaries: (dir) => [
      join(dir, "node_modules", "@anthropic-ai", `claude-code-${claudePlatformSuffix()}`, "claude"),
    ],
    postinstallDir: (dir) => join(dir, "node_modules", "@anthropic-ai", "claude-code"),
  },
  // A Node launcher over a vendored static binary from an optional dependency (reference/agent-clis.md §2.1).
  codex: {
    packageName: "@openai/codex",
    version: "0.169.0",
    bin: "codex",
    fallbackBinaries: () => [],
    postinstallDir: () => undefined,
  },
  "gemini-cli": {
    packageName: "@google/gemini-cli",
    version: "0.61.0",
    bin: "gemini",
    fallbackBinaries: () => [],
    postinstallDir: () => undefined,
  },
  opencode: {
    packageName: "opencode-ai",
    version: "1.18.33",
    bin: "opencode",
    fallbackBinaries: () => [],
    postinstallDir: () => undefined,
  },
};

/** Name of the file written next to node_modules once an install is verified (read by test/e2e/agents.ts). */
const MANIFEST = "skill-eval-agent.json";

function claudePlatformSuffix() {
  const base = `${process.platform}-${process.arch}`;
  if (process.platform !== "linux") return base;
  return isMusl() ? `${base}-musl` : base;
}

function isMusl() {
  try {
    const report = /** @type {{header?: {glibcVersionRuntime?: string}}} */ (
      process.report?.getReport?.() ?? {}
    );
    return !report.header?.glibcVersionRuntime;
  } catch {
    return false;
  }
}

function cacheRoot() {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg && xdg.trim() !== "" ? xdg : join(homedir(), ".cache");
  return join(base, "skill-eval", "agents");
}

/** @param {string} msg */
function log(msg) {
  process.stderr.write(`[install-agents] ${msg}\n`);
}

/**
 * Runs `<binary> --version` and tells whether it prints the pinned version.
 * @param {string} binary
 * @param {string} version
 */
function answersVersion(binary, version) {
  if (!existsSync(binary)) return false;
  const res = spawnSync(binary, ["--version"], {
    encoding: "utf8",
    timeout: 60_000,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DISABLE_AUTOUPDATER: "1",
      DISABLE_TELEMETRY: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    },
  });
  if (res.error || res.status !== 0) return false;
  const out = `${res.stdout ?? ""}`.trim();
  return out.split(/\s+/).includes(version);
}

/**
 * Returns the first working binary of an install dir, or undefined.
 * @param {AgentSpec} spec
 * @param {string} dir
 */
function findWorkingBinary(spec, dir) {
  const candidates = [join(dir, "node_modules", ".bin", spec.bin), ...spec.fallbackBinaries(dir)];
  return candidates.find((c) => answersVersion(c, spec.version));
}

/**
 * @param {string} name
 * @param {AgentSpec} spec
 * @returns {string} the binary path
 */
function ensureAgent(name, spec) {
  const dir = join(cacheRoot(), `${spec.packageName}@${spec.version}`);
  const primary = join(dir, "node_modules", ".bin", spec.bin);
  if (existsSync(primary)) {
    const cached = findWorkingBinary(spec, dir);
    if (cached) {
      log(`${name}: using cached ${spec.packageName}@${spec.version} (${cached})`);
      writeManifest(dir, name, spec, cached);
      return cached;
    }
    log(`${name}: cached install in ${dir} does not answer --version ${spec.version}; reinstalling`);
  }

  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  log(`${name}: installing ${spec.packageName}@${spec.version} into ${dir}`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const install = spawnSync(
    npm,
    [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--prefix",
      dir,
      `${spec.packageName}@${spec.version}`,
    ],
    // npm's own output goes to stderr so that stdout stays machine-readable.
    { stdio: ["ignore", 2, 2], shell: process.platform === "win32" },
  );
  if (install.error) throw new Error(`${name}: could not run npm: ${install.error.message}`);
  if (install.status !== 0) throw new Error(`${name}: npm install exited with ${install.status}`);
  log(`${name}: npm install finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let binary = answersVersion(primary, spec.version) ? primary : undefined;
  if (!binary) {
    // npm may skip lifecycle scripts (allowScripts / --ignore-scripts): run the postinstall by hand.
    const pkgDir = spec.postinstallDir(dir);
    if (pkgDir && existsSync(join(pkgDir, "install.cjs"))) {
      log(`${name}: ${spec.bin} --version failed; running install.cjs in ${pkgDir}`);
      const post = spawnSync(process.execPath, ["install.cjs"], { cwd: pkgDir, stdio: ["ignore", 2, 2] });
      if (post.status !== 0) log(`${name}: install.cjs exited with ${post.status ?? post.signal}`);
    }
    // Last resort: the platform package's executable itself.
    binary = findWorkingBinary(spec, dir);
  }
  if (!binary) {
    throw new Error(
      `${name}: installed ${spec.packageName}@${spec.version} in ${dir} but no binary answers --version ${spec.version}`,
    );
  }
  writeManifest(dir, name, spec, binary);
  log(`${name}: ready (${binary})`);
  return binary;
}

/**
 * @param {string} dir
 * @param {string} name
 * @param {AgentSpec} spec
 * @param {string} binary
 */
function writeManifest(dir, name, spec, binary) {
  const manifest = { agent: name, package: spec.packageName, version: spec.version, binary };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

function main() {
  const requested = process.argv.slice(2);
  const names = requested.length > 0 ? requested : Object.keys(AGENTS);
  const unknown = names.filter((n) => !Object.hasOwn(AGENTS, n));
  if (unknown.length > 0) {
    log(`unknown agent(s): ${unknown.join(", ")}; known: ${Object.keys(AGENTS).join(", ")}`);
    process.exit(2);
  }
  /** @type {Record<string, string>} */
  const resolved = {};
  for (const name of names) {
    const spec = AGENTS[name];
    if (!spec) continue;
    try {
      resolved[name] = ensureAgent(name, spec);
    } catch (err) {
      log(err instanceof Error ? err.message : String(err));
      process.exit(1);
    }
  }
  process.stdout.write(`${JSON.stringify(resolved)}\n`);
}

main();
