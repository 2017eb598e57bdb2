import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The peers we compare against, at pinned versions. */
export const PEERS = { agentv: "4.42.4", promptfoo: "0.123.1", skillgym: "0.8.1" } as const;
export type PeerName = keyof typeof PEERS;

export const PEERS_DIR = join(import.meta.dirname, "..", ".peers");

function installedVersion(name: PeerName): string | undefined {
  const manifest = join(PEERS_DIR, "node_modules", name, "package.json");
  if (!existsSync(manifest)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(manifest, "utf8"));
  return typeof parsed === "object" && parsed !== null && "version" in parsed
    ? String(parsed.version)
    : undefined;
}

/** Installs the peers into bench/.peers once (never into the project); later runs reuse them. */
export function ensurePeers(log: (line: string) => void): void {
  const missing = (Object.keys(PEERS) as PeerName[]).filter((name) => installedVersion(name) !== PEERS[name]);
  if (missing.length === 0) return;
  mkdirSync(PEERS_DIR, { recursive: true });
  const specs = (Object.keys(PEERS) as PeerName[]).map((name) => `${name}@${PEERS[name]}`);
  log(`installing peers into bench/.peers: ${specs.join(" ")}`);
  const result = spawnSync(
    "npm",
    ["install", "--prefix", PEERS_DIR, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", ...specs],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`npm install of the peers failed (exit ${result.status})`);
}

export function peerBin(name: PeerName): string {
  return join(PEERS_DIR, "node_modules", ".bin", name);
}
