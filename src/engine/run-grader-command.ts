import { newMarker } from "./execution-marker.ts";
import { MARKER_VARIABLE, terminateExecution } from "./process-group.ts";

export interface GraderCommandResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Set when the command did not start at all (not installed, not executable): why. */
  startError?: string;
}

const MAX_OUTPUT_BYTES = 1024 * 1024;

/**
 * Runs a grader's command (code-grader, exec): an argument array, never a shell string, in its
 * own process group so a timeout kills everything it started, and with an environment marker so
 * that whatever it left running (a daemon in a new session) is ended once it is done. Output is capped.
 */
export async function runGraderCommand(
  command: readonly string[],
  options: { cwd: string; stdin?: string; timeoutMs: number; env?: Record<string, string> },
): Promise<GraderCommandResult> {
  const [file, ...args] = command;
  if (file === undefined) return { exitCode: null, stdout: "", stderr: "empty command", timedOut: false };
  const marker = newMarker();
  const { execa } = await import("execa");
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
    maxBuffer: MAX_OUTPUT_BYTES,
    stripFinalNewline: false,
  });
  const result = await running;
  if (running.pid !== undefined) await terminateExecution({ groupId: running.pid, marker });
  const started = result.exitCode !== undefined || result.timedOut || result.isTerminated;
  return {
    ...(started ? {} : { startError: result.shortMessage ?? `could not start ${file}` }),
    exitCode: result.exitCode ?? null,
    stdout: String(result.stdout ?? ""),
    stderr:
      result.exitCode === undefined && !result.timedOut
        ? `${String(result.stderr ?? "")}${result.shortMessage ?? ""}`
        : String(result.stderr ?? ""),
    timedOut: result.timedOut,
  };
}
