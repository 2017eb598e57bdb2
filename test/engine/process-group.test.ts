import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  MARKER_VARIABLE,
  startTicks,
  terminateExecution,
  treatChildrenAsAgents,
} from "../../src/engine/process-group.ts";

describe("terminateExecution in the agent launcher", () => {
  it.runIf(process.platform === "linux")(
    "does not wait on another execution's agent that has no environment yet: a child of the launcher, never a descendant of this execution",
    async () => {
      // This process scans as the launcher does: its children are agents.
      treatChildrenAsAgents();
      const agent = spawn("sh", ["-c", "exit 0"], { detached: true, stdio: "ignore" });
      const groupId = agent.pid ?? Number.NaN;
      const notBefore = startTicks(groupId);
      await once(agent, "exit");
      // A process seen with an empty environment is looked at again, 50 ms apart, three times,
      // unless it is known not to be the execution's. This one stays without an environment.
      const other = spawn("/bin/sleep", ["5"], { env: {}, stdio: "ignore" });
      await once(other, "spawn");
      try {
        // The fastest of three: another process of the machine caught inside its `execve` (tests
        // run side by side) is looked at again too, and rarely three times in a row.
        const took: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const started = performance.now();
          expect(await terminateExecution({ groupId, marker: "not-this-one", notBefore })).toBe(0);
          took.push(performance.now() - started);
        }
        expect(Math.min(...took)).toBeLessThan(150);
      } finally {
        other.kill("SIGKILL");
      }
    },
  );
});

/** PIDs of live processes (zombies excluded) whose environment carries `marker`. */
function carrying(marker: string): number[] {
  const needle = `${MARKER_VARIABLE}=${marker}\0`;
  return readdirSync("/proc")
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
        return (
          stat[stat.lastIndexOf(")") + 2] !== "Z" &&
          readFileSync(`/proc/${pid}/environ`, "latin1").includes(needle)
        );
      } catch {
        return false;
      }
    });
}

describe("terminateExecution against an agent that keeps forking", () => {
  it.runIf(process.platform === "linux")(
    "kills the daemons forked between its last look and the SIGKILL that stopped the forking",
    async () => {
      const marker = `fork-runner-${process.pid}`;
      // Ignores SIGTERM and starts daemons (sessions of their own, SIGTERM ignored too) back to
      // back: 3,000 at most, each gone after 30 s, so that a test torn down before it ends them
      // cannot fill the machine's PID space.
      const forking =
        "trap '' TERM; i=0; while [ $i -lt 3000 ]; do setsid sleep 30 & i=$((i + 1)); done; wait";
      const agent = spawn("sh", ["-c", forking], {
        detached: true,
        stdio: "ignore",
        env: { PATH: process.env.PATH, [MARKER_VARIABLE]: marker },
      });
      const groupId = agent.pid ?? Number.NaN;
      const notBefore = startTicks(groupId);
      try {
        await sleep(100);
        expect(await terminateExecution({ groupId, marker, notBefore }, 100)).toBeGreaterThan(0);
        expect(carrying(marker)).toEqual([]);
      } finally {
        for (const pid of carrying(marker)) process.kill(pid, "SIGKILL");
      }
    },
    30_000,
  );
});
