import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createGeminiCliNormalizer, exitCodeFrom } from "../../../src/runners/gemini-cli/normalize.ts";
import { httpStatusOf } from "../../../src/runners/gemini-cli/report.ts";
import { skillNameFromPath } from "../../../src/runners/skill-detection.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";
import { cachedByScenario, recordedScenarios } from "../../support/recorded-scenarios.ts";

const runner = {
  id: "gemini",
  pathKey: "gemini",
  agent: { type: "gemini-cli", model: "gemini-2.5-flash" },
};

function inputFor(cwd: string): NormalizerInput {
  return { runner, prompt: "Do the task.", cwd, skillRoots: [`${cwd}/.agents/skills`] };
}

const normalize = normalizeWith(createGeminiCliNormalizer);

const toolNames = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const messages = (report: SessionReport) => report.events.flatMap((e) => (e.type === "message" ? [e] : []));

// ---------------------------------------------------------------------------------------------
// Recorded scenarios (CLI 0.61.0 against a scripted model server): expected.json is the truth.
// ---------------------------------------------------------------------------------------------

const recorded = recordedScenarios("gemini");
const { names: scenarios, workspaceOf, expectedFor } = recorded;

const scenarioReport = cachedByScenario((name) => {
  const { lines, exitCode, stderrTail } = recorded.run(name);
  return normalize(lines, inputFor(workspaceOf(name)), outcome({ exitCode, stderrTail }));
});

