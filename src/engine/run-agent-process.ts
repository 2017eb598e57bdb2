import { closeSync, openSync, readSync, statSync } from "node:fs";
import { execa } from "execa";
import type { LaunchSpec, ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";

const STDERR_TAIL_BYTES = 4096;
const KILL_GRACE_MS = 2000;

export interface AgentProcessResult {
  outcome: ProcessOutcome;
  /** Set when the process could not be started at all (e.g. the binary is not installed). */
  spawnError?: string;
}

/**
 * Runs an agent: no shell, its own process group (killed whole on timeout), stdout streamed to
 * `stdoutPath` and to the normalizer line by line at once, stderr kept apart in `stderrPath`.
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
  const subprocess = execa(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    extendEnv: false,
    ...(spec.stdin === undefined ? { stdin: "ignore" as const } : { input: spec.stdin }),
    stdout: ["pipe", { file: options.stdoutPath }],
    stderr: { file: options.stderrPath },
    buffer: false,
    reject: false,
    timeout: options.timeoutMs,
    killDescendants: true,
    ...(options.signal === undefined ? {} : { cancelSignal: options.signal }),
    forceKillAfterDelay: KILL_GRACE_MS,
    stripFinalNewline: false,
  });

  let maxStepsExceeded = false;
  for await (const line of subprocess.iterable({ from: "stdout", preserveNewlines: false })) {
    normalizer.push(line);
    if (!maxStepsExceeded && options.maxSteps !== undefined && normalizer.stepsSoFar() > options.maxSteps) {
      maxStepsExceeded = true;
      // killDescendants: the signal goes to the whole process group.
      subprocess.kill();
    }
  }
  const result = await subprocess;
  const outcome: ProcessOutcome = {
    exitCode: result.exitCode ?? null,
    signal: result.signal ?? null,
    timedOut: result.timedOut,
    maxStepsExceeded,
    stderrTail: readTail(options.stderrPath, STDERR_TAIL_BYTES),
    durationMs: now() - started,
  };
  const notStarted =
    result.failed &&
    result.exitCode === undefined &&
    !result.timedOut &&
    !result.isTerminated &&
    !result.isCanceled &&
    !maxStepsExceeded;
  return notStarted
    ? {
        outcome,
        spawnError: spawnErrorMessage(spec.command, result.code, result.shortMessage ?? "unknown error"),
      }
    : { outcome };
}

function spawnErrorMessage(command: string, code: string | undefined, detail: string): string {
  if (code === "ENOENT") {
    return `could not start "${command}": it is not installed or not on PATH; install the agent CLI, or set the runner's command: to its path`;
  }
  return `could not start "${command}": ${detail}`;
}

function readTail(path: string, bytes: number): string {
  try {
    const size = statSync(path).size;
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    const fd = openSync(path, "r");
    try {
      readSync(fd, buffer, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    return buffer.toString("utf8");
  } catch {
    return "";
  }
}
