import type { ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Signals a child started with `detached: true` together with everything it started (its process
 * group), falling back to the child alone when the group is gone.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Tracks a child until it closes; if this process exits first (a second Ctrl-C), the child's
 * group is stopped on the way out rather than left running.
 */
export function stopOnExit(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const each of running) signalGroup(each, "SIGTERM");
    });
  }
  running.add(child);
  child.once("close", () => running.delete(child));
}
