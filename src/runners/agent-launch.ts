import { z } from "zod";
import { timeoutMsSchema } from "../model/limits.ts";
import type { LaunchInput, LaunchSpec } from "./adapter.ts";

/**
 * The fields every agent CLI's runner has in skill-eval.config, in this order; each agent's schema
 * adds its own after them (and may narrow `model`).
 */
export function agentRunnerFields(defaultCommand: string) {
  return {
    /** Model name passed to the agent; omitted means the agent's default. */
    model: z.string().optional(),
    /** Extra arguments appended to the agent's own (before the prompt where the CLI wants it last). */
    args: z.array(z.string()).default([]),
    /** Environment passed to the agent, on top of the minimal one it needs. */
    env: z.record(z.string(), z.string()).default({}),
    /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
    timeoutMs: timeoutMsSchema.optional(),
    /** The binary to launch: a name on PATH, or a path (relative: from the config file's folder). */
    command: z.string().default(defaultCommand),
  };
}

/**
 * An agent's complete environment: the host variables it needs (those set; the search path, the
 * locale and the proxies for every agent), then the adapter's own variables, then the runner's
 * `env`, each overriding the one before.
 */
export function agentEnv(
  input: LaunchInput,
  agentVariables: readonly string[],
  own: Readonly<Record<string, string>>,
  runnerEnv: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ["PATH", "LANG", ...agentVariables, "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"]) {
    const value = input.hostEnv[name];
    if (value !== undefined) env[name] = value;
  }
  return Object.assign(env, own, runnerEnv);
}

/** What an agent's launch decides; the rest of its LaunchSpec is the same for every agent CLI. */
export interface AgentLaunch {
  args: string[];
  /** Host variables the agent needs besides PATH, LANG and the proxies. */
  hostVariables: readonly string[];
  /** The adapter's own variables (HOME and the agent's settings), under the runner's `env`. */
  env: Readonly<Record<string, string>>;
  skillsDir: string;
  homeFolders?: readonly string[];
  stdin?: string;
}

/** The runner's binary, run in the workspace with `agentEnv`'s environment. */
export function agentLaunch(
  config: { command: string; env: Readonly<Record<string, string>> },
  input: LaunchInput,
  launch: AgentLaunch,
): LaunchSpec {
  const { args, hostVariables, env, ...rest } = launch;
  return {
    command: config.command,
    args,
    env: agentEnv(input, hostVariables, env, config.env),
    cwd: input.workspace,
    ...rest,
  };
}
