import type { z } from "zod";
import type { LaunchInput, LaunchSpec, NormalizerInput, TranscriptNormalizer } from "./adapter.ts";

/** Builds the reducer that reads one transcript format. */
export type NormalizerFactory = (input: NormalizerInput) => TranscriptNormalizer;

/** What an agent needs in its environment to authenticate: any one of `anyOf`. */
export interface CredentialNeed {
  anyOf: readonly string[];
}

/** How an agent CLI ships on npm, for the action's `install-agents` input. */
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

/** An agent CLI that is not on npm: `install-agents` refuses it with this hint. */
export interface NotOnNpm {
  notOnNpm: string;
}

/** The agent's own login, for `--use-local-auth`: files relative to HOME, never skills or settings. */
export interface LocalAuth {
  files: readonly string[];
  /**
   * Top-level keys merged into a JSON settings file under the private HOME once a login was
   * copied, unless the environment holds one of `unlessEnv` (an API key the settings select).
   */
  loginSettings?: { file: string; merge: Readonly<Record<string, unknown>>; unlessEnv: readonly string[] };
}

/** A transcript format we can normalize: an agent's output, plain text or a session log on disk. */
export interface TranscriptFormatDescriptor<Id extends string = string> {
  id: Id;
  normalizer: NormalizerFactory;
}

/**
 * Everything about one agent, exported by `src/runners/<agent>/index.ts`; the registry
 * (`agents.ts`) lists these and every other list of agents is derived from it.
 */
export interface AgentDescriptor<
  Id extends string = string,
  Schema extends z.ZodType<{ agent: Id }> = z.ZodType<{ agent: Id }>,
> {
  id: Id;
  /** The runner's fields in skill-eval.config, discriminated by `agent: <id>`. */
  configSchema: Schema;
  /** How it is spawned; absent for runners that read recorded transcripts instead. */
  launch?(config: z.output<Schema>, input: LaunchInput): LaunchSpec;
  /** The normalizer of its own output format (named by its id); absent when the runner is told its format. */
  normalizer?: NormalizerFactory;
  /** The credential variables it authenticates with, or undefined when it needs none or we cannot tell. */
  credentials?(config: z.output<Schema>): CredentialNeed | undefined;
  /** Where skills are installed, relative to the execution's private HOME. */
  skillsFolder?: string;
  /** It has a tool that loads a skill (`Skill`, `activate_skill`, `skill`), so a read of SKILL.md is not one. */
  hasSkillTool: boolean;
  /** An agent CLI answering `--version`, as opposed to a command or a replay. */
  isAgentCli: boolean;
  npmPackage?: AgentPackage | NotOnNpm;
  localAuth?: LocalAuth;
  /** Its `agent.type` in a skillgym config. */
  skillgymType?: string;
  /** The agentv target providers that run it. */
  agentvProviders?: readonly string[];
}

/**
 * Keeps an agent's literal id, config schema and which optional facts it has in its descriptor's
 * type (so the registry knows, say, that every agent CLI has a normalizer).
 */
export function defineAgent<
  const Id extends string,
  Schema extends z.ZodType<{ agent: Id }>,
  const Facts extends Partial<AgentDescriptor<Id, Schema>>,
>(descriptor: AgentDescriptor<Id, Schema> & Facts): AgentDescriptor<Id, Schema> & Facts {
  return descriptor;
}
