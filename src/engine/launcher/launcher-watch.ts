// Every wait on the agent launcher has an end. An agent is the launcher's child, run as the same
// user: `kill -STOP $PPID` stops it, and a stopped launcher reports no exit and ends no process, so
// a run that only waited for it would wait forever, timeout or not. The main process looks at it
// while it has work outstanding; once it is stopped, or late with an answer, it is killed, and the
// main process ends its agents itself (launch-agent.ts).
import type { ChildProcess } from "node:child_process";
import { isStopped, KILL_GRACE_MS, KILL_WAIT_MS } from "../process-group.ts";

/** How often a launcher with work outstanding is looked at. */
const WATCH_MS = 250;

const ticks = (ms: number) => Math.ceil(ms / WATCH_MS);

/** How long the launcher may take to answer, in ticks of its watch. */
export const ANSWER_TICKS = {
  /** A launch: one spawn, behind whatever else the launcher is doing. */
  started: ticks(30_000),
  /** A termination: the grace before SIGKILL, the wait after it, and room for a busy machine's scans. */
  terminated: ticks(KILL_GRACE_MS + KILL_WAIT_MS + 10_000),
  /** The exit of an agent the launcher has just ended. */
  exited: ticks(5_000),
};

/** Why the launcher's agents were ended without it (the execution's error says so). */
export const LAUNCHER_LOST = {
  stopped:
    "the agent launcher was stopped (SIGSTOP, by this agent or another of the run); skill-eval killed it and ended the agent itself",
  late: "the agent launcher did not answer in time; skill-eval killed it and ended the agent itself",
  exited: "the agent launcher exited; skill-eval ended the agent itself",
} as const;

export interface LauncherWatch {
  /**
   * The ticks so far. Deadlines count ticks, not the clock: a run suspended a while (Ctrl-Z) does
   * not find every answer late as it resumes.
   */
  tick: () => number;
  /** Looks only while the launcher has work outstanding. */
  busy: (busy: boolean) => void;
  stop: () => void;
}

/**
 * Looks at the launcher every WATCH_MS while busy: `lost` is called when it is stopped, or when
 * `overdue(tick)` finds an answer late. A late answer is looked for again once the channel has
 * been read: one waiting in it as the run resumes from a suspension is not taken as missing.
 */
export function watchLauncher(
  child: ChildProcess,
  overdue: (tick: number) => boolean,
  lost: (reason: string) => void,
): LauncherWatch {
  let tick = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = () => {
    tick += 1;
    if (child.pid !== undefined && isStopped(child.pid)) {
      lost(LAUNCHER_LOST.stopped);
    } else if (overdue(tick)) {
      setImmediate(() => {
        if (!stopped && overdue(tick)) lost(LAUNCHER_LOST.late);
      });
    }
  };
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    timer = undefined;
  };
  return {
    tick: () => tick,
    busy: (busy) => {
      if (busy && timer === undefined && !stopped) {
        timer = setInterval(look, WATCH_MS);
        // The launcher's channel keeps the run alive while it has work; the watch need not.
        timer.unref();
      } else if (!busy && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    stop,
  };
}

/**
 * Kills the launcher: SIGCONT first, so a stopped one is gone at once, then SIGKILL. By PID, which
 * stays its own until this process reaps it (its exit has not been seen).
 */
export function killLauncher(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  for (const signal of ["SIGCONT", "SIGKILL"] as const) {
    try {
      process.kill(child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
