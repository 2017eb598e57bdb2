import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const PRELOAD = pathToFileURL(join(import.meta.dirname, "report-usage.mjs")).href;

/** CPU time summed over a tool's Node processes, and the largest peak RSS among them. */
export interface ProcessUsage {
  cpuMs: number;
  peakRssMb: number;
}

/**
 * Runs `run` with an environment whose Node processes report their own usage at exit (agents,
 * shell scripts here, are not counted), and returns what they reported.
 */
export function withUsage<T>(
  env: NodeJS.ProcessEnv,
  run: (env: NodeJS.ProcessEnv) => T,
): { result: T; usage: ProcessUsage } {
  const dir = mkdtempSync(join(tmpdir(), "bench-usage-"));
  try {
    const nodeOptions = [env.NODE_OPTIONS, `--import=${PRELOAD}`].filter(Boolean).join(" ");
    const result = run({ ...env, NODE_OPTIONS: nodeOptions, BENCH_USAGE_DIR: dir });
    const reports = readdirSync(dir).map(
      (name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as { cpuMs: number; maxRssKb: number },
    );
    return {
      result,
      usage: {
        cpuMs: reports.reduce((sum, report) => sum + report.cpuMs, 0),
        peakRssMb: Math.max(0, ...reports.map((report) => report.maxRssKb / 1024)),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
