import { randomUUID } from "node:crypto";

/**
 * A new value for MARKER_VARIABLE (process-group.ts), one per execution. Kept out of
 * process-group.ts, which the agent launcher loads too: node:crypto would cost that small
 * process 2 MB of memory and its start-up time.
 */
export function newMarker(): string {
  return randomUUID();
}
