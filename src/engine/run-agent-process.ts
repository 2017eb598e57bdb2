import { closeSync } from "node:fs";
import { createFile } from "../report/file-bytes.ts";
import type { SecretSet } from "../report/redact.ts";
import type { LaunchSpec, ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";
import { capStoredLogOrNote, MAX_STORED_STDERR_BYTES } from "./cap-stored-log.ts";
import { cappedStdoutWriter, MAX_STORED_STDOUT_BYTES } from "./capped-stdout-file.ts";
import { newMarker } from "./execution-marker.ts";
import { launchAgent, terminateAgent } from "./launcher/launch-agent.ts";
import { lineSplitter } from "./line-splitter.ts";
import {
  type ExecutionProcesses,
  MARKER_VARIABLE,
  terminateExecution,
  trackExecution,
} from "./process-group.ts";
import { readLogTail, STDERR_TAIL_BYTES } from "./read-log-tail.ts";
import { settlesWithin } from "./settles-within.ts";

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
  /** Why stdout could not be stored (a full disk): the agent was stopped, its session is not trusted. */
  stdoutNotStored?: string;
  /** Bytes of stderr not stored between its first and last lines (a line in stderr.log says so too). */
  stderrCutBytes?: number;
  /** Stderr was past its cap and could not be cut: what became of it (replaced by a note), for a warning. */
  stderrLost?: string;
  /** Why the agent launcher was lost before it reported the agent's exit (its processes were ended here). */
  launcherLost?: string;
}

/**
 * Runs an agent: no shell, its own process group and an environment marker (every process of the
 * execution, including descendants that left the group or session, is ended on timeout, on
 * interrupt, past maxSteps and when the agent exits: SIGTERM, then SIGKILL after a grace period),
 * stdout streamed to `stdoutPath` and to the normalizer line by line at once, stderr written by
 * the agent straight into `stderrPath` (cut to its first and last lines once the agent is done,
 * past its cap). The execution ends when the agent exits, not when a
 * descendant that holds its stdout lets go.
 * The agent is spawned by the launcher (launcher/agent-launcher.ts), a small process of its own:
 * a spawn from the main thread forks its whole heap, the part of an execution that concurrency
 * cannot overlap. Signals and waiting for the processes to be gone stay here. A launcher found
 * stopped or late with an answer (launcher-watch.ts) is killed, and the processes are ended from here.
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
    /** Stderr stored past this keeps only its first and last lines (default MAX_STORED_STDERR_BYTES). */
    maxStoredStderrBytes?: number;
    /** Aborted when the run is interrupted: the agent's process group is stopped. */
    signal?: AbortSignal;
    now?: () => number;
    /** Redacts the stderr tail before it is cut, so a secret the cut would split is still found. */
    secrets?: SecretSet;
  },
): Promise<AgentProcessResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const stdoutFile = await createFile(options.stdoutPath);
  const marker = newMarker();
  // Tracked from before it starts: a run that exits meanwhile still finds the agent by its marker.
  const processes: ExecutionProcesses = { groupId: Number.NaN, marker };
  const untrack = trackExecution(processes);
  const launched = await launchAgent({
    command: spec.command,
    args: spec.args,
    cwd: spec.cwd,
    env: { ...spec.env, [MARKER_VARIABLE]: marker },
    ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }),
    stderrPath: options.stderrPath,
  });
  if ("error" in launched) {
    const lost = launched.launcherLost;
    // The launcher, lost with the launch under way, may have started the agent: found by its marker.
    if (lost !== undefined) await terminateExecution(processes);
    untrack();
    closeSync(stdoutFile);
    const outcome: ProcessOutcome = {
      exitCode: null,
      signal: null,
      timedOut: false,
      maxStepsExceeded: false,
      stderrTail:
        lost === undefined ? "" : readLogTail(options.stderrPath, STDERR_TAIL_BYTES, options.secrets).text,
      durationMs: now() - started,
    };
    if (lost !== undefined) return { outcome, launcherLost: lost };
    return { outcome, spawnError: spawnErrorMessage(spec.command, launched.error) };
  }
  const child = launched;
  processes.groupId = child.pid;
  if (child.startTicks !== undefined) processes.notBefore = child.startTicks;

  let stopping: Promise<number> | undefined;
  const stop = () => {
    stopping ??= terminateAgent(processes);
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
  const storedStdout = cappedStdoutWriter(
    stdoutFile,
    options.maxStoredStdoutBytes ?? MAX_STORED_STDOUT_BYTES,
  );
  stdout.on("data", (chunk: Buffer) => {
    // Nothing more can be kept (a full disk): the agent is stopped rather than left running unrecorded.
    if (!storedStdout.write(chunk)) stop();
    lines.write(chunk);
  });
  const end = await child.exited;
  clearTimeout(timeout);
  options.signal?.removeEventListener("abort", stop);
  // What the agent wrote before exiting is read; a descendant still holding stdout is not waited for.
  const drained = await settlesWithin(child.closed, DRAIN_MS);
  // A stop under way (timeout, interrupt) finishes first; what is alive after it is left over
  // (nothing, when the launcher found nothing of the execution as the agent exited).
  await stopping;
  const found = child.nothingLeft() ? 0 : await terminateAgent(processes);
  // With the launcher lost, what was found includes the agent itself, which may not have exited.
  const leftovers = end.launcherLost === undefined ? found : 0;
  if (!drained && !(await settlesWithin(child.closed, CLOSE_MS))) {
    child.release();
    stdout.destroy();
  }
  untrack();
  lines.end();
  const { cutBytes, failure: stdoutNotStored } = storedStdout.finish();
  closeSync(stdoutFile);
  // The tail before the cap: the agent's last words, whatever the cut keeps.
  const stderr = readLogTail(options.stderrPath, STDERR_TAIL_BYTES, options.secrets);
  const outcome: ProcessOutcome = {
    exitCode: end.code,
    signal: end.signal,
    timedOut,
    maxStepsExceeded,
    stderrTail: stderr.text,
    durationMs: now() - started,
  };
  return {
    outcome,
    ...(leftovers > 0 ? { leftovers } : {}),
    ...(cutBytes > 0 ? { stdoutCutBytes: cutBytes } : {}),
    ...(stdoutNotStored === undefined ? {} : { stdoutNotStored }),
    ...(await capStderr(
      options.stderrPath,
      stderr.size,
      options.maxStoredStderrBytes ?? MAX_STORED_STDERR_BYTES,
    )),
    ...(end.launcherLost === undefined ? {} : { launcherLost: end.launcherLost }),
  };
}

/** Stderr past its cap cut to its first and last lines; replaced by a note if that fails. */
async function capStderr(
  path: string,
  size: number,
  maxBytes: number,
): Promise<Pick<AgentProcessResult, "stderrCutBytes" | "stderrLost">> {
  // Nearly always under the cap: known from the tail's read, with no call to the thread pool.
  if (size <= maxBytes) return {};
  // The tail was read before the cut.
  const { cutBytes, lost } = await capStoredLogOrNote(path, maxBytes);
  return {
    ...(cutBytes === undefined ? {} : { stderrCutBytes: cutBytes }),
    ...(lost === undefined ? {} : { stderrLost: lost }),
  };
}

function spawnErrorMessage(command: string, error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT" && command.includes("/")) {
    return `could not start "${command}": no such file (or its #! interpreter is missing); fix the runner's command: (a relative path is read from the config file's folder)`;
  }
  if (error.code === "ENOENT") {
    return `could not start "${command}": it is not installed or not on PATH; install the agent CLI, or set the runner's command: to its path`;
  }
  return `could not start "${command}": ${error.message}`;
}
