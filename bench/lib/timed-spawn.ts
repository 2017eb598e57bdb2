import { spawnSync } from "node:child_process";

export interface TimedRun {
  wallMs: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program (argument array, no shell) to completion and measures its wall time. */
export function timedSpawn(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): TimedRun {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: options.timeoutMs ?? 5 * 60 * 1000,
  });
  const wallMs = performance.now() - started;
  return { wallMs, status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** The last lines of a failed run's output, for the report. */
export function failureTail(run: TimedRun): string {
  const text = `${run.stderr}\n${run.stdout}`.trim().split("\n").slice(-3).join(" | ");
  return `exit ${run.status}: ${text.slice(-300)}`;
}
