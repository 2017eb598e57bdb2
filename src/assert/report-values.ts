import type { SessionReport, ToolCallEvent } from "../model/session-report.ts";

/**
 * The parts of a session report the assertions read. Our `SessionReport` has them, and so does
 * skillgym's (which lacks `attemptedSkills`), so a report from either passes.
 */
export type AssertableReport = Pick<SessionReport, "events" | "detectedSkills" | "finalOutput"> &
  Partial<Pick<SessionReport, "attemptedSkills">> & {
    files: Pick<SessionReport["files"], "observedReads">;
  };

/** Shell commands, in the order the agent ran them. */
export function getCommands(report: AssertableReport): string[] {
  return report.events.flatMap((event) => (event.type === "command" ? [event.command] : []));
}

/** Tool calls in order; only those named `tool` when given. */
export function getToolCalls(report: AssertableReport, tool?: string): ToolCallEvent[] {
  return report.events.filter(
    (event): event is ToolCallEvent =>
      event.type === "toolCall" && (tool === undefined || event.tool === tool),
  );
}

/**
 * Paths the agent read, in order: the `fileRead` events, or `files.observedReads` when the runner
 * reported reads only in the summary (as skillgym's Codex normalizer does).
 */
export function getFileReads(report: AssertableReport): string[] {
  const reads = report.events.flatMap((event) => (event.type === "fileRead" ? [event.path] : []));
  return reads.length > 0 ? reads : [...report.files.observedReads];
}
