import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const FAKE = join(REPO_ROOT, "test/fixtures/fake-agents/fake-claude.mjs");

function project(mode: string, extraEnv = "", timeoutMs = 20_000, topLevel = "") {
  return makeProject({
    "skill-eval.config.yaml": `${topLevel}runners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    timeoutMs: ${timeoutMs}\n    env:\n      ANTHROPIC_API_KEY: test\n      FAKE_MODE: ${mode}\n${extraEnv}`,
    "a.suite.mjs":
      'export default [{ id: "c", prompt: "p", assert() {} }, { id: "d", prompt: "q", assert() {} }];\n',
  });
}

const storedFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(join(folder, entry.name)) : [join(folder, entry.name)],
  );

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

/** Running, as opposed to gone or a zombie (killed, waiting for a reaper that a container may lack). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(" ")[2] !== "Z";
  } catch {
    return false;
  }
}

describe("agent faults: each gets its class, the other executions go on", () => {
  it("a crash is an error of class crash, with stderr kept apart", async () => {
    const dir = project("crash");
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(3);
    const results = readResults(dir);
    expect(
      results.executions.map((execution) => [execution.case, execution.status, execution.failure?.class.id]),
    ).toEqual([
      ["c", "error", "crash"],
      ["d", "error", "crash"],
    ]);
    const artifacts = join(dir, ".skill-eval", results.executions[0]?.artifactDir ?? "");
    expect(readFileSync(join(artifacts, "stderr.log"), "utf8")).toBe("fatal: something broke\n");
  });

  it("a hang is killed at its timeout with its whole process group, grandchild included", async () => {
    const pidFile = join(makeProject({}), "grandchild.pid");
    const dir = project("hang", `      FAKE_PID_FILE: ${JSON.stringify(pidFile)}\n`, 1500);
    const run = await runDistAsync("cli.js", ["run", "--filter", "c"], { cwd: dir });
    expect(run.status).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution).toMatchObject({ status: "error", failure: { class: { id: "timeout" } } });
    expect(execution?.failure?.message).toMatch(/timed out after 1500 ms/);
    const grandchild = Number(readFileSync(pidFile, "utf8"));
    expect(grandchild).toBeGreaterThan(0);
    await new Promise((done) => setTimeout(done, 300));
    expect(isRunning(grandchild)).toBe(false);
  });

  it("an agent past maxSteps is stopped, its raw output kept, no assertion run", async () => {
    const dir = project("loop", "", 20_000, "maxSteps: 3\n");
    const run = await runDistAsync("cli.js", ["run", "--filter", "c"], { cwd: dir });
    expect(run.status).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution).toMatchObject({
      status: "error",
      assertions: [],
      failure: {
        origin: "max-steps",
        class: { id: "max-steps" },
        message: "stopped after more than 3 model steps (maxSteps)",
      },
    });
    const stdout = readFileSync(
      join(dir, ".skill-eval", execution?.artifactDir ?? "", "stdout.jsonl"),
      "utf8",
    );
    expect(stdout).toContain("echo step-4");
    // Stopped at once: not still running until the 20 s timeout.
    expect(stdout.split("\n").length).toBeLessThan(40);
  });

  it("a stream that stops mid-way without a result is a crash, even with exit code 0", async () => {
    const dir = project("cut");
    const run = await runDistAsync("cli.js", ["run", "--filter", "c"], { cwd: dir });
    expect(run.status).toBe(3);
    expect(readResults(dir).executions[0]).toMatchObject({
      status: "error",
      failure: { class: { id: "crash" } },
    });
  });

  it("200 MB of output streams through with a heap far smaller than the output", async () => {
    const dir = project("flood", "", 120_000);
    // A 96 MB heap: holding the output in memory would end in an out-of-memory crash.
    const run = await runDistAsync("cli.js", ["run", "--filter", "c"], {
      cwd: dir,
      nodeOptions: ["--max-old-space-size=96"],
    });
    expect(run.stderr).not.toMatch(/heap out of memory/);
    expect(run.status).toBe(0);
    const [execution] = readResults(dir).executions;
    const artifacts = join(dir, ".skill-eval", execution?.artifactDir ?? "");
    // Stored stdout stops at its 50 MB cap, on a whole line, and says how much was cut; the whole was still read.
    const stored = statSync(join(artifacts, "stdout.jsonl")).size;
    expect(stored).toBeGreaterThan(50 * 1024 * 1024 - 1100);
    expect(stored).toBeLessThan(50 * 1024 * 1024 + 200);
    const tail = readFileSync(join(artifacts, "stdout.jsonl"), "latin1").slice(-1400);
    expect(tail).toMatch(
      /"x{1000}"\}\}\n\[skill-eval: stdout stored up to 52428800 bytes, whole lines only; the \d{9} bytes after were cut\]\n$/,
    );
    expect(run.stderr).toMatch(/stdout\.jsonl stored up to its cap; the last \d{9} bytes were cut/);
    expect(statSync(join(artifacts, "report.json")).size).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(JSON.parse(readFileSync(join(artifacts, "report.json"), "utf8")).finalOutput).toBe(
      "flood survived",
    );
  }, 120_000);

  it("garbage lines are counted, not fatal", async () => {
    // Mode names are short: every value of a runner's env is treated as a secret from 6 characters on.
    const dir = project("junk");
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(0);
    const execution = readResults(dir).executions[0];
    const report = JSON.parse(
      readFileSync(join(dir, ".skill-eval", execution?.artifactDir ?? "", "report.json"), "utf8"),
    );
    expect(report.finalOutput).toBe("survived the garbage");
    expect(report.unparsedLines).toBe(3);
  });

  it("a model the agent rejects is its own class, not a flaky crash", async () => {
    const dir = project("nomodel");
    const run = await runDistAsync("cli.js", ["run", "--filter", "c"], { cwd: dir });
    expect(run.status).toBe(3);
    expect(readResults(dir).executions[0]).toMatchObject({
      status: "error",
      failure: { origin: "model-rejected", class: { id: "model-rejected" } },
    });
  });

  it("a missing binary is a clear spawn-failed error", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml":
        "runners:\n  ghost:\n    agent: claude-code\n    command: /nonexistent/claude\n    env:\n      ANTHROPIC_API_KEY: test\n",
      "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution?.failure).toMatchObject({ class: { id: "spawn-failed" } });
    expect(execution?.failure?.message).toMatch(/"\/nonexistent\/claude": no such file/);
  });

  it("a prompt the OS refuses as an argument (E2BIG) is a spawn-failed error, and the run goes on", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": `runners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    env:\n      ANTHROPIC_API_KEY: test\n      FAKE_MODE: ok\n`,
      "a.suite.mjs": `export default [{ id: "huge", prompt: ${JSON.stringify("x".repeat(200_000))}, assert() {} }, { id: "small", prompt: "p", assert() {} }];\n`,
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    const executions = readResults(dir).executions;
    expect(executions.find((execution) => execution.case === "huge")?.failure).toMatchObject({
      class: { id: "spawn-failed" },
      message: expect.stringMatching(/^could not start/),
    });
    expect(executions.find((execution) => execution.case === "small")?.status).not.toBe("error");
    expect(run.stderr).not.toMatch(/internal error/);
  });
});

describe("secrets a runner is given never reach what is stored or printed", () => {
  it("redacts them from stdout, stderr, the report, results and the markdown report", async () => {
    const secret = "tok-SECRET-0123456789";
    const dir = project("echo-secret", `      FAKE_SECRET: ${secret}\n`);
    const run = await runDistAsync("cli.js", ["run", "--filter", "c", "--verbose"], { cwd: dir });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
    const out = join(dir, ".skill-eval");
    const stored = storedFiles(out);
    expect(stored.length).toBeGreaterThan(4);
    for (const file of stored) expect(readFileSync(file, "utf8"), file).not.toContain(secret);
    const execution = readResults(dir).executions[0];
    const artifacts = join(out, execution?.artifactDir ?? "");
    expect(readFileSync(join(artifacts, "stdout.jsonl"), "utf8")).toContain("x-api-key: [REDACTED]");
    expect(readFileSync(join(artifacts, "stderr.log"), "utf8")).toBe("debug: using key [REDACTED]\n");
    expect(JSON.parse(readFileSync(join(artifacts, "report.json"), "utf8")).finalOutput).toBe(
      "the key is [REDACTED]",
    );
    expect(existsSync(join(out, "report.md"))).toBe(true);
  });
});

describe("a proxy URL's password, which agent CLIs are given from the host", () => {
  it("never reaches what is stored or printed", async () => {
    const password = "Pr0xyPassw0rd";
    const dir = project("echo-proxy");
    const run = await runDistAsync("cli.js", ["run", "--filter", "c", "--verbose"], {
      cwd: dir,
      env: { HTTPS_PROXY: `http://corp-user:${password}@proxy.corp:3128` },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain(password);
    const stored = storedFiles(join(dir, ".skill-eval"));
    expect(stored.length).toBeGreaterThan(4);
    for (const file of stored) expect(readFileSync(file, "utf8"), file).not.toContain(password);
    const execution = readResults(dir).executions[0];
    expect(readFileSync(join(dir, ".skill-eval", execution?.artifactDir ?? "", "stderr.log"), "utf8")).toBe(
      "debug: via [REDACTED]\n",
    );
  });
});

/** A run whose first agent hangs, once that agent (and its grandchild) is running. */
async function hangingRun() {
  const pidFile = join(makeProject({}), "grandchild.pid");
  const dir = project("hang", `      FAKE_PID_FILE: ${JSON.stringify(pidFile)}\n`, 60_000);
  const { execa } = await import("execa");
  const cli = execa(process.execPath, [join(REPO_ROOT, "dist/cli.js"), "run", "-p", "1"], {
    cwd: dir,
    reject: false,
  });
  for (let tries = 0; tries < 200 && !existsSync(pidFile); tries++)
    await new Promise((tick) => setTimeout(tick, 50));
  return { dir, cli, grandchild: Number(readFileSync(pidFile, "utf8")) };
}

