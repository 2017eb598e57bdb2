import { dirname } from "node:path";
import type { AgentCache } from "./agent-cache.ts";
import { parseInstallAgents } from "./agent-packages.ts";
import { ensureAgent, type InstalledAgent, onPathAtVersion } from "./install-agent.ts";

export interface InstallAgentsOptions {
  /** Folder holding the installs, reused across runs (the runner's tool cache, or a cached folder). */
  root: string;
  log: (line: string) => void;
  /** Puts a folder first on PATH for this and later steps (`core.addPath` in the action). */
  addPath: (dir: string) => void;
  /** Where installs outlive the runner (the Actions cache), when there is one. */
  cache?: AgentCache;
}

/**
 * The action's `install-agents` input: each pinned agent CLI already on PATH at that version is
 * used as is; the others are reused from `root`, restored from the cache or installed from npm,
 * and put on PATH.
 */
export async function installAgents(input: string, options: InstallAgentsOptions): Promise<InstalledAgent[]> {
  const installed: InstalledAgent[] = [];
  for (const pin of parseInstallAgents(input)) {
    const onPath = await onPathAtVersion(pin);
    const agent =
      onPath === undefined
        ? await ensureAgent(pin, options.root, options.log, options.cache)
        : { ...pin, binary: onPath, source: "path" as const };
    if (agent.source !== "path") options.addPath(dirname(agent.binary));
    options.log(`install-agents: ${agent.agent}@${agent.version} from ${agent.source} (${agent.binary})`);
    installed.push(agent);
  }
  return installed;
}
