import { setFlagsFromString } from "node:v8";

/** The semi-space size, in MB, that the entry points hold (a test checks the built CLI and action). */
export const HELD_SEMI_SPACE_MB = 3;

/**
 * Called first thing by the entry points: V8's next growth of its young generation, which their
 * own loading brings about, is threefold (1 → 3 MB semi-spaces); `holdYoungGeneration` then keeps
 * it there. Left to itself V8 doubles it after busy scavenges up to 64 MB, and a run that streams
 * transcripts (lines, parsed JSON, events that die within a line) holds 130 MB of young garbage
 * without needing it. Held at 1 MB instead, the events a normalizer keeps for a moment outlive two
 * scavenges and become old garbage. Measured against 1 MB (bench/README.md): the Claude
 * normalizer 8–15% faster at 3 MB for 4–6 MB more peak; at 4 MB no faster, its peak less steady.
 * An action (`runs: node24`) cannot pass Node flags; V8 reads this one each time it
 * considers growing the young generation, so setting it applies from then on. The old
 * generation's counterpart is hold-heap-near-live.ts.
 */
export function growYoungGenerationOnce(): void {
  // V8 starts at 1 MB semi-spaces, so one growth by this factor gives the held size.
  setFlagsFromString(`--semi-space-growth-factor=${HELD_SEMI_SPACE_MB}`);
}

/** Holds the young generation at its size from now on: called once the entry point's own modules are loaded. */
export function holdYoungGeneration(): void {
  setFlagsFromString("--semi-space-growth-factor=1");
}
