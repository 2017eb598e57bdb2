/**
 * SYNTHETIC transcripts only. No real `copilot -p … --output-format json` capture is committed to
 * this repository, and Copilot CLI cannot be run here. Every line below is hand-written; the event
 * names and field shapes follow lines of Copilot CLI 1.0.x JSON output quoted in public
 * repositories (`user.message`, `assistant.message{toolRequests}`, `assistant.reasoning`,
 * `tool.execution_start/complete`, the closing `result{sessionId, exitCode, usage}`), but the
 * values, ids and sequences are made up.
 */
import { describe, expect, it } from "vitest";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createCopilotNormalizer } from "../../../src/runners/copilot/normalize.ts";
import { outcome as harnessOutcome, normalizeWith } from "../../support/normalizer-harness.ts";

const runner = { id: "copilot", pathKey: "copilot", agent: { type: "copilot", model: "default" } };
const WS = "/home/runner/ws";
const SKILLS = "/home/runner/home/.copilot/skills";
const input: NormalizerInput = { runner, prompt: "Write the release notes.", cwd: WS, skillRoots: [SKILLS] };

function outcome(overrides: Partial<ProcessOutcome> = {}): ProcessOutcome {
  return harnessOutcome({ durationMs: 4321, ...overrides });
}

function normalize(lines: readonly string[], end: ProcessOutcome = outcome()): SessionReport {
  return normalizeWith(createCopilotNormalizer)(lines, input, end);
}

let clock = 0;
function ev(type: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  clock += 1;
  const timestamp = `2026-07-30T01:56:${String(clock % 60).padStart(2, "0")}.000Z`;
  return JSON.stringify({
    type,
    data,
    id: `evt-${clock}`,
    timestamp,
    parentId: `evt-${clock - 1}`,
    ...extra,
  });
}
const resultLine = (exitCode: number, usage: Record<string, unknown> = { premiumRequests: 1 }) =>
  JSON.stringify({
    type: "result",
    timestamp: "2026-07-30T01:58:00.000Z",
    sessionId: "sess-1",
    exitCode,
    usage,
  });

const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const toolResults = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));

