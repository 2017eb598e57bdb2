// The agent launcher: a small Node process, started once per run, that spawns the agents. Forking
// a process copies its page tables, so spawning from here (a few MB of heap) costs the run's main
// thread only a message, not the fork of its whole heap per agent. The agent's stdout is not read
// here: its end of the pipe (a socket pair) goes to the main process with the "started" message,
// so output flows from the agent to the run with no copy in between and the pipe's own flow control.
// Everything else about an execution's processes (the marker, timeouts) stays with the main
// process; the scans of /proc that find them (SIGTERM, SIGKILL, waiting until they are gone) run
// here when it asks, because reading every process's environment after every agent is synchronous work.
// One scan runs as each agent exits, so that when nothing of the execution is left the main process
// need not ask at all.
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import type { Socket } from "node:net";
import {
  type ExecutionProcesses,
  MARKER_VARIABLE,
  nothingLeftOf,
  startTicks,
  terminateExecution,
  treatChildrenAsAgents,
} from "../process-group.ts";
import { removeFolderSync } from "../remove-folder.ts";
import type { LauncherEvent, LauncherRequest } from "./launcher-protocol.ts";

/** The agents started and not exited yet (with what finds their processes), by process group. */
const running = new Map<number, ExecutionProcesses | undefined>();

/** Once the main process is gone (killed, say) its agents are being ended: nobody is left to tell. */
function report(event: LauncherEvent): void {
  if (process.connected) process.send?.(event);
}

/**
 * Child stdio sockets start reading as they are made; stopped in the same tick, before libuv
 * polls, not a byte is read here, and every byte reaches the main process's end.
 */
function stopReading(socket: Socket): void {
  (socket as Socket & { _handle?: { readStop?: () => number } })._handle?.readStop?.();
}

function launch(request: Extract<LauncherRequest, { kind: "launch" }>): void {
  const { id } = request;
  let child: ReturnType<typeof spawn>;
  let stderr: number | undefined;
  try {
    stderr = openSync(request.stderrPath, "w");
    child = spawn(request.command, request.args, {
      cwd: request.cwd,
      env: request.env,
      stdio: [request.stdin === undefined ? "ignore" : "pipe", "pipe", stderr],
      detached: true,
    });
  } catch (error) {
    // Thrown at once for arguments the OS refuses (E2BIG past 128 KiB, a NUL byte).
    const failure = error as NodeJS.ErrnoException;
    report({ id, kind: "failed", ...(failure.code ? { code: failure.code } : {}), message: failure.message });
    return;
  } finally {
    // The child holds its own copy of the descriptor.
    if (stderr !== undefined) closeSync(stderr);
  }
  child.on("error", (error: NodeJS.ErrnoException) => {
    if (child.pid === undefined) {
      report({ id, kind: "failed", ...(error.code ? { code: error.code } : {}), message: error.message });
    }
  });
  const pid = child.pid;
  if (pid === undefined || child.stdout === null) return;
  const stdout = child.stdout as Socket;
  stopReading(stdout);
  // Read before the launcher can reap the agent: until then its /proc entry stays, zombie or not.
  const ticks = startTicks(pid);
  // Sent with the socket; Node then closes the descriptor here (the main process holds the only
  // reader), and the emptied socket is let go once sent, so the agent's "close" comes and its
  // process object is freed.
  process.send?.(
    { id, kind: "started", pid, ...(ticks === undefined ? {} : { startTicks: ticks }) },
    stdout,
    () => stdout.destroy(),
  );
  const marker = request.env[MARKER_VARIABLE];
  running.set(
    pid,
    marker === undefined
      ? undefined
      : { groupId: pid, marker, ...(ticks === undefined ? {} : { notBefore: ticks }) },
  );
  child.once("exit", (code, signal) => {
    running.delete(pid);
    // Looked for here, at once: when nothing is left, the main process need not ask for a scan.
    const alone =
      marker !== undefined &&
      nothingLeftOf({ groupId: pid, marker, ...(ticks === undefined ? {} : { notBefore: ticks }) });
    report({ id, kind: "exit", code, signal, ...(alone ? { nothingLeft: true } : {}) });
  });
  if (request.stdin !== undefined && child.stdin) {
    // An agent that exits without reading its input is not an error of ours.
    child.stdin.on("error", () => undefined);
    child.stdin.end(request.stdin);
  }
}

treatChildrenAsAgents();
/** The run's temporary folders as of its latest launch. */
let temporaryPaths: readonly string[] = [];

process.on("message", (request: LauncherRequest) => {
  if (request.kind === "launch") {
    temporaryPaths = request.temporaryPaths;
    launch(request);
  } else {
    const { ticket, kind: _, ...target } = request;
    terminateExecution(target).then(
      (found) => report({ ticket, kind: "terminated", found }),
      () => report({ ticket, kind: "terminated", found: 0 }),
    );
  }
});
// The launcher lives as long as the run: when the main process goes, so does it. The run's
// interrupts are the main process's to handle (it ends every agent itself); a run that went
// without (killed outright, SIGKILL or out of memory) leaves its agents here, and they go too.
process.on("disconnect", () => {
  const endings = [...running].map(([groupId, target]) => {
    if (target !== undefined) return terminateExecution(target, 0);
    try {
      process.kill(-groupId, "SIGKILL");
    } catch {
      // Already gone.
    }
    return Promise.resolve(0);
  });
  void Promise.allSettled(endings).then(() => {
    // Those the main process removed already are gone: removing them again does nothing.
    for (const path of temporaryPaths) {
      try {
        removeFolderSync(path);
      } catch {
        // Nobody is left to tell: the next path.
      }
    }
    process.exit(0);
  });
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => undefined);
