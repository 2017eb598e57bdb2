import type { CredentialNeed } from "./agent-descriptor.ts";
import { type AgentId, agentDescriptor } from "./agents.ts";
import type { RunnerConfig } from "./runner-config.ts";

export type { CredentialNeed } from "./agent-descriptor.ts";

/**
 * The credential variables an agent authenticates with (reference/agent-clis.md), or undefined for
 * runners that need none (command, replay) or whose provider we cannot tell.
 */
export function credentialNeed(config: RunnerConfig): CredentialNeed | undefined {
  return agentDescriptor(config.agent)?.credentials?.(config);
}

/**
 * The variables a runner lacks, or undefined when it can authenticate: one of its credential
 * variables is set, in the host environment or in the runner's own `env:`.
 */
export function missingCredential(
  config: RunnerConfig,
  hostEnv: Readonly<Record<string, string | undefined>>,
): CredentialNeed | undefined {
  const need = credentialNeed(config);
  if (need === undefined) return undefined;
  const runnerEnv: Readonly<Record<string, string>> = "env" in config ? config.env : {};
  const present = (name: string) => Boolean(hostEnv[name]) || Boolean(runnerEnv[name]);
  return need.anyOf.some(present) ? undefined : need;
}

/**
 * The files holding an agent's own login, relative to HOME, for `--use-local-auth`: copied from
 * the user's HOME into the execution's private one, never their skills or settings.
 */
export function localAuthFiles(agent: AgentId): readonly string[] {
  return agentDescriptor(agent)?.localAuth?.files ?? [];
}
