// The agent launcher: a small Node process, started once per run, that spawns the agents. Forking
// a process copies its page tables, so spawning from here (a few MB of heap) costs the run's main
// thread only a message, not the fork of its whole heap per agent. Everything else about an
// execution's processes (the marker, timeouts) stays with the main process; the scans of /proc
// that find them (SIGTERM, SIGKILL, waiting until they are gone) run here when it asks, because
// reading every process's environment after every agent is synchronous work.
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import type { Readable } from "node:stream";
import { startTicks, terminateExecution } from "../process-group.ts";
import type { LauncherEvent, LauncherRequest } from "./launcher-protocol.ts";

const outputs = new Map<number, Readable>();
/**
 * Chunks of an agent's stdout sent and not yet taken by the main process. Past the window the
 * agent's stdout is paused, so an agent that writes faster than the run reads waits on its pipe,
 * as it would spawned directly, instead of its output piling up in either process.
 */
const untaken = new Map<number, number>();
const WINDOW = 8;

function report(event: LauncherEvent): void {
  process.send?.(event);
}

function taken(id: number): void {
  const pending = (untaken.get(id) ?? 1) - 1;
  untaken.set(id, pending);
  if (pending < WINDOW) outputs.get(id)?.resume();
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
  if (child.pid === undefined) return;
  // Read before the launcher can reap the agent: until then its /proc entry stays, zombie or not.
  const ticks = startTicks(child.pid);
  report({ id, kind: "started", pid: child.pid, ...(ticks === undefined ? {} : { startTicks: ticks }) });
  const stdout = child.stdout;
  if (stdout !== null) {
    outputs.set(id, stdout);
    stdout.on("data", (data: Buffer) => {
      report({ id, kind: "stdout", data });
      const pending = (untaken.get(id) ?? 0) + 1;
      untaken.set(id, pending);
      if (pending >= WINDOW) stdout.pause();
    });
  }
  child.once("exit", (code, signal) => report({ id, kind: "exit", code, signal }));
  child.once("close", () => {
    outputs.delete(id);
    untaken.delete(id);
    report({ id, kind: "close" });
  });
  if (request.stdin !== undefined && child.stdin) {
    // An agent that exits without reading its input is not an error of ours.
    child.stdin.on("error", () => undefined);
    child.stdin.end(request.stdin);
  }
}

process.on("message", (request: LauncherRequest) => {
  if (request.kind === "launch") launch(request);
  else if (request.kind === "release") outputs.get(request.id)?.destroy();
  else if (request.kind === "taken") taken(request.id);
  else {
    const { ticket, groupId, marker, notBefore } = request;
    terminateExecution({ groupId, marker, ...(notBefore === undefined ? {} : { notBefore }) }).then(
      (found) => report({ ticket, kind: "terminated", found }),
      () => report({ ticket, kind: "terminated", found: 0 }),
    );
  }
});
// The launcher lives as long as the run: when the main process goes, so does it. The run's
// interrupts are the main process's to handle (it ends every agent itself).
process.on("disconnect", () => process.exit(0));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => undefined);
