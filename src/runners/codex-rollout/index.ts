import type { TranscriptFormatDescriptor } from "../agent-descriptor.ts";
import { createCodexRolloutNormalizer } from "./normalize.ts";

/** Codex's rollout file (`~/.codex/sessions/…/rollout-*.jsonl`), for replay. */
export const codexRolloutFormat = {
  id: "codex-rollout",
  normalizer: createCodexRolloutNormalizer,
} as const satisfies TranscriptFormatDescriptor;
