import type { SecretSet } from "../report/redact.ts";

/** What a CLI command may touch of its process: passed in, so commands are testable without one. */
export interface CliIo {
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Raw text to stderr when it is a terminal: progress is then shown as one live status line. The
   * one channel with no escaping (`main` makes control characters in stdout and stderr visible),
   * for the status line's own clear-line sequence around text that holds only counts.
   */
  liveStatus?: (text: string) => void;
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** The redactor `stdout` and `stderr` already pass through; a run adds its runners' secrets to it. */
  secrets?: SecretSet;
}
