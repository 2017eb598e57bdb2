import type { LaunchInput, LaunchSpec } from "./adapter.ts";
import type { NormalizerFactory } from "./agent-descriptor.ts";
import {
  AGENTS,
  agentDescriptor,
  REPLAY_AGENT,
  TRANSCRIPT_FORMATS,
  type TranscriptFormat,
} from "./agents.ts";
import type { CommandRunnerConfig, ReplayRunnerConfig, RunnerConfig } from "./runner-config.ts";

export type { TranscriptFormat } from "./agents.ts";

/** The normalizer of each transcript format, in the registry's order: what makes a format replayable. */
export const normalizers = Object.fromEntries(
  TRANSCRIPT_FORMATS.map((format) => [format.id, format.normalizer]),
) as Readonly<Record<TranscriptFormat, NormalizerFactory>>;

/** Builds a report with no session in it (fed nothing): the first agent's normalizer. */
export const blankReportNormalizer: NormalizerFactory = AGENTS[0].normalizer;

type LaunchedConfig = Exclude<RunnerConfig, ReplayRunnerConfig>;
type AgentCliConfig = Exclude<LaunchedConfig, CommandRunnerConfig>;

/** How a live runner is launched: its agent's own `launch`. */
export function launchSpecFor(config: LaunchedConfig, input: LaunchInput): LaunchSpec {
  const launch = agentDescriptor(config.agent)?.launch;
  if (launch === undefined) throw new Error(`${config.agent} runners are not launched`);
  return launch(config, input);
}

/** Which normalizer reads a runner's transcripts: the format it is told, else its agent's own. */
export function transcriptFormatOf(config: RunnerConfig): TranscriptFormat {
  return "format" in config ? config.format : config.agent;
}

/** A runner that reads recorded transcripts instead of launching anything. */
export function isReplayRunner(config: RunnerConfig): config is ReplayRunnerConfig {
  return config.agent === REPLAY_AGENT.id;
}

/** A runner that launches an agent CLI (which answers `--version`), not a command or a replay. */
export function isAgentCliRunner(config: RunnerConfig): config is AgentCliConfig {
  return agentDescriptor(config.agent)?.isAgentCli === true;
}

/** A replay runner's config, for re-reading transcripts another runner recorded. */
export function replayRunnerConfig(fields: Omit<ReplayRunnerConfig, "agent">): ReplayRunnerConfig {
  return { agent: REPLAY_AGENT.id, ...fields };
}
