import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";
import type { ToolRun } from "./tools.ts";

export interface ToolTimes {
  tool: string;
  wallMs: number[];
  /** Set when a run exited non-zero: the tool did not finish the suite with every case passing. */
  failure?: string;
}

/**
 * Runs every tool `rounds` times, interleaved (one of each per round), so that load from the rest
 * of the machine falls on all of them alike. Every case passes in every suite, so any non-zero
 * exit is a failure of the tool, and its time is not kept.
 */
export function timeTools(
  runs: readonly ToolRun[],
  rounds: number,
  log: (line: string) => void,
): ToolTimes[] {
  const times = runs.map((run): ToolTimes => ({ tool: run.tool, wallMs: [] }));
  for (let round = 1; round <= rounds; round++) {
    for (const [index, run] of runs.entries()) {
      const entry = times[index]!;
      if (entry.failure !== undefined) continue;
      const result = timedSpawn(process.execPath, run.args, { cwd: run.cwd, env: run.env });
      if (result.status === 0) entry.wallMs.push(result.wallMs);
      else entry.failure = failureTail(result);
      log(`  ${run.tool} round ${round}: ${Math.round(result.wallMs)} ms (exit ${result.status})`);
    }
  }
  return times;
}
