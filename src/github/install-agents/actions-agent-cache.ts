import type { AgentCache } from "./agent-cache.ts";

/**
 * The GitHub Actions cache (cache service v2 through @actions/cache), or undefined where the
 * runner offers none (outside Actions, or GHES without it). Loaded only when install-agents is set.
 */
export async function actionsAgentCache(log: (line: string) => void): Promise<AgentCache | undefined> {
  const cache = await import("@actions/cache");
  if (!cache.isFeatureAvailable()) return undefined;
  return {
    async restore(dir, key) {
      try {
        return (await cache.restoreCache([dir], key)) !== undefined;
      } catch (error) {
        log(
          `install-agents: could not restore ${key} from the Actions cache: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    },
    async save(dir, key) {
      try {
        await cache.saveCache([dir], key);
      } catch (error) {
        log(
          `install-agents: could not save ${key} to the Actions cache: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
