import type { AssertionContext } from "../model/case.ts";
import { type AssertableReport, getCommands, getFileReads, getToolCalls } from "./report-values.ts";

/**
 * The `ctx` a case's `assert(report, ctx)` receives: shortcuts over the report, which stays the
 * source of truth. Each call returns a fresh array, so a suite cannot edit the report through it.
 */
export function createAssertionContext(report: AssertableReport): AssertionContext {
  return {
    getCommands: () => getCommands(report),
    getToolCalls: (tool) => getToolCalls(report, tool),
    getFileReads: () => getFileReads(report),
    detectedSkills: () =>
      report.detectedSkills.map((detection) => ({ ...detection, evidence: [...detection.evidence] })),
    finalOutput: () => report.finalOutput,
  };
}
