import type { LaunchInput, LaunchSpec, NormalizerInput, TranscriptNormalizer } from "./adapter.ts";
import { launchClaudeCode } from "./claude-code/launch.ts";
import { createClaudeCodeNormalizer } from "./claude-code/normalize.ts";
import { createClaudeSessionNormalizer } from "./claude-session/normalize.ts";
import { codexHomeFiles, launchCodex } from "./codex/launch.ts";
import { createCodexNormalizer } from "./codex/normalize.ts";
import { createCodexRolloutNormalizer } from "./codex-rollout/normalize.ts";
import { commandPromptFile, launchCommand } from "./command/launch.ts";
import { createTextNormalizer } from "./command/normalize.ts";
import { launchCopilot } from "./copilot/launch.ts";
import { createCopilotNormalizer } from "./copilot/normalize.ts";
import { launchCursorAgent } from "./cursor-agent/launch.ts";
import { createCursorAgentNormalizer } from "./cursor-agent/normalize.ts";
import { geminiHomeFiles, launchGeminiCli } from "./gemini-cli/launch.ts";
import { createGeminiCliNormalizer } from "./gemini-cli/normalize.ts";
import { launchOpencode } from "./opencode/launch.ts";
import { createOpencodeNormalizer } from "./opencode/normalize.ts";
import type { RunnerConfig } from "./runner-config.ts";

/**
 * Output formats we can normalize: each agent's own, plain text (the `command` runner's default),
 * and the session logs agents keep on disk (for replaying a recorded session).
 */
export type TranscriptFormat =
  | "claude-code"
  | "codex"
  | "gemini-cli"
  | "opencode"
  | "cursor-agent"
  | "copilot"
  | "text"
  | "claude-session"
  | "codex-rollout";

/** One line per format: adding an agent's normalizer here is what makes it replayable too. */
export const normalizers = {
  "claude-code": createClaudeCodeNormalizer,
  codex: createCodexNormalizer,
  "gemini-cli": createGeminiCliNormalizer,
  opencode: createOpencodeNormalizer,
  "cursor-agent": createCursorAgentNormalizer,
  copilot: createCopilotNormalizer,
  text: createTextNormalizer,
  "claude-session": createClaudeSessionNormalizer,
  "codex-rollout": createCodexRolloutNormalizer,
} satisfies Record<TranscriptFormat, (input: NormalizerInput) => TranscriptNormalizer>;

type LaunchedConfig = Exclude<RunnerConfig, { agent: "replay" }>;

/** How each live agent is launched; the switch is exhaustive, so a new agent fails to compile here. */
export function launchSpecFor(config: LaunchedConfig, input: LaunchInput): LaunchSpec {
  switch (config.agent) {
    case "claude-code":
      return launchClaudeCode(config, input);
    case "codex":
      return { ...launchCodex(config, input), homeFiles: codexHomeFiles(config) };
    case "gemini-cli":
      return { ...launchGeminiCli(config, input), homeFiles: geminiHomeFiles(config, input.hostEnv) };
    case "opencode":
      return launchOpencode(config, input);
    case "cursor-agent":
      return launchCursorAgent(config, input);
    case "copilot":
      return launchCopilot(config, input);
    case "command": {
      const promptFile = commandPromptFile(input);
      return {
        ...launchCommand(config, input),
        homeFiles: { [promptFile.relativePath]: promptFile.content },
      };
    }
  }
}

/** Which normalizer reads a runner's transcripts. */
export function transcriptFormatOf(config: RunnerConfig): TranscriptFormat {
  if (config.agent === "replay" || config.agent === "command") return config.format;
  return config.agent;
}
