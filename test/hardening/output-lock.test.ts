import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

/** A project whose one case's agent waits until `release` exists, having created `started`. */
function slowProject() {
  const signals = makeProject({});
  const started = join(signals, "started");
  const release = join(signals, "release");
  const agent = `require("fs").writeFileSync(${JSON.stringify(started)}, ""); const wait = () => require("fs").existsSync(${JSON.stringify(release)}) ? console.log("done") : setTimeout(wait, 50); wait();`;
  const dir = makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  slow:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(agent)}]`,
      "",
    ].join("\n"),
    "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
  });
  return { dir, started, release };
}

describe("one run per output folder", () => {
  it("a second run into a folder in use exits 2 naming the holder, and the first run's results are intact", async () => {
    const { dir, started, release } = slowProject();
    const first = spawn(process.execPath, [join(REPO_ROOT, "dist", "cli.js"), "run"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
      stdio: "ignore",
    });
    const firstExit = new Promise<number | null>((resolve) => first.once("exit", (code) => resolve(code)));
    while (!existsSync(started)) await sleep(50);

    const second = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(second.status).toBe(2);
    const [firstLine] = second.stderr.split("\n");
    expect(firstLine).toMatch(
      new RegExp(
        `^error: \\.skill-eval/\\.skill-eval\\.lock: the output folder .* is in use by another skill-eval run \\(PID ${first.pid}, started `,
      ),
    );
    expect(second.stderr).not.toMatch(/^\s+at /m);

    writeFileSync(release, "");
    expect(await firstExit).toBe(0);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.status)).toEqual(["passed"]);
    expect(existsSync(join(dir, ".skill-eval/.skill-eval.lock"))).toBe(false);
  }, 60_000);

  it("a stale lock of a process that is gone is taken over", async () => {
    const { dir, release } = slowProject();
    writeFileSync(release, "");
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    const stalePid = Number(gone.stdout.trim());
    mkdirSync(join(dir, ".skill-eval"));
    writeFileSync(
      join(dir, ".skill-eval/.skill-eval.lock"),
      JSON.stringify({ pid: stalePid, startedAt: "2026-01-01T00:00:00.000Z" }),
    );
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(dir, ".skill-eval/.skill-eval.lock"))).toBe(false);
  }, 60_000);
});
