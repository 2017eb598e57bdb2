import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { InfrastructureError } from "../../model/errors.ts";
import { type AgentCache, agentCacheKey } from "./agent-cache.ts";
import { AGENT_PACKAGES, type AgentPin } from "./agent-packages.ts";

/** Written beside node_modules once an install answers `--version` with its pin. */
const MANIFEST = "skill-eval-agent.json";
const manifestSchema = z.object({ agent: z.string(), version: z.string(), binary: z.string().min(1) });

export interface InstalledAgent extends AgentPin {
  binary: string;
  /**
   * `path`: already on PATH at that version; `tool-cache`: a previous install on this machine;
   * `actions-cache`: restored from the Actions cache; `installed`: from npm now.
   */
  source: "path" | "tool-cache" | "actions-cache" | "installed";
}

/** Where a pinned agent is installed under `root`. */
export function agentInstallDir(root: string, pin: AgentPin): string {
  return join(root, `${AGENT_PACKAGES[pin.agent].packageName}@${pin.version}`);
}

/**
 * Makes the pinned agent CLI runnable: reuses a verified install under `root`, else restores one
 * from `cache`, else installs it from npm there (argument arrays, no shell), verifies that it
 * answers `--version` with the pin, and saves it to `cache`.
 */
export async function ensureAgent(
  pin: AgentPin,
  root: string,
  log: (line: string) => void,
  cache?: AgentCache,
): Promise<InstalledAgent> {
  const dir = agentInstallDir(root, pin);
  const local = await verifiedInstall(dir, pin);
  if (local !== undefined) return { ...pin, binary: local, source: "tool-cache" };
  const key = agentCacheKey(pin);
  if (cache !== undefined && (await cache.restore(dir, key))) {
    const restored = await verifiedInstall(dir, pin);
    if (restored !== undefined) return { ...pin, binary: restored, source: "actions-cache" };
    log(`install-agents: the cached ${key} does not answer --version ${pin.version}; installing again`);
    rmSync(dir, { recursive: true, force: true });
  }
  const installed = await installFromNpm(pin, dir, log);
  await cache?.save(dir, key);
  return installed;
}

async function installFromNpm(
  pin: AgentPin,
  dir: string,
  log: (line: string) => void,
): Promise<InstalledAgent> {
  const spec = AGENT_PACKAGES[pin.agent];
  mkdirSync(dir, { recursive: true });
  log(`install-agents: installing ${spec.packageName}@${pin.version}`);
  const { execa } = await import("execa");
  const install = await execa(
    "npm",
    [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--prefix",
      dir,
      `${spec.packageName}@${pin.version}`,
    ],
    { reject: false, all: true },
  );
  if (install.exitCode !== 0) {
    throw new InfrastructureError(
      `install-agents: npm install ${spec.packageName}@${pin.version} failed (exit ${install.exitCode}): ${lastLines(String(install.all))}`,
    );
  }
  const binary = await findWorkingBinary(pin, dir);
  if (binary === undefined) {
    throw new InfrastructureError(
      `install-agents: ${spec.packageName}@${pin.version} installed in ${dir}, but no binary answers --version ${pin.version}`,
    );
  }
  writeFileSync(
    join(dir, MANIFEST),
    `${JSON.stringify({ agent: pin.agent, version: pin.version, binary }, null, 2)}\n`,
  );
  return { ...pin, binary, source: "installed" };
}

/** The agent's binary on PATH when it is already the pinned version. */
export async function onPathAtVersion(pin: AgentPin): Promise<string | undefined> {
  const bin = AGENT_PACKAGES[pin.agent].bin;
  return (await answersVersion(bin, pin.version)) ? bin : undefined;
}

async function findWorkingBinary(pin: AgentPin, dir: string): Promise<string | undefined> {
  const spec = AGENT_PACKAGES[pin.agent];
  const primary = join(dir, "node_modules", ".bin", spec.bin);
  if (await answersVersion(primary, pin.version)) return primary;
  if (spec.postinstallPackageDir === undefined || spec.platformBinary === undefined) return undefined;
  // npm may have skipped the lifecycle script that puts the platform executable in place.
  const packageDir = spec.postinstallPackageDir(dir);
  if (existsSync(join(packageDir, "install.cjs"))) {
    const { execa } = await import("execa");
    await execa(process.execPath, ["install.cjs"], { cwd: packageDir, reject: false });
    if (await answersVersion(primary, pin.version)) return primary;
  }
  const platformBinary = spec.platformBinary(dir, `${process.platform}-${process.arch}`);
  return (await answersVersion(platformBinary, pin.version)) ? platformBinary : undefined;
}

async function answersVersion(binary: string, version: string): Promise<boolean> {
  const { execa } = await import("execa");
  const result = await execa(binary, ["--version"], {
    reject: false,
    timeout: 60_000,
    env: { DISABLE_AUTOUPDATER: "1", DISABLE_TELEMETRY: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
  });
  return result.exitCode === 0 && String(result.stdout).trim().split(/\s+/).includes(version);
}

async function verifiedInstall(dir: string, pin: AgentPin): Promise<string | undefined> {
  const binary = readManifest(dir, pin);
  return binary !== undefined && (await answersVersion(binary, pin.version)) ? binary : undefined;
}

function readManifest(dir: string, pin: AgentPin): string | undefined {
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")));
    return manifest.agent === pin.agent && manifest.version === pin.version ? manifest.binary : undefined;
  } catch {
    return undefined;
  }
}

function lastLines(text: string): string {
  return text.trim().split("\n").slice(-5).join("\n");
}

/** The verified binary of a previous install under `root`, if any (no `--version` check). */
export function installedBinary(root: string, pin: AgentPin): string | undefined {
  const binary = readManifest(agentInstallDir(root, pin), pin);
  return binary !== undefined && existsSync(binary) ? binary : undefined;
}
