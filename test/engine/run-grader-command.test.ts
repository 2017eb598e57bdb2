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
});
