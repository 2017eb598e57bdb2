import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const FAKE = join(REPO_ROOT, "test/fixtures/fake-agents/fake-claude.mjs");

function project(mode: string, extraEnv = "", timeoutMs = 20_000) {
  return makeProject({
    "skill-eval.config.yaml": `runners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    timeoutMs: ${timeoutMs}\n    env:\n      FAKE_MODE: ${mode}\n${extraEnv}`,
    "a.suite.mjs":
      'export default [{ id: "c", prompt: "p", assert() {} }, { id: "d", prompt: "q", assert() {} }];\n',
  });
}

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

  it("a missing binary is a clear spawn-failed error", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml":
        "runners:\n  ghost:\n    agent: claude-code\n    command: /nonexistent/claude\n",
      "a.suite.mjs": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution?.failure).toMatchObject({ class: { id: "spawn-failed" } });
    expect(execution?.failure?.message).toMatch(/not installed or not on PATH/);
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
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
      );
    const stored = files(out);
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
