import type { SessionEvent } from "../model/session-report.ts";

/** Tool calls so far: the step count for agents whose stream does not mark model rounds. */
export function countToolCalls(events: readonly SessionEvent[]): number {
  let count = 0;
  for (const event of events) if (event.type === "toolCall") count += 1;
  return count;
}