/** A full session: a skill call, reads, a shell command that fails and one that works, a write. */
const session = [
  ev(
    "session.mcp_server_status_changed",
    { serverName: "github-mcp-server", status: "pending" },
    { ephemeral: true },
  ),
  ev("session.start", {
    sessionId: "sess-1",
    selectedModel: "auto",
    copilotVersion: "1.0.76",
    context: { cwd: WS },
  }),
  ev("session.skills_loaded", {
    skills: [{ name: "release-notes", path: `${SKILLS}/release-notes/SKILL.md` }],
  }),
  ev("session.auto_mode_resolved", { chosenModel: "claude-sonnet-4.6" }),
  ev("user.message", {
    content: "Write the release notes.",
    transformedContent: "<current_datetime/>Write the release notes.",
  }),
  ev("assistant.turn_start", { turnId: "0" }),
  ev("assistant.reasoning_delta", { reasoningId: "r1", deltaContent: "Use the" }, { ephemeral: true }),
  ev("assistant.reasoning_delta", { reasoningId: "r1", deltaContent: " skill." }, { ephemeral: true }),
  ev(
    "assistant.tool_call_delta",
    { toolCallId: "t1", toolName: "skill", inputDelta: '{"skill":' },
    { ephemeral: true },
  ),
  ev("assistant.message", {
    messageId: "m1",
    model: "claude-sonnet-4.6",
    content: "",
    toolRequests: [
      { toolCallId: "t1", name: "skill", arguments: { skill: "release-notes" }, type: "function" },
    ],
    reasoningText: "Use the skill.",
    outputTokens: 40,
  }),
  ev("tool.execution_start", { toolCallId: "t1", toolName: "skill", arguments: { skill: "release-notes" } }),
  ev("assistant.reasoning", { reasoningId: "r1", content: "Use the skill." }, { ephemeral: true }),
  ev("tool.execution_complete", {
    toolCallId: "t1",
    success: true,
    result: {
      content: 'Skill "release-notes" loaded successfully.',
      detailedContent: "Skill loaded successfully\n\n# Release notes\n…",
    },
  }),
  ev("assistant.usage", {
    model: "claude-sonnet-4.6",
    inputTokens: 1000,
    outputTokens: 40,
    cacheReadTokens: 800,
    cacheWriteTokens: 10,
  }),
  ev("assistant.turn_end", { turnId: "0" }),
  ev("assistant.turn_start", { turnId: "1" }),
  ev("assistant.message_delta", { messageId: "m2", deltaContent: "Reading the" }, { ephemeral: true }),
  ev("assistant.message", {
    messageId: "m2",
    model: "claude-sonnet-4.6",
    content: "Reading the changelog.",
    toolRequests: [
      { toolCallId: "t2", name: "view", arguments: { path: "CHANGELOG.md" } },
      { toolCallId: "t3", name: "bash", arguments: { command: "cat templates/notes.md && npm test" } },
    ],
    outputTokens: 30,
  }),
  ev("tool.execution_start", { toolCallId: "t2", toolName: "view", arguments: { path: "CHANGELOG.md" } }),
  ev("tool.execution_start", {
    toolCallId: "t3",
    toolName: "bash",
    arguments: { command: "cat templates/notes.md && npm test", description: "Run tests" },
  }),
  ev("tool.execution_complete", { toolCallId: "t2", success: true, result: { content: "1. # Changelog" } }),
  ev("tool.execution_partial_result", { toolCallId: "t3", partialOutput: "FAIL" }, { ephemeral: true }),
  ev("tool.execution_complete", {
    toolCallId: "t3",
    success: true,
    result: {
      content: "1 failing\n<exited with exit code 1>",
      detailedContent: "1 failing\n<exited with exit code 1>",
    },
  }),
  ev("assistant.usage", {
    model: "claude-sonnet-4.6",
    inputTokens: 1200,
    outputTokens: 30,
    cacheReadTokens: 900,
  }),
  ev("assistant.message", {
    messageId: "m3",
    content: "",
    toolRequests: [
      { toolCallId: "t4", name: "view", arguments: { path: `${SKILLS}/release-notes/template.md` } },
    ],
  }),
  ev("tool.execution_start", {
    toolCallId: "t4",
    toolName: "view",
    arguments: { path: `${SKILLS}/release-notes/template.md` },
  }),
  ev("tool.execution_complete", { toolCallId: "t4", success: true, result: { content: "## Template" } }),
  ev("tool.execution_start", {
    toolCallId: "t5",
    toolName: "create",
    arguments: { path: "NOTES.md", file_text: "# 1.2" },
  }),
  ev("tool.execution_complete", {
    toolCallId: "t5",
    success: true,
    result: { content: "Created file NOTES.md" },
  }),
  ev("tool.execution_start", {
    toolCallId: "t6",
    toolName: "bash",
    arguments: { command: "git diff --stat" },
  }),
  ev("tool.execution_complete", {
    toolCallId: "t6",
    success: true,
    result: { content: " NOTES.md | 1 +\n<exited with exit code 0>" },
  }),
  ev("assistant.message", {
    messageId: "m4",
    model: "claude-sonnet-4.6",
    content: "Wrote NOTES.md.",
    outputTokens: 12,
  }),
  ev("assistant.usage", { model: "claude-sonnet-4.6", inputTokens: 1300, outputTokens: 12 }),
  ev("assistant.turn_end", { turnId: "1" }),
  ev("session.idle", {}, { ephemeral: true }),
  resultLine(0, { premiumRequests: 1, sessionDurationMs: 9000 }),
];

