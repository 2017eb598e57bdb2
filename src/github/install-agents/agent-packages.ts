import { ConfigError } from "../../model/errors.ts";

/** How an agent CLI ships on npm. */
export interface AgentPackage {
  packageName: string;
  /** The entry in node_modules/.bin. */
  bin: string;
  /**
   * Claude Code ships its executable in a per-platform optional dependency that its postinstall
   * copies over a placeholder; npm may skip that script, so it is run by hand when needed.
   */
  platformBinary?: (installDir: string, platform: string) => string;
  postinstallPackageDir?: (installDir: string) => string;
}

export const AGENT_PACKAGES = {
  "claude-code": {
    packageName: "@anthropic-ai/claude-code",
    bin: "claude",
    platformBinary: (dir, platform) => `${dir}/node_modules/@anthropic-ai/claude-code-${platform}/claude`,
    postinstallPackageDir: (dir) => `${dir}/node_modules/@anthropic-ai/claude-code`,
  },
  codex: { packageName: "@openai/codex", bin: "codex" },
  "gemini-cli": { packageName: "@google/gemini-cli", bin: "gemini" },
  opencode: { packageName: "opencode-ai", bin: "opencode" },
  copilot: { packageName: "@github/copilot", bin: "copilot" },
} satisfies Record<string, AgentPackage>;

export type InstallableAgent = keyof typeof AGENT_PACKAGES;

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
    if (name === "cursor-agent") {
      throw new ConfigError("install-agents: cursor-agent is not published on npm", {
        hint: "install it in an earlier step with Cursor's installer, and remove it from install-agents",
      });
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
