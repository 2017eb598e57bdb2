import type { RunnerConfig } from "../model/runner-config.ts";
import type { LaunchInput, LaunchSpec, NormalizerInput, TranscriptNormalizer } from "./adapter.ts";
import { launchClaudeCode } from "./claude-code/launch.ts";
import { createClaudeCodeNormalizer } from "./claude-code/normalize.ts";

/** Agents whose stdout we can normalize: a live agent's own format, or a replay's `format`. */
export type TranscriptFormat = "claude-code";

/** One line per format: adding an agent's normalizer here is what makes it replayable too. */
export const normalizers = {
  "claude-code": createClaudeCodeNormalizer,
} satisfies Record<TranscriptFormat, (input: NormalizerInput) => TranscriptNormalizer>;

type LaunchedConfig = Exclude<RunnerConfig, { agent: "replay" }>;

/** How each live agent is launched. */
export function launchSpecFor(config: LaunchedConfig, input: LaunchInput): LaunchSpec {
  switch (config.agent) {
    case "claude-code":
      return launchClaudeCode(config, input);
  }
}

/** Which normalizer reads a runner's transcripts. */
export function transcriptFormatOf(config: RunnerConfig): TranscriptFormat {
  return config.agent === "replay" ? config.format : config.agent;
}