describe("SYNTHETIC Copilot session", () => {
  const report = normalize(session);

  it("is a valid report, every line understood, session facts read", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(0);
    expect(report.sessionId).toBe("sess-1");
    expect(report.agentVersion).toBe("1.0.76");
    expect(report.model).toBe("claude-sonnet-4.6");
    expect(report.modelCalls).toBe(4);
    expect(report.durationMs).toBe(4321);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
  });

  it("messages: the prompt, one thought (deltas skipped), texts; final output is the last text", () => {
    const messages = report.events.flatMap((e) => (e.type === "message" ? [[e.role, e.phase, e.text]] : []));
    expect(messages).toEqual([
      ["user", undefined, "Write the release notes."],
      ["assistant", "thinking", "Use the skill."],
      ["assistant", undefined, "Reading the changelog."],
      ["assistant", undefined, "Wrote NOTES.md."],
    ]);
    expect(report.finalOutput).toBe("Wrote NOTES.md.");
    expect(report.usage.reasoningChars).toBe("Use the skill.".length);
  });

  it("tool calls from tool.execution_start, in order, with ids and results joined", () => {
    const calls = report.events.flatMap((e) => (e.type === "toolCall" ? [[e.tool, e.callId]] : []));
    expect(calls).toEqual([
      ["skill", "t1"],
      ["view", "t2"],
      ["bash", "t3"],
      ["view", "t4"],
      ["create", "t5"],
      ["bash", "t6"],
    ]);
    expect(toolResults(report).map((r) => [r.tool, r.callId, r.isError])).toEqual([
      ["skill", "t1", false],
      ["view", "t2", false],
      ["bash", "t3", false],
      ["view", "t4", false],
      ["create", "t5", false],
      ["bash", "t6", false],
    ]);
    expect(toolResults(report)[0]?.output).toBe("Skill loaded successfully\n\n# Release notes\n…");
  });

  it("shell commands with the exit code the shell tool appends", () => {
    expect(commands(report).map((c) => [c.command, c.exitCode])).toEqual([
      ["cat templates/notes.md && npm test", 1],
      ["git diff --stat", 0],
    ]);
  });

  it("files read (view and shell) and written, resolved against the workspace", () => {
    expect(report.files.observedReads).toEqual([
      `${WS}/CHANGELOG.md`,
      `${WS}/templates/notes.md`,
      `${SKILLS}/release-notes/template.md`,
    ]);
    expect(report.files.observedWrites).toEqual([`${WS}/NOTES.md`]);
    expect(report.files.observedSkillReads).toEqual([]);
  });

  it("the skill tool is explicit evidence, a read in its folder adds to it", () => {
    expect(report.detectedSkills).toEqual([
      {
        skill: "release-notes",
        confidence: "explicit",
        evidence: ["skill tool call succeeded", `Read ${SKILLS}/release-notes/template.md`],
      },
    ]);
    expect(report.attemptedSkills).toEqual([]);
  });

  it("usage: the per-call assistant.usage events summed, cache reads counted as input", () => {
    expect(report.usage).toEqual({
      inputTokens: 3500 + 1700,
      outputTokens: 82,
      cacheTokens: 1700,
      cacheReadTokens: 1700,
      cacheWriteTokens: 10,
      totalTokens: 5200 + 82,
      inputChars: "Write the release notes.".length,
      outputChars: "Wrote NOTES.md.".length,
      reasoningChars: "Use the skill.".length,
      source: { input: "provider", output: "provider", reasoning: "chars" },
    });
  });
});

