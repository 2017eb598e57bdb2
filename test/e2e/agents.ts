/**
 * Where the e2e tests find the real agent CLIs: the cache filled by `scripts/install-agents.mjs`
 * (`npm run e2e:setup`, also run by the e2e project's global setup):
 *   ${XDG_CACHE_HOME:-~/.cache}/skill-eval/agents/<package>@<version>/
 * The install script writes `skill-eval-agent.json` there with the verified binary path.
 */
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { z } from "zod";

export type AgentName = "claude-code" | "codex" | "gemini-cli" | "opencode";

interface AgentPin {
  packageName: string;
  version: string;
  bin: string;
}

/** Must match the AGENTS table of scripts/install-agents.mjs. */
export const AGENT_PINS: Record<AgentName, AgentPin> = {
  "claude-code": { packageName: "@anthropic-ai/claude-code", version: "2.1.330", bin: "claude" },
  codex: { packageName: "@openai/codex", version: "0.169.0", bin: "codex" },
  "gemini-cli": { packageName: "@google/gemini-cli", version: "0.61.0", bin: "gemini" },
  opencode: { packageName: "opencode-ai", version: "1.18.33", bin: "opencode" },
};

const ManifestSchema = z.object({
  agent: z.string(),
  package: z.string(),
  version: z.string(),
  binary: z.string().min(1),
});

function cacheRoot(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg && xdg.trim() !== "" ? xdg : join(homedir(), ".cache");
  return join(base, "skill-eval", "agents");
}

/** The install folder of a pinned agent (whether or not it exists). */
export function agentInstallDir(name: AgentName): string {
  const pin = AGENT_PINS[name];
  return join(cacheRoot(), `${pin.packageName}@${pin.version}`);
}

/** Absolute path of the cached, pinned binary of `name`; throws when it is not installed. */
export function resolveAgentBinary(name: AgentName): string {
  const pin = AGENT_PINS[name];
  const dir = agentInstallDir(name);
  const manifestPath = join(dir, "skill-eval-agent.json");
  if (existsSync(manifestPath)) {
    const manifest = ManifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
    if (
      manifest.success &&
      manifest.data.package === pin.packageName &&
      manifest.data.version === pin.version &&
      existsSync(manifest.data.binary)
    ) {
      return manifest.data.binary;
    }
  }
  const bin = join(dir, "node_modules", ".bin", pin.bin);
  if (existsSync(bin)) return bin;
  throw new Error(
    `${pin.packageName}@${pin.version} (${name}) is not installed in ${dir}. ` +
      "Run `npm run e2e:setup` (scripts/install-agents.mjs) first.",
  );
}
