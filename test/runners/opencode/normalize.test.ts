import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createOpencodeNormalizer } from "../../../src/runners/opencode/normalize.ts";
import { skillNameFromPath } from "../../../src/runners/skill-detection.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";
import { cachedByScenario, recordedScenarios } from "../../support/recorded-scenarios.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/opencode-json/", import.meta.url));

const runner = {
  id: "opencode",
  pathKey: "opencode",
  agent: { type: "opencode", model: "anthropic/claude-sonnet-4-5" },
};

const normalize = normalizeWith(createOpencodeNormalizer);

const toolNames = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const assistantTexts = (report: SessionReport) =>
  report.events.flatMap((e) =>
    e.type === "message" && e.role === "assistant" && e.phase === undefined ? [e.text] : [],
  );

// ---------------------------------------------------------------------------------------------
// Recorded scenarios (CLI 1.18.33 against a scripted model server): expected.json is the truth.
// ---------------------------------------------------------------------------------------------

const recorded = recordedScenarios("opencode");
const { names: scenarios, workspaceOf, expectedFor } = recorded;

const scenarioReport = cachedByScenario((name) => {
  const { lines, exitCode, stderrTail } = recorded.run(name);
  const cwd = workspaceOf(name);
  const input = { runner, prompt: "Do the task.", cwd, skillRoots: [`${cwd}/.agents/skills`] };
  return normalize(lines, input, outcome({ exitCode, stderrTail }));
});

describe("recorded OpenCode scenarios", () => {
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
      expect(report.sessionId).toMatch(/^ses_/);
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
        return c.exitCode === 0 ? [] : [{ command: c.command, exitCode: c.exitCode ?? null }];
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
      if (expected.httpStatus !== undefined) {
        expect(report.errorMessage).toContain(`(HTTP ${expected.httpStatus})`);
      }
    });

    it("model calls (step_finish lines)", () => {
      expect(scenarioReport(name).modelCalls).toBe(expected.modelCalls);
    });
  });
});

describe("recorded scenarios: report details", () => {
  it("sums tokens and cost over every step_finish", () => {
    const report = scenarioReport("skill-used");
    expect(report.usage).toEqual({
      inputTokens: 300,
      outputTokens: 60,
      reasoningTokens: 0,
      cacheTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      totalTokens: 360,
      inputChars: "Do the task.".length,
      outputChars: "Created report.txt with the project status (green).".length,
      reasoningChars: 0,
      source: { input: "provider", output: "provider", reasoning: "provider" },
    });
    expect(report.costUsd).toBeCloseTo(0.0018, 10);
    expect(report.turns).toBe(3);
    expect(report.sessionId).toBe("ses_dfd9a6a33ffeYIr4RTwZ5ygm14");
    expect(report.durationMs).toBe(1234);
    expect(report.startedAt).toBe(new Date(1795336543619).toISOString());
    expect(report.endedAt).toBe(new Date(1795336543930).toISOString());
  });

  it("explains skill detection with evidence and signals", () => {
    const report = scenarioReport("skill-used");
    expect(report.detectedSkills).toEqual([
      { skill: "pdf-report", confidence: "explicit", evidence: ["skill tool call succeeded"] },
    ]);
    const signals = report.events.flatMap((e) => (e.type === "skillSignal" ? [[e.skill, e.signal]] : []));
    expect(signals).toEqual([["pdf-report", "skill-tool"]]);
  });

  it("a SKILL.md read with the read tool is strong, not explicit", () => {
    const report = scenarioReport("skill-md-read");
    expect(report.detectedSkills).toEqual([
      {
        skill: "pdf-report",
        confidence: "strong",
        evidence: ["Read /home/runner/ws-opencode-skill-md-read/.agents/skills/pdf-report/SKILL.md"],
      },
    ]);
  });

  it("joins each call to its result, with bash exit codes from metadata", () => {
    const report = scenarioReport("tool-error");
    const results = report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
    expect(results.map(({ tool, callId, isError, output }) => ({ tool, callId, isError, output }))).toEqual([
      { tool: "bash", callId: "toolu_mock_01", isError: false, output: "(no output)" },
      { tool: "bash", callId: "toolu_mock_02", isError: false, output: "(no output)" },
    ]);
    expect(commands(report).map((c) => c.exitCode)).toEqual([3, 0]);
    // A command's non-zero exit is not a run failure.
    expect(report.isError).toBe(false);
    expect(report.errorMessage).toBeUndefined();
  });

  it("keeps every text part as a message; the last one is the answer", () => {
    expect(assistantTexts(scenarioReport("skill-used"))).toEqual([
      "I'll use the pdf-report skill for this.",
      "Created report.txt with the project status (green).",
    ]);
  });

  it("API errors: the error line's message, no answer, no model call", () => {
    const report = scenarioReport("api-error-401");
    expect(report.errorMessage).toBe("invalid x-api-key (HTTP 401)");
    expect(report.events).toEqual([]);
    expect(report.costUsd).toBeUndefined();
    expect(report.usage.inputTokens).toBeUndefined();
    expect(report.usage.source).toEqual({ input: "chars", output: "chars", reasoning: "chars" });
    expect(scenarioReport("api-error-500").errorMessage).toBe("Internal server error (HTTP 500)");
  });

  it("max turns is invisible in stdout: a normal run (notes.md)", () => {
    const report = scenarioReport("max-turns");
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(report.modelCalls).toBe(2);
  });

  it("keeps a 204,899-character answer whole", () => {
    expect(scenarioReport("long-output").finalOutput).toHaveLength(204_899);
    expect(scenarioReport("long-output").usage.outputChars).toBe(204_899);
  });
});