describe("SYNTHETIC Copilot edge cases", () => {
  const start = ev("session.start", { sessionId: "sess-2", copilotVersion: "1.0.80" });

  it("usage falls back to session.shutdown totals, then to the messages' output tokens", () => {
    const shutdown = normalize([
      start,
      ev("assistant.message", { messageId: "a", content: "ok", outputTokens: 5 }),
      ev("assistant.usage", { inputTokens: 1, outputTokens: 1 }),
      ev("session.shutdown", {
        modelMetrics: {
          "gpt-5.4": {
            requests: { count: 1 },
            usage: { inputTokens: 10, outputTokens: 4, cacheReadTokens: 2 },
          },
          "claude-haiku-4.5": { usage: { inputTokens: 5, outputTokens: 1 } },
        },
      }),
      resultLine(0),
    ]);
    expect([shutdown.usage.inputTokens, shutdown.usage.outputTokens, shutdown.usage.cacheReadTokens]).toEqual(
      [17, 5, 2],
    );
    const messagesOnly = normalize([
      start,
      ev("assistant.message", { messageId: "a", content: "ok", outputTokens: 5 }),
      resultLine(0),
    ]);
    expect(messagesOnly.usage.outputTokens).toBe(5);
    expect(messagesOnly.usage.inputTokens).toBeUndefined();
    expect(messagesOnly.usage.source).toEqual({ input: "chars", output: "provider", reasoning: "chars" });
  });

  it("a session.error followed by a failed result: auth for a 401", () => {
    const report = normalize(
      [
        start,
        ev("session.error", {
          errorType: "authentication",
          statusCode: 401,
          message: "Not authorized: sign in",
        }),
        resultLine(1),
      ],
      outcome({ exitCode: 1 }),
    );
    expect([report.isError, report.errorKind, report.errorMessage]).toEqual([
      true,
      "auth",
      "Not authorized: sign in",
    ]);
  });

  it("a quota error is an API error; a recovered rate limit (exit code 0) is no error", () => {
    const quota = normalize(
      [
        start,
        ev("session.error", { errorType: "quota", message: "You have exceeded your monthly quota" }),
        resultLine(1),
      ],
      outcome({ exitCode: 1 }),
    );
    expect([quota.isError, quota.errorKind, quota.errorMessage]).toEqual([
      true,
      "api-error",
      "You have exceeded your monthly quota",
    ]);
    const recovered = normalize([
      start,
      ev("session.error", { errorType: "rate_limit", statusCode: 429, message: "slow down" }),
      ev("assistant.message", { messageId: "a", content: "Done anyway." }),
      resultLine(0),
    ]);
    expect([recovered.isError, recovered.errorKind, recovered.finalOutput]).toEqual([
      false,
      undefined,
      "Done anyway.",
    ]);
  });

  it("no result line is a crash, whatever the exit code; a timeout wins", () => {
    const cut = normalize([start, ev("assistant.message", { messageId: "a", content: "Half" })]);
    expect([cut.isError, cut.errorKind, cut.errorMessage]).toEqual([
      true,
      "crash",
      "Copilot exited with code 0 without a result line",
    ]);
    const crash = normalize(
      [start, ev("assistant.message", { messageId: "a", content: "Half" })],
      outcome({ exitCode: 1, stderrTail: "Error: something broke\n" }),
    );
    expect([crash.isError, crash.errorKind, crash.errorMessage, crash.finalOutput]).toEqual([
      true,
      "crash",
      "Copilot exited with code 1 without a result line: Error: something broke",
      "Half",
    ]);
    const timeout = normalize(
      [start],
      outcome({ timedOut: true, exitCode: null, signal: "SIGTERM", durationMs: 900 }),
    );
    expect([timeout.isError, timeout.errorKind, timeout.errorMessage]).toEqual([
      true,
      "timeout",
      "Timed out after 900 ms",
    ]);
  });

  it("a denied tool call: command denied, skill attempted, run not failed", () => {
    const report = normalize([
      start,
      ev("tool.execution_start", { toolCallId: "b1", toolName: "bash", arguments: { command: "git push" } }),
      ev("tool.execution_complete", {
        toolCallId: "b1",
        success: false,
        error: { code: "denied", message: "Denied by preToolUse hook: no" },
      }),
      ev("tool.execution_start", { toolCallId: "s1", toolName: "skill", arguments: { name: "deploy" } }),
      ev("tool.execution_complete", {
        toolCallId: "s1",
        success: false,
        error: { message: "Skill not found: deploy" },
      }),
      resultLine(0),
    ]);
    expect(commands(report)).toMatchObject([{ command: "git push", exitCode: null, denied: true }]);
    expect(report.attemptedSkills.map((s) => [s.skill, s.evidence])).toEqual([
      ["deploy", ["skill tool call failed: Skill not found: deploy"]],
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect([report.isError, report.errorKind]).toEqual([false, "permission-denied"]);
  });

  it("a completion without a start uses the message's toolRequests (arguments as JSON text)", () => {
    const report = normalize([
      start,
      ev("assistant.message", {
        messageId: "a",
        content: "",
        toolRequests: [{ toolCallId: "v1", name: "view", arguments: '{"path":"/etc/hosts"}' }],
      }),
      ev("tool.execution_complete", { toolCallId: "v1", success: true, result: "127.0.0.1 localhost" }),
      resultLine(0),
    ]);
    expect(report.events.filter((e) => e.type === "toolCall")).toMatchObject([
      { tool: "view", callId: "v1", args: { path: "/etc/hosts" } },
    ]);
    expect(toolResults(report)).toMatchObject([
      { tool: "view", output: "127.0.0.1 localhost", isError: false },
    ]);
    expect(report.files.observedReads).toEqual(["/etc/hosts"]);
  });

  it("subagent work is marked, and its text is not the final output", () => {
    const report = normalize([
      start,
      ev("tool.execution_start", { toolCallId: "task-1", toolName: "task", arguments: { prompt: "look" } }),
      ev("tool.execution_start", {
        toolCallId: "g1",
        toolName: "view",
        arguments: { path: "a.txt" },
        parentToolCallId: "task-1",
      }),
      ev("assistant.message", { messageId: "sub", content: "Subagent says hi", parentToolCallId: "task-1" }),
      ev("tool.execution_complete", { toolCallId: "task-1", success: true, result: { content: "hi" } }),
      ev("assistant.message", { messageId: "top", content: "All done." }),
      resultLine(0),
    ]);
    expect(report.events.flatMap((e) => (e.type === "toolCall" ? [[e.tool, e.parentCallId]] : []))).toEqual([
      ["task", undefined],
      ["view", "task-1"],
    ]);
    expect(report.finalOutput).toBe("All done.");
  });

  it("the older str_replace_editor tool: view reads, create writes", () => {
    const report = normalize([
      start,
      ev("tool.execution_start", {
        toolCallId: "e1",
        toolName: "str_replace_editor",
        arguments: { command: "view", path: "x.md" },
      }),
      ev("tool.execution_start", {
        toolCallId: "e2",
        toolName: "str_replace_editor",
        arguments: { command: "create", path: "y.md" },
      }),
      resultLine(0),
    ]);
    expect(report.files.observedReads).toEqual([`${WS}/x.md`]);
    expect(report.files.observedWrites).toEqual([`${WS}/y.md`]);
    expect(commands(report)).toEqual([]);
  });

  it("a SKILL.md read through view is strong evidence", () => {
    const report = normalize([
      start,
      ev("tool.execution_start", {
        toolCallId: "v",
        toolName: "view",
        arguments: { path: `${SKILLS}/pdf/SKILL.md` },
      }),
      resultLine(0),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf", "strong"]]);
    expect(report.files.observedSkillReads).toEqual([`${SKILLS}/pdf/SKILL.md`]);
  });

  it("counts lines it cannot read and skips unknown events without counting them", () => {
    const report = normalize([
      "Loading…",
      "{broken",
      JSON.stringify({ notAnEvent: true }),
      JSON.stringify({ type: "result", exitCode: "zero?" }),
      ev("some.future_event", { x: 1 }),
      start,
      resultLine(0),
    ]);
    expect(report.unparsedLines).toBe(3);
    expect(report.isError).toBe(false);
    expect(report.sessionId).toBe("sess-1");
  });
});
