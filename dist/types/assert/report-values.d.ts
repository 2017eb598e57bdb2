import type { SessionReport, ToolCallEvent } from "../model/session-report.js";
/**
 * The parts of a session report the assertions read. Our `SessionReport` has them, and so does
 * skillgym's (which lacks `attemptedSkills`), so a report from either passes.
 */
export type AssertableReport = Pick<SessionReport, "events" | "detectedSkills" | "finalOutput"> & Partial<Pick<SessionReport, "attemptedSkills">> & {
    files: Pick<SessionReport["files"], "observedReads">;
};
/** Shell commands, in the order the agent ran them. */
export declare function getCommands(report: AssertableReport): string[];
/** Tool calls in order; only those named `tool` when given. */
export declare function getToolCalls(report: AssertableReport, tool?: string): ToolCallEvent[];
/**
 * Paths the agent read, in order: the `fileRead` events, or `files.observedReads` when the runner
 * reported reads only in the summary (as skillgym's Codex normalizer does).
 */
export declare function getFileReads(report: AssertableReport): string[];
