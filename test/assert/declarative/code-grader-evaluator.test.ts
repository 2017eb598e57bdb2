import { describe, expect, it } from "vitest";
import type { CommandRunner } from "../../../src/assert/declarative/declarative-context.ts";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { agentv, context } from "./declarative-fixtures.ts";

type Call = {
  command: string[];
  cwd: string;
  stdin?: string;
  timeoutMs: number;
  env?: Record<string, string>;
};

function runner(result: {
  exitCode?: number | null;
  stdout?: string;
  stderr?: string;
  timedOut?: boolean;
  startError?: string;
  stdoutCutBytes?: number;
}) {
  const calls: Call[] = [];
  const run: CommandRunner = async (command, options) => {
    calls.push({ command, ...options });
    return {
      exitCode: result.exitCode === undefined ? 0 : result.exitCode,
      stdout: result.stdout ?? "",
      stderr: result.stderr ?? "",
      timedOut: result.timedOut ?? false,
      ...(result.startError === undefined ? {} : { startError: result.startError }),
      ...(result.stdoutCutBytes === undefined ? {} : { stdoutCutBytes: result.stdoutCutBytes }),
    };
  };
  return { run, calls };
}

async function grade(spec: AssertionSpec, run: CommandRunner) {
  const report = sessionReport().toolCall("Bash", { command: "npm test" }).output("42").build();
  return evaluateAssertions(
    [spec],
    context(report, {
      runCommand: run,
      workspaceDir: "/tmp/ws",
      caseInput: { prompt: "What is 15 + 27?", criteria: "Says 42", expectedOutput: "42" },
    }),
  );
}

const grader = (params: Record<string, unknown> = {}, modifiers = {}) =>
  agentv("code-grader", { command: ["python3", "graders/check.py"], ...params }, modifiers);

