import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput } from "../../../src/runners/adapter.ts";
import { createCursorAgentNormalizer } from "../../../src/runners/cursor-agent/normalize.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/cursor-stream-json/", import.meta.url));

const runner = { id: "cursor", pathKey: "cursor", agent: { type: "cursor-agent", model: "default" } };
const WS = "/home/runner/ws";

function inputFor(cwd: string, prompt = "Do the task."): NormalizerInput {
  return { runner, prompt, cwd, skillRoots: [`/home/runner/home/.cursor/skills`] };
}

function normalize(lines: Iterable<string>, input = inputFor(WS), end = outcome()): SessionReport {
  return normalizeWith(createCursorAgentNormalizer)(lines, input, end);
}

const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const toolCalls = (report: SessionReport) => report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
const toolResults = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
const messages = (report: SessionReport, role: "user" | "assistant", phase?: "thinking") =>
  report.events.flatMap((e) =>
    e.type === "message" && e.role === role && e.phase === phase ? [e.text] : [],
  );

// ---------------------------------------------------------------------------------------------
// Public captures (real cursor-agent output): expected values counted with jq, not by a normalizer.
// ---------------------------------------------------------------------------------------------

const expectedSchema = z.object({
  counts: z.object({ nonempty_lines: z.number(), non_json_lines: z.number() }),
  init: z.object({ session_id: z.string(), model: z.string(), cwd: z.string() }),
  user_prompt: z.string(),
  tool_calls_started_in_order: z.array(z.object({ call_id: z.string(), kind: z.string() })),
  shell_commands_in_order: z.array(z.string()),
  completed_tool_calls: z.array(
    z.object({
      call_id: z.string(),
      kind: z.string(),
      command: z.string(),
      result_kind: z.string(),
      exit_code: z.number(),
    }),
  ),
  call_ids_containing_newline: z.array(z.string()),
  thinking_delta_count: z.number(),
  assistant_texts: z.array(z.string()),
  last_assistant_text: z.string(),
  result: z.object({
    subtype: z.string(),
    is_error: z.boolean(),
    result: z.string(),
    session_id: z.string(),
    has_usage: z.boolean(),
    has_cost: z.boolean(),
  }),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort();

/** What the thinking deltas of a capture add up to, read straight from the file. */
function thinkingDeltas(text: string): string[] {
  const delta = z.object({ type: z.literal("thinking"), subtype: z.literal("delta"), text: z.string() });
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      const parsed = delta.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data.text] : [];
    });
}

describe("public cursor captures", () => {
  it("has all four captures", () => {
    expect(publicFiles).toEqual([
      "reifying-cursor-hack__direct-sleep.jsonl",
      "reifying-cursor-hack__parallel-sleep.jsonl",
      "reifying-cursor-hack__subagent-sleep-v2.jsonl",
      "reifying-cursor-hack__subagent-sleep.jsonl",
    ]);
  });
});

