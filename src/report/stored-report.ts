import { type SessionReport, sessionReportSchema } from "../model/session-report.ts";

/** An execution's stored report.json, checked; undefined for a file that is not one (corrupt, foreign). */
export function parseStoredReport(text: string): SessionReport | undefined {
  try {
    const parsed = sessionReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
