// A `command` agent that tries to outlive its execution. HOSTILE_MODE:
//   daemon       starts a daemon in a new session (setsid), then answers and exits 0
//   holder       starts a descendant in a new session that keeps stdout open, then answers and exits 0
//   ignore-term  ignores SIGTERM, starts a descendant that does the same and holds stdout, never ends
//   disguised    starts a descendant in its own process group that claims another execution's
//                marker (SKILL_EVAL_EXECUTION=...), then answers and exits 0
//   stop-launcher          starts a descendant as ignore-term does, then stops its parent, the agent
//                          launcher (SIGSTOP), so that it reports nothing and ends nothing; never ends
//   stop-launcher-on-term  as ignore-term, but stops the launcher when it gets SIGTERM (as the
//                          launcher ends it)
// Every descendant's PID is appended to HOSTILE_PID_FILE, after the agent's own; in the stop-launcher
// modes the launcher's comes last.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";

const mode = process.env.HOSTILE_MODE;
const pidFile = process.env.HOSTILE_PID_FILE;
const stubborn = 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000);';
appendFileSync(pidFile, `${process.pid}\n`);

function descendant(stdio) {
  // detached: the child calls setsid(), leaving this process's group and session.
  const child = spawn(process.execPath, ["-e", stubborn], { detached: true, stdio });
  child.unref();
  appendFileSync(pidFile, `${child.pid}\n`);
}

if (mode === "daemon") {
  descendant("ignore");
  process.stdout.write("the answer is 42\n");
} else if (mode === "holder") {
  descendant(["ignore", "inherit", "ignore"]);
  process.stdout.write("the answer is 42\n");
} else if (mode === "disguised") {
  const child = spawn(process.execPath, ["-e", stubborn], {
    stdio: "ignore",
    env: { ...process.env, SKILL_EVAL_EXECUTION: "not-ours" },
  });
  child.unref();
  appendFileSync(pidFile, `${child.pid}\n`);
  process.stdout.write("the answer is 42\n");
} else if (mode === "stop-launcher" || mode === "stop-launcher-on-term") {
  const stopLauncher = () => {
    try {
      process.kill(process.ppid, "SIGSTOP");
    } catch {
      // Gone already.
    }
  };
  descendant(["ignore", "inherit", "ignore"]);
  appendFileSync(pidFile, `${process.ppid}\n`);
  process.on("SIGTERM", mode === "stop-launcher" ? () => {} : stopLauncher);
  process.stdout.write("working\n");
  if (mode === "stop-launcher") stopLauncher();
  setInterval(() => {}, 1000);
} else if (mode === "ignore-term") {
  process.on("SIGTERM", () => {});
  descendant(["ignore", "inherit", "ignore"]);
  process.stdout.write("working\n");
  setInterval(() => {}, 1000);
}
