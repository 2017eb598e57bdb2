import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { executionDirName } from "../../src/engine/execution-dir-name.ts";
import { executionKey } from "../../src/model/execution-key.ts";
import { filesHolding } from "../support/files-holding.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

const SECRET = "sk-live-FullDisk42xyzQQ";
// Files past 2 MB cannot be written: stdout.jsonl reaches it, results.json and report.html do not.
const FILE_SIZE_LIMIT = ["prlimit", "--fsize=2000000", "--"];
const RESULT_LINE = JSON.stringify({
  type: "result",
  subtype: "success",
  is_error: false,
  result: "done",
  num_turns: 1,
});
const SUITE = 'export default [{ id: "c", prompt: "p", assert() {} }];\n';

function assistantLine(text: string): string {
  return JSON.stringify({
    type: "assistant",
    message: {
      id: "m1",
      type: "message",
      role: "assistant",
      model: "claude",
      content: [{ type: "text", text }],
    },
  });
}

interface StoredExecution {
  failure: { origin: string; class: { id: string }; message: string };
  stdoutLines: string[];
}

function storedExecution(out: string): StoredExecution {
  const results = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as {
    executions: { failure: StoredExecution["failure"]; artifactDir: string }[];
  };
  const [execution] = results.executions;
  if (execution === undefined) throw new Error("no execution in results.json");
  const stdout = readFileSync(join(out, execution.artifactDir, "stdout.jsonl"), "utf8");
  return { failure: execution.failure, stdoutLines: stdout.split("\n") };
}

/** Every line before the closing note is a whole transcript line: nothing of a line the limit cut is kept. */
function expectWholeLinesThenNote(lines: string[]): void {
  expect(lines.at(-1)).toBe("");
  const note = lines.at(-2) ?? "";
  expect(note).toMatch(/^\[skill-eval: stdout\.jsonl could not be written past \d+ bytes \(EFBIG/);
  expect(note).toMatch(/the \d+ bytes after were not stored\]$/);
  for (const line of lines.slice(0, -2)) expect(() => JSON.parse(line)).not.toThrow();
}

describe("agent output that cannot be stored (a file size limit, as a full disk)", () => {
  it("stops the agent and is an infrastructure error of collection, with stdout.jsonl redacted and cut to whole lines", async () => {
    const dir = makeProject({
      // Prints lines holding a credential until it is stopped.
      "agent.mjs": [
        // Status lines, which no report keeps: only stdout.jsonl can reach the limit.
        'const line = JSON.stringify({ type: "system", subtype: "status", note: "token " + process.env.MY_API_TOKEN + " " + "x".repeat(3000) });',
        "const write = () => process.stdout.write(line + '\\n', write);",
        "write();",
        "",
      ].join("\n"),
      "skill-eval.config.yaml": [
        "runners:",
        "  flood:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, "agent.mjs"]`,
        "    format: claude-code",
        "    timeoutMs: 600000",
        "    env:",
        `      MY_API_TOKEN: ${SECRET}`,
        "",
      ].join("\n"),
      "x.suite.ts": SUITE,
    });

    const run = await runDistAsync("cli.js", ["run", ".", "-o", "out"], {
      cwd: dir,
      wrapper: FILE_SIZE_LIMIT,
    });

    expect(run.stderr).not.toContain("uncaught exception");
    expect(run.status, run.stderr).toBe(3);
    const out = join(dir, "out");
    const { failure, stdoutLines } = storedExecution(out);
    expect(failure.origin).toBe("collection");
    expect(failure.class.id).toBe("collection");
    expect(failure.message).toMatch(
      /^the agent's output could not be stored: stdout\.jsonl could not be written past \d+ bytes \(EFBIG.*\); the agent was stopped\. Free space/,
    );
    expect(`${run.stdout}${run.stderr}`).not.toContain("workspace setup failed");
    expectWholeLinesThenNote(stdoutLines);
    expect(stdoutLines.length).toBeGreaterThan(100);
    expect(stdoutLines[0]).toContain("token [REDACTED]");
    expect(filesHolding(out, SECRET)).toEqual([]);
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
  }, 120_000);

  it("a replayed transcript that cannot be stored is the same error, and nothing was stopped", async () => {
    const line = assistantLine(`padding ${"p".repeat(3000)}`);
    const dir = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "t/c.jsonl": `${Array.from({ length: 1000 }, () => line).join("\n")}\n`,
      "x.suite.ts": SUITE,
    });

    const run = await runDistAsync("cli.js", ["run", ".", "-o", "out"], {
      cwd: dir,
      wrapper: FILE_SIZE_LIMIT,
    });

    expect(run.status, run.stderr).toBe(3);
    const { failure, stdoutLines } = storedExecution(join(dir, "out"));
    expect(failure.origin).toBe("collection");
    expect(failure.message).toContain("could not be written past");
    expect(failure.message).not.toContain("the agent was stopped");
    expectWholeLinesThenNote(stdoutLines);
    expect(readdirSync(join(dir, "out", "executions"))).toHaveLength(1);
  }, 120_000);

  it("an execution whose stdout.jsonl cannot be made (an earlier agent put a folder there) is that error, and the run goes on", async () => {
    const dir = makeProject({ "x.suite.ts": SUITE });
    const second = join(dir, "out", "executions", executionDirName(executionKey("x", "c", "sh", 2)));
    // The first iteration's agent makes the second's stdout.jsonl a folder, then answers.
    writeFileSync(
      join(dir, "agent.mjs"),
      `import { mkdirSync } from "node:fs";\nmkdirSync(${JSON.stringify(join(second, "stdout.jsonl"))}, { recursive: true });\nconsole.log(${JSON.stringify(`${assistantLine("done")}\n${RESULT_LINE}`)});\n`,
    );
    writeFileSync(
      join(dir, "skill-eval.config.yaml"),
      `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, "agent.mjs"]\n    format: claude-code\n`,
    );

    const run = await runDistAsync(
      "cli.js",
      ["run", ".", "-o", "out", "--iterations", "2", "--no-early-stop", "-p", "1"],
      {
        cwd: dir,
      },
    );

    expect(run.stderr).not.toContain("uncaught exception");
    const results = JSON.parse(readFileSync(join(dir, "out", "results.json"), "utf8")) as {
      executions: {
        iteration: number;
        status: string;
        failure?: { origin: string; class: { id: string }; message: string };
      }[];
    };
    const [first, failed] = results.executions;
    expect(first?.status).toBe("passed");
    expect(failed?.status).toBe("error");
    expect(failed?.failure?.origin).toBe("collection");
    expect(failed?.failure?.class.id).toBe("collection");
    expect(failed?.failure?.message).toMatch(/^the agent's session could not be recorded: .*stdout\.jsonl/);
    expect(run.status, run.stderr).toBe(1);
  }, 120_000);
});
