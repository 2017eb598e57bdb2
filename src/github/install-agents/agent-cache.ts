import { AGENT_PACKAGES, type AgentPin } from "./agent-packages.ts";

/**
 * A cache that outlives the runner, holding one install folder per pinned agent: on GitHub the
 * Actions cache, so a fresh hosted runner restores an agent instead of installing it from npm.
 * Caching is an optimization: neither method throws when the service fails.
 */
export interface AgentCache {
  /** Restores `dir` saved under `key`; false on a miss or when the service fails. */
  restore(dir: string, key: string): Promise<boolean>;
  save(dir: string, key: string): Promise<void>;
}

/** One key per package, exact version, OS and CPU: an install holds platform binaries. */
export function agentCacheKey(pin: AgentPin): string {
  return `skill-eval-agent-${process.platform}-${process.arch}-${AGENT_PACKAGES[pin.agent].packageName}@${pin.version}`;
}
