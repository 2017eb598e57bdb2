import { type ChildProcess, fork } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import {
  type ExecutionProcesses,
  isStopped,
  terminateExecution,
  trackedTemporaryPaths,
} from "../process-group.ts";
import type { AgentLaunch, LauncherEvent, LauncherRequest } from "./launcher-protocol.ts";
import {
  ANSWER_TICKS,
  killLauncher,
  LAUNCHER_LOST,
  type LauncherWatch,
  watchLauncher,
} from "./launcher-watch.ts";

export type AgentEnding = {
  code: number | null;
  signal: NodeJS.Signals | null;
  /**
   * Set when the launcher was lost (stopped, late with an answer, or gone) before it reported the
   * agent's exit: why. The agent may still run; the caller ends its execution's processes itself.
   */
  launcherLost?: string;
};

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

/**
 * A started agent, or why it did not start. `launcherLost`: the launcher was lost with the launch
 * under way (see AgentEnding): the agent may have started, and is found by its marker.
 */
export type LaunchResult = LaunchedAgent | { error: NodeJS.ErrnoException; launcherLost?: string };

interface Waiting {
  started: (launched: LaunchResult) => void;
  exited: Promise<AgentEnding>;
  exit: (ending: AgentEnding) => void;
  pid?: number;
  nothingLeft?: boolean;
  /** The watch's tick by which the launcher must answer: "started", or "exit" once it ended the agent. */
  answerBy?: number;
}

interface Termination {
  done: (found: number) => void;
  groupId: number;
  answerBy: number;
}

interface Launcher {
  child: ChildProcess;
  agents: Map<number, Waiting>;
  terminations: Map<number, Termination>;
  watch: LauncherWatch;
  /** Set once it is stopped, killed or gone: nothing it still sends is waited for. */
  lost?: true;
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
  const overdue = (tick: number) =>
    [...started.agents.values(), ...started.terminations.values()].some(
      ({ answerBy }) => answerBy !== undefined && answerBy < tick,
    );
  const started: Launcher = {
    child,
    agents: new Map(),
    terminations: new Map(),
    watch: watchLauncher(child, overdue, (reason) => abandon(started, reason)),
  };
  // A message it can no longer take (it was killed) is not the run's error; a launcher that never
  // started is given up on.
  child.on("error", (error) => {
    if (child.pid === undefined) abandon(started, `the agent launcher could not start: ${error.message}`);
  });
  child.on("message", (event: LauncherEvent, handle?: Socket) => deliver(started, event, handle));
  child.once("exit", () => abandon(started, LAUNCHER_LOST.exited));
  idle(started);
  installExitHook();
  return started;
}

let exitHookInstalled = false;

/**
 * As the run exits the launcher sees it go and ends its agents, unless it is stopped: then it is
 * killed, not left behind (the run's own exit ends every execution's processes, process-group.ts).
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    const pid = launcher?.child.pid;
    if (launcher !== undefined && pid !== undefined && isStopped(pid)) killLauncher(launcher.child);
  });
}

/**
 * Gives up on the launcher (stopped, late or gone): it is killed, and every wait on it ends now.
 * Agents it had started keep running (their own groups); the main process ends them itself, by
 * group and marker, as the launcher would have (terminateAgent, and run-agent-process.ts for an
 * agent whose start was not heard).
 */
function abandon(target: Launcher, reason: string): void {
  if (launcher === target) launcher = undefined;
  target.lost = true;
  target.watch.stop();
  killLauncher(target.child);
  for (const [id, agent] of target.agents) {
    target.agents.delete(id);
    if (agent.pid === undefined) agent.started({ error: launcherGone(reason), launcherLost: reason });
    else agent.exit({ code: null, signal: null, launcherLost: reason });
  }
  // A termination it did not finish is done here instead.
  for (const [ticket, { done }] of target.terminations) {
    target.terminations.delete(ticket);
    done(Number.NaN);
  }
  target.child.unref();
  target.child.channel?.unref();
}

function launcherGone(reason = "the agent launcher exited"): NodeJS.ErrnoException {
  return Object.assign(new Error(reason), { code: "ELAUNCHER" });
}

/** The launcher keeps the run alive, and is watched, only while it has agents to report on. */
function idle(target: Launcher): void {
  if (target.lost) return;
  const busy = target.agents.size > 0 || target.terminations.size > 0;
  target.watch.busy(busy);
  if (busy) {
    target.child.ref();
    target.child.channel?.ref();
  } else {
    target.child.unref();
    target.child.channel?.unref();
  }
}

function deliver(target: Launcher, event: LauncherEvent, handle?: Socket): void {
  if (event.kind === "terminated") {
    const termination = target.terminations.get(event.ticket);
    if (termination === undefined) return;
    target.terminations.delete(event.ticket);
    // The agent, if its exit is not reported yet, is gone: the report follows at once.
    for (const agent of target.agents.values()) {
      if (agent.pid === termination.groupId) agent.answerBy = target.watch.tick() + ANSWER_TICKS.exited;
    }
    termination.done(event.found);
    idle(target);
    return;
  }
  const agent = target.agents.get(event.id);
  if (agent === undefined) {
    // Started as the launcher was given up on: nobody follows it, so it is ended.
    if (event.kind === "started") {
      handle?.destroy();
      endGroup(event.pid);
    }
    return;
  }
  switch (event.kind) {
    case "started": {
      agent.pid = event.pid;
      delete agent.answerBy;
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
export function launchAgent(request: AgentLaunch): Promise<LaunchResult> {
  // Stopped while it had no agents (by a process an agent left behind): a new one starts this agent.
  const pid = launcher?.child.pid;
  if (launcher !== undefined && pid !== undefined && isStopped(pid)) abandon(launcher, LAUNCHER_LOST.stopped);
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
    target.agents.set(id, {
      started: resolve,
      exited,
      exit,
      answerBy: target.watch.tick() + ANSWER_TICKS.started,
    });
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
 * launcher is gone, stopped or too late to answer. Returns how many processes were found alive.
 */
export async function terminateAgent(target: ExecutionProcesses): Promise<number> {
  const current = launcher;
  if (current === undefined || !current.child.connected) return terminateExecution(target);
  const ticket = nextTicket++;
  const found = await new Promise<number>((resolve) => {
    current.terminations.set(ticket, {
      done: resolve,
      groupId: target.groupId,
      answerBy: current.watch.tick() + ANSWER_TICKS.terminated,
    });
    idle(current);
    send(current, { kind: "terminate", ticket, ...target });
  });
  return Number.isNaN(found) ? terminateExecution(target) : found;
}
