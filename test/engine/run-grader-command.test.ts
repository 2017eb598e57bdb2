import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGraderCommand } from "../../src/engine/run-grader-command.ts";
import { makeProject } from "../support/run-dist.ts";

function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(" ")[2] !== "Z";
  } catch {
    return false;
  }
}

describe("runGraderCommand", () => {
  it("ends a daemon the grader left running in a new session", async () => {
    const dir = makeProject({});
    const pidFile = join(dir, "daemon.pid");
    const script = [
      'const { spawn } = require("node:child_process");',
      'const child = spawn(process.execPath, ["-e", "process.on(\\"SIGTERM\\", () => {}); setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });',
      `require("node:fs").writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));`,
      "child.unref();",
    ].join("\n");
    const result = await runGraderCommand([process.execPath, "-e", script], { cwd: dir, timeoutMs: 10_000 });
    expect(result.exitCode).toBe(0);
    const daemon = Number(readFileSync(pidFile, "utf8"));
    expect(daemon).toBeGreaterThan(0);
    expect(isRunning(daemon)).toBe(false);
  }, 20_000);

  it("ends, rather than waits for, a process it left in a new session holding its stdout", async () => {
    const dir = makeProject({});
    const pidFile = join(dir, "daemon.pid");
    const script = [
      'const { spawn } = require("node:child_process");',
      'const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { detached: true, stdio: "inherit" });',
      `require("node:fs").writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));`,
      'console.log("started");',
      "process.exit(4);",
    ].join("\n");
    const started = Date.now();
    const result = await runGraderCommand([process.execPath, "-e", script], { cwd: dir, timeoutMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ exitCode: 4, timedOut: false, stdout: "started\n" });
    expect(isRunning(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  }, 60_000);

  it("reads a verbose command's output to the end, so it ends on its own status, and keeps its first and last lines", async () => {
    const dir = makeProject({});
    // 3 MB on each stream, in lines, then a last line on each: the cap is 1 MiB per stream.
    const script = [
      'const line = "a".repeat(99) + "\\n";',
      "for (let i = 0; i < 30_000; i++) { process.stdout.write(line); process.stderr.write(line); }",
      'process.stdout.write("done\\n");',
      'process.stderr.write("done\\n");',
      "process.exitCode = 3;",
    ].join("\n");
    const result = await runGraderCommand([process.execPath, "-e", script], { cwd: dir, timeoutMs: 20_000 });
    expect(result.exitCode).toBe(3);
    for (const [text, cut] of [
      [result.stdout, result.stdoutCutBytes],
      [result.stderr, result.stderrCutBytes],
    ] as const) {
      expect(text).not.toMatch(/EPIPE|write error/);
      expect(text.startsWith(`${"a".repeat(99)}\n`)).toBe(true);
      expect(text.endsWith(`${"a".repeat(99)}\ndone\n`)).toBe(true);
      expect(text).toMatch(
        /\[skill-eval: std(out|err) stored up to 1048576 bytes, whole lines only: its first \d+ and last \d+ bytes; the \d+ bytes between were cut\]\n/,
      );
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024 * 1024 + 200);
      expect(cut).toBeGreaterThan(3_000_000 - 1024 * 1024 - 200);
    }
  }, 30_000);

  it("keeps a command's output whole when it fits, with no cut reported", async () => {
    const dir = makeProject({});
    const result = await runGraderCommand(
      [process.execPath, "-e", 'process.stdout.write("x".repeat(1024 * 1024))'],
      {
        cwd: dir,
        timeoutMs: 20_000,
      },
    );
    expect(result.stdout).toBe("x".repeat(1024 * 1024));
    expect(result.stdoutCutBytes).toBeUndefined();
  }, 30_000);
});
