import { newMarker } from "./execution-marker.ts";
import { headAndTail } from "./head-and-tail.ts";
import { MARKER_VARIABLE, terminateExecution } from "./process-group.ts";
import { settlesWithin } from "./settles-within.ts";

export interface GraderCommandResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Bytes cut from the middle of stdout past its cap (a line in `stdout` says so too). */
  stdoutCutBytes?: number;
  /** With `stdoutCutBytes`: the first and the last lines of stdout kept, without that line. */
  stdoutKept?: readonly [string, string];
  /** Bytes cut from the middle of stderr past its cap (a line in `stderr` says so too). */
  stderrCutBytes?: number;
  /** Set when the command did not start at all (not installed, not executable): why. */
  startError?: string;
}

/** What is kept of each of a command's output streams. */
export const MAX_COMMAND_OUTPUT_BYTES = 1024 * 1024;
/** After the command exits, how long what it wrote may take to arrive before leftovers are ended. */
const DRAIN_MS = 200;
/** After leftovers are ended, how long the output may take to close before it is let go. */
const CLOSE_MS = 1000;

/**
 * Runs a grader's command (code-grader, exec), a hook or a bootstrap: an argument array, never a
 * shell string, in its own process group so a timeout kills everything it started, and with an
 * environment marker so that whatever it left running (a daemon in a new session) is ended once
 * it is done. Its output is read to the end however long (a verbose `npm ci` never sees its pipe
 * closed, so its exit status is its own) and kept up to MAX_COMMAND_OUTPUT_BYTES per stream: past
 * that, its first and last whole lines, with a line between saying what was cut.
 */
export async function runGraderCommand(
  command: readonly string[],
  options: { cwd: string; stdin?: string; timeoutMs: number; env?: Record<string, string> },
): Promise<GraderCommandResult> {
  const [file, ...args] = command;
  if (file === undefined) return { exitCode: null, stdout: "", stderr: "empty command", timedOut: false };
  const marker = newMarker();
  const { execa } = await import("execa");
  const stdout = headAndTail("stdout", MAX_COMMAND_OUTPUT_BYTES);
  const stderr = headAndTail("stderr", MAX_COMMAND_OUTPUT_BYTES);
  const running = execa(file, args, {
    cwd: options.cwd,
    // Graders, hooks and exec snippets (code from the agent's answer) never see the host's secrets.
    env: {
      PATH: process.env.PATH ?? "",
      LANG: process.env.LANG ?? "C.UTF-8",
      HOME: options.cwd,
      ...options.env,
      [MARKER_VARIABLE]: marker,
    },
    extendEnv: false,
    ...(options.stdin === undefined ? { stdin: "ignore" as const } : { input: options.stdin }),
    reject: false,
    timeout: options.timeoutMs,
    killDescendants: true,
    forceKillAfterDelay: 2000,
    // Read here instead, a chunk at a time: execa's maxBuffer closes the pipe once it is full.
    buffer: false,
  });
  running.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
  running.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
  const settled = running.then(() => undefined);
  await Promise.race([
    new Promise<void>((resolve) => running.nodeChildProcess.once("exit", () => resolve())),
    settled,
  ]);
  // A process it left holding stdout or stderr open (a server started in the background) would
  // keep the read going past its timeout, for ever in a session of its own: it is ended instead.
  if (!(await settlesWithin(settled, DRAIN_MS)) && running.pid !== undefined) {
    await terminateExecution({ groupId: running.pid, marker });
    // One that escaped both its group and the marker: its pipes are let go.
    if (!(await settlesWithin(settled, CLOSE_MS))) {
      running.stdout?.destroy();
      running.stderr?.destroy();
    }
  }
  const result = await running;
  if (running.pid !== undefined) await terminateExecution({ groupId: running.pid, marker });
  const started = result.exitCode !== undefined || result.timedOut || result.isTerminated;
  const out = stdout.finish();
  const err = stderr.finish();
  return {
    ...(started ? {} : { startError: result.shortMessage ?? `could not start ${file}` }),
    exitCode: result.exitCode ?? null,
    stdout: out.text,
    stderr:
      result.exitCode === undefined && !result.timedOut
        ? `${err.text}${result.shortMessage ?? ""}`
        : err.text,
    timedOut: result.timedOut,
    ...(out.capped === undefined ? {} : { stdoutCutBytes: out.capped.cutBytes }),
    ...(out.kept === undefined ? {} : { stdoutKept: out.kept }),
    ...(err.capped === undefined ? {} : { stderrCutBytes: err.capped.cutBytes }),
  };
}
