import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createCodexRolloutNormalizer } from "../../../src/runners/codex-rollout/normalize.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/codex-rollout/", import.meta.url));

const runner = { id: "rollout", pathKey: "rollout", agent: { type: "replay", model: "m" } };
const input: NormalizerInput = { runner, prompt: "p", cwd: "/ws", skillRoots: ["/ws/.agents/skills"] };

function normalize(lines: Iterable<string>, end: ProcessOutcome = outcome()): SessionReport {
  return normalizeWith(createCodexRolloutNormalizer)(lines, input, end);
}

const toolCalls = (report: SessionReport) => report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const assistantTexts = (report: SessionReport) =>
  report.events.flatMap((e) =>
    e.type === "message" && e.role === "assistant" && e.phase !== "thinking" ? [e.text] : [],
  );

const expectedSchema = z.object({
  counts: z.object({ non_json_lines: z.number() }),
  session_meta: z.object({ id: z.string(), cli_version: z.string() }),
  models: z.array(z.string()),
  function_call_names_in_order: z.array(z.string()),
  custom_tool_call_names_in_order: z.array(z.string()),
  function_call_arguments_redacted: z.boolean(),
  function_calls_without_output: z.array(z.string()),
  web_search_calls: z.number(),
  task_started: z.number(),
  task_complete: z.number(),
  user_messages: z.number(),
  agent_messages: z.number(),
  last_agent_message: z.string(),
  last_total_token_usage: z.object({
    input_tokens: z.number(),
    cached_input_tokens: z.number(),
    output_tokens: z.number(),
    reasoning_output_tokens: z.number(),
    total_tokens: z.number(),
  }),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort();

it("public rollouts: all three files are tested", () => {
  expect(publicFiles).toHaveLength(3);
});

describe.each(publicFiles)("public rollout %s", (file) => {
  const expected = expectedSchema.parse(
    JSON.parse(readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8")),
  );
  const report = normalize(readFileSync(posix.join(publicDir, file), "utf8").split("\n"));

  it("validates, understands every line, and names the session", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(expected.counts.non_json_lines);
    expect(report.sessionId).toBe(expected.session_meta.id);
    expect(report.agentVersion).toBe(expected.session_meta.cli_version);
    expect(report.model).toBe(expected.models[0]);
  });

  it("function calls, custom tool calls and web searches, in order", () => {
    const calls = toolCalls(report);
    const custom = new Set(expected.custom_tool_call_names_in_order);
    const functions = calls.filter((c) => !custom.has(c.tool) && c.tool !== "web_search");
    expect(functions.map((c) => c.tool)).toEqual(expected.function_call_names_in_order);
    expect(calls.filter((c) => custom.has(c.tool)).map((c) => c.tool)).toEqual(
      expected.custom_tool_call_names_in_order,
    );
    expect(calls.filter((c) => c.tool === "web_search")).toHaveLength(expected.web_search_calls);
    const answered = new Set(report.events.flatMap((e) => (e.type === "toolResult" ? [e.callId] : [])));
    const unanswered = calls.filter((c) => c.tool !== "web_search" && !answered.has(c.callId));
    expect(unanswered.map((c) => c.callId)).toEqual(expected.function_calls_without_output);
  });

  it("redacted arguments stay as written and give no commands", () => {
    expect(expected.function_call_arguments_redacted).toBe(true);
    for (const call of toolCalls(report).filter((c) => c.tool !== "web_search")) {
      expect(String(call.args)).toMatch(/^\[REDACTED_/);
    }
    expect(commands(report)).toEqual([]);
    expect(report.files.observedReads).toEqual([]);
    expect(report.detectedSkills).toEqual([]);
  });

  it("each assistant text once; final output is the last agent message", () => {
    expect(assistantTexts(report)).toHaveLength(expected.agent_messages);
    expect(assistantTexts(report).at(-1)).toBe(expected.last_agent_message);
    expect(report.finalOutput).toBe(expected.last_agent_message);
    const users = report.events.filter((e) => e.type === "message" && e.role === "user");
    expect(users).toHaveLength(expected.user_messages);
  });

  it("usage from the last token_count with info; no model-call count without token_usage_record", () => {
    const usage = expected.last_total_token_usage;
    expect(report.usage.inputTokens).toBe(usage.input_tokens);
    expect(report.usage.outputTokens).toBe(usage.output_tokens);
    expect(report.usage.reasoningTokens).toBe(usage.reasoning_output_tokens);
    expect(report.usage.cacheReadTokens).toBe(usage.cached_input_tokens);
    expect(report.usage.totalTokens).toBe(usage.total_tokens);
    expect(report.modelCalls).toBeUndefined();
  });

  it("a task that never completed is a failure", () => {
    const interrupted = expected.task_complete < expected.task_started;
    expect(report.isError).toBe(interrupted);
    expect(report.errorKind).toBe(interrupted ? "crash" : undefined);
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written lines for what the redacted captures cannot show (shapes follow reference §2.6).
// ---------------------------------------------------------------------------------------------

const line = (type: string, payload: unknown) =>
  JSON.stringify({ timestamp: "2026-01-01T00:00:00.000Z", type, payload });
const functionCall = (id: string, name: string, args: unknown) =>
  line("response_item", { type: "function_call", name, arguments: JSON.stringify(args), call_id: id });
const output = (id: string, text: string, type = "function_call_output") =>
  line("response_item", { type, call_id: id, output: text });
const event = (payload: unknown) => line("event_msg", payload);

describe("hand-written rollouts", () => {
  it("unwraps commands, joins exit codes, and counts a successful SKILL.md read as the skill", () => {
    const report = normalize([
      line("session_meta", { id: "t1", cwd: "/elsewhere", cli_version: "0.169.0" }),
      event({ type: "task_started" }),
      functionCall("c1", "exec_command", { cmd: "cat .agents/skills/pdf/SKILL.md" }),
      output("c1", "Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code 0\nOutput:\n# PDF"),
      functionCall("c2", "shell", { command: ["bash", "-lc", "cat missing.md"] }),
      output("c2", JSON.stringify({ output: "no such file", metadata: { exit_code: 1 } })),
      functionCall("c3", "exec_command", { cmd: "cat long.md" }),
      output("c3", "Chunk ID: 2\nProcess running with session ID 7\nOutput:\n"),
      functionCall("c4", "write_stdin", { session_id: 7, chars: "" }),
      output("c4", "Chunk ID: 3\nProcess exited with code 0\nOutput:\ntext"),
      line("response_item", {
        type: "custom_tool_call",
        name: "apply_patch",
        call_id: "p1",
        input: "*** Begin Patch\n*** Update File: src/a.ts\n@@\n-a\n+b\n*** End Patch",
      }),
      output(
        "p1",
        "Exit code: 0\nOutput:\nSuccess. Updated the following files:\nM src/a.ts",
        "custom_tool_call_output",
      ),
      line("token_usage_record", { response_id: "r1" }),
      line("token_usage_record", { response_id: "r2" }),
      event({ type: "agent_message", message: "done" }),
      line("response_item", {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "done" }],
      }),
      event({ type: "task_complete", last_agent_message: "done" }),
    ]);
    expect(commands(report).map((c) => [c.command, c.exitCode])).toEqual([
      ["cat .agents/skills/pdf/SKILL.md", 0],
      ["cat missing.md", 1],
      ["cat long.md", 0],
    ]);
    expect(report.files.observedReads).toEqual(["/ws/.agents/skills/pdf/SKILL.md", "/ws/long.md"]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf", "strong"]]);
    expect(report.files.observedWrites).toEqual(["/ws/src/a.ts"]);
    expect(report.events.filter((e) => e.type === "toolResult" && e.isError === true)).toHaveLength(1);
    expect(assistantTexts(report)).toEqual(["done"]);
    expect(report.modelCalls).toBe(2);
    expect([report.isError, report.finalOutput]).toEqual([false, "done"]);
  });

  it("uses response_item messages when the rollout has no agent_message events", () => {
    const report = normalize([
      line("response_item", {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "a" }],
      }),
      line("response_item", {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "b" }],
      }),
    ]);
    expect(assistantTexts(report)).toEqual(["a", "b"]);
    expect(report.finalOutput).toBe("b");
  });

  it("turn_aborted and error events fail the session unless a later task completes", () => {
    const aborted = normalize([
      event({ type: "task_started" }),
      event({ type: "turn_aborted", reason: "interrupted" }),
    ]);
    expect([aborted.isError, aborted.errorKind]).toEqual([true, "crash"]);
    expect(aborted.errorMessage).toContain("interrupted");
    const failed = normalize([
      event({ type: "task_started" }),
      event({ type: "error", message: "unexpected status 401 Unauthorized" }),
    ]);
    expect([failed.isError, failed.errorKind]).toEqual([true, "auth"]);
    const apiError = normalize([
      event({ type: "task_started" }),
      event({ type: "error", message: "stream disconnected" }),
    ]);
    expect(apiError.errorKind).toBe("api-error");
    const recovered = normalize([
      event({ type: "task_started" }),
      event({ type: "turn_aborted", reason: "interrupted" }),
      event({ type: "task_started" }),
      event({ type: "task_complete" }),
    ]);
    expect([recovered.isError, recovered.errorKind]).toEqual([false, undefined]);
  });

  it("an empty rollout is a crash; a timeout is a timeout; steps are tool calls without usage records", () => {
    expect(normalize(["", "not json"]).errorKind).toBe("crash");
    const normalizer = createCodexRolloutNormalizer(input);
    normalizer.push(functionCall("c1", "update_plan", { plan: [] }));
    normalizer.push(functionCall("c2", "update_plan", { plan: [] }));
    expect(normalizer.stepsSoFar()).toBe(2);
    normalizer.push(line("token_usage_record", { response_id: "r1" }));
    expect(normalizer.stepsSoFar()).toBe(1);
    expect(normalizer.finish(outcome({ timedOut: true })).errorKind).toBe("timeout");
  });
});
