import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

/**
 * Agents that try to outlive their execution (setsid daemons, descendants holding stdout, SIGTERM
 * ignorers), run through the bundled CLI: no process and no temporary folder of an execution
 * survives, and an agent that exited is done when it exits.
 */
const AGENT = join(import.meta.dirname, "hostile-agent.mjs");

function hostileProject(mode: string, timeoutMs: number) {
  const pidFile = join(makeProject({}), "pids.txt");
  const tmp = join(makeProject({}), "tmp");
  mkdirSync(tmp);
  const dir = makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  hostile:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(AGENT)}]`,
      `    timeoutMs: ${timeoutMs}`,
      "    env:",
      `      HOSTILE_MODE: ${mode}`,
      `      HOSTILE_PID_FILE: ${JSON.stringify(pidFile)}`,
      "",
    ].join("\n"),
    "h.suite.mjs": [
      'export const workspace = { mode: "isolated" };',
      'export default [{ id: "c", prompt: "p", assert(report) { if (!report.finalOutput.includes("42")) throw new Error("no answer"); } }];',
      "",
    ].join("\n"),
  });
  return { dir, pidFile, tmp };
}

function pids(pidFile: string): number[] {
  return existsSync(pidFile) ? readFileSync(pidFile, "utf8").trim().split("\n").map(Number) : [];
}

/** Running, as opposed to gone or a zombie. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(" ")[2] !== "Z";
  } catch {
    return false;
  }
}

/** The execution's own temporary folders (private home, isolated workspace) left in TMPDIR. */
function leftoverFolders(tmp: string): string[] {
  return readdirSync(tmp).filter((name) => name.startsWith("skill-eval-"));
}

/**
 * Ends a process a test's agent recorded (the agent, its descendant, the launcher it stopped) should
 * the run have left it: continued, then killed, so a failing test leaves nothing stopped behind.
 * Only while it is still one of skill-eval's, by its command line.
 */
function endStray(pid: number): void {
  let command = "";
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, "latin1");
  } catch {
    return;
  }
  if (!command.includes("agent-launcher") && !command.includes(AGENT) && !command.includes("setInterval"))
    return;
  for (const signal of ["SIGCONT", "SIGKILL"] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone.
    }
  }
}

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

describe("process control an agent cannot escape", () => {
  for (const mode of ["daemon", "holder", "disguised"]) {
    it(`an agent that exits leaving a ${mode} is done when it exits; the ${mode} is ended and noted`, async () => {
      const { dir, pidFile, tmp } = hostileProject(mode, 60_000);
      const started = Date.now();
      const run = await runDistAsync("cli.js", ["run"], { cwd: dir, env: { TMPDIR: tmp } });
      const elapsed = Date.now() - started;
      expect(run.status, run.stderr).toBe(0);
      expect(readResults(dir).executions.map((execution) => execution.status)).toEqual(["passed"]);
      expect(run.stderr).toMatch(/the agent left 1 process\(es\) running after it exited; they were ended/);
      // Far from the 60 s timeout: the held stdout was not waited for (the descendant ignores SIGTERM).
      expect(elapsed).toBeLessThan(20_000);
      const [agent, descendant] = pids(pidFile);
      expect(descendant).toBeGreaterThan(0);
      expect([agent, descendant].filter((pid) => isRunning(pid ?? 0))).toEqual([]);
      expect(leftoverFolders(tmp)).toEqual([]);
    }, 30_000);
  }

  it("a timeout ends a SIGTERM ignorer and its setsid descendant holding stdout, with SIGKILL", async () => {
    const { dir, pidFile, tmp } = hostileProject("ignore-term", 1000);
    const started = Date.now();
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir, env: { TMPDIR: tmp } });
    const elapsed = Date.now() - started;
    expect(run.status, run.stderr).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution).toMatchObject({ status: "error", failure: { class: { id: "timeout" } } });
    // The timeout bounds spawn to report: 1 s, the 2 s grace before SIGKILL, start-up and reporting.
    expect(elapsed).toBeLessThan(15_000);
    const all = pids(pidFile);
    expect(all).toHaveLength(2);
    expect(all.filter(isRunning)).toEqual([]);
    expect(leftoverFolders(tmp)).toEqual([]);
  }, 30_000);

  it("SIGKILL of the CLI: the launcher ends the execution's processes and removes its temporary folders, quietly", async () => {
    const { dir, pidFile, tmp } = hostileProject("ignore-term", 120_000);
    const cli = spawn(process.execPath, [join(REPO_ROOT, "dist", "cli.js"), "run"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: tmp },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // The launcher inherits the CLI's stderr: it ends when the launcher has exited too.
    let stderr = "";
    cli.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => cli.stderr.once("close", () => resolve()));
    while (pids(pidFile).length < 2) await sleep(50);
    expect(leftoverFolders(tmp)).not.toEqual([]);
    cli.kill("SIGKILL");
    await closed;
    expect(stderr).not.toMatch(/ERR_IPC_CHANNEL_CLOSED|Unhandled 'error' event/);
    expect(pids(pidFile).filter(isRunning)).toEqual([]);
    expect(leftoverFolders(tmp)).toEqual([]);
  }, 30_000);

  for (const signals of [["SIGINT"], ["SIGINT", "SIGTERM"]] as const) {
    it(`${signals.join(" then ")} to the CLI ends every process of a running execution and removes its temporary folders`, async () => {
      const { dir, pidFile, tmp } = hostileProject("ignore-term", 120_000);
      const cli = spawn(process.execPath, [join(REPO_ROOT, "dist", "cli.js"), "run"], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: tmp },
        stdio: "ignore",
      });
      const exited = new Promise<number | null>((resolve) => cli.once("exit", (code) => resolve(code)));
      while (pids(pidFile).length < 2) await sleep(50);
      for (const signal of signals) {
        cli.kill(signal);
        await sleep(200);
      }
      expect(await exited).toBe(3);
      const all = pids(pidFile);
      expect(all).toHaveLength(2);
      expect(all.filter(isRunning)).toEqual([]);
      expect(leftoverFolders(tmp)).toEqual([]);
    }, 30_000);
  }
});

describe("an agent that stops its launcher (kill -STOP $PPID)", () => {
  const pidFiles: string[] = [];
  afterEach(() => {
    for (const file of pidFiles.splice(0)) for (const pid of pids(file)) endStray(pid);
  });

  /** The run of one hostile agent, bounded: the old run hung for good, so a regression fails rather than hangs the suite. */
  async function stoppedRun(mode: string) {
    const { dir, pidFile, tmp } = hostileProject(mode, 1500);
    pidFiles.push(pidFile);
    const started = Date.now();
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir, env: { TMPDIR: tmp }, timeoutMs: 40_000 });
    return { run, elapsed: Date.now() - started, execution: readResults(dir).executions[0], pidFile, tmp };
  }

  /** The agent, its descendant and the launcher are gone, and so are their temporary folders. */
  function expectNothingLeft(pidFile: string, tmp: string): void {
    const all = pids(pidFile);
    expect(all).toHaveLength(3);
    expect(all.filter(isRunning)).toEqual([]);
    expect(leftoverFolders(tmp)).toEqual([]);
  }

  it("the run goes on: the launcher is killed, the execution is an error saying why, and nothing of it is left", async () => {
    const { run, elapsed, execution, pidFile, tmp } = await stoppedRun("stop-launcher");
    expect(run.status, run.stderr).toBe(3);
    expect(execution).toMatchObject({ status: "error", failure: { class: { id: "crash" } } });
    expect(execution?.failure?.message).toMatch(/^the agent launcher was stopped \(SIGSTOP/);
    // Well within the 1.5 s timeout and the 2 s grace of the SIGTERM the agent and its descendant ignore.
    expect(elapsed).toBeLessThan(15_000);
    expectNothingLeft(pidFile, tmp);
  }, 60_000);

  it("stopped as it ends the agent at its timeout: the execution is a timeout saying so, and nothing of it is left", async () => {
    const { run, elapsed, execution, pidFile, tmp } = await stoppedRun("stop-launcher-on-term");
    expect(run.status, run.stderr).toBe(3);
    expect(execution).toMatchObject({ status: "error", failure: { class: { id: "timeout" } } });
    expect(execution?.failure?.message).toMatch(/^timed out after 1500 ms; the agent launcher was stopped/);
    expect(elapsed).toBeLessThan(15_000);
    expectNothingLeft(pidFile, tmp);
  }, 60_000);

  it("stopped as a SIGTERM to the CLI ends the agent: the run exits 3, and nothing of it is left", async () => {
    const { dir, pidFile, tmp } = hostileProject("stop-launcher-on-term", 120_000);
    pidFiles.push(pidFile);
    const cli = spawn(process.execPath, [join(REPO_ROOT, "dist", "cli.js"), "run"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: tmp },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => cli.once("exit", (code) => resolve(code)));
    // The old run hung after the first SIGTERM: killed outright here, so the test fails instead.
    const bound = setTimeout(() => cli.kill("SIGKILL"), 30_000);
    try {
      while (pids(pidFile).length < 3) await sleep(50);
      cli.kill("SIGTERM");
      const signalled = Date.now();
      expect(await exited).toBe(3);
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      clearTimeout(bound);
    }
    expectNothingLeft(pidFile, tmp);
  }, 60_000);
});
