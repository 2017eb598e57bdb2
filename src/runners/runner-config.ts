import { z } from "zod";
import { AGENTS, COMMAND_AGENT } from "./agents.ts";

/** The registry's config schemas, in order, each with its own type. */
type SchemasOf<Agents extends readonly unknown[]> = Agents extends readonly [
  { configSchema: infer Schema },
  ...infer Rest,
]
  ? [Schema, ...SchemasOf<Rest>]
  : [];

/** A runner in skill-eval.config: its `agent` picks the adapter, and the adapter owns its fields. */
export const runnerConfigSchema = z.discriminatedUnion(
  "agent",
  // The map keeps the registry's order and each agent's own schema type.
  AGENTS.map((agent) => agent.configSchema) as SchemasOf<typeof AGENTS>,
);
export type RunnerConfig = z.infer<typeof runnerConfigSchema>;
export const commandRunnerSchema = COMMAND_AGENT.configSchema;
export type ReplayRunnerConfig = Extract<RunnerConfig, { transcripts: string }>;
export type CommandRunnerConfig = Extract<RunnerConfig, { filesFormat: string[] }>;
export type { ClaudeCodeRunnerConfig } from "./claude-code/runner-schema.ts";

/** A runner as the engine uses it: its id plus its validated config. */
export interface Runner {
  id: string;
  config: RunnerConfig;
  /** Where the runner's relative paths (replay transcripts) resolve: its config file's folder. */
  baseDir: string;
  /** The `-without-skill` twin of `compare-without-skill`: the suite's skills are not installed. */
  withoutSkills?: boolean;
}
