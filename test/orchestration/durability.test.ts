import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

// Finishes at once, except for the case named "hang", which records its pid and waits.
const AGENT = `import { writeFileSync } from "node:fs";
if (process.argv[2] === "hang") { writeFileSync(process.env.PID_FILE, String(process.pid)); setInterval(() => {}, 1000); }
else console.log("done " + process.argv[2]);
`;

const started: number[] = [];
afterAll(() => {
  // The agent outlives a SIGKILLed CLI (nothing is left to stop it): end the one this test started.
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
});

describe("a run killed mid-way", () => {
  it("leaves a valid results.json holding the executions that finished (SIGKILL: no cleanup at all)", async () => {
    const pidFile = join(makeProject({}), "agent.pid");
    const dir = makeProject({ "agent.mjs": AGENT });
    writeFileSync(
      join(dir, "skill-eval.config.yaml"),
      `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.mjs"))}, "{prompt}"]\n    env:\n      PID_FILE: ${JSON.stringify(pidFile)}\n`,
    );
    const cases = ["one", "two", "three", "hang", "never"].map(
      (id) =>
        `{ id: "${id}", prompt: "${id}", assert(r) { if (!r.finalOutput.includes("done")) throw new Error("not done"); } }`,
    );
    writeFileSync(join(dir, "a.suite.mjs"), `export default [${cases.join(", ")}];\n`);
    const results = join(dir, ".skill-eval/results.json");
    const { execa } = await import("execa");
    const cli = execa(process.execPath, [join(REPO_ROOT, "dist/cli.js"), "run", "-p", "0"], {
      cwd: dir,
      reject: false,
    });
    for (let tries = 0; tries < 300 && !existsSync(pidFile); tries++)
      await new Promise((tick) => setTimeout(tick, 50));
    started.push(Number(readFileSync(pidFile, "utf8")));
    // results.json is rewritten at most every half second while running: wait for the rewrite
    // that holds the three finished executions (it never comes if it is only written at the end).
    const finished = () =>
      existsSync(results) ? JSON.parse(readFileSync(results, "utf8")).executions.length : 0;
    for (let tries = 0; tries < 100 && finished() < 3; tries++)
      await new Promise((tick) => setTimeout(tick, 50));
    cli.kill("SIGKILL");
    await cli;
    const written = resultsSchema.parse(JSON.parse(readFileSync(results, "utf8")));
    expect(written.run.complete).toBe(false);
    expect(written.executions.map((execution) => [execution.case, execution.status])).toEqual([
      ["one", "passed"],
      ["three", "passed"],
      ["two", "passed"],
    ]);
    // A partial run is never green.
    expect(written.summary.exitCode).toBe(3);
  });
});

// Waits in the case "hang" while HANG_FILE exists (recording its pid first), else finishes.
const HANGS_WHILE_FILE = `import { existsSync, writeFileSync } from "node:fs";
if (existsSync(process.env.HANG_FILE)) { writeFileSync(process.env.PID_FILE, String(process.pid)); setInterval(() => {}, 1000); }
else console.log("done " + process.argv[2]);
`;

describe("a run killed before its first execution ends", () => {
  it.each([
    ["a new output folder", false],
    ["the output folder of a finished run", true],
  ])(
    "in %s leaves a folder the next run takes as its own, and a results.json that says it stopped",
    async (_name, finishedBefore) => {
      const control = makeProject({});
      const pidFile = join(control, "agent.pid");
      const hangFile = join(control, "hang");
      const dir = makeProject({ "agent.mjs": HANGS_WHILE_FILE });
      writeFileSync(
        join(dir, "skill-eval.config.yaml"),
        `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.mjs"))}, "{prompt}"]\n    env:\n      PID_FILE: ${JSON.stringify(pidFile)}\n      HANG_FILE: ${JSON.stringify(hangFile)}\n`,
      );
      writeFileSync(
        join(dir, "a.suite.mjs"),
        `export default [{ id: "hang", prompt: "hang", assert(r) { if (!r.finalOutput.includes("done")) throw new Error("not done"); } }];\n`,
      );
      const results = join(dir, ".skill-eval/results.json");
      if (finishedBefore) expect((await runDistAsync("cli.js", ["run"], { cwd: dir })).status).toBe(0);

      writeFileSync(hangFile, "");
      const { execa } = await import("execa");
      const cli = execa(process.execPath, [join(REPO_ROOT, "dist/cli.js"), "run"], {
        cwd: dir,
        reject: false,
      });
      for (let tries = 0; tries < 300 && !existsSync(pidFile); tries++)
        await new Promise((tick) => setTimeout(tick, 50));
      started.push(Number(readFileSync(pidFile, "utf8")));
      cli.kill("SIGKILL");
      await cli;
      // What a reader finds: this run, stopped with nothing finished, never the previous run's verdict.
      const stopped = resultsSchema.parse(JSON.parse(readFileSync(results, "utf8")));
      expect([stopped.run.complete, stopped.executions.length, stopped.summary.exitCode]).toEqual([
        false,
        0,
        3,
      ]);
      rmSync(hangFile);
      const next = await runDistAsync("cli.js", ["run"], { cwd: dir });
      expect(next.stderr).not.toContain("not skill-eval results");
      expect(next.status).toBe(0);
      const written = resultsSchema.parse(JSON.parse(readFileSync(results, "utf8")));
      expect(written.executions.map((execution) => execution.status)).toEqual(["passed"]);
    },
  );
});
