import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { killLauncher, LAUNCHER_LOST, watchLauncher } from "../../src/engine/launcher/launcher-watch.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) killLauncher(child);
});

function sleeper(): ChildProcess {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child;
}

describe("watchLauncher", () => {
  it("finds a stopped launcher at once, and killLauncher ends it stopped as it is", async () => {
    const child = sleeper();
    const reasons: string[] = [];
    const watch = watchLauncher(
      child,
      () => false,
      (reason) => reasons.push(reason),
    );
    watch.busy(true);
    await sleep(600);
    expect(reasons).toEqual([]);
    process.kill(child.pid ?? 0, "SIGSTOP");
    await sleep(600);
    watch.stop();
    expect(reasons[0]).toBe(LAUNCHER_LOST.stopped);
    const exited = once(child, "exit");
    killLauncher(child);
    expect(await exited).toEqual([null, "SIGKILL"]);
  });

  it("gives up on an answer past its deadline, counted in ticks, and looks only while busy", async () => {
    const child = sleeper();
    const reasons: string[] = [];
    let deadline = Number.POSITIVE_INFINITY;
    const watch = watchLauncher(
      child,
      (tick) => deadline < tick,
      (reason) => reasons.push(reason),
    );
    watch.busy(true);
    await sleep(400);
    expect(watch.tick()).toBeGreaterThan(0);
    watch.busy(false);
    const idle = watch.tick();
    await sleep(400);
    expect(watch.tick()).toBe(idle);
    deadline = watch.tick() + 1;
    watch.busy(true);
    await sleep(900);
    watch.stop();
    expect(reasons[0]).toBe(LAUNCHER_LOST.late);
  });
});
