import { setFlagsFromString } from "node:v8";

let held = false;

/**
 * From the call on, V8 collects the old generation once it has grown by one and a half times what
 * was live after the last full collection, instead of letting it grow to up to four times that.
 * Called when a session's events first go to disk: a long transcript's events live just long
 * enough to be promoted and are garbage soon after, so with the default growth the heap fills with
 * them (the Claude normalizer on 500 MB peaked at 154–157 MB RSS, 126–128 MB with this; CPU within
 * the noise, where doubling held it to 119–121 MB at 11–14% more CPU; bench/README.md). Runs whose
 * transcripts stay short never pay for it. An action cannot pass Node flags; V8 reads this one
 * whenever it sets the next limit.
 */
export function holdHeapNearLive(): void {
  if (held) return;
  held = true;
  setFlagsFromString("--heap-growing-percent=150");
}
