import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import type { LaunchSpec, ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";
import { lineSplitter } from "./line-splitter.ts";
import { signalGroup, stopOnExit } from "./process-group.ts";

const STDERR_TAIL_BYTES = 4096;
const KILL_GRACE_MS = 2000;

export interface AgentProcessResult {
  outcome: ProcessOutcome;
  /** Set when the process could not be started at all (e.g. the binary is not installed). */
  spawnError?: string;
}

type Ending = { code: number | null; signal: NodeJS.Signals | null } | { error: NodeJS.ErrnoException };

/**
 * Runs an agent: no shell, its own process group (killed whole on timeout, on interrupt, past
 * maxSteps: SIGTERM, then SIGKILL after a grace period), stdout streamed to `stdoutPath` and to the
 * normalizer line by line at once, stderr written by the agent straight into `stderrPath`.
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
    /** Aborted when the run is interrupted: the agent's process group is stopped. */
    signal?: AbortSignal;
    now?: () => number;
  },
): Promise<AgentProcessResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const stderrFile = await open(options.stderrPath, "w");
  const stdoutFile = createWriteStream(options.stdoutPath);
  const spawned = (() => {
    try {
      return spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
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
  const ending = new Promise<Ending>((resolve) => {
    child.once("close", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      if (child.pid === undefined) resolve({ error });
    });
  });
  if (child.pid !== undefined) stopOnExit(child);

  let stopping = false;
  let forceKill: NodeJS.Timeout | undefined;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    signalGroup(child, "SIGTERM");
    // The group, not just the child: a descendant may still hold stdout open.
    forceKill = setTimeout(() => signalGroup(child, "SIGKILL"), KILL_GRACE_MS);
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
  stdout?.on("data", (chunk: Buffer) => {
    if (writeError === undefined && !stdoutFile.write(chunk)) {
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

  const end = await ending;
  clearTimeout(timeout);
  clearTimeout(forceKill);
  options.signal?.removeEventListener("abort", stop);
  lines.end();
  stdoutFile.end();
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
  return "error" in end ? { outcome, spawnError: spawnErrorMessage(spec.command, end.error) } : { outcome };
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
