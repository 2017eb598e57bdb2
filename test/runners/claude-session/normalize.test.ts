import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createClaudeSessionNormalizer } from "../../../src/runners/claude-session/normalize.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/claude-session-jsonl/", import.meta.url));

const runner = { id: "session", pathKey: "session", agent: { type: "replay", model: "m" } };
const input: NormalizerInput = { runner, prompt: "p", cwd: "/ws", skillRoots: [] };

function normalize(lines: Iterable<string>, end: ProcessOutcome = outcome()): SessionReport {
  return normalizeWith(createClaudeSessionNormalizer)(lines, input, end);
}

const toolCalls = (report: SessionReport) => report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
const commands = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "command" ? [e.command] : []));

/** Paths read by the Read tool: the fileRead events that directly follow a Read call. */
function readToolPaths(report: SessionReport): string[] {
  const paths: string[] = [];
  let lastTool: string | undefined;
  for (const event of report.events) {
    if (event.type === "toolCall") lastTool = event.tool;
    else if (event.type === "command") lastTool = undefined;
    else if (event.type === "fileRead" && lastTool === "Read") paths.push(event.path);
  }
  return paths;
}

const usageSchema = z.object({
  input_tokens: z.number(),
  output_tokens: z.number(),
  cache_creation_input_tokens: z.number(),
  cache_read_input_tokens: z.number(),
});

