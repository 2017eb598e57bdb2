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
  | ({ kind: "launch"; id: number } & AgentLaunch)
  /** Let go of the agent's stdout (a descendant still holds it after the agent exited). */
  | { kind: "release"; id: number }
  /** The main process has taken one chunk of the agent's stdout: one more may be sent. */
  | { kind: "taken"; id: number }
  /** End every process of an execution (process-group.ts's terminateExecution), off the main thread. */
  | { kind: "terminate"; ticket: number; groupId: number; marker: string; notBefore?: number };

/**
 * What the launcher reports about one agent, in order: started (or failed), output, exit, close;
 * and how many processes a termination found.
 */
export type LauncherEvent =
  /** `startTicks`: when the agent started (process-group.ts's `startTicks`), when known. */
  | { id: number; kind: "started"; pid: number; startTicks?: number }
  | { id: number; kind: "failed"; code?: string; message: string }
  | { id: number; kind: "stdout"; data: Uint8Array }
  | { id: number; kind: "exit"; code: number | null; signal: NodeJS.Signals | null }
  | { id: number; kind: "close" }
  | { ticket: number; kind: "terminated"; found: number };
