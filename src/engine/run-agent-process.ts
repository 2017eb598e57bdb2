import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import type { LaunchSpec, ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";
import { lineSplitter } from "./line-splitter.ts";
import {
  type ExecutionProcesses,
  MARKER_VARIABLE,
  newMarker,
  terminateExecution,
  trackExecution,
} from "./process-group.ts";

const STDERR_TAIL_BYTES = 4096;
/** Stored stdout per execution; the normalizer still reads all of it. */
const MAX_STORED_STDOUT_BYTES = 50 * 1024 * 1024;
/** After the agent exits, how long what it wrote may take to arrive before leftovers are ended. */
const DRAIN_MS = 200;
/** After leftovers are ended, how long stdout may take to close before it is let go. */
const CLOSE_MS = 1000;

export interface AgentProcessResult {
  outcome: ProcessOutcome;
  /** Set when the process could not be started at all (e.g. the binary is not installed). */
  spawnError?: string;
  /** Processes the agent left running after it exited (found and ended). */
  leftovers?: number;
  /** Bytes of stdout not stored past the cap (the end of stdout.jsonl says so too). */
  stdoutCutBytes?: number;
}

type Ending = { code: number | null; signal: NodeJS.Signals | null } | { error: NodeJS.ErrnoException };

/**
 * Runs an agent: no shell, its own process group and an environment marker (every process of the
 * execution, including descendants that left the group or session, is ended on timeout, on
 * interrupt, past maxSteps and when the agent exits: SIGTERM, then SIGKILL after a grace period),
 * stdout streamed to `stdoutPath` and to the normalizer line by line at once, stderr written by
 * the agent straight into `stderrPath`. The execution ends when the agent exits, not when a
 * descendant that holds its stdout lets go.
 * node:child_process directly, not execa: its per-process stream machinery cost the main thread
 * more than the spawn itself, and that is the part concurrency cannot overlap.
 */
export async function runAgentProcess(
  spec: LaunchSpec,
  normalizer: TranscriptNormalizer,
  options: {
    stdoutPath: string;
    stderrPath: string;
    timeoutMs: number;
    maxSteps?: number;
    /** Stdout stored past this is cut (default MAX_STORED_STDOUT_BYTES). */
    maxStoredStdoutBytes?: number;
    /** Aborted when the run is interrupted: the agent's process group is stopped. */
    signal?: AbortSignal;
    now?: () => number;
  },
): Promise<AgentProcessResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const stderrFile = await open(options.stderrPath, "w");
  const stdoutFile = createWriteStream(options.stdoutPath);
  const marker = newMarker();
  const spawned = (() => {
    try {
      return spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: { ...spec.env, [MARKER_VARIABLE]: marker },
        stdio: [spec.stdin === undefined ? "ignore" : "pipe", "pipe", stderrFile.fd],
        detached: true,
      });
    } catch (error) {
      // Thrown at once for arguments the OS refuses (E2BIG past 128 KiB, a NUL byte).
      return error as NodeJS.ErrnoException;
    } finally {
      // The child holds its own copy of the descriptor.
      stderrFile.close().catch(() => undefined);
    }
  })();
  if (spawned instanceof Error) {
    stdoutFile.end();
    if (!stdoutFile.closed) await once(stdoutFile, "close").catch(() => undefined);
    const outcome: ProcessOutcome = {
      exitCode: null,
      signal: null,
      timedOut: false,
      maxStepsExceeded: false,
      stderrTail: "",
      durationMs: now() - started,
    };
    return { outcome, spawnError: spawnErrorMessage(spec.command, spawned) };
  }
  const child = spawned;
  const exited = new Promise<Ending>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      if (child.pid === undefined) resolve({ error });
    });
  });
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const processes: ExecutionProcesses | undefined =
    child.pid === undefined ? undefined : { groupId: child.pid, marker };
  const untrack = processes === undefined ? () => undefined : trackExecution(processes);

  let stopping: Promise<number> | undefined;
  const stop = () => {
    if (processes !== undefined) stopping ??= terminateExecution(processes);
  };
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    stop();
  }, options.timeoutMs);
  options.signal?.addEventListener("abort", stop, { once: true });
  if (options.signal?.aborted) stop();

  let maxStepsExceeded = false;
  const lines = lineSplitter((line) => {
    normalizer.push(line);
    if (!maxStepsExceeded && options.maxSteps !== undefined && normalizer.stepsSoFar() > options.maxSteps) {
      maxStepsExceeded = true;
      stop();
    }
  });
  const stdout = child.stdout;
  let writeError: Error | undefined;
  stdoutFile.on("error", (error) => {
    // Nothing can be kept (a full disk): the agent is stopped rather than left blocked on its pipe.
    writeError ??= error;
    stop();
    stdout?.resume();
  });
  const maxStored = options.maxStoredStdoutBytes ?? MAX_STORED_STDOUT_BYTES;
  let stored = 0;
  let cutBytes = 0;
  stdout?.on("data", (chunk: Buffer) => {
    const kept = chunk.subarray(0, Math.max(0, maxStored - stored));
    stored += kept.length;
    cutBytes += chunk.length - kept.length;
    if (writeError === undefined && kept.length > 0 && !stdoutFile.write(kept)) {
      stdout.pause();
      stdoutFile.once("drain", () => stdout.resume());
    }
    lines.write(chunk);
  });
  if (spec.stdin !== undefined && child.stdin) {
    // An agent that exits without reading its input is not an error of ours.
    child.stdin.on("error", () => undefined);
    child.stdin.end(spec.stdin);
  }

  const end = await exited;
  clearTimeout(timeout);
  options.signal?.removeEventListener("abort", stop);
  // What the agent wrote before exiting is read; a descendant still holding stdout is not waited for.
  const drained = await settlesWithin(closed, DRAIN_MS);
  let leftovers = 0;
  if (processes !== undefined) {
    // A stop under way (timeout, interrupt) finishes first; what is alive after it is left over.
    await stopping;
    leftovers = await terminateExecution(processes);
  }
  if (!drained && !(await settlesWithin(closed, CLOSE_MS))) stdout?.destroy();
  untrack();
  lines.end();
  stdoutFile.end(
    cutBytes > 0
      ? `\n[skill-eval: stdout stored up to ${maxStored} bytes; the ${cutBytes} bytes after were cut]\n`
      : undefined,
  );
  if (!stdoutFile.closed) await once(stdoutFile, "close").catch(() => undefined);
  if (writeError !== undefined) throw writeError;
  const outcome: ProcessOutcome = {
    exitCode: "code" in end ? end.code : null,
    signal: "signal" in end ? end.signal : null,
    timedOut,
    maxStepsExceeded,
    stderrTail: await readTail(options.stderrPath, STDERR_TAIL_BYTES),
    durationMs: now() - started,
  };
  if ("error" in end) return { outcome, spawnError: spawnErrorMessage(spec.command, end.error) };
  return {
    outcome,
    ...(leftovers > 0 ? { leftovers } : {}),
    ...(cutBytes > 0 ? { stdoutCutBytes: cutBytes } : {}),
  };
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true as const), expired]);
  clearTimeout(timer);
  return settled;
}

function spawnErrorMessage(command: string, error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") {
    return `could not start "${command}": it is not installed or not on PATH; install the agent CLI, or set the runner's command: to its path`;
  }
  return `could not start "${command}": ${error.message}`;
}

async function readTail(path: string, bytes: number): Promise<string> {
  try {
    const file = await open(path, "r");
    try {
      const size = (await file.stat()).size;
      const length = Math.min(size, bytes);
      const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, size - length);
      return buffer.toString("utf8", 0, bytesRead);
    } finally {
      await file.close();
    }
  } catch {
    return "";
  }
}