const expectedSchema = z.object({
  counts: z.object({
    nonempty_lines: z.number(),
    non_json_lines: z.number(),
    sidechain_true: z.number(),
    unique_assistant_message_ids: z.number(),
  }),
  versions: z.array(z.string()),
  session_ids: z.array(z.string()),
  models: z.array(z.string()),
  tool_use_lines_raw: z.number(),
  tool_use_names_in_order: z.array(z.string()),
  tool_use_count: z.number(),
  non_sidechain_tool_use_names_in_order: z.array(z.string()),
  skill_tool_inputs: z.array(z.object({ skill: z.string() })),
  skill_tool_results: z.array(z.object({ tool_use_id: z.string(), is_error: z.boolean().nullable() })),
  bash_commands_in_order: z.array(z.string()),
  read_file_paths_in_order: z.array(z.string()),
  skill_md_reads: z.array(z.unknown()),
  tool_result_count: z.number(),
  tool_results_is_error_true: z.array(
    z.object({ tool_use_id: z.string(), tool_name: z.string(), content: z.string() }),
  ),
  usage_sum_over_unique_assistant_message_ids: usageSchema,
  skill_body_injections: z.array(z.object({ sourceToolUseID: z.string(), text_prefix: z.string() })),
  skill_tool_use_results_meta: z.array(z.object({ success: z.boolean(), commandName: z.string() })),
  last_assistant_text: z.string().nullable(),
  last_assistant_text_any_including_sidechain: z.string().nullable(),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort();

it("public session logs: all five files are tested", () => {
  expect(publicFiles).toHaveLength(5);
});

describe.each(publicFiles)("public session log %s", (file) => {
  const expected = expectedSchema.parse(
    JSON.parse(readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8")),
  );
  const report = normalize(readFileSync(posix.join(publicDir, file), "utf8").split("\n"));

  it("validates, understands every line, and names the session", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(expected.counts.non_json_lines);
    expect(report.sessionId).toBe(expected.session_ids[0]);
    expect(report.agentVersion).toBe(expected.versions[0]);
    expect(expected.models).toContain(report.model);
  });

  it("tool calls de-duplicated by id, in order; subagent ones marked", () => {
    const calls = toolCalls(report);
    expect(calls.map((c) => c.tool)).toEqual(expected.tool_use_names_in_order);
    expect(calls).toHaveLength(expected.tool_use_count);
    expect(new Set(calls.map((c) => c.callId)).size).toBe(calls.length);
    expect(calls.filter((c) => c.parentCallId === undefined).map((c) => c.tool)).toEqual(
      expected.non_sidechain_tool_use_names_in_order,
    );
    const results = report.events.filter((e) => e.type === "toolResult");
    expect(results).toHaveLength(expected.tool_result_count);
  });

  it("bash commands and Read-tool paths", () => {
    expect(commands(report)).toEqual(expected.bash_commands_in_order);
    expect(readToolPaths(report)).toEqual(expected.read_file_paths_in_order);
    expect(report.files.observedSkillReads).toHaveLength(expected.skill_md_reads.length);
  });

  it("failed tool results", () => {
    const failed = report.events.flatMap((e) => (e.type === "toolResult" && e.isError === true ? [e] : []));
    expect(failed.map((e) => ({ tool_use_id: e.callId, tool_name: e.tool }))).toEqual(
      expected.tool_results_is_error_true.map(({ tool_use_id, tool_name }) => ({ tool_use_id, tool_name })),
    );
  });

  it("skills: a successful Skill call is used, a failed one only attempted", () => {
    const used = expected.skill_tool_inputs.filter(
      (_, i) => expected.skill_tool_results[i]?.is_error !== true,
    );
    const failed = expected.skill_tool_inputs.filter(
      (_, i) => expected.skill_tool_results[i]?.is_error === true,
    );
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual(
      used.map((input) => [input.skill, "explicit"]),
    );
    expect(report.attemptedSkills.map((s) => s.skill)).toEqual(failed.map((input) => input.skill));
    expect(expected.skill_tool_use_results_meta.map((meta) => meta.commandName)).toEqual(
      used.map((input) => input.skill),
    );
    const bodies = report.events.flatMap((e) =>
      e.type === "skillSignal" && e.signal === "skill-base-dir" ? [e] : [],
    );
    expect(bodies).toHaveLength(expected.skill_body_injections.length);
    for (const [i, injection] of expected.skill_body_injections.entries()) {
      const dir = injection.text_prefix.split("\n")[0]?.replace("Base directory for this skill: ", "");
      const detection = report.detectedSkills.find((s) => s.skill === bodies[i]?.skill);
      expect(detection?.evidence.some((text) => dir !== undefined && text.includes(dir))).toBe(true);
    }
  });

  it("final output from the main chain only; last text of any chain in the events", () => {
    expect(report.finalOutput).toBe(expected.last_assistant_text ?? "");
    const texts = report.events.flatMap((e) =>
      e.type === "message" && e.role === "assistant" && e.phase === undefined ? [e.text] : [],
    );
    expect(texts.at(-1) ?? null).toBe(expected.last_assistant_text_any_including_sidechain);
  });

  it("usage summed over unique message ids, one model call per id", () => {
    const usage = expected.usage_sum_over_unique_assistant_message_ids;
    const inputTokens = usage.input_tokens + usage.cache_read_input_tokens;
    expect(report.usage.inputTokens).toBe(inputTokens);
    expect(report.usage.outputTokens).toBe(usage.output_tokens);
    expect(report.usage.cacheReadTokens).toBe(usage.cache_read_input_tokens);
    expect(report.usage.cacheWriteTokens).toBe(usage.cache_creation_input_tokens);
    expect(report.usage.totalTokens).toBe(inputTokens + usage.output_tokens);
    expect(report.modelCalls).toBe(expected.counts.unique_assistant_message_ids);
  });

  it("a log that just ends is not a failure; refused calls say permission-denied", () => {
    expect(report.isError).toBe(false);
    const refused = expected.tool_results_is_error_true.some((r) =>
      r.content.startsWith("The user doesn't want to proceed"),
    );
    expect(report.errorKind).toBe(refused ? "permission-denied" : undefined);
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written records for what the captures do not show (shapes follow the captures above).
// ---------------------------------------------------------------------------------------------

function assistant(id: string, blocks: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "assistant",
    sessionId: "s1",
    version: "2.1.39",
    isSidechain: false,
    message: {
      id,
      model: "claude-x",
      role: "assistant",
      content: blocks,
      usage: {
        input_tokens: 1,
        output_tokens: 2,
        cache_read_input_tokens: 10,
        cache_creation_input_tokens: 5,
      },
    },
    ...extra,
  });
}

function user(content: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "user",
    sessionId: "s1",
    isSidechain: false,
    message: { role: "user", content },
    ...extra,
  });
}

const toolUse = (id: string, name: string, input: unknown) => ({ type: "tool_use", id, name, input });
const toolResult = (id: string, content: string, isError = false) => ({
  type: "tool_result",
  tool_use_id: id,
  content,
  ...(isError ? { is_error: true } : {}),
});

describe("hand-written session logs", () => {
  it("an empty log is a crash; a timeout is a timeout", () => {
    const empty = normalize(['{"type":"file-history-snapshot","messageId":"x"}', ""]);
    expect([empty.isError, empty.errorKind]).toEqual([true, "crash"]);
    const timedOut = normalize(
      [assistant("m1", [{ type: "text", text: "hi" }])],
      outcome({ timedOut: true }),
    );
    expect([timedOut.isError, timedOut.errorKind]).toEqual([true, "timeout"]);
  });

  it("a repeated tool use and a repeated message id count once; the last line's usage wins", () => {
    const normalizer = createClaudeSessionNormalizer(input);
    normalizer.push(assistant("m1", [toolUse("t1", "Bash", { command: "cat notes.md" })]));
    normalizer.push(assistant("m1", [toolUse("t1", "Bash", { command: "cat notes.md" })]));
    expect(normalizer.stepsSoFar()).toBe(1);
    normalizer.push(user([toolResult("t1", "text")], { toolUseResult: { stdout: "text" } }));
    normalizer.push(assistant("m2", [{ type: "text", text: "done" }]));
    const report = normalizer.finish(outcome());
    expect(toolCalls(report)).toHaveLength(1);
    expect(report.modelCalls).toBe(2);
    expect(report.usage.outputTokens).toBe(4);
    expect(report.usage.inputTokens).toBe(22);
    expect(report.events.find((e) => e.type === "command")).toMatchObject({
      command: "cat notes.md",
      exitCode: 0,
    });
    expect(report.files.observedReads).toEqual(["/ws/notes.md"]);
    expect(report.finalOutput).toBe("done");
  });

  it("subagent lines hang off the Task call once its result names the agent", () => {
    const report = normalize([
      assistant("m1", [toolUse("task1", "Task", { prompt: "look" })]),
      user([toolResult("task1", "found")], { toolUseResult: { agentId: "a1", status: "completed" } }),
      assistant("m2", [toolUse("t2", "Read", { file_path: "/x.md" })], { isSidechain: true, agentId: "a1" }),
      assistant("m3", [toolUse("t3", "Read", { file_path: "/y.md" })], { isSidechain: true, agentId: "b2" }),
      assistant("m4", [{ type: "text", text: "sub text" }], { isSidechain: true, agentId: "a1" }),
    ]);
    expect(toolCalls(report).map((c) => c.parentCallId)).toEqual([undefined, "task1", "agent-b2"]);
    expect(report.finalOutput).toBe("");
  });

  it("a Skill call with a failed toolUseResult is attempted; its skill body names the called skill", () => {
    const failed = normalize([
      assistant("m1", [toolUse("s1", "Skill", { skill: "pdf" })]),
      user([toolResult("s1", "Launching skill: pdf")], {
        toolUseResult: { success: false, commandName: "pdf" },
      }),
    ]);
    expect(failed.attemptedSkills.map((s) => s.skill)).toEqual(["pdf"]);
    expect(failed.detectedSkills).toEqual([]);
    const body = normalize([
      user([{ type: "text", text: "Base directory for this skill: /h/.claude/skills/pdf-tools\n\n# PDF" }], {
        isMeta: true,
      }),
    ]);
    expect(body.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-tools", "strong"]]);
    expect(body.events.some((e) => e.type === "message")).toBe(false);
  });
});
