import type { SecretSet } from "../report/redact.ts";

/** What a CLI command may touch of its process: passed in, so commands are testable without one. */
export interface CliIo {
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** stderr is a terminal: progress is shown as one live status line. */
  stderrIsTTY?: boolean;
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** The redactor `stdout` and `stderr` already pass through; a run adds its runners' secrets to it. */
  secrets?: SecretSet;
}
