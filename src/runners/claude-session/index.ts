import type { TranscriptFormatDescriptor } from "../agent-descriptor.ts";
import { createClaudeSessionNormalizer } from "./normalize.ts";

/** Claude Code's session log (`~/.claude/projects/…/<session>.jsonl`), for replay. */
export const claudeSessionFormat = {
  id: "claude-session",
  normalizer: createClaudeSessionNormalizer,
} as const satisfies TranscriptFormatDescriptor;