// ---------------------------------------------------------------------------------------------
// Public captures (banteg/takopi): expected values counted with jq, not by a normalizer.
// ---------------------------------------------------------------------------------------------

const publicExpectedSchema = z.object({
  counts: z.object({ nonempty_lines: z.number(), non_json_lines: z.number() }),
  session_ids: z.array(z.string()),
  tool_uses_in_order: z.array(
    z.object({
      tool: z.string(),
      callID: z.string(),
      status: z.string(),
      input: z.record(z.string(), z.unknown()),
      exit: z.number().nullable().optional(),
    }),
  ),
  bash_commands_in_order: z.array(z.string()),
  texts: z.array(z.string()),
  last_text: z.string().nullable(),
  step_finish_reasons: z.array(z.string()),
  step_finish_cost_sum: z.number(),
  tokens_sum: z.object({
    input: z.number(),
    output: z.number(),
    reasoning: z.number(),
    cache_read: z.number(),
    cache_write: z.number(),
  }),
  errors: z.array(
    z.object({
      name: z.string(),
      data: z.object({ message: z.string(), statusCode: z.number().optional() }),
    }),
  ),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort();

describe.each(publicFiles)("public capture %s", (file) => {
  const expected = publicExpectedSchema.parse(
    JSON.parse(readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8")),
  );
  const lines = readFileSync(posix.join(publicDir, file), "utf8").split("\n");
  const failed = expected.errors.length > 0;
  const report = normalize(
    lines,
    { runner, prompt: "p", cwd: "/ws", skillRoots: [] },
    outcome({ exitCode: failed ? 1 : 0 }),
  );

  it("validates and understands every line", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(expected.counts.non_json_lines);
    expect(report.sessionId).toBe(expected.session_ids[0]);
  });

  it("tool calls with their input, bash commands with exit codes", () => {
    const calls = report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
    expect(calls.map((c) => ({ tool: c.tool, callId: c.callId, args: c.args }))).toEqual(
      expected.tool_uses_in_order.map((t) => ({ tool: t.tool, callId: t.callID, args: t.input })),
    );
    expect(commands(report).map((c) => c.command)).toEqual(expected.bash_commands_in_order);
    const bashExits = expected.tool_uses_in_order.flatMap((t) => (t.tool === "bash" ? [t.exit ?? null] : []));
    expect(commands(report).map((c) => c.exitCode ?? null)).toEqual(bashExits);
  });

  it("texts, final output", () => {
    expect(assistantTexts(report)).toEqual(expected.texts);
    expect(report.finalOutput).toBe(expected.last_text ?? "");
  });

  it("tokens and cost summed over step_finish", () => {
    const sum = expected.tokens_sum;
    expect(report.modelCalls).toBe(expected.step_finish_reasons.length);
    expect(report.usage.inputTokens).toBe(sum.input + sum.cache_read);
    expect(report.usage.outputTokens).toBe(sum.output);
    expect(report.usage.reasoningTokens).toBe(sum.reasoning);
    expect(report.usage.cacheReadTokens).toBe(sum.cache_read);
    expect(report.usage.cacheWriteTokens).toBe(sum.cache_write);
    expect(report.usage.totalTokens).toBe(sum.input + sum.cache_read + sum.output + sum.reasoning);
    expect(report.costUsd).toBeCloseTo(expected.step_finish_cost_sum, 10);
  });

  it("the error line fails the run", () => {
    expect(report.isError).toBe(failed);
    const error = expected.errors[0];
    if (error === undefined) {
      expect(report.errorKind).toBeUndefined();
      return;
    }
    expect(report.errorKind).toBe("api-error");
    expect(report.errorMessage).toBe(`${error.data.message} (HTTP ${error.data.statusCode})`);
  });
});

it("public captures: both stream files are tested", () => {
  expect(publicFiles).toHaveLength(2);
});

// ---------------------------------------------------------------------------------------------
// Hand-written lines for what the recordings do not show (shapes follow the recordings).
// ---------------------------------------------------------------------------------------------

const ws = "/ws";
let clock = 1_800_000_000_000;

function line(type: string, fields: Record<string, unknown>): string {
  clock += 10;
  return JSON.stringify({ type, timestamp: clock, sessionID: "ses_hand", ...fields });
}

function toolUse(
  tool: string,
  input: Record<string, unknown>,
  state: Record<string, unknown> = { status: "completed", output: "ok" },
  callID = `call_${tool}`,
): string {
  return line("tool_use", { part: { type: "tool", tool, callID, state: { input, ...state } } });
}

function stepFinish(tokens: Record<string, unknown> = {}, reason = "stop", cost?: number): string {
  return line("step_finish", {
    part: { type: "step-finish", reason, tokens, ...(cost === undefined ? {} : { cost }) },
  });
}

function stepStart(): string {
  return line("step_start", { part: { type: "step-start" } });
}

function text(value: string): string {
  return line("text", { part: { type: "text", text: value } });
}

function run(lines: string[], end: ProcessOutcome = outcome()): SessionReport {
  return normalize(lines, { runner, prompt: "go", cwd: ws, skillRoots: [`${ws}/.agents/skills`] }, end);
}

describe("OpenCode normalizer on hand-written lines", () => {
  it("a failed skill call is attempted, not used", () => {
    const report = run([
      toolUse(
        "skill",
        { name: "hello-skill" },
        { status: "error", error: 'Skill "hello-skill" not found. Available skills: customize-opencode' },
      ),
      text("No such skill."),
      stepFinish(),
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([
      {
        skill: "hello-skill",
        confidence: "explicit",
        evidence: [
          'skill tool call failed: Skill "hello-skill" not found. Available skills: customize-opencode',
        ],
      },
    ]);
    expect(report.events.filter((e) => e.type === "toolResult")).toMatchObject([
      { isError: true, output: 'Skill "hello-skill" not found. Available skills: customize-opencode' },
    ]);
    expect(report.isError).toBe(false);
  });

  it("a failed then a successful call of the same skill: used, and attempted once", () => {
    const report = run([
      toolUse("skill", { name: "pdf-report" }, { status: "error", error: "ripgrep execution failed" }, "c1"),
      toolUse("skill", { name: "pdf-report" }, { status: "completed", output: "<skill_content>" }, "c2"),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "explicit"]]);
    expect(report.attemptedSkills.map((s) => s.skill)).toEqual(["pdf-report"]);
  });

  it("shell reads, relative read paths, writes, edits and patches", () => {
    const report = run([
      toolUse(
        "bash",
        { command: "cat .agents/skills/pdf-report/SKILL.md | head -5" },
        {
          status: "completed",
          output: "---",
          metadata: { exit: 0 },
        },
      ),
      toolUse("read", { filePath: "src/a.ts", offset: 10 }),
      toolUse("write", { filePath: "out/new.txt", content: "x" }),
      toolUse("edit", { filePath: "/abs/b.ts", oldString: "a", newString: "b" }),
      toolUse("apply_patch", {
        patchText:
          "*** Begin Patch\n*** Add File: c.txt\n+hi\n*** Update File: d.ts\n*** Move to: e.ts\n@@\n-a\n+b\n*** Delete File: f.txt\n*** End Patch",
      }),
    ]);
    expect(report.files.observedReads).toEqual(["/ws/.agents/skills/pdf-report/SKILL.md", "/ws/src/a.ts"]);
    expect(report.files.observedSkillReads).toEqual(["/ws/.agents/skills/pdf-report/SKILL.md"]);
    expect(report.files.observedWrites).toEqual([
      "/ws/out/new.txt",
      "/abs/b.ts",
      "/ws/c.txt",
      "/ws/d.ts",
      "/ws/e.ts",
      "/ws/f.txt",
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "strong"]]);
  });

  it("a refused permission marks the command denied and the run permission-denied, not failed", () => {
    const rejection = "The user rejected permission to use this specific tool call.";
    const report = run([
      toolUse("bash", { command: "rm -rf build" }, { status: "error", error: rejection }),
      toolUse(
        "read",
        { filePath: "/etc/passwd" },
        {
          status: "error",
          error:
            "The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules []",
        },
      ),
      text("I could not do it."),
      stepFinish({ input: 1, output: 1 }),
    ]);
    expect(commands(report)).toMatchObject([{ command: "rm -rf build", exitCode: null, denied: true }]);
    expect(report.files.observedReads).toEqual([]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.errorMessage).toBe(rejection);
  });

  it("a bash call that errored without an exit code has exitCode null; no metadata leaves it unknown", () => {
    const report = run([
      toolUse("bash", { command: "sleep 999" }, { status: "error", error: "Command timed out" }, "a"),
      toolUse("bash", { command: "true" }, { status: "completed", output: "" }, "b"),
    ]);
    expect(commands(report).map((c) => c.exitCode)).toEqual([null, undefined]);
  });

  it("reasoning, cache tokens and missing cost", () => {
    const report = run([
      line("reasoning", { part: { type: "reasoning", text: "think first" } }),
      text("done"),
      stepFinish({ input: 10, output: 5, reasoning: 3, cache: { read: 90, write: 7 } }),
    ]);
    expect(report.events[0]).toMatchObject({ type: "message", phase: "thinking", text: "think first" });
    expect(report.usage).toMatchObject({
      inputTokens: 100,
      outputTokens: 5,
      reasoningTokens: 3,
      cacheTokens: 90,
      cacheReadTokens: 90,
      cacheWriteTokens: 7,
      totalTokens: 108,
      reasoningChars: "think first".length,
    });
    expect(report.costUsd).toBeUndefined();
  });

  it("a 403 is auth; a provider auth error is auth; other errors are api-error", () => {
    const errorLine = (error: Record<string, unknown>) => [line("error", { error })];
    const forbidden = run(
      errorLine({ name: "APIError", data: { message: "forbidden", statusCode: 403 } }),
      outcome({ exitCode: 1 }),
    );
    expect([forbidden.isError, forbidden.errorKind]).toEqual([true, "auth"]);
    const provider = run(
      errorLine({ name: "ProviderAuthError", data: { message: "no key" } }),
      outcome({ exitCode: 1 }),
    );
    expect([provider.errorKind, provider.errorMessage]).toEqual(["auth", "no key"]);
    const unknown = run(
      errorLine({ name: "UnknownError", data: { message: "boom" } }),
      outcome({ exitCode: 1 }),
    );
    expect([unknown.errorKind, unknown.errorMessage]).toEqual(["api-error", "boom"]);
  });

  it("an error line fails the run even when the process exits 0", () => {
    const report = run([
      line("error", { error: { name: "APIError", data: { message: "x", statusCode: 529 } } }),
    ]);
    expect([report.isError, report.errorKind]).toEqual([true, "api-error"]);
  });

  it("a session cut short is a crash, with stderr", () => {
    const report = run(
      [stepStart(), text("partial")],
      outcome({ exitCode: 2, stderrTail: "Segmentation fault\n" }),
    );
    expect([report.isError, report.errorKind]).toEqual([true, "crash"]);
    expect(report.errorMessage).toBe(
      "OpenCode exited with code 2 before its session finished (no final step, no error line): Segmentation fault",
    );
    expect(report.finalOutput).toBe("partial");
  });

  it("an empty stdout, or a loop cut after a tool-calls step, is a crash even with exit 0", () => {
    expect(run([]).errorKind).toBe("crash");
    const cut = run([stepStart(), toolUse("bash", { command: "ls" }), stepFinish({}, "tool-calls")]);
    expect([cut.isError, cut.errorKind]).toEqual([true, "crash"]);
    const open = run([stepStart(), text("a"), stepFinish(), stepStart()]);
    expect(open.errorKind).toBe("crash");
  });

  it("a finished session is not failed by its exit code", () => {
    const report = run([stepStart(), text("done"), stepFinish({}, "length")], outcome({ exitCode: 1 }));
    expect([report.isError, report.errorKind, report.errorMessage]).toEqual([false, undefined, undefined]);
  });

  it("a session halted by a refused permission (no --auto) is permission-denied, not a crash", () => {
    // The shape 1.18.33 prints without --auto when `read` wants a file outside the workspace.
    const rejection = "The user rejected permission to use this specific tool call.";
    const lines = [
      stepStart(),
      toolUse("read", { filePath: "/etc/hostname" }, { status: "error", error: rejection }),
      stepFinish({ input: 100, output: 20 }, "tool-calls"),
    ];
    const report = run(lines);
    expect([report.isError, report.errorKind, report.errorMessage]).toEqual([
      false,
      "permission-denied",
      rejection,
    ]);
    expect(report.files.observedReads).toEqual([]);
    expect(run(lines, outcome({ exitCode: 1 })).errorKind).toBe("crash");
  });

  it("killed by a signal, and timed out", () => {
    const killed = run([], outcome({ exitCode: null, signal: "SIGKILL" }));
    expect([killed.isError, killed.errorKind, killed.errorMessage]).toEqual([
      true,
      "crash",
      "OpenCode was killed (SIGKILL) before its session finished (no final step, no error line)",
    ]);
    const timedOut = run([text("working")], outcome({ exitCode: null, signal: "SIGTERM", timedOut: true }));
    expect([timedOut.isError, timedOut.errorKind, timedOut.errorMessage]).toEqual([
      true,
      "timeout",
      "Timed out after 1234 ms",
    ]);
  });

  it("counts garbage and unknown event types as unparsed, never fatal", () => {
    const report = run([
      "not json",
      "",
      JSON.stringify({ type: "file_diff", part: {} }),
      JSON.stringify({ type: "text", part: { text: 42 } }),
      text("ok"),
    ]);
    expect(report.unparsedLines).toBe(3);
    expect(report.finalOutput).toBe("ok");
  });

  it("clips a huge tool output but keeps its start", () => {
    const big = "x".repeat(150_000);
    const report = run([
      toolUse("bash", { command: "yes" }, { status: "completed", output: big, metadata: { exit: 0 } }),
    ]);
    const result = report.events.find((e) => e.type === "toolResult");
    expect(result?.type === "toolResult" ? result.output : "").toMatch(
      /^x{100000}… \[50000 more characters\]$/,
    );
  });
});
