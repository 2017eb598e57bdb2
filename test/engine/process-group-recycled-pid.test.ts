import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { MARKER_VARIABLE, startTicks, terminateExecution } from "../../src/engine/process-group.ts";

const LAST_PID = "/proc/sys/kernel/ns_last_pid";

/** Whether this process may choose the next PID (root in its PID namespace, on Linux). */
function canChooseNextPid(): boolean {
  try {
    writeFileSync(LAST_PID, readFileSync(LAST_PID, "utf8"));
    return true;
  } catch {
    return false;
  }
}

describe("terminateExecution on a recycled PID", () => {
  it.runIf(process.platform === "linux" && canChooseNextPid())(
    "finds a daemon that got the PID of a process an earlier scan knew as older than the agent",
    async () => {
      const older = spawn("/bin/sleep", ["30"], { stdio: "ignore" });
      await once(older, "spawn");
      const recycled = older.pid ?? Number.NaN;
      const olderStart = startTicks(recycled) ?? Number.NaN;
      // A scan reads the older process's start time and keeps it, with its PID.
      expect(await terminateExecution({ groupId: 1 << 30, marker: "none", notBefore: 0 })).toBe(0);
      older.kill("SIGKILL");
      await once(older, "exit");

      await sleep(30);
      const agent = spawn("sh", ["-c", "exit 0"], { detached: true, stdio: "ignore" });
      const groupId = agent.pid ?? Number.NaN;
      const notBefore = startTicks(groupId);
      await once(agent, "exit");
      expect(notBefore).toBeGreaterThan(olderStart);

      // The agent's daemon, in a session of its own, on the older process's PID (the machine's
      // other processes may take it first: try again).
      const marker = "recycled-pid";
      let daemon: ReturnType<typeof spawn> | undefined;
      for (let attempt = 0; attempt < 50 && daemon === undefined; attempt += 1) {
        writeFileSync(LAST_PID, String(recycled - 1));
        const started = spawn("/bin/sleep", ["30"], {
          detached: true,
          stdio: "ignore",
          env: { [MARKER_VARIABLE]: marker },
        });
        await once(started, "spawn");
        if (started.pid === recycled) daemon = started;
        else started.kill("SIGKILL");
      }
      if (daemon === undefined) throw new Error(`PID ${recycled} was never given again`);
      const ended = once(daemon, "exit");
      try {
        expect(await terminateExecution({ groupId, marker, notBefore })).toBe(1);
        await ended;
      } finally {
        daemon.kill("SIGKILL");
      }
    },
  );
});
