import type { NormalizerInput, TranscriptNormalizer } from "../../src/runners/adapter.ts";
import { createClaudeCodeNormalizer } from "../../src/runners/claude-code/normalize.ts";
import { createClaudeSessionNormalizer } from "../../src/runners/claude-session/normalize.ts";
import { createCodexNormalizer } from "../../src/runners/codex/normalize.ts";
import { createCodexRolloutNormalizer } from "../../src/runners/codex-rollout/normalize.ts";
import { createCopilotNormalizer } from "../../src/runners/copilot/normalize.ts";
import { createCursorAgentNormalizer } from "../../src/runners/cursor-agent/normalize.ts";
import { createGeminiCliNormalizer } from "../../src/runners/gemini-cli/normalize.ts";
import { createOpencodeNormalizer } from "../../src/runners/opencode/normalize.ts";

/** The eight transcript formats the normalizer bench measures. */
export const BENCHED_NORMALIZERS = {
  "claude-code": createClaudeCodeNormalizer,
  "claude-session": createClaudeSessionNormalizer,
  codex: createCodexNormalizer,
  "codex-rollout": createCodexRolloutNormalizer,
  copilot: createCopilotNormalizer,
  "cursor-agent": createCursorAgentNormalizer,
  "gemini-cli": createGeminiCliNormalizer,
  opencode: createOpencodeNormalizer,
} satisfies Record<string, (input: NormalizerInput) => TranscriptNormalizer>;

export type BenchedAgent = keyof typeof BENCHED_NORMALIZERS;

export const BENCHED_AGENTS = Object.keys(BENCHED_NORMALIZERS) as BenchedAgent[];

export const isBenchedAgent = (name: string): name is BenchedAgent => name in BENCHED_NORMALIZERS;
