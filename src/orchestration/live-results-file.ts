import { rmSync } from "node:fs";
import type { Results } from "../model/results.ts";
import { keptResultsRenderer } from "../report/kept-results-renderer.ts";
import { backgroundTemporary, writeResults, writeResultsInBackground } from "../report/write-results.ts";

/**
 * results.json is rewritten whole, so rewriting it after every execution is quadratic in
 * executions. Every half second, a 42-second run of 180 executions spent 17–27% of its main
 * process's CPU on the rewrites; every two seconds, 8–11% (bench/README.md).
 */
const LIVE_RESULTS_INTERVAL_MS = 2000;

/**
 * results.json while a run goes on: rewritten as executions finish, at most every `intervalMs`
 * (the first change at once, later ones together), written off the main thread. A failed
 * rewrite is tried again with the next change; the run's final synchronous write reports a
 * lasting failure. If the process exits before the run ends (a second Ctrl-C), what changed
 * since is written synchronously on the way out.
 */
export interface LiveResultsFile {
  /** An execution finished: results.json is rewritten now or once the interval has passed. */
  changed(): void;
  /** Before the run's final write: cancels the pending rewrite and waits for one in progress. Never throws. */
  stop(): Promise<void>;
  /** When the run fails half-way: writes what changed since the last rewrite, then stops. */
  flush(): Promise<void>;
}

export function liveResultsFile(
  outDir: string,
  snapshot: () => Results,
  intervalMs = LIVE_RESULTS_INTERVAL_MS,
): LiveResultsFile {
  let dirty = false;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let stopped = false;
  const render = keptResultsRenderer();

  const start = () => {
    timer = undefined;
    dirty = false;
    lastWrite = performance.now();
    writing = writeResultsInBackground(outDir, snapshot(), render)
      .catch(() => {
        dirty = true;
      })
      .finally(() => {
        writing = undefined;
        if (dirty) schedule();
      });
  };
  const schedule = () => {
    if (stopped || timer !== undefined || writing !== undefined) return;
    const wait = lastWrite + intervalMs - performance.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait).unref();
  };
  const onExit = () => {
    if (!dirty && writing === undefined) return;
    try {
      rmSync(backgroundTemporary(outDir), { force: true });
      writeResults(outDir, snapshot(), render);
    } catch (error) {
      // Exiting already: say so, without turning the exit into a crash.
      process.stderr.write(`skill-eval: results.json could not be written on exit: ${String(error)}\n`);
    }
  };
  process.on("exit", onExit);

  const stop = async () => {
    stopped = true;
    process.off("exit", onExit);
    clearTimeout(timer);
    timer = undefined;
    await writing;
  };
  return {
    changed() {
      dirty = true;
      schedule();
    },
    stop,
    async flush() {
      await stop();
      if (dirty) writeResults(outDir, snapshot(), render);
    },
  };
}
