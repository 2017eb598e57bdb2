import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { forksSoFar, startTicks, terminateExecution, youngPids } from "../../src/engine/process-group.ts";

describe("youngPids", () => {
  it("takes the PIDs from the agent's to the last one given", () => {
    const young = youngPids(1000, 1200, 300, 32768);
    expect([999, 1000, 1100, 1200, 1201, 5].map((pid) => young?.(pid))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("wraps round at the largest PID", () => {
    const young = youngPids(32000, 400, 1200, 32768);
    expect([31999, 32000, 32767, 300, 400, 401, 20000].map((pid) => young?.(pid))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("says nothing once half the PID space may have been given, when the counter may have come round", () => {
    expect(youngPids(1000, 1200, 16384, 32768)).toBeUndefined();
    expect(youngPids(1000, 1200, -1, 32768)).toBeUndefined();
    expect(youngPids(1000, 40000, 10, 32768)).toBeUndefined();
  });
});

describe("terminateExecution", () => {
  it.runIf(process.platform === "linux")(
    "does not wait on a child of its own without an environment: another execution's agent, never a descendant of this one",
    async () => {
      const forksBefore = forksSoFar();
      const agent = spawn("sh", ["-c", "exit 0"], { detached: true, stdio: "ignore" });
      const groupId = agent.pid ?? Number.NaN;
      const notBefore = startTicks(groupId);
      await once(agent, "exit");
      // A process seen with an empty environment is looked at again, 50 ms apart, three times,
      // unless it is known not to be the execution's: this one is a child of the scanning process.
      const other = spawn("/bin/sleep", ["5"], { env: {}, stdio: "ignore" });
      await once(other, "spawn");
      try {
        const started = performance.now();
        expect(await terminateExecution({ groupId, marker: "not-this-one", notBefore, forksBefore })).toBe(0);
        expect(performance.now() - started).toBeLessThan(150);
      } finally {
        other.kill("SIGKILL");
      }
    },
  );
});
