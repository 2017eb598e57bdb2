import type { ExecutionProcesses } from "../process-group.ts";

/** An agent to start: no shell, its own process group. */
export interface AgentLaunch {
  command: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  /** Written to the agent's stdin, then closed; without it, stdin is /dev/null. */
  stdin?: string;
  /** The agent writes its stderr straight into this file. */
  stderrPath: string;
}

/** What the main process asks of the agent launcher (a small long-lived child process). */
export type LauncherRequest =
  /**
   * `temporaryPaths`: the run's temporary folders at this launch (private homes, isolated
   * workspaces), removed by the launcher if the main process goes without removing them (SIGKILL).
   */
  | ({ kind: "launch"; id: number; temporaryPaths: readonly string[] } & AgentLaunch)
  /** End every process of an execution (process-group.ts's terminateExecution), off the main thread. */
  | ({ kind: "terminate"; ticket: number } & ExecutionProcesses);

/**
 * What the launcher reports about one agent, in order: started (or failed), exit; and how many
 * processes a termination found.
 */
export type LauncherEvent =
  /**
   * Sent with the agent's stdout (the reading end of its pipe) as the message's handle.
   * `startTicks`: when the agent started (process-group.ts's `startTicks`), when known.
   */
  | { id: number; kind: "started"; pid: number; startTicks?: number }
  | { id: number; kind: "failed"; code?: string; message: string }
  /**
   * `nothingLeft`: when the agent's environment carries the execution's marker, a scan as it
   * exited found none of the execution's processes, so none needs ending.
   */
  | { id: number; kind: "exit"; code: number | null; signal: NodeJS.Signals | null; nothingLeft?: true }
  | { ticket: number; kind: "terminated"; found: number };