describe("code-grader", () => {
  it("takes the score and assertions from JSON stdout", async () => {
    const { run } = runner({
      stdout: JSON.stringify({
        score: 0.9,
        assertions: [
          { text: "mentions 42", passed: true },
          { text: "shows working", passed: false, evidence: "no steps" },
        ],
        reasoning: "mostly right",
      }),
    });
    const result = await grade(grader(), run);
    const outcome = result.outcomes[0];
    expect(outcome).toMatchObject({ passed: true, score: 0.9 });
    expect(outcome?.message).toContain("score 0.9, 1/2 checks passed");
    expect(outcome?.evidence).toBe("mostly right\n✓ mentions 42\n✗ shows working (no steps)");
  });

  it("scores the fraction of passing assertions when the grader gives no score", async () => {
    const { run } = runner({
      stdout: JSON.stringify({
        assertions: [
          { text: "a", passed: true },
          { text: "b", passed: false },
        ],
      }),
    });
    expect((await grade(grader(), run)).outcomes[0]).toMatchObject({ score: 0.5, passed: false });
  });

  it("clamps a score outside 0–1", async () => {
    const { run } = runner({ stdout: '{"score": 7}' });
    expect((await grade(grader(), run)).outcomes[0]?.score).toBe(1);
  });

  it("passes plain-text stdout with exit code 0, the output as evidence", async () => {
    const { run } = runner({ exitCode: 0, stdout: "12 tests passed\n" });
    const outcome = (await grade(grader(), run)).outcomes[0];
    expect(outcome).toMatchObject({ passed: true, score: 1, evidence: "12 tests passed" });
  });

  it("fails plain-text stdout with exit code 1", async () => {
    const { run } = runner({ exitCode: 1, stdout: "1 test failed", stderr: "AssertionError: 41 != 42" });
    const outcome = (await grade(grader(), run)).outcomes[0];
    expect(outcome).toMatchObject({ passed: false, score: 0 });
    expect(outcome?.message).toBe(
      "Expected python3 graders/check.py to exit with code 0. Observed: it exited with code 1.",
    );
    expect(outcome?.evidence).toBe("stdout:\n1 test failed\nstderr:\nAssertionError: 41 != 42");
  });

  it("scores 0 when the grader exits non-zero even with a JSON score", async () => {
    const { run } = runner({ exitCode: 2, stdout: '{"score": 1}' });
    expect((await grade(grader(), run)).outcomes[0]).toMatchObject({ passed: false, score: 0 });
  });

  it("fails a timed-out grader, and negate does not turn that into a pass", async () => {
    const { run } = runner({ exitCode: null, timedOut: true });
    const result = await grade(grader({ timeout_ms: 500 }, { negate: true }), run);
    expect(result.outcomes[0]).toMatchObject({ passed: false, score: 0 });
    expect(result.outcomes[0]?.message).toBe("code-grader: python3 graders/check.py timed out after 500 ms");
    expect(result.passed).toBe(false);
  });

  it("is ungraded, not passed as plain text, when its stdout was past what is kept of it", async () => {
    // What runGraderCommand keeps of a long stdout: its first and last lines, the middle cut.
    const stdout = '{"score": 0, "reasoning": "\n[skill-eval: stdout stored up to 1048576 bytes, …]\n"}\n';
    const result = await grade(grader(), runner({ stdout, stdoutCutBytes: 3_000_000 }).run);
    expect(result.outcomes[0]).toMatchObject({ passed: false, ungraded: true });
    expect(result.outcomes[0]?.message).toBe(
      "code-grader: python3 graders/check.py printed more on stdout than is kept of it (3000000 bytes were cut from its middle), so its result was not read; print only the result on stdout, logs on stderr",
    );
    // A non-zero exit still scores 0, whatever its stdout.
    const failed = await grade(grader(), runner({ exitCode: 1, stdout, stdoutCutBytes: 3_000_000 }).run);
    expect(failed.outcomes[0]).toMatchObject({ passed: false, score: 0 });
  });

  it("is ungraded, not failed, when its program could not start (bun not installed, say)", async () => {
    const { run } = runner({ exitCode: null, startError: "spawn python3 ENOENT" });
    const result = await grade(grader(), run);
    expect(result.outcomes[0]).toMatchObject({ passed: false, ungraded: true });
    expect(result.outcomes[0]?.message).toBe(
      "code-grader: could not start python3 graders/check.py: spawn python3 ENOENT",
    );
  });

  it("hands the grader the workspace's changes as file_changes, null when there are none", async () => {
    const diff =
      "diff --git a/hello.txt b/hello.txt\n--- a/hello.txt\n+++ b/hello.txt\n@@ -1 +1 @@\n-hi\n+hello";
    const report = sessionReport().output("done").build();
    const stdinWith = async (fileChanges: string | undefined) => {
      const { run, calls } = runner({ stdout: '{"score": 1}' });
      await evaluateAssertions(
        [grader()],
        context(report, { runCommand: run, ...(fileChanges === undefined ? {} : { fileChanges }) }),
      );
      return JSON.parse(calls[0]?.stdin ?? "null") as Record<string, unknown>;
    };
    expect((await stdinWith(diff)).file_changes).toBe(diff);
    expect((await stdinWith("")).file_changes).toBeNull();
    expect((await stdinWith(undefined)).file_changes).toBeNull();
  });

  it("hands the case to the grader on stdin with agentv's snake_case fields", async () => {
    const { run, calls } = runner({ stdout: '{"score": 1}' });
    await grade(grader({ rubric_file: "rubric.md" }), run);
    const call = calls[0];
    expect(call?.command).toEqual(["python3", "graders/check.py"]);
    expect(call?.cwd).toBe("/repo/evals/demo");
    expect(call?.env).toEqual({ AGENTV_WORKSPACE_PATH: "/tmp/ws" });
    expect(call?.timeoutMs).toBe(60_000);
    const stdin: unknown = JSON.parse(call?.stdin ?? "null");
    expect(stdin).toMatchObject({
      input_text: "What is 15 + 27?",
      output_text: "42",
      criteria: "Says 42",
      expected_output_text: "42",
      workspace_path: "/tmp/ws",
      input: [{ role: "user", content: "What is 15 + 27?" }],
      // code-graders.mdx: "Do not treat `output` as a message array".
      output: "42",
      messages: [{ role: "assistant", content: "42" }],
      trace: { event_count: 1, tool_calls: { Bash: 1 } },
      trace_summary: { event_count: 1, tool_calls: { Bash: 1 } },
      config: { rubric_file: "rubric.md" },
    });
  });

  it("runs in the cwd given, relative to the suite file", async () => {
    const { run, calls } = runner({ stdout: "ok" });
    await grade(grader({ cwd: "../graders" }), run);
    expect(calls[0]?.cwd).toBe("/repo/evals/graders");
  });

  it("fails without a command, naming the field", async () => {
    const { run } = runner({});
    const outcome = (await grade(agentv("code-grader", {}), run)).outcomes[0];
    expect(outcome?.passed).toBe(false);
    expect(outcome?.message).toContain('field "command" is required');
  });

  it("accepts agentv's older name code-judge and v5's script", async () => {
    const { run } = runner({ stdout: "ok" });
    expect((await grade(agentv("code-judge", { command: ["true"] }), run)).passed).toBe(true);
    expect((await grade(agentv("script", { command: ["true"] }), run)).passed).toBe(true);
  });

  it("fails with the reason when the command cannot start", async () => {
    const run: CommandRunner = async () => {
      throw new Error("spawn python3 ENOENT");
    };
    const outcome = (await grade(grader(), run)).outcomes[0];
    expect(outcome?.passed).toBe(false);
    expect(outcome?.message).toBe("code-grader: could not be evaluated: spawn python3 ENOENT");
  });
});
