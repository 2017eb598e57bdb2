/**
 * Where the e2e tests find the real agent CLIs: installed by the same code as the action's
 * `install-agents` input (`npm run e2e:setup`, also run by the e2e project's global setup) into
 *   ${XDG_CACHE_HOME:-~/.cache}/skill-eval/agents/<package>@<version>/
 */
import { homedir } from "node:os";
import { join } from "node:path";
import type { AgentPin } from "../../src/github/install-agents/agent-packages.ts";
import { installedBinary } from "../../src/github/install-agents/install-agent.ts";

export type AgentName = "claude-code" | "codex" | "gemini-cli" | "opencode";

export const AGENT_PINS = {
  "claude-code": { agent: "claude-code", version: "2.1.330" },
  codex: { agent: "codex", version: "0.169.0" },
  "gemini-cli": { agent: "gemini-cli", version: "0.61.0" },
  opencode: { agent: "opencode", version: "1.18.33" },
} as const satisfies Record<AgentName, AgentPin>;

export function agentsCacheRoot(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg && xdg.trim() !== "" ? xdg : join(homedir(), ".cache");
  return join(base, "skill-eval", "agents");
}

/** Absolute path of the cached, pinned binary of `name`; throws when it is not installed. */
export function resolveAgentBinary(name: AgentName): string {
  const binary = installedBinary(agentsCacheRoot(), AGENT_PINS[name]);
  if (binary !== undefined) return binary;
  throw new Error(`${name}@${AGENT_PINS[name].version} is not installed: run \`npm run e2e:setup\` first.`);
}
