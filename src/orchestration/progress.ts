import type { ExecutionResult } from "../model/results.ts";
import { oneLine } from "../report/control-bytes.ts";

export interface ProgressCounts {
  total: number;
  done: number;
  running: number;
  passed: number;
  failed: number;
  errors: number;
  skipped: number;
  elapsedMs: number;
  spentUsd: number;
}

/** The live status line: `[12/40] 3 running · 9 passed · 2 failed · 1 error · 0:42 · $0.37`. Pure. */
export function formatProgressLine(counts: ProgressCounts): string {
  const parts = [
    `[${counts.done}/${counts.total}]`,
    `${counts.running} running`,
    `${counts.passed} passed`,
    `${counts.failed} failed`,
    `${counts.errors} ${counts.errors === 1 ? "error" : "errors"}`,
    ...(counts.skipped > 0 ? [`${counts.skipped} skipped`] : []),
    formatElapsed(counts.elapsedMs),
    `$${counts.spentUsd.toFixed(2)}`,
  ];
  return `${parts[0]} ${parts.slice(1).join(" · ")}`;
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}

/** The one-line-per-execution log on a non-TTY (GitHub's logs): `[3/40] passed  key`. */
export function formatFinishedLine(done: number, total: number, execution: ExecutionResult): string {
  const confirmation = execution.confirmation === true ? " (confirmation)" : "";
  // A key is the suite's and case's ids as written: a line break in one must not forge a log line.
  return `[${done}/${total}] ${execution.status.padEnd(17)} ${oneLine(execution.key)}${confirmation}`;
}

export interface Progress {
  /** Prints a line (a warning, a notice) without tearing the live status line. */
  log(line: string): void;
  started(): void;
  /** One more execution than planned (a confirmation run): the total grows. */
  added(): void;
  /** `ran`: it had been `started` (not skipped or failed before it began). */
  finished(execution: ExecutionResult, ran: boolean): void;
  /** Clears the live line; the final table follows. */
  stop(): void;
}

const CLEAR_LINE = "\r\u001b[2K";
const REFRESH_MS = 1000;

/**
 * Progress on stderr. With `status` (stderr is a TTY), one status line redrawn in place, and
 * every second for the clock; without, one `log` line per finished execution, as CI logs want.
 */
export function createProgress(options: {
  total: number;
  /** One line, newline added by the caller. */
  log: (line: string) => void;
  /** Raw text to a TTY: given, the display is live. */
  status?: (text: string) => void;
  now: () => number;
}): Progress {
  const { status } = options;
  const started = options.now();
  const counts: ProgressCounts = {
    total: options.total,
    done: 0,
    running: 0,
    passed: 0,
    failed: 0,
    errors: 0,
    skipped: 0,
    elapsedMs: 0,
    spentUsd: 0,
  };
  const draw = () => {
    counts.elapsedMs = options.now() - started;
    status?.(`${CLEAR_LINE}${formatProgressLine(counts)}`);
  };
  const timer = status === undefined ? undefined : setInterval(draw, REFRESH_MS);
  timer?.unref();
  return {
    log(line) {
      status?.(CLEAR_LINE);
      options.log(line);
      draw();
    },
    started() {
      counts.running += 1;
      draw();
    },
    added() {
      counts.total += 1;
    },
    finished(execution, ran) {
      if (ran) counts.running -= 1;
      counts.done += 1;
      counts.spentUsd += execution.costUsd ?? 0;
      if (execution.status === "passed" || execution.status === "expected-failed") counts.passed += 1;
      else if (execution.status === "failed" || execution.status === "unexpected-passed") counts.failed += 1;
      else if (execution.status === "error") counts.errors += 1;
      else counts.skipped += 1;
      if (status === undefined) options.log(formatFinishedLine(counts.done, counts.total, execution));
      else draw();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      status?.(CLEAR_LINE);
    },
  };
}
