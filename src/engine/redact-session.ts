import type { SessionReport } from "../model/session-report.ts";
import { redactDeep } from "../report/redact.ts";
import { mappedEvents } from "../runners/lazy-events.ts";

/**
 * `redactDeep` of a session report whose events may live on disk: they are redacted one at a time
 * as they are read, never loaded for it. The same report as `redactDeep` gives.
 */
export function redactSession(report: SessionReport, secrets: readonly string[]): SessionReport {
  if (secrets.length === 0) return report;
  return {
    ...redactDeep({ ...report, events: [] }, secrets),
    events: mappedEvents(report.events, (event) => redactDeep(event, secrets)),
  };
}
