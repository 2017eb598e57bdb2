import { closeSync, openSync, readdirSync, readlinkSync, readSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { removeFolder, removeFolderSync } from "./remove-folder.ts";

/**
 * The variable every agent's environment carries, with a value unique to its execution: a
 * descendant that left the process group or session (`setsid`, a daemon) still has it, so it is
 * found in `/proc/<pid>/environ` and ended with the rest.
 */
export const MARKER_VARIABLE = "SKILL_EVAL_EXECUTION";

/** How long processes get between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 2000;
/** How long to wait for SIGKILLed processes to be gone. */
export const KILL_WAIT_MS = 1000;
const POLL_MS = 50;
/** How many more scans a process seen without an environment may cost, POLL_MS apart. */
const UNSURE_LOOKS = 3;

/** One execution's processes: its agent's process group and everything carrying its marker. */
export interface ExecutionProcesses {
  groupId: number;
  marker: string;
  /**
   * The start time of the execution's first process (`startTicks` of its agent), when known: a
   * process started before it cannot carry the marker, which only its descendants inherit, so its
   * environment is not read (nor can it join the agent's group, in a session of its own).
   */
  notBefore?: number;
}

/** Reused by every read of /proc: a scan reads a file or two for each process it does not know yet. */
let procBuffer = Buffer.allocUnsafe(64 * 1024);

/**
 * A /proc file (whose size stat does not tell) into `procBuffer`; the byte count. `oneRead` for a
 * file the kernel gives whole in one read (`stat`, one short line), sparing the read that sees its end.
 */
function readProc(path: string, oneRead = false): number {
  const fd = openSync(path, "r");
  try {
    if (oneRead) return readSync(fd, procBuffer, 0, procBuffer.length, null);
    let length = 0;
    for (;;) {
      if (length === procBuffer.length) {
        const larger = Buffer.allocUnsafe(procBuffer.length * 2);
        procBuffer.copy(larger);
        procBuffer = larger;
      }
      const count = readSync(fd, procBuffer, length, procBuffer.length - length, null);
      if (count === 0) return length;
      length += count;
    }
  } finally {
    closeSync(fd);
  }
}

/** The kernel's flag for its own threads (`PF_KTHREAD`, field 9 of `stat`): they have no environment. */
const KERNEL_THREAD = 0x00200000;

/** State, parent, process group, flags and start time (clock ticks after boot) from `/proc/<pid>/stat`. */
function procStat(pid: number): {
  state: string;
  ppid: number;
  pgrp: number;
  flags: number;
  startTicks: number;
} {
  const stat = procBuffer.toString("latin1", 0, readProc(`/proc/${pid}/stat`, true));
  // "pid (comm) state ppid pgrp ... flags(9th) ... starttime(22nd) ...": comm may hold spaces and
  // parentheses, so fields are counted after the last ")". (Were the line ever cut short, a missing
  // start time reads as NaN, never before `notBefore`: the environment is then read.)
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ", 20);
  return {
    state: fields[0] ?? "",
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    flags: Number(fields[6]),
    startTicks: Number(fields[19]),
  };
}

/** When `pid` started (clock ticks after boot, as `notBefore` takes it); undefined if unknown. */
export function startTicks(pid: number): number | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    const ticks = procStat(pid).startTicks;
    return Number.isSafeInteger(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is stopped by a signal (state `T` in `/proc/<pid>/stat`: SIGSTOP, which no process
 * can catch); false when not known (gone, or not Linux).
 */
export function isStopped(pid: number): boolean {
  if (process.platform !== "linux") return false;
  try {
    return procStat(pid).state === "T";
  } catch {
    return false;
  }
}

let childrenAreAgents = false;
let sameNamespace: boolean | undefined;

/**
 * Called by the agent launcher: the children of this process are agents, each of an execution of
 * its own, so a scan for one execution's processes skips the others' agents, even while one has no
 * environment yet (inside its `execve`). A descendant of an agent that leaves it is an orphan,
 * which goes to init or to a subreaper: never to the launcher, which is neither (a forked process
 * does not inherit being a subreaper).
 */
export function treatChildrenAsAgents(): void {
  childrenAreAgents = true;
}

/** Whether a parent PID read from /proc names this process: /proc is of this PID namespace. */
function isThisProcess(ppid: number): boolean {
  if (ppid !== process.pid) return false;
  sameNamespace ??= (() => {
    try {
      return Number(readlinkSync("/proc/self")) === process.pid;
    } catch {
      return false;
    }
  })();
  return sameNamespace;
}

const ANY_MARKER = Buffer.from(`${MARKER_VARIABLE}=`, "latin1");

/**
 * The start time of each process the last scan read, by PID, with the inode number and change time
 * of its `/proc/<pid>` folder, which the kernel sets each time it makes that folder's inode: a new
 * process on a recycled PID gets a new inode, with a new number (a 32-bit counter, which a process
 * can run round in a few core-hours of making pipes) made at a later time. An equal pair is the same
 * process, and its start time need not be read again (one `stat` in place of opening, reading and
 * parsing its `stat` file); an unequal one only costs the read.
 */
let knownStarts = new Map<number, ProcIdentity & { startTicks: number }>();

interface ProcIdentity {
  inode: number;
  changedMs: number;
}

function procIdentity(pid: number): ProcIdentity | undefined {
  const stats = statSync(`/proc/${pid}`, { throwIfNoEntry: false });
  return stats === undefined ? undefined : { inode: stats.ino, changedMs: stats.ctimeMs };
}

/**
 * Whether `pid` is a process the last scan read and found older than `notBefore`: not the
 * execution's (see `ExecutionProcesses.notBefore`; nor can it join the agent's group, which is in
 * a session of its own). Such a process is kept in `seen` for the next scan.
 */
function knownEarlier(
  pid: number,
  identity: ProcIdentity,
  notBefore: number,
  seen: typeof knownStarts,
): boolean {
  const known = knownStarts.get(pid);
  // Not `>=`: a start time that did not parse (NaN) is never taken as older.
  if (known === undefined || !(known.startTicks < notBefore)) return false;
  if (identity.inode !== known.inode || identity.changedMs !== known.changedMs) return false;
  seen.set(pid, known);
  return true;
}

/** The execution's processes still alive (zombies excluded), never this process. */
function liveProcesses(target: ExecutionProcesses): number[] {
  return scanProcesses(target).pids;
}

/**
 * The execution's processes, and how many others could not be told apart: a process inside
 * `execve` shows an empty environment for a moment (its new memory has no environment yet), so a
 * daemon caught just then would be missed. Kernel threads, which never have one, are not counted.
 */
function scanProcesses(target: ExecutionProcesses): { pids: number[]; unsure: number } {
  if (process.platform !== "linux") {
    return { pids: groupAlive(target.groupId) ? [-target.groupId] : [], unsure: 0 };
  }
  const needle = Buffer.from(`${MARKER_VARIABLE}=${target.marker}\0`, "latin1");
  const notBefore = target.notBefore ?? Number.NEGATIVE_INFINITY;
  const found: number[] = [];
  let unsure = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return { pids: groupAlive(target.groupId) ? [-target.groupId] : [], unsure: 0 };
  }
  const seen: typeof knownStarts = new Map();
  // Processes in the agent's group that carry another execution's marker, and the start of the
  // group's leader (the process whose PID is the group id), when it is alive.
  const contested: number[] = [];
  let leaderStart: number | undefined;
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      // The identity first: were the PID recycled before its `stat` file is read, the identity
      // kept is the old process's and cannot match the new one's next time.
      const identity = procIdentity(pid);
      if (identity === undefined || knownEarlier(pid, identity, notBefore, seen)) continue;
      const { state, ppid, pgrp, flags, startTicks } = procStat(pid);
      seen.set(pid, { ...identity, startTicks });
      if (pid === target.groupId) leaderStart = startTicks;
      if (state === "Z" || state === "X") continue;
      const inGroup = pgrp === target.groupId;
      if (!inGroup && (startTicks < notBefore || (childrenAreAgents && isThisProcess(ppid)))) continue;
      const length = readProc(`/proc/${pid}/environ`);
      if (length === 0 && !inGroup && (flags & KERNEL_THREAD) === 0) unsure += 1;
      const environ = procBuffer.subarray(0, length);
      // A process of another execution (its group id a recycled PID of ours) is never taken.
      const ours = environ.indexOf(needle) !== -1;
      const another = !ours && environ.indexOf(ANY_MARKER) !== -1;
      if (ours || (!another && inGroup)) found.push(pid);
      else if (inGroup) contested.push(pid);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  knownStarts = seen;
  // The kernel reuses no PID while a group of that id has a member: the group is another
  // execution's only when its leader is a newer process than our agent (the PID came free and was
  // reused). Otherwise a process in it that shows another marker set that marker itself.
  const reused =
    target.notBefore === undefined || (leaderStart !== undefined && leaderStart > target.notBefore);
  if (!reused) found.push(...contested);
  return { pids: found, unsure };
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `pids` as found: on Linux each process itself (a group id may be recycled once its group is
 * empty, so the group is never signalled blindly); elsewhere the group (`-groupId`).
 */
function signalAll(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Whether one scan finds none of the execution's processes and none it could not tell apart.
 * Taken when the agent exits, it is final: a process of the execution can only be started by
 * another, and none is left to start one.
 */
export function nothingLeftOf(target: ExecutionProcesses): boolean {
  const scan = scanProcesses(target);
  return scan.pids.length === 0 && scan.unsure === 0;
}

/**
 * Ends every process of an execution: SIGTERM, then SIGKILL to whatever is left after the grace
 * period. Returns how many processes were found alive.
 */
export async function terminateExecution(
  target: ExecutionProcesses,
  graceMs = KILL_GRACE_MS,
): Promise<number> {
  let scan = scanProcesses(target);
  // None found while a process could not be told apart: look again once it is past its exec.
  for (let look = 1; scan.pids.length === 0 && scan.unsure > 0 && look <= UNSURE_LOOKS; look += 1) {
    await sleep(POLL_MS);
    scan = scanProcesses(target);
  }
  let pids = scan.pids;
  const found = pids.length;
  if (found === 0) return 0;
  signalAll(pids, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (pids.length > 0 && Date.now() < deadline) {
    await sleep(POLL_MS);
    pids = liveProcesses(target);
  }
  if (pids.length === 0) return found;
  // SIGKILL takes effect when the kernel next schedules the process: wait for it, so nothing of
  // the execution is still running once this returns. Each look kills what it finds: a process
  // forked after the look before it (by one that ignored SIGTERM) was not signalled yet.
  const killDeadline = Date.now() + KILL_WAIT_MS;
  while (pids.length > 0 && Date.now() < killDeadline) {
    signalAll(pids, "SIGKILL");
    await sleep(POLL_MS);
    pids = liveProcesses(target);
  }
  // A look that ended past the deadline still kills what it found.
  signalAll(pids, "SIGKILL");
  return found;
}

/** The same for several executions at once, blocking: for the way out of the process, where nothing asynchronous runs any more. */
function terminateExecutionsSync(targets: readonly ExecutionProcesses[], graceMs: number): void {
  const alive = () => targets.map(liveProcesses).filter((pids) => pids.length > 0);
  let found = alive();
  for (const pids of found) signalAll(pids, "SIGTERM");
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + graceMs;
  while (found.length > 0 && Date.now() < deadline) {
    Atomics.wait(pause, 0, 0, POLL_MS);
    found = alive();
  }
  const killDeadline = Date.now() + KILL_WAIT_MS;
  while (found.length > 0 && Date.now() < killDeadline) {
    for (const pids of found) signalAll(pids, "SIGKILL");
    Atomics.wait(pause, 0, 0, POLL_MS);
    found = alive();
  }
  for (const pids of found) signalAll(pids, "SIGKILL");
}

const running = new Set<ExecutionProcesses>();
const temporaryPaths = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A second Ctrl-C (or any exit while agents run) still ends every execution's processes and
  // removes the temporary files and folders, even those of agents that ignore SIGTERM.
  process.on("exit", () => {
    terminateExecutionsSync([...running], KILL_GRACE_MS);
    for (const path of temporaryPaths) removeFolderSync(path);
  });
}

/** Tracks an execution's processes until `release`; if this process exits first, they are ended. */
export function trackExecution(target: ExecutionProcesses): () => void {
  installExitHook();
  running.add(target);
  return () => running.delete(target);
}

/** The temporary files and folders tracked now: the agent launcher removes them if this process is killed. */
export function trackedTemporaryPaths(): string[] {
  return [...temporaryPaths];
}

/** Tracks a temporary file or folder until `release`; if this process exits first, it is removed. */
export function trackTemporaryPath(path: string): () => void {
  installExitHook();
  temporaryPaths.add(path);
  return () => temporaryPaths.delete(path);
}

/** A new folder in the system's temporary folder, tracked until `remove` (or removed at exit). */
export async function temporaryFolder(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const untrack = trackTemporaryPath(dir);
  return {
    dir,
    remove: async () => {
      await removeFolder(dir);
      untrack();
    },
  };
}