describe("recorded Gemini CLI scenarios", () => {
  it("covers every scenario folder", () => {
    expect(scenarios).toEqual([
      "api-error-401",
      "api-error-500",
      "long-output",
      "max-turns",
      "skill-md-read",
      "skill-not-used",
      "skill-used",
      "tool-error",
      "two-skills",
    ]);
  });

  describe.each(scenarios)("%s", (name) => {
    const expected = expectedFor(name);

    it("produces a valid SessionReport with every line understood", () => {
      const report = scenarioReport(name);
      expect(sessionReportSchema.safeParse(report).success).toBe(true);
      expect(report.unparsedLines).toBe(0);
      expect(report.runner).toEqual(runner);
      expect(report.model).toBe("gemini-2.5-flash");
      expect(report.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("final output", () => {
      expect(scenarioReport(name).finalOutput).toBe(expected.finalOutput ?? "");
    });

    it("skills used and the detection ladder", () => {
      const report = scenarioReport(name);
      const explicit = report.detectedSkills.filter((s) => s.confidence === "explicit").map((s) => s.skill);
      expect(explicit).toEqual(expected.skillsInvoked);
      expect(report.detectedSkills.map(({ skill, confidence }) => ({ skill, confidence }))).toEqual(
        expected.detectedSkills,
      );
      expect(report.files.observedSkillReads.map((path) => skillNameFromPath(path))).toEqual(
        expected.skillMdReads,
      );
      expect(report.attemptedSkills.map((s) => s.skill)).toEqual(expected.failedSkillInvocations);
    });

    it("commands in order, and the failed ones", () => {
      const report = scenarioReport(name);
      expect(commands(report).map((c) => c.command)).toEqual(expected.commands);
      const failed = commands(report).flatMap((c) => {
        if (c.denied === true) return [{ command: c.command, exitCode: null, reason: "permission-denied" }];
        return c.exitCode === 0 || c.exitCode === undefined
          ? []
          : [{ command: c.command, exitCode: c.exitCode }];
      });
      expect(failed).toEqual(expected.failedCommands);
    });

    it("files read, relative to the workspace", () => {
      const report = scenarioReport(name);
      const relative = report.files.observedReads.map((path) => posix.relative(workspaceOf(name), path));
      expect(relative).toEqual(expected.filesRead);
    });

    it("tool names in call order", () => {
      expect(toolNames(scenarioReport(name))).toEqual(expected.toolNamesInOrder);
    });

    it("failure flag and kind", () => {
      const report = scenarioReport(name);
      expect(report.isError).toBe(expected.isError);
      // The recordings know one API-error kind; the report refines 401/403 into `auth`.
      const kind = report.errorKind === "auth" ? "api-error" : (report.errorKind ?? null);
      expect(kind).toBe(expected.errorKind);
      if (expected.httpStatus === 401) expect(report.errorKind).toBe("auth");
      if (expected.httpStatus === 500) expect(report.errorKind).toBe("api-error");
      if (expected.isError) expect(report.errorMessage).toBeTruthy();
      else expect(report.errorMessage).toBeUndefined();
    });

    it("model calls (runs of assistant output between tool results)", () => {
      expect(scenarioReport(name).modelCalls).toBe(expected.modelCalls);
    });
  });
});

describe("recorded scenarios: report details", () => {
  it("takes usage from the result line's stats", () => {
    const report = scenarioReport("skill-used");
    expect(report.usage).toEqual({
      inputTokens: 300,
      outputTokens: 60,
      cacheTokens: 0,
      cacheReadTokens: 0,
      totalTokens: 360,
      inputChars: "Do the task.".length,
      outputChars: "Created report.txt with the project status (green).".length,
      reasoningChars: 0,
      source: { input: "provider", output: "provider", reasoning: "chars" },
    });
    expect(report.sessionId).toBe("e363d656-3bef-4097-aef1-dc2b4cdcbbac");
    expect(report.durationMs).toBe(1234);
    expect(report.costUsd).toBeUndefined();
    expect(report.turns).toBeUndefined();
  });

  it("explains skill detection with evidence and signals", () => {
    const report = scenarioReport("two-skills");
    expect(report.detectedSkills).toEqual([
      { skill: "pdf-report", confidence: "explicit", evidence: ["activate_skill tool call succeeded"] },
      { skill: "changelog-writer", confidence: "explicit", evidence: ["activate_skill tool call succeeded"] },
    ]);
    const signals = report.events.flatMap((e) => (e.type === "skillSignal" ? [[e.skill, e.signal]] : []));
    expect(signals).toEqual([
      ["pdf-report", "skill-tool"],
      ["changelog-writer", "skill-tool"],
    ]);
  });

  it("a SKILL.md read with read_file is strong evidence, not an invocation", () => {
    const report = scenarioReport("skill-md-read");
    expect(report.detectedSkills).toEqual([
      {
        skill: "pdf-report",
        confidence: "strong",
        evidence: ["Read /home/runner/ws-gemini-skill-md-read/.agents/skills/pdf-report/SKILL.md"],
      },
    ]);
  });

  it("joins tool results to their calls and reads exit codes from the result text", () => {
    const report = scenarioReport("tool-error");
    const results = report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
    expect(results.map(({ tool, callId, isError, output }) => ({ tool, callId, isError, output }))).toEqual([
      {
        tool: "run_shell_command",
        callId: "run_shell_command__run_shell_command_1795336511535_0",
        isError: false,
        output: "Command exited with code: 3",
      },
      {
        tool: "run_shell_command",
        callId: "run_shell_command__run_shell_command_1795336511671_0",
        isError: false,
        output: "",
      },
    ]);
    expect(commands(report).map((c) => c.exitCode)).toEqual([3, 0]);
  });

  it("a command that printed something has an unknown exit code", () => {
    const report = scenarioReport("skill-not-used");
    expect(commands(report).map((c) => [c.command, c.exitCode])).toEqual([
      ["ls -a", undefined],
      ["echo hello > hello.txt", 0],
    ]);
  });

  it("keeps the order of text, tool calls and results; text before a tool call is not the answer", () => {
    const report = scenarioReport("skill-used");
    expect(report.events.map((e) => e.type)).toEqual([
      "message",
      "message",
      "toolCall",
      "toolResult",
      "skillSignal",
      "toolCall",
      "command",
      "toolResult",
      "message",
    ]);
    expect(messages(report).map((m) => [m.role, m.text])).toEqual([
      ["user", "Create a short status report for this project."],
      ["assistant", "I'll use the pdf-report skill for this."],
      ["assistant", "Created report.txt with the project status (green)."],
    ]);
  });

  it("concatenates a long answer's deltas into one message", () => {
    const report = scenarioReport("long-output");
    expect(report.finalOutput).toHaveLength(204_899);
    expect(report.usage.outputChars).toBe(204_899);
    const assistant = messages(report).filter((m) => m.role === "assistant");
    expect(assistant).toHaveLength(1);
    expect(assistant[0]?.text).toBe(report.finalOutput);
    expect(assistant[0]?.at).toBe("2026-11-22T08:35:39.540Z");
  });

  it("API errors: the message, the status and no answer", () => {
    const unauthorized = scenarioReport("api-error-401");
    expect(unauthorized.finalOutput).toBe("");
    expect(unauthorized.errorMessage).toBe(
      '[API Error: {"error":{"code":401,"message":"API key not valid. Please pass a valid API key.","status":"UNAUTHENTICATED"}}]',
    );
    expect(unauthorized.usage.inputTokens).toBe(0);
    expect(scenarioReport("api-error-500").errorMessage).toMatch(/^\[API Error: .*"code":500/);
  });

  it("max turns: FatalTurnLimitedError", () => {
    const report = scenarioReport("max-turns");
    expect(report.errorKind).toBe("max-turns");
    expect(report.errorMessage).toBe(
      "Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns in settings.json.",
    );
    expect(commands(report).map((c) => c.exitCode)).toEqual([undefined, undefined]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written lines for what the recordings do not show (shapes follow the CLI's emitters).
// ---------------------------------------------------------------------------------------------

const ws = "/ws";
const ts = "2026-11-22T00:00:00.000Z";

function init(model = "gemini-2.5-pro"): string {
  return JSON.stringify({ type: "init", timestamp: ts, session_id: "s-1", model });
}
function user(content: string): string {
  return JSON.stringify({ type: "message", timestamp: ts, role: "user", content });
}
function say(content: string): string {
  return JSON.stringify({ type: "message", timestamp: ts, role: "assistant", content, delta: true });
}
function toolUse(id: string, name: string, parameters: Record<string, unknown>): string {
  return JSON.stringify({ type: "tool_use", timestamp: ts, tool_name: name, tool_id: id, parameters });
}
function toolResult(id: string, output: string, error?: { type: string; message: string }): string {
  return JSON.stringify({
    type: "tool_result",
    timestamp: ts,
    tool_id: id,
    status: error === undefined ? "success" : "error",
    output,
    ...(error === undefined ? {} : { error }),
  });
}
function result(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "result",
    timestamp: ts,
    status: "success",
    stats: {
      total_tokens: 150,
      input_tokens: 100,
      output_tokens: 20,
      cached: 40,
      input: 60,
      duration_ms: 10,
      tool_calls: 0,
      models: {},
    },
    ...fields,
  });
}

function run(lines: string[], end: ProcessOutcome = outcome()): SessionReport {
  return normalize(lines, { runner, prompt: "go", cwd: ws, skillRoots: [`${ws}/.gemini/skills`] }, end);
}

describe("Gemini CLI normalizer on hand-written lines", () => {
  it("an errored activate_skill call is attempted, not used", () => {
    const report = run([
      init(),
      toolUse("a1", "activate_skill", { name: "nope" }),
      toolResult("a1", "", { type: "invalid_tool_params", message: 'Skill "nope" not found.' }),
      say("I could not load it."),
      result(),
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([
      {
        skill: "nope",
        confidence: "explicit",
        evidence: ['activate_skill tool call failed: Skill "nope" not found.'],
      },
    ]);
    const results = report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
    expect(results).toMatchObject([{ isError: true, output: 'Skill "nope" not found.' }]);
    expect(report.finalOutput).toBe("I could not load it.");
  });

  it("an activate_skill call whose result never came is attempted", () => {
    const report = run([init(), toolUse("a1", "activate_skill", { name: "x" })], outcome({ exitCode: 1 }));
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills.map((s) => s.evidence)).toEqual([
      ["activate_skill tool call failed: no tool result"],
    ]);
    expect(report.errorKind).toBe("crash");
  });

  it("reads through read_file, read_many_files and shell commands (with dir_path); writes", () => {
    const report = run([
      init(),
      toolUse("r1", "read_file", { file_path: "/ws/.gemini/skills/pdf-report/SKILL.md" }),
      toolResult("r1", ""),
      toolUse("r2", "read_many_files", { include: ["docs/a.md", "src/**/*.ts"] }),
      toolResult("r2", "ok"),
      toolUse("s1", "run_shell_command", { command: "cat notes.txt | head -n 3", dir_path: "sub" }),
      toolResult("s1", "n"),
      toolUse("w1", "write_file", { file_path: "out/a.txt", content: "x" }),
      toolResult("w1", ""),
      toolUse("e1", "replace", { file_path: "/abs/b.ts", old_string: "a", new_string: "b" }),
      toolResult("e1", ""),
      result(),
    ]);
    expect(report.files.observedReads).toEqual([
      "/ws/.gemini/skills/pdf-report/SKILL.md",
      "/ws/docs/a.md",
      "/ws/sub/notes.txt",
    ]);
    expect(report.files.observedSkillReads).toEqual(["/ws/.gemini/skills/pdf-report/SKILL.md"]);
    expect(report.files.observedWrites).toEqual(["/ws/out/a.txt", "/abs/b.ts"]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "strong"]]);
  });

  it("another file in a skill folder alone is medium", () => {
    const report = run([
      toolUse("r1", "read_file", { file_path: "/ws/.gemini/skills/pdf-report/templates/r.md" }),
      toolResult("r1", ""),
      result(),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "medium"]]);
  });

  it("counts model calls: several tool calls of one response are one call", () => {
    const report = run([
      init(),
      user("go"),
      say("Two at once."),
      toolUse("t1", "run_shell_command", { command: "true" }),
      toolUse("t2", "run_shell_command", { command: "false" }),
      toolResult("t1", ""),
      toolResult("t2", "Command exited with code: 1"),
      say("Done"),
      say(" and dusted."),
      result(),
    ]);
    expect(report.modelCalls).toBe(2);
    expect(report.finalOutput).toBe("Done and dusted.");
    expect(commands(report).map((c) => c.exitCode)).toEqual([0, 1]);
  });

  it("usage: cached tokens and reasoning derived from the total", () => {
    const report = run([result()]);
    expect(report.usage).toMatchObject({
      inputTokens: 100,
      outputTokens: 20,
      cacheTokens: 40,
      cacheReadTokens: 40,
      totalTokens: 150,
      reasoningTokens: 30,
      source: { input: "provider", output: "provider", reasoning: "derived" },
    });
  });

  it("a policy refusal marks the command denied without failing the run", () => {
    const report = run([
      toolUse("s1", "run_shell_command", { command: "rm -rf build" }),
      toolResult("s1", "", { type: "policy_violation", message: "Tool execution denied by policy." }),
      say("I was not allowed to."),
      result(),
    ]);
    expect(commands(report)).toMatchObject([{ command: "rm -rf build", exitCode: null, denied: true }]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.errorMessage).toBe("Tool execution denied by policy.");
  });

  it("classifies result errors", () => {
    const kind = (error: Record<string, unknown> | undefined, stderrTail = "") => {
      const report = run(
        [result({ status: "error", ...(error === undefined ? {} : { error }) })],
        outcome({ exitCode: 1, stderrTail }),
      );
      return [report.isError, report.errorKind];
    };
    expect(kind({ type: "FatalTurnLimitedError", message: "m" })).toEqual([true, "max-turns"]);
    expect(kind({ type: "FatalAuthenticationError", message: "m" })).toEqual([true, "auth"]);
    expect(kind({ type: "unknown", message: '[API Error: {"error":{"code":403,"message":"x"}}]' })).toEqual([
      true,
      "auth",
    ]);
    expect(kind({ type: "unknown", message: "[API Error: quota]" }, "boom\n  status: 401\n}")).toEqual([
      true,
      "auth",
    ]);
    expect(kind({ type: "unknown", message: "[API Error: fetch failed]" })).toEqual([true, "api-error"]);
    expect(kind({ type: "FatalInputError", message: "m" })).toEqual([true, "crash"]);
    expect(kind(undefined)).toEqual([true, "api-error"]);
  });

  it("an invalid stream: the error line explains the result without an error field", () => {
    const report = run([
      JSON.stringify({
        type: "error",
        timestamp: ts,
        severity: "error",
        message: "Model stream ended empty.",
      }),
      result({ status: "error" }),
    ]);
    expect(report.isError).toBe(true);
    expect(report.errorMessage).toBe("Model stream ended empty.");
  });

  it("never throws on bad lines: counts them", () => {
    const report = run([
      "",
      "   ",
      "not json at all",
      '{"type":"telemetry"}',
      '{"type":"tool_use"}',
      "[1,2,3]",
      say("hello"),
      result({ stats: "n/a" }),
    ]);
    expect(report.unparsedLines).toBe(4);
    expect(report.finalOutput).toBe("hello");
    expect(report.usage.source).toEqual({ input: "chars", output: "chars", reasoning: "chars" });
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
  });

  it("no result line and a non-zero exit is a crash; stderr noise is dropped", () => {
    const report = run(
      [init(), say("partial")],
      outcome({
        exitCode: 41,
        stderrTail:
          "YOLO mode is enabled. All tool calls will be automatically approved.\nInvalid auth method selected.\n",
      }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("crash");
    expect(report.errorMessage).toBe(
      "Gemini CLI exited with code 41 without a result line: Invalid auth method selected.",
    );
    expect(report.finalOutput).toBe("partial");
  });

  it("a timeout wins over everything else", () => {
    const report = run(
      [say("working")],
      outcome({ exitCode: null, signal: "SIGKILL", timedOut: true, durationMs: 5000 }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("timeout");
    expect(report.errorMessage).toBe("Timed out after 5000 ms");
  });
});

describe("helpers", () => {
  it("exitCodeFrom reads what the shell tool shows", () => {
    expect(exitCodeFrom("")).toBe(0);
    expect(exitCodeFrom("Command exited with code: 127")).toBe(127);
    expect(exitCodeFrom("Command terminated by signal: SIGTERM")).toBeNull();
    expect(exitCodeFrom("Command failed: spawn ENOENT")).toBeNull();
    expect(exitCodeFrom("Command cancelled by user.")).toBeNull();
    expect(
      exitCodeFrom("Command was automatically cancelled because it exceeded the timeout of 5.0 minutes"),
    ).toBeNull();
    expect(exitCodeFrom("hello")).toBeUndefined();
  });

  it("httpStatusOf prefers the JSON body, then stderr", () => {
    expect(httpStatusOf('[API Error: {"error":{"code":500}}]', "status: 401")).toBe(500);
    expect(httpStatusOf("[API Error: x]", "trace\n  status: 429\n}")).toBe(429);
    expect(httpStatusOf(undefined, "")).toBeUndefined();
  });
});