describe.each(publicFiles)("public capture %s", (file) => {
  const text = readFileSync(posix.join(publicDir, file), "utf8");
  const expected = expectedSchema.parse(
    JSON.parse(readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8")),
  );
  const report = normalize(text.split("\n"), inputFor("/home/user/project", expected.user_prompt));

  it("validates and understands every line", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(expected.counts.non_json_lines).toBe(0);
    expect(report.unparsedLines).toBe(0);
    expect(report.sessionId).toBe(expected.init.session_id);
    expect(report.sessionId).toBe(expected.result.session_id);
    expect(report.model).toBe(expected.init.model);
    expect(report.runner).toEqual(runner);
  });

  it("keeps the prompt as the user message", () => {
    expect(messages(report, "user")).toEqual([expected.user_prompt]);
  });

  it("tool calls in start order, call ids kept whole (newline included)", () => {
    const calls = toolCalls(report);
    expect(calls.map((c) => ({ call_id: c.callId, kind: `${c.tool}ToolCall` }))).toEqual(
      expected.tool_calls_started_in_order,
    );
    expect(calls.map((c) => c.callId).filter((id) => id?.includes("\n"))).toEqual(
      expected.call_ids_containing_newline,
    );
  });

  it("shell commands in order, exit codes joined by call id, results in completion order", () => {
    expect(commands(report).map((c) => c.command)).toEqual(expected.shell_commands_in_order);
    const results = toolResults(report);
    expect(results.map((r) => r.callId)).toEqual(expected.completed_tool_calls.map((c) => c.call_id));
    expect(results.every((r) => r.tool === "shell" && r.isError === false)).toBe(true);
    const exitByCommand = new Map(commands(report).map((c) => [c.command, c.exitCode]));
    for (const call of expected.completed_tool_calls) {
      expect(call.result_kind).toBe("success");
      expect(exitByCommand.get(call.command)).toBe(call.exit_code);
    }
  });

  it("thinking deltas become one thought", () => {
    const deltas = thinkingDeltas(text);
    expect(deltas).toHaveLength(expected.thinking_delta_count);
    const thoughts = messages(report, "assistant", "thinking");
    expect(thoughts).toEqual(deltas.length === 0 ? [] : [deltas.join("")]);
    expect(report.usage.reasoningChars).toBe(deltas.join("").length);
  });

  it("assistant texts, and the final output from result.result (all texts, no separator)", () => {
    expect(messages(report, "assistant")).toEqual(expected.assistant_texts);
    expect(messages(report, "assistant").at(-1)).toBe(expected.last_assistant_text);
    expect(report.finalOutput).toBe(expected.result.result);
    expect(expected.result.result).toBe(expected.assistant_texts.join(""));
  });

  it("success, no skills, no files, usage from characters (no usage or cost in the capture)", () => {
    expect(report.isError).toBe(expected.result.is_error);
    expect(report.errorKind).toBeUndefined();
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([]);
    expect(report.files).toEqual({ observedReads: [], observedSkillReads: [], observedWrites: [] });
    expect(expected.result.has_usage || expected.result.has_cost).toBe(false);
    expect(report.costUsd).toBeUndefined();
    expect(report.usage.inputTokens).toBeUndefined();
    expect(report.usage.source).toEqual({ input: "chars", output: "chars", reasoning: "chars" });
    expect(report.usage.outputChars).toBe(expected.result.result.length);
  });
});

describe("public capture details", () => {
  const read = (file: string) => readFileSync(posix.join(publicDir, file), "utf8").split("\n");

  it("timestamps come from timestamp_ms", () => {
    const report = normalize(read("reifying-cursor-hack__parallel-sleep.jsonl"));
    expect(toolCalls(report).map((c) => c.at)).toEqual([
      new Date(1770823976204).toISOString(),
      new Date(1770823976330).toISOString(),
    ]);
  });

  it("parallel calls: both started before either completed, joined to the right command", () => {
    const report = normalize(read("reifying-cursor-hack__parallel-sleep.jsonl"));
    const kinds = report.events.flatMap((e) =>
      e.type === "toolCall" || e.type === "toolResult" ? [`${e.type}:${e.callId?.slice(5, 9)}`] : [],
    );
    expect(kinds).toEqual(["toolCall:MZSw", "toolCall:UAP6", "toolResult:UAP6", "toolResult:MZSw"]);
  });

  it("a stream cut before its result line is a crash, whatever the exit code; its texts are kept", () => {
    const lines = read("reifying-cursor-hack__direct-sleep.jsonl").filter(
      (line) => !line.includes('"result"'),
    );
    const cut = normalize(lines);
    expect([cut.isError, cut.errorKind]).toEqual([true, "crash"]);
    expect(cut.errorMessage).toBe("cursor-agent exited with code 0 without a result line");
    expect(cut.finalOutput).toBe(
      "I’ll run `sleep 5` in bash, wait for it to finish, then run `sleep 3` in bash.Both commands have finished running: first `sleep 5`, then `sleep 3`, with no other actions taken.",
    );
    const crashed = normalize(lines, inputFor(WS), outcome({ exitCode: 1, stderrTail: "boom\n" }));
    expect(crashed.isError).toBe(true);
    expect(crashed.errorKind).toBe("crash");
    expect(crashed.errorMessage).toBe("cursor-agent exited with code 1 without a result line: boom");
  });
});

