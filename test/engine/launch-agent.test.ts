import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type LaunchedAgent, launchAgent, terminateAgent } from "../../src/engine/launcher/launch-agent.ts";
import { MARKER_VARIABLE } from "../../src/engine/process-group.ts";

const dir = mkdtempSync(join(tmpdir(), "launch-agent-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Launchers stopped and agents' groups of a test, ended after it should it have failed to. */
const strays: number[] = [];
afterEach(() => {
  for (const pid of strays.splice(0)) {
    for (const signal of ["SIGCONT", "SIGKILL"] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone.
      }
    }
  }
});
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };

async function output(stdout: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  stdout.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
  });
  return new Promise((resolve) => stdout.on("end", () => resolve(text)));
}

/** Starts `sh -c script` through the launcher, stderr in `<name>.log`, with the marker when given. */
async function launchShell(script: string, name: string, marker?: string): Promise<LaunchedAgent> {
  const launched = await launchAgent({
    command: "sh",
    args: ["-c", script],
    cwd: dir,
    env: marker === undefined ? env : { ...env, [MARKER_VARIABLE]: marker },
    stderrPath: join(dir, `${name}.log`),
  });
  if ("error" in launched) throw launched.error;
  return launched;
}

describe("launchAgent", () => {
  it("starts the agent in its own process group and hands over all its stdout, stdin and stderr", async () => {
    const stderrPath = join(dir, "stderr.log");
    const launched = await launchAgent({
      command: "sh",
      args: ["-c", 'cat; echo "group $(ps -o pgid= -p $$ | tr -d " ")"; seq 1 20000; echo oops >&2; exit 3'],
      cwd: dir,
      env,
      stdin: "from stdin\n",
      stderrPath,
    });
    if ("error" in launched) throw launched.error;
    const text = output(launched.stdout);
    expect(await launched.exited).toEqual({ code: 3, signal: null });
    await launched.closed;
    const lines = (await text).trim().split("\n");
    expect(lines[0]).toBe("from stdin");
    expect(lines[1]).toBe(`group ${launched.pid}`);
    expect(lines.at(-1)).toBe("20000");
    expect(lines).toHaveLength(20002);
    expect(readFileSync(stderrPath, "utf8")).toBe("oops\n");
  });

  it("hands over every byte of agents started together, however fast they write", async () => {
    const launches = Array.from({ length: 16 }, (_, index) =>
      launchAgent({
        command: "seq",
        args: ["1", "30000"],
        cwd: dir,
        env,
        stderrPath: join(dir, `together-${index}.log`),
      }),
    );
    for (const launched of await Promise.all(launches)) {
      if ("error" in launched) throw launched.error;
      const lines = (await output(launched.stdout)).trim().split("\n");
      expect(lines).toHaveLength(30000);
      expect(lines.at(-1)).toBe("30000");
    }
  });

  it("keeps an agent waiting on its pipe while its output is not read, as a direct spawn would", async () => {
    const done = join(dir, "wrote-everything");
    const launched = await launchShell(`head -c 50000000 /dev/zero; touch ${done}`, "flood");
    // Nothing reads stdout yet: the agent cannot finish writing 50 MB.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(existsSync(done)).toBe(false);
    let bytes = 0;
    launched.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    expect(await launched.exited).toEqual({ code: 0, signal: null });
    await launched.closed;
    expect(bytes).toBe(50_000_000);
    expect(existsSync(done)).toBe(true);
  });

  it("reports the signal that ended the agent", async () => {
    const launched = await launchShell("kill -TERM $$", "signal");
    launched.stdout.resume();
    expect(await launched.exited).toEqual({ code: null, signal: "SIGTERM" });
  });

  it("reports an agent that is not installed as an error with its code", async () => {
    const launched = await launchAgent({
      command: "no-such-agent-here",
      args: [],
      cwd: dir,
      env,
      stderrPath: join(dir, "missing.log"),
    });
    expect("error" in launched && launched.error.code).toBe("ENOENT");
  });

  it("ends an execution's processes from the launcher, SIGKILL for one that ignores SIGTERM", async () => {
    const marker = "launch-agent-test-marker";
    const launched = await launchShell(
      'trap "" TERM; echo ready; while :; do sleep 1; done',
      "stubborn",
      marker,
    );
    await new Promise((ready) => launched.stdout.once("data", ready));
    expect(await terminateAgent({ groupId: launched.pid, marker })).toBeGreaterThanOrEqual(1);
    expect(await launched.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(await terminateAgent({ groupId: launched.pid, marker })).toBe(0);
  });

  it("ends a daemon the agent left behind in a session of its own, scanning only processes as young as the agent", async () => {
    const marker = "launch-agent-test-daemon";
    const launched = await launchShell(
      'sleep 0.1; setsid sh -c "sleep 30" </dev/null >/dev/null 2>&1 & echo started',
      "daemon",
      marker,
    );
    launched.stdout.resume();
    expect(await launched.exited).toEqual({ code: 0, signal: null });
    expect(launched.startTicks).toBeTypeOf("number");
    const target = { groupId: launched.pid, marker, notBefore: launched.startTicks ?? 0 };
    expect(await terminateAgent(target)).toBeGreaterThanOrEqual(1);
    expect(await terminateAgent(target)).toBe(0);
  });

  it("looks again for a process seen without an environment, as one inside execve is, before finding none", async () => {
    const marker = "launch-agent-test-exec";
    const fifo = join(dir, "exec-daemon.fifo");
    // The daemon has no environment until it execs, 20 ms after the agent is gone, into one with
    // the marker. It learns that the agent is gone from the end of a pipe the agent holds open:
    // neither a fixed time from its own start nor polling, which a loaded machine stretches past
    // the scans that look again.
    const daemon = `cat "$1" >/dev/null; sleep 0.02; exec env ${MARKER_VARIABLE}=${marker} sleep 30`;
    const launched = await launchShell(
      `mkfifo '${fifo}'; setsid env -i sh -c '${daemon}' daemon '${fifo}' </dev/null >/dev/null 2>&1 & exec 3>'${fifo}'; sleep 0.2`,
      "exec",
      marker,
    );
    launched.stdout.resume();
    expect(await launched.exited).toEqual({ code: 0, signal: null });
    const target = { groupId: launched.pid, marker, notBefore: launched.startTicks ?? 0 };
    expect(await terminateAgent(target)).toBeGreaterThanOrEqual(1);
    expect(await terminateAgent(target)).toBe(0);
  });

  it("says, as an agent with the marker exits, whether anything of its execution is left", async () => {
    /** Starts `sh -c script` with `marker` and waits for it to exit. */
    const exitedAgent = async (script: string, name: string, marker?: string) => {
      const launched = await launchShell(script, name, marker);
      launched.stdout.resume();
      await launched.exited;
      return launched;
    };
    expect(
      (await exitedAgent("sleep 0.05; echo done", "alone", "launch-agent-test-alone")).nothingLeft(),
    ).toBe(true);

    const marker = "launch-agent-test-left";
    const left = await exitedAgent(
      'setsid sh -c "sleep 30" </dev/null >/dev/null 2>&1 & sleep 0.1; echo started',
      "left",
      marker,
    );
    expect(left.nothingLeft()).toBe(false);
    expect(
      await terminateAgent({ groupId: left.pid, marker, notBefore: left.startTicks ?? 0 }),
    ).toBeGreaterThanOrEqual(1);

    // A process with no environment at all might be one of the execution's inside its execve.
    const unsure = await exitedAgent(
      "setsid env -i sleep 2 </dev/null >/dev/null 2>&1 & sleep 0.1; echo started",
      "unsure",
      "launch-agent-test-unsure",
    );
    expect(unsure.nothingLeft()).toBe(false);

    // Without the marker the launcher cannot tell, so it does not say.
    expect((await exitedAgent("echo done", "unmarked")).nothingLeft()).toBe(false);
  });

  it("hands the agent's stdout to the run: its output arrives in full even when the launcher is gone", async () => {
    const launched = await launchShell("sleep 0.3; seq 1 50000", "orphan");
    const text = output(launched.stdout);
    const stat = readFileSync(`/proc/${launched.pid}/stat`, "latin1");
    const launcherPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    expect(launcherPid).not.toBe(process.pid);
    process.kill(launcherPid, "SIGKILL");
    // The run no longer hears the agent's exit from the launcher; its output still ends with it.
    expect(await launched.exited).toEqual({
      code: null,
      signal: null,
      launcherLost: "the agent launcher exited; skill-eval ended the agent itself",
    });
    const lines = (await text).trim().split("\n");
    expect(lines).toHaveLength(50000);
    expect(lines.at(-1)).toBe("50000");
  });

  it("kills a launcher an agent stopped: the agent's exit says why, its processes are ended here, a new launcher starts the next", async () => {
    const marker = "launch-agent-test-stopped";
    const launched = await launchShell("echo ready; exec sleep 30", "stopped", marker);
    await new Promise((ready) => launched.stdout.once("data", ready));
    const stopped = launcherOf(launched.pid);
    strays.push(stopped, -launched.pid);
    process.kill(stopped, "SIGSTOP");
    expect(await launched.exited).toEqual({
      code: null,
      signal: null,
      launcherLost: expect.stringMatching(/^the agent launcher was stopped \(SIGSTOP/),
    });
    expect(await terminateAgent({ groupId: launched.pid, marker })).toBe(1);
    expect(isRunning(launched.pid)).toBe(false);
    expect(isRunning(stopped)).toBe(false);
    // Alive while its parent is read: an agent that had exited already has no /proc entry.
    const next = await launchShell("echo next; exec sleep 30", "next");
    strays.push(-next.pid);
    expect(launcherOf(next.pid)).not.toBe(stopped);
    const said = await new Promise<Buffer>((read) => next.stdout.once("data", read));
    expect(said.toString().trim()).toBe("next");
  });

  it("ends an agent that stops its launcher as it is asked to end, in bounded time", async () => {
    const marker = "launch-agent-test-stop-on-term";
    const launched = await launchShell(
      'trap "kill -STOP $PPID" TERM; echo ready; while :; do sleep 0.1; done',
      "stop-on-term",
      marker,
    );
    await new Promise((ready) => launched.stdout.once("data", ready));
    const stopped = launcherOf(launched.pid);
    strays.push(stopped, -launched.pid);
    const asked = Date.now();
    // The launcher's SIGTERM makes the agent stop it; the termination is finished here, SIGKILL and all.
    expect(await terminateAgent({ groupId: launched.pid, marker })).toBeGreaterThanOrEqual(1);
    expect((await launched.exited).launcherLost).toMatch(/^the agent launcher was stopped/);
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(isRunning(launched.pid)).toBe(false);
    expect(isRunning(stopped)).toBe(false);
  });
});

/** The agent launcher: the agent's parent. */
function launcherOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/** Running, as opposed to gone or a zombie. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] !== "Z";
  } catch {
    return false;
  }
}
