import { setFlagsFromString } from "node:v8";

/**
 * Keeps V8's young generation at its starting size for the rest of the process. By default V8
 * doubles it after busy scavenges up to 64 MB semi-spaces on a machine with this much memory, so a
 * run that streams transcripts (lines, parsed JSON, events that die within a line) holds 130 MB of
 * young garbage at its peak without needing it: the Claude normalizer on a 500 MB transcript
 * peaked at 327 MB RSS with growth and 160 MB without, at the same CPU time (bench/README.md).
 * An action (`runs: node24`) cannot pass Node flags; this one V8 reads each time it considers
 * growing the young generation, so setting it here applies from now on. The old generation's
 * counterpart is set beside it by every entry point: hold-heap-near-live.ts.
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString("--semi-space-growth-factor=1");
}