// ---------------------------------------------------------------------------------------------
// SYNTHETIC lines (hand-written from the documented shapes, not captured) for what no public
// capture shows: read/write/edit tools, skills, failures, rejections, usage, errors.
// ---------------------------------------------------------------------------------------------

const line = (value: unknown) => JSON.stringify(value);
const init = line({ type: "system", subtype: "init", session_id: "s-1", model: "gpt-5", cwd: WS });
const started = (id: string, toolCall: Record<string, unknown>) =>
  line({ type: "tool_call", subtype: "started", call_id: id, tool_call: toolCall, session_id: "s-1" });
const completed = (id: string, toolCall: Record<string, unknown>) =>
  line({ type: "tool_call", subtype: "completed", call_id: id, tool_call: toolCall, session_id: "s-1" });
const assistant = (text: string) =>
  line({ type: "assistant", message: { role: "assistant", content: [{ type: "text", text }] } });
const result = (extra: Record<string, unknown> = {}) =>
  line({ type: "result", subtype: "success", is_error: false, result: "done", session_id: "s-1", ...extra });

describe("SYNTHETIC cursor lines", () => {
  it("read, write, edit and delete tools: reads and writes resolved against the workspace", () => {
    const read = { readToolCall: { args: { path: "src/a.ts" } } };
    const write = { writeToolCall: { args: { path: "/abs/out.txt", fileText: "x" } } };
    const edit = { editToolCall: { args: { path: "src/b.ts" } } };
    const remove = { deleteToolCall: { args: { path: "old.txt" } } };
    const report = normalize([
      init,
      started("r1", read),
      completed("r1", {
        readToolCall: { ...read.readToolCall, result: { success: { content: "export {}", totalLines: 1 } } },
      }),
      started("w1", write),
      completed("w1", {
        writeToolCall: { ...write.writeToolCall, result: { success: { linesCreated: 1 } } },
      }),
      started("e1", edit),
      started("d1", remove),
      result(),
    ]);
    expect(toolCalls(report).map((c) => c.tool)).toEqual(["read", "write", "edit", "delete"]);
    expect(report.files.observedReads).toEqual([`${WS}/src/a.ts`]);
    expect(report.files.observedWrites).toEqual(["/abs/out.txt", `${WS}/src/b.ts`, `${WS}/old.txt`]);
    expect(toolResults(report).map((r) => r.output)).toEqual(["export {}", '{"linesCreated":1}']);
    expect(report.finalOutput).toBe("done");
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
  });

  it("a failed shell command keeps its exit code and output; a rejected one is denied", () => {
    const failing = { shellToolCall: { args: { command: "npm test" } } };
    const rejected = { shellToolCall: { args: { command: "rm -rf /" } } };
    const report = normalize([
      init,
      started("c1", failing),
      completed("c1", {
        shellToolCall: {
          ...failing.shellToolCall,
          result: { failure: { exitCode: 2, stdout: "", stderr: "1 failing" } },
        },
      }),
      started("c2", rejected),
      completed("c2", {
        shellToolCall: { ...rejected.shellToolCall, result: { rejected: { reason: "not allowed" } } },
      }),
      result(),
    ]);
    expect(commands(report)).toMatchObject([
      { command: "npm test", exitCode: 2 },
      { command: "rm -rf /", exitCode: null, denied: true },
    ]);
    expect(toolResults(report).map((r) => [r.output, r.isError])).toEqual([
      ["1 failing", true],
      ["not allowed", true],
    ]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
  });

  it("shell commands that print a SKILL.md are strong skill evidence; a skill tool is explicit", () => {
    const skillsDir = "/home/runner/home/.cursor/skills";
    const shell = { shellToolCall: { args: { command: `cat ${skillsDir}/pdf-report/SKILL.md` } } };
    const skillTool = { skillToolCall: { args: { name: "release-notes" } } };
    const report = normalize([
      init,
      started("c1", shell),
      completed("c1", { shellToolCall: { ...shell.shellToolCall, result: { success: { exitCode: 0 } } } }),
      started("k1", skillTool),
      completed("k1", { skillToolCall: { ...skillTool.skillToolCall, result: { success: {} } } }),
      result(),
    ]);
    expect(report.detectedSkills.map(({ skill, confidence }) => ({ skill, confidence }))).toEqual([
      { skill: "pdf-report", confidence: "strong" },
      { skill: "release-notes", confidence: "explicit" },
    ]);
    expect(report.files.observedSkillReads).toEqual([`${skillsDir}/pdf-report/SKILL.md`]);
    expect(commands(report)[0]?.exitCode).toBe(0);
    const signals = report.events.flatMap((e) => (e.type === "skillSignal" ? [e.signal] : []));
    expect(signals).toEqual(["skill-md-read", "skill-tool"]);
  });

  it("a failed or unanswered skill tool call is only attempted", () => {
    const failed = { loadSkillToolCall: { args: { skill: "/broken" } } };
    const pending = { skillToolCall: { args: { name: "never-done" } } };
    const report = normalize([
      init,
      started("k1", failed),
      completed("k1", {
        loadSkillToolCall: { ...failed.loadSkillToolCall, result: { error: { message: "nope" } } },
      }),
      started("k2", pending),
      result(),
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills.map((s) => [s.skill, s.evidence])).toEqual([
      ["broken", ["load-skill tool call failed: nope"]],
      ["never-done", ["skill tool call failed: no tool result"]],
    ]);
  });

  it("the generic function form, and a completion whose start was never seen", () => {
    const report = normalize([
      init,
      completed("f1", {
        function: { name: "web_search", arguments: '{"query":"zod 4"}', result: { success: {} } },
      }),
      result(),
    ]);
    expect(toolCalls(report)).toMatchObject([{ tool: "web_search", args: { query: "zod 4" }, callId: "f1" }]);
    expect(toolResults(report)).toMatchObject([{ tool: "web_search", callId: "f1", isError: false }]);
  });

  it("usage from the result line when it is there (cache reads counted as input, as for Claude)", () => {
    const report = normalize([
      init,
      assistant("hi"),
      result({ usage: { inputTokens: 100, outputTokens: 20, cacheReadTokens: 50, cacheWriteTokens: 5 } }),
    ]);
    expect(report.usage).toMatchObject({
      inputTokens: 150,
      outputTokens: 20,
      cacheTokens: 50,
      cacheReadTokens: 50,
      cacheWriteTokens: 5,
      totalTokens: 170,
      source: { input: "provider", output: "provider", reasoning: "chars" },
    });
  });

  it("an error result: failed, message kept, auth recognized", () => {
    const failed = normalize([
      init,
      result({ subtype: "error", is_error: true, result: "Model overloaded" }),
    ]);
    expect([failed.isError, failed.errorKind, failed.errorMessage]).toEqual([
      true,
      "api-error",
      "Model overloaded",
    ]);
    expect(failed.finalOutput).toBe("");
    const auth = normalize(
      [init],
      inputFor(WS),
      outcome({ exitCode: 1, stderrTail: "Error: Authentication required. Set CURSOR_API_KEY" }),
    );
    expect([auth.isError, auth.errorKind]).toEqual([true, "auth"]);
  });

  it("a timeout wins over everything", () => {
    const report = normalize(
      [init, assistant("partial")],
      inputFor(WS),
      outcome({ timedOut: true, exitCode: null, signal: "SIGTERM", durationMs: 5000 }),
    );
    expect([report.isError, report.errorKind, report.errorMessage]).toEqual([
      true,
      "timeout",
      "Timed out after 5000 ms",
    ]);
    expect(report.finalOutput).toBe("partial");
  });

  it("counts what it cannot read and never throws", () => {
    const report = normalize([
      "not json",
      line({ type: "interaction_query", data: {} }),
      line({ type: "tool_call", subtype: "started", call_id: "x", tool_call: { nothing: 1 } }),
      "",
      init,
      result(),
    ]);
    expect(report.unparsedLines).toBe(3);
    expect(report.finalOutput).toBe("done");
  });
});
