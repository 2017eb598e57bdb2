import type { SecretSet } from "../report/redact.ts";
import type { TranscriptNormalizer } from "../runners/adapter.ts";

/**
 * Notes whether any line the agent printed holds a secret, as the lines stream in: its stored
 * stdout is then rewritten redacted, and otherwise left as it is (no second pass over the file).
 */
export function secretWatch<N extends TranscriptNormalizer>(
  normalizer: N,
  secrets: SecretSet,
): { normalizer: N; seen: () => boolean } {
  let seen = false;
  return {
    normalizer: {
      ...normalizer,
      push(line: string) {
        if (!seen && secrets.values.length > 0 && secrets.contains(line)) seen = true;
        normalizer.push(line);
      },
    },
    seen: () => seen,
  };
}
