import { afterEach, describe, expect, it, vi } from "vitest";
import type { ExecutionResult } from "../../src/model/results.ts";
import {
  createProgress,
  formatElapsed,
  formatFinishedLine,
  formatProgressLine,
} from "../../src/orchestration/progress.ts";

const execution = (status: ExecutionResult["status"], costUsd?: number): ExecutionResult => ({
  key: `s/c-${status}/r#1`,
  suite: "s",
  case: `c-${status}`,
  runner: "r",
  iteration: 1,
  status,
  durationMs: 1,
  usage: {},
  costUsd,
  assertions: [],
  detectedSkills: [],
  agent: "replay",
  artifactDir: "",
});

describe("formatProgressLine", () => {
  it("shows done/total, running, outcomes, elapsed and spend on one line", () => {
    expect(
      formatProgressLine({
        total: 40,
        done: 12,
        running: 3,
        passed: 9,
        failed: 2,
        errors: 1,
        skipped: 0,
        elapsedMs: 42_900,
        spentUsd: 0.374,
      }),
    ).toBe("[12/40] 3 running · 9 passed · 2 failed · 1 error · 0:42 · $0.37");
  });

  it("names skipped executions only when there are some, and plural errors", () => {
    const line = formatProgressLine({
      total: 5,
      done: 5,
      running: 0,
      passed: 0,
      failed: 0,
      errors: 2,
      skipped: 3,
      elapsedMs: 0,
      spentUsd: 0,
    });
    expect(line).toBe("[5/5] 0 running · 0 passed · 0 failed · 2 errors · 3 skipped · 0:00 · $0.00");
  });

  it("formats elapsed time as m:ss, and h:mm:ss past an hour", () => {
    expect(formatElapsed(59_999)).toBe("0:59");
    expect(formatElapsed(61_000)).toBe("1:01");
    expect(formatElapsed(3_725_000)).toBe("1:02:05");
  });
});

describe("createProgress", () => {
  afterEach(() => vi.useRealTimers());

  it("off a TTY, logs one line per finished execution and nothing else", () => {
    const lines: string[] = [];
    const progress = createProgress({ total: 2, log: (line) => lines.push(line), now: () => 0 });
    progress.started();
    progress.finished(execution("passed"), true);
    progress.finished(execution("skipped"), false);
    progress.stop();
    expect(lines).toEqual([
      "[1/2] passed            s/c-passed/r#1",
      "[2/2] skipped           s/c-skipped/r#1",
    ]);
  });

  it("counts a confirmation run into the total and marks its line", () => {
    const lines: string[] = [];
    const progress = createProgress({ total: 1, log: (line) => lines.push(line), now: () => 0 });
    progress.started();
    progress.finished(execution("failed"), true);
    progress.added();
    progress.started();
    progress.finished(
      { ...execution("failed"), iteration: 2, key: "s/c-failed/r#2", confirmation: true },
      true,
    );
    expect(lines).toEqual([
      "[1/1] failed            s/c-failed/r#1",
      "[2/2] failed            s/c-failed/r#2 (confirmation)",
    ]);
  });

  it("on a TTY, redraws one status line in place, keeps log lines whole, and clears it at the end", () => {
    vi.useFakeTimers();
    let clock = 0;
    const screen: string[] = [];
    const lines: string[] = [];
    const progress = createProgress({
      total: 3,
      log: (line) => lines.push(line),
      status: (text) => screen.push(text),
      now: () => clock,
    });
    progress.started();
    progress.started();
    progress.finished(execution("failed", 0.25), true);
    expect(screen.at(-1)).toBe("\r\u001b[2K[1/3] 1 running · 0 passed · 1 failed · 0 errors · 0:00 · $0.25");
    progress.log("warning: something");
    // The status line is wiped before the log line and drawn again after it.
    expect(screen.at(-2)).toBe("\r\u001b[2K");
    expect(lines).toEqual(["warning: something"]);
    clock = 5_000;
    vi.advanceTimersByTime(1_000);
    expect(screen.at(-1)).toContain("· 0:05 ·");
    progress.finished(execution("error"), true);
    progress.finished(execution("skipped"), false);
    expect(screen.at(-1)).toBe(
      "\r\u001b[2K[3/3] 0 running · 0 passed · 1 failed · 1 error · 1 skipped · 0:05 · $0.25",
    );
    progress.stop();
    expect(screen.at(-1)).toBe("\r\u001b[2K");
    const drawn = screen.length;
    vi.advanceTimersByTime(5_000);
    expect(screen).toHaveLength(drawn);
  });
});

describe("formatFinishedLine", () => {
  it("keeps a key with line breaks on its one line: a case id cannot forge a log line", () => {
    const forged = { ...execution("passed"), key: "s/evil\n## ✅ Passing\r\n<!--/r#1" };
    const line = formatFinishedLine(1, 2, forged);
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toBe("[1/2] passed            s/evil␊## ✅ Passing␍␊<!--/r#1");
  });
});
