import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LaunchSpec } from "../runners/adapter.ts";
import type { LocalAuth } from "../runners/agent-descriptor.ts";
import { type AgentId, agentDescriptor } from "../runners/agents.ts";

/**
 * `--use-local-auth`: copies the agent's login files (and nothing else: no skills, no settings)
 * from the user's HOME into the execution's private HOME, readable by the user only. Returns the
 * files copied, relative to HOME.
 */
export function copyLocalAuth(
  agent: AgentId,
  userHome: string,
  privateHome: string,
  spec: Pick<LaunchSpec, "env">,
): string[] {
  const localAuth = agentDescriptor(agent)?.localAuth;
  const copied = (localAuth?.files ?? []).filter((path) => existsSync(join(userHome, path)));
  for (const path of copied) {
    const target = join(privateHome, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(userHome, path), target);
    chmodSync(target, 0o600);
  }
  const settings = localAuth?.loginSettings;
  if (settings !== undefined && copied.length > 0 && !settings.unlessEnv.some((name) => spec.env[name]))
    selectLogin(privateHome, settings);
  return copied;
}

/** Our own settings select the API key; a login the agent keeps needs the settings that select it. */
function selectLogin(privateHome: string, settings: NonNullable<LocalAuth["loginSettings"]>): void {
  const file = join(privateHome, settings.file);
  const current: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  writeFileSync(file, `${JSON.stringify({ ...current, ...settings.merge }, null, 2)}\n`);
}
