import { withUsage } from "../lib/process-usage.ts";
import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";
import type { ToolRun } from "./tools.ts";

export interface ToolTimes {
  tool: string;
  wallMs: number[];
  /** CPU time of the tool's own Node processes per run (the agents it starts are not counted). */
  cpuMs: number[];
  /** The largest peak RSS among the tool's Node processes per run. */
  peakRssMb: number[];
  /** Set when a run exited non-zero: the tool did not finish the suite with every case passing. */
  failure?: string;
}

/**
 * Runs every tool `rounds` times, interleaved (one of each per round) and in an order that
 * rotates from round to round, so that load from the rest of the machine, and whatever the
 * previous run left behind, falls on all of them alike. Every case passes in every suite, so any
 * non-zero exit is a failure of the tool, and its time is not kept.
 */
export function timeTools(
  runs: readonly ToolRun[],
  rounds: number,
  log: (line: string) => void,
): ToolTimes[] {
  const times = runs.map((run): ToolTimes => ({ tool: run.tool, wallMs: [], cpuMs: [], peakRssMb: [] }));
  for (let round = 1; round <= rounds; round++) {
    for (let turn = 0; turn < runs.length; turn++) {
      const index = (turn + round - 1) % runs.length;
      const run = runs[index]!;
      const entry = times[index]!;
      if (entry.failure !== undefined) continue;
      const { result, usage } = withUsage(run.env, (env) =>
        timedSpawn(process.execPath, run.args, { cwd: run.cwd, env }),
      );
      if (result.status === 0) {
        entry.wallMs.push(result.wallMs);
        entry.cpuMs.push(usage.cpuMs);
        entry.peakRssMb.push(usage.peakRssMb);
      } else entry.failure = failureTail(result);
      log(
        `  ${run.tool} round ${round}: ${Math.round(result.wallMs)} ms, cpu ${Math.round(usage.cpuMs)} ms, rss ${Math.round(usage.peakRssMb)} MB (exit ${result.status})`,
      );
    }
  }
  return times;
}
