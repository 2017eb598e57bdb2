import type { SessionEvent } from "../model/session-report.ts";
import { EventLog } from "./event-log.ts";

/** Tool calls so far: the step count for agents whose stream does not mark model rounds. */
export function countToolCalls(events: Iterable<SessionEvent>): number {
  if (events instanceof EventLog) return events.toolCalls;
  let count = 0;
  for (const event of events) if (event.type === "toolCall") count += 1;
  return count;
}
