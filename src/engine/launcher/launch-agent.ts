import { type ChildProcess, fork } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { type ExecutionProcesses, terminateExecution, trackedTemporaryPaths } from "../process-group.ts";
import type { AgentLaunch, LauncherEvent, LauncherRequest } from "./launcher-protocol.ts";

export type AgentEnding = { code: number | null; signal: NodeJS.Signals | null };

/** A started agent, as the launcher reports it. */
export interface LaunchedAgent {
  pid: number;
  /** When it started (process-group.ts's `startTicks`), when known. */
  startTicks?: number;
  /** What the agent prints, as it arrives: the reading end of its stdout pipe. */
  stdout: Socket;
  /** The agent exited (its descendants may still hold stdout). */
  exited: Promise<AgentEnding>;
  /** Stdout closed and the agent exited. */
  closed: Promise<void>;
  /** Stops reading stdout (a descendant holds it after the agent exited). */
  release: () => void;
  /**
   * Once `exited` has settled: whether the launcher, as the agent exited, found none of the
   * execution's processes left (it looks when the agent's environment carries the marker).
   */
  nothingLeft: () => boolean;
}

interface Waiting {
  started: (launched: LaunchedAgent | { error: NodeJS.ErrnoException }) => void;
  exited: Promise<AgentEnding>;
  exit: (ending: AgentEnding) => void;
  pid?: number;
  nothingLeft?: boolean;
}

interface Launcher {
  child: ChildProcess;
  agents: Map<number, Waiting>;
  terminations: Map<number, (found: number) => void>;
}

let launcher: Launcher | undefined;
let nextId = 1;

/** The launcher's own file: its source under the test runner, its bundle beside the CLI's chunks. */
function launcherFile(): string {
  const here = import.meta.url;
  return fileURLToPath(new URL(here.endsWith(".ts") ? "./agent-launcher.ts" : "./agent-launcher.js", here));
}

function startLauncher(): Launcher {
  const file = launcherFile();
  const child = fork(file, [], {
    serialization: "advanced",
    // Its own process group: a Ctrl-C at the terminal reaches the run, which ends the agents itself.
    detached: true,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    // It holds a few small objects at a time: a young generation of its own starting size is plenty.
    // Its work is system calls, with a few lines of JS per agent: without V8's compilers it peaks
    // 10 MB lower at the same CPU time. The bundle only: that also leaves out WebAssembly, which
    // Node needs to strip the types of the source the test runner starts.
    execArgv: ["--max-semi-space-size=1", ...(file.endsWith(".js") ? ["--jitless"] : [])],
  });
  const started: Launcher = { child, agents: new Map(), terminations: new Map() };
  child.on("message", (event: LauncherEvent, handle?: Socket) => deliver(started, event, handle));
  child.once("exit", () => {
    if (launcher === started) launcher = undefined;
    // Agents it had started keep running (their own groups); the main process still ends them by marker.
    for (const [id, agent] of started.agents) {
      if (agent.pid === undefined) agent.started({ error: launcherGone() });
      else agent.exit({ code: null, signal: null });
      started.agents.delete(id);
    }
    // A termination it did not finish is done here instead.
    for (const [ticket, done] of started.terminations) {
      started.terminations.delete(ticket);
      done(Number.NaN);
    }
  });
  idle(started);
  return started;
}

function launcherGone(): NodeJS.ErrnoException {
  return Object.assign(new Error("the agent launcher stopped"), { code: "ELAUNCHER" });
}

/** The launcher keeps the run alive only while it has agents to report on. */
function idle(target: Launcher): void {
  if (target.agents.size > 0 || target.terminations.size > 0) {
    target.child.ref();
    target.child.channel?.ref();
  } else {
    target.child.unref();
    target.child.channel?.unref();
  }
}

function deliver(target: Launcher, event: LauncherEvent, handle?: Socket): void {
  if (event.kind === "terminated") {
    target.terminations.get(event.ticket)?.(event.found);
    target.terminations.delete(event.ticket);
    idle(target);
    return;
  }
  const agent = target.agents.get(event.id);
  if (agent === undefined) return;
  switch (event.kind) {
    case "started": {
      agent.pid = event.pid;
      if (handle === undefined) {
        // Without its stdout the agent cannot be followed: it is ended at once.
        endGroup(event.pid);
        agent.started({
          error: Object.assign(new Error("the agent's stdout did not arrive"), { code: "ELAUNCHER" }),
        });
        return;
      }
      agent.started({
        pid: event.pid,
        ...(event.startTicks === undefined ? {} : { startTicks: event.startTicks }),
        stdout: handle,
        exited: agent.exited,
        closed: Promise.all([agent.exited, stdoutClosed(handle)]).then(() => undefined),
        release: () => handle.destroy(),
        nothingLeft: () => agent.nothingLeft === true,
      });
      return;
    }
    case "failed":
      target.agents.delete(event.id);
      idle(target);
      agent.started({ error: Object.assign(new Error(event.message), { code: event.code }) });
      return;
    case "exit":
      target.agents.delete(event.id);
      idle(target);
      agent.nothingLeft = event.nothingLeft === true;
      agent.exit({ code: event.code, signal: event.signal });
  }
}

function endGroup(groupId: number): void {
  try {
    process.kill(-groupId, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Settles once the reader has had every byte (or let the socket go). */
function stdoutClosed(stdout: Socket): Promise<void> {
  // A read error ends the stream as its end would ("close" follows): what arrived is the output.
  stdout.on("error", () => undefined);
  if (stdout.closed) return Promise.resolve();
  return new Promise((resolve) => stdout.once("close", () => resolve()));
}

/**
 * Starts the launcher now, if it is not running, so that its own start (a Node process, tens of
 * milliseconds) overlaps the run's setup rather than delaying the first agent. It keeps nothing
 * alive while it has no agents.
 */
export function warmLauncher(): void {
  launcher ??= startLauncher();
}

/**
 * Starts an agent through the launcher (started on first use): no shell, its own process group,
 * stderr straight into its file. Resolves once it runs, or with the error that kept it from starting.
 */
export function launchAgent(request: AgentLaunch): Promise<LaunchedAgent | { error: NodeJS.ErrnoException }> {
  launcher ??= startLauncher();
  const target = launcher;
  const id = nextId++;
  return new Promise((resolve) => {
    let exit: (ending: AgentEnding) => void = () => undefined;
    const exited = new Promise<AgentEnding>((settle) => {
      exit = settle;
    });
    if (!target.child.connected) {
      resolve({ error: launcherGone() });
      return;
    }
    target.agents.set(id, { started: resolve, exited, exit });
    idle(target);
    send(target, { kind: "launch", id, temporaryPaths: trackedTemporaryPaths(), ...request });
  });
}

function send(target: Launcher, request: LauncherRequest): void {
  if (target.child.connected) target.child.send(request);
}

let nextTicket = 1;

/**
 * Ends every process of an execution (SIGTERM, SIGKILL after the grace period, until they are
 * gone) from the launcher, whose /proc scans then cost the main thread nothing; here if the
 * launcher is gone. Returns how many processes were found alive.
 */
export async function terminateAgent(target: ExecutionProcesses): Promise<number> {
  const current = launcher;
  if (current === undefined || !current.child.connected) return terminateExecution(target);
  const ticket = nextTicket++;
  const found = await new Promise<number>((resolve) => {
    current.terminations.set(ticket, resolve);
    idle(current);
    send(current, { kind: "terminate", ticket, ...target });
  });
  return Number.isNaN(found) ? terminateExecution(target) : found;
}
