import { ConfigError } from "../../model/errors.ts";
import type { AgentPackage } from "../../runners/agent-descriptor.ts";
import { AGENTS } from "../../runners/agents.ts";

export type { AgentPackage } from "../../runners/agent-descriptor.ts";

type Agent = (typeof AGENTS)[number];
export type InstallableAgent = Extract<Agent, { npmPackage: AgentPackage }>["id"];

/** How each agent CLI ships on npm, from its descriptor. */
export const AGENT_PACKAGES = Object.fromEntries(
  AGENTS.flatMap((agent) =>
    agent.npmPackage !== undefined && "packageName" in agent.npmPackage ? [[agent.id, agent.npmPackage]] : [],
  ),
) as Readonly<Record<InstallableAgent, AgentPackage>>;

/** Agents that are not on npm, with how to install them instead. */
const NOT_ON_NPM: ReadonlyMap<string, string> = new Map(
  AGENTS.flatMap((agent) =>
    agent.npmPackage !== undefined && "notOnNpm" in agent.npmPackage
      ? [[agent.id, agent.npmPackage.notOnNpm] as const]
      : [],
  ),
);

export interface AgentPin {
  agent: InstallableAgent;
  version: string;
}

const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * The `install-agents` input: `claude-code@2.1.330, codex@0.169.0` (commas or newlines). Every
 * agent is pinned to an exact version, so a run is reproducible and its results comparable.
 */
export function parseInstallAgents(text: string): AgentPin[] {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const pins = entries.map((entry) => {
    const at = entry.lastIndexOf("@");
    const name = at > 0 ? entry.slice(0, at) : entry;
    const version = at > 0 ? entry.slice(at + 1) : "";
    const notOnNpm = NOT_ON_NPM.get(name);
    if (notOnNpm !== undefined) {
      throw new ConfigError(`install-agents: ${name} is not published on npm`, { hint: notOnNpm });
    }
    if (!isInstallable(name)) {
      throw new ConfigError(`install-agents: unknown agent "${name}"`, {
        hint: `one of ${Object.keys(AGENT_PACKAGES).join(", ")}, each as <agent>@<version>`,
      });
    }
    if (!VERSION.test(version)) {
      throw new ConfigError(`install-agents: "${entry}" needs an exact version`, {
        hint: `pin it, e.g. ${name}@1.2.3: an unpinned agent makes results incomparable between runs`,
      });
    }
    return { agent: name, version };
  });
  const seen = new Set<string>();
  for (const pin of pins) {
    if (seen.has(pin.agent)) {
      throw new ConfigError(`install-agents: ${pin.agent} is listed twice`, { hint: "keep one version" });
    }
    seen.add(pin.agent);
  }
  return pins;
}

function isInstallable(name: string): name is InstallableAgent {
  return Object.hasOwn(AGENT_PACKAGES, name);
}
