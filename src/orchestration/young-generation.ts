import { setFlagsFromString } from "node:v8";

/** The semi-space size, in MB, that the entry points hold (a test checks the built CLI and action). */
export const HELD_SEMI_SPACE_MB = 4;

/**
 * Called first thing by the entry points: V8's next growth of its young generation, which their
 * own loading brings about, is fourfold (1 → 4 MB semi-spaces); `holdYoungGeneration` then keeps
 * it there. Left to itself V8 doubles it after busy scavenges up to 64 MB, and a run that streams
 * transcripts (lines, parsed JSON, events that die within a line) holds 130 MB of young garbage
 * without needing it. Held at 1 MB instead, the events a normalizer keeps for a moment outlive two
 * scavenges and become old garbage. Measured against 1 MB (bench/README.md): the Claude
 * normalizer 7–15% faster, a run of 4 × 200 MB and one of 200 × 2 MB 8% less CPU, peaks within
 * the noise. An action (`runs: node24`) cannot pass Node flags; V8 reads this one each time it
 * considers growing the young generation, so setting it applies from then on. The old
 * generation's counterpart is hold-heap-near-live.ts.
 */
export function growYoungGenerationOnce(): void {
  setFlagsFromString("--semi-space-growth-factor=4");
}

/** Holds the young generation at its size from now on: called once the entry point's own modules are loaded. */
export function holdYoungGeneration(): void {
  setFlagsFromString("--semi-space-growth-factor=1");
}