describe("an interrupted run", () => {
  it("stops its agents on SIGINT, keeps what finished in results.json, and exits 3", async () => {
    const { dir, cli, grandchild } = await hangingRun();
    cli.kill("SIGINT");
    const result = await cli;
    expect(result.exitCode).toBe(3);
    expect(String(result.stderr)).toMatch(/interrupted/);
    const results = readResults(dir);
    expect(results.run.complete).toBe(false);
    // The running execution is recorded as stopped; the second case never started.
    expect(results.executions.map((execution) => [execution.case, execution.status])).toEqual([
      ["c", "error"],
    ]);
    // Stopped by the interrupt, not a crash of the agent.
    expect(results.executions[0]?.failure).toMatchObject({
      class: { id: "interrupted" },
      message: "stopped when the run was interrupted",
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(isRunning(grandchild)).toBe(false);
  });

  it("killed outright (SIGKILL), takes its running agents with it", async () => {
    const { cli, grandchild } = await hangingRun();
    cli.kill("SIGKILL");
    await cli;
    // The launcher sees the run go and ends the agent's processes; nothing else would.
    for (let tries = 0; tries < 100 && isRunning(grandchild); tries++)
      await new Promise((tick) => setTimeout(tick, 50));
    expect(isRunning(grandchild)).toBe(false);
  });
});
