import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createClaudeCodeNormalizer } from "../../../src/runners/claude-code/normalize.ts";
import { skillNameFromPath } from "../../../src/runners/skill-detection.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";
import { cachedByScenario, recordedScenarios } from "../../support/recorded-scenarios.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/claude-stream-json/", import.meta.url));

const runner = {
  id: "claude",
  pathKey: "claude",
  agent: { type: "claude-code", model: "claude-sonnet-4-5" },
};

function inputFor(cwd: string): NormalizerInput {
  return { runner, prompt: "Do the task.", cwd, skillRoots: [`${cwd}/.claude/skills`] };
}

const normalize = normalizeWith(createClaudeCodeNormalizer);

const toolNames = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const fileReads = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : []));

// ---------------------------------------------------------------------------------------------
// Recorded scenarios (CLI 2.1.330 against a scripted model server): expected.json is the truth.
// ---------------------------------------------------------------------------------------------

const recorded = recordedScenarios("claude");
const { names: scenarios, workspaceOf, expectedFor } = recorded;

/**
 * `modelCalls` counts scripted turns, including a subagent's last one. Claude prints no assistant
 * line for a subagent's final text (notes.md of `subagent`), so distinct `message.id`s see 3 of 4.
 */
const modelCallsNotInStdout = new Set(["subagent"]);

const scenarioReport = cachedByScenario((name) => {
  const { lines, exitCode, stderrTail } = recorded.run(name);
  return normalize(lines, inputFor(workspaceOf(name)), outcome({ exitCode, stderrTail }));
});

describe("recorded Claude Code scenarios", () => {
  it("covers every scenario folder", () => {
    expect(scenarios).toEqual([
      "api-error-401",
      "api-error-500",
      "long-output",
      "max-turns",
      "permission-denied",
      "skill-md-read",
      "skill-not-used",
      "skill-used",
      "subagent",
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
      expect(report.agentVersion).toBe("2.1.330");
      expect(report.model).toBe("claude-sonnet-4-5");
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

    it("tool names in call order, subagent calls included", () => {
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
    });

    it.skipIf(modelCallsNotInStdout.has(name))("model calls (distinct message ids)", () => {
      expect(scenarioReport(name).modelCalls).toBe(expected.modelCalls);
    });
  });

  it("subagent: stdout shows 3 of the 4 scripted model calls", () => {
    expect(expectedFor("subagent").modelCalls).toBe(4);
    expect(scenarioReport("subagent").modelCalls).toBe(3);
  });
});

describe("recorded scenarios: report details", () => {
  it("takes usage, cost and turns from the result line, never summing assistant lines", () => {
    const report = scenarioReport("skill-used");
    // Each assistant line carries a message_start snapshot of 100 in / 1 out; summing would give 400 / 4.
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
    expect(report.turns).toBe(4);
    expect(report.sessionId).toBe("faed0ac2-8449-4732-9cb9-63e7ecc14ede");
    expect(report.durationMs).toBe(1234);
  });

  it("explains skill detection with evidence", () => {
    expect(scenarioReport("skill-used").detectedSkills).toEqual([
      {
        skill: "pdf-report",
        confidence: "explicit",
        evidence: [
          "Skill tool call succeeded",
          "Skill body injected (Base directory for this skill: /home/runner/ws-claude-skill-used/.claude/skills/pdf-report)",
        ],
      },
    ]);
    const signals = scenarioReport("skill-used").events.flatMap((e) =>
      e.type === "skillSignal" ? [e.signal] : [],
    );
    expect(signals).toEqual(["skill-tool", "skill-base-dir"]);
  });

  it("joins tool results to their calls", () => {
    const results = scenarioReport("tool-error").events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
    expect(results.map(({ tool, callId, isError, output }) => ({ tool, callId, isError, output }))).toEqual([
      { tool: "Bash", callId: "toolu_mock_01", isError: true, output: "Exit code 3" },
      { tool: "Bash", callId: "toolu_mock_02", isError: false, output: "(Bash completed with no output)" },
    ]);
    expect(commands(scenarioReport("tool-error")).map((c) => c.exitCode)).toEqual([3, 0]);
  });

  it("marks subagent calls with their parent call and keeps the subagent's prompt", () => {
    const report = scenarioReport("subagent");
    const calls = report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
    expect(calls.map((c) => [c.tool, c.callId, c.parentCallId])).toEqual([
      ["Agent", "toolu_mock_01", undefined],
      ["Bash", "toolu_mock_02", "toolu_mock_01"],
    ]);
    const userTexts = report.events.flatMap((e) =>
      e.type === "message" && e.role === "user" ? [e.text] : [],
    );
    expect(userTexts).toEqual([
      "Count the entries in the current directory with `ls -A | wc -l` and report the number.",
    ]);
  });

  it("permission denial: command denied, run not failed, message kept", () => {
    const report = scenarioReport("permission-denied");
    expect(commands(report)).toMatchObject([{ command: "touch blocked.txt", exitCode: null, denied: true }]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.errorMessage).toMatch(/^touch in '.*blocked\.txt' needs approval\./);
  });

  it("API errors: the synthetic assistant line is neither an answer nor a model call", () => {
    const report = scenarioReport("api-error-401");
    expect(report.finalOutput).toBe("");
    expect(report.modelCalls).toBe(0);
    expect(report.errorMessage).toBe("Invalid API key · Fix external API key");
    expect(report.events.filter((e) => e.type === "message")).toEqual([]);
    expect(scenarioReport("api-error-500").errorMessage).toMatch(/^API Error: 500 Internal server error\./);
  });

  it("max turns: no `result` key, the message comes from errors[]", () => {
    const report = scenarioReport("max-turns");
    expect(report.errorKind).toBe("max-turns");
    expect(report.errorMessage).toBe("Reached maximum number of turns (2)");
    expect(report.turns).toBe(3);
  });

  it("keeps a 204,899-character answer whole", () => {
    expect(scenarioReport("long-output").finalOutput).toHaveLength(204_899);
    expect(scenarioReport("long-output").usage.outputChars).toBe(204_899);
  });
});

// ---------------------------------------------------------------------------------------------
// Public captures (CLI 2.0.21 and 2.1.7): expected values counted with jq, not by a normalizer.
// ---------------------------------------------------------------------------------------------

const publicExpectedSchema = z.object({
  init: z.object({ session_id: z.string(), model: z.string(), claude_code_version: z.string() }),
  tool_use_names_in_order: z.array(z.string()),
  subagent_tool_use_count: z.number(),
  skill_tool_inputs: z.array(z.unknown()),
  bash_commands_in_order: z.array(z.string()),
  read_file_paths_in_order: z.array(z.string()),
  skill_md_reads: z.array(z.unknown()),
  tool_results_is_error_true: z.array(z.object({ tool_use_id: z.string(), tool_name: z.string() })),
  last_assistant_text: z.string().nullable(),
  result: z.object({
    subtype: z.string(),
    is_error: z.boolean(),
    num_turns: z.number(),
    total_cost_usd: z.number(),
    has_result_field: z.boolean(),
    result: z.string().nullable(),
    usage: z.object({
      input_tokens: z.number().optional(),
      output_tokens: z.number().optional(),
      cache_read_input_tokens: z.number().optional(),
      cache_creation_input_tokens: z.number().optional(),
    }),
  }),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => /\.(?:jsonl|ndjson)$/.test(file))
  .sort();

/**
 * Shell commands that print a file, which jq's Read-tool count leaves out. issue-174 runs
 * `cat -n tests/unit/github/issue-client-agent.test.ts | sed -n '29,52p'`.
 */
const publicShellReads: Record<string, string[]> = {
  "tielec-ai-workflow-agent__issue-174-testing-execute-bash-heavy.jsonl": [
    "/ws/tests/unit/github/issue-client-agent.test.ts",
  ],
};

/**
 * Where `expected.json` shows U+FFFD the source bytes are intact (issue-194's last text, issue-558's
 * texts): the expected strings were damaged when written. A run of k U+FFFD stands for 1..k characters.
 */
function matchesDamagedText(actual: string, expected: string): boolean {
  const pattern = expected
    .split(/(\uFFFD+)/)
    .map((part) =>
      part.startsWith("\uFFFD") ? `[^]{1,${part.length}}` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${pattern}$`, "u").test(actual);
}

describe.each(publicFiles)("public capture %s", (file) => {
  const expectedText = readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8");
  const expected = publicExpectedSchema.parse(JSON.parse(expectedText));
  const lines = readFileSync(posix.join(publicDir, file), "utf8").split("\n");
  const report = normalize(lines, { runner, prompt: "p", cwd: "/ws", skillRoots: [] }, outcome());

  it("validates and understands every line", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(0);
    expect([report.sessionId, report.model, report.agentVersion]).toEqual([
      expected.init.session_id,
      expected.init.model,
      expected.init.claude_code_version,
    ]);
  });

  it("tool calls in order, subagent ones marked", () => {
    expect(toolNames(report)).toEqual(expected.tool_use_names_in_order);
    const nested = report.events.filter((e) => e.type === "toolCall" && e.parentCallId !== undefined);
    expect(nested).toHaveLength(expected.subagent_tool_use_count);
  });

  it("bash commands and files read", () => {
    expect(commands(report).map((c) => c.command)).toEqual(expected.bash_commands_in_order);
    const shellReads = publicShellReads[file] ?? [];
    expect(fileReads(report).filter((path) => !shellReads.includes(path))).toEqual(
      expected.read_file_paths_in_order,
    );
    expect(fileReads(report).filter((path) => shellReads.includes(path))).toEqual(shellReads);
  });

  it("failed tool results", () => {
    const failed = report.events.flatMap((e) => (e.type === "toolResult" && e.isError === true ? [e] : []));
    expect(failed.map((e) => ({ tool_use_id: e.callId, tool_name: e.tool }))).toEqual(
      expected.tool_results_is_error_true.map(({ tool_use_id, tool_name }) => ({ tool_use_id, tool_name })),
    );
  });

  it("no skill use in these captures", () => {
    expect(expected.skill_tool_inputs).toEqual([]);
    expect(expected.skill_md_reads).toEqual([]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([]);
  });

  it("final output, last text, failure flag", () => {
    const texts = report.events.flatMap((e) =>
      e.type === "message" && e.role === "assistant" && e.phase === undefined ? [e.text] : [],
    );
    expect(matchesDamagedText(texts.at(-1) ?? "", expected.last_assistant_text ?? "")).toBe(true);
    const final = expected.result.has_result_field
      ? (expected.result.result ?? "")
      : (expected.last_assistant_text ?? "");
    expect(matchesDamagedText(report.finalOutput, final)).toBe(true);
    // 2.0.21 ends a turn-limit stop with `is_error: false` (issue-38); the subtype says it failed.
    const failed = expected.result.is_error || expected.result.subtype !== "success";
    expect(report.isError).toBe(failed);
    expect(report.errorKind).toBe(expected.result.subtype === "error_max_turns" ? "max-turns" : undefined);
  });

  it("usage, cost and turns from the result line", () => {
    const usage = expected.result.usage;
    const input = (usage.input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
    expect(report.usage.inputTokens).toBe(input);
    expect(report.usage.outputTokens).toBe(usage.output_tokens);
    expect(report.usage.cacheReadTokens).toBe(usage.cache_read_input_tokens);
    expect(report.usage.cacheWriteTokens).toBe(usage.cache_creation_input_tokens);
    expect(report.usage.totalTokens).toBe(input + (usage.output_tokens ?? 0));
    expect(report.costUsd).toBe(expected.result.total_cost_usd);
    expect(report.turns).toBe(expected.result.num_turns);
  });
});

it("public captures: all ten stream files are tested", () => {
  expect(publicFiles).toHaveLength(10);
});

// ---------------------------------------------------------------------------------------------
// Hand-written lines for what the recordings do not show (shapes follow reference §1.4–1.5).
// ---------------------------------------------------------------------------------------------

const ws = "/ws";

function assistant(id: string, blocks: unknown[], parent: string | null = null): string {
  return JSON.stringify({
    type: "assistant",
    message: { id, model: "claude-x", role: "assistant", content: blocks },
    parent_tool_use_id: parent,
  });
}

function toolUse(id: string, name: string, input: Record<string, unknown>) {
  return { type: "tool_use", id, name, input };
}

function toolResult(
  id: string,
  content: string,
  extra: Record<string, unknown> = {},
  isError?: boolean,
): string {
  const block = {
    type: "tool_result",
    tool_use_id: id,
    content,
    ...(isError === undefined ? {} : { is_error: isError }),
  };
  return JSON.stringify({
    type: "user",
    message: { role: "user", content: [block] },
    parent_tool_use_id: null,
    ...extra,
  });
}

function resultLine(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "result",
    subtype: "success",
    is_error: false,
    result: "done",
    num_turns: 2,
    ...fields,
  });
}

function run(lines: string[], end: ProcessOutcome = outcome()): SessionReport {
  return normalize(lines, { runner, prompt: "go", cwd: ws, skillRoots: [`${ws}/.claude/skills`] }, end);
}

describe("Claude Code normalizer on hand-written lines", () => {
  it("a successful Skill call alone is explicit evidence", () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Skill", { skill: "pdf-report" })]),
      toolResult("t1", "Launching skill: pdf-report", {
        tool_use_result: { success: true, commandName: "pdf-report" },
      }),
      resultLine(),
    ]);
    expect(report.detectedSkills).toEqual([
      { skill: "pdf-report", confidence: "explicit", evidence: ["Skill tool call succeeded"] },
    ]);
  });

  it('old CLIs: Skill {command: "/name"}', () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Skill", { command: "/changelog-writer" })]),
      toolResult("t1", "Launching skill: changelog-writer"),
      resultLine(),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([
      ["changelog-writer", "explicit"],
    ]);
  });

  it("an errored Skill call is attempted, not used", () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Skill", { skill: "handgemacht:commit" })]),
      toolResult("t1", 'Bash command failed for pattern "!`git log`"', {}, true),
      resultLine(),
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([
      {
        skill: "handgemacht:commit",
        confidence: "explicit",
        evidence: ['Skill tool call failed: Bash command failed for pattern "!`git log`"'],
      },
    ]);
  });

  it("a tool_use_result error string fails the call even without is_error", () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Skill", { skill: "x" })]),
      toolResult("t1", "", { tool_use_result: "Error: Unknown skill: x" }),
      resultLine(),
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills.map((s) => s.evidence)).toEqual([
      ["Skill tool call failed: Error: Unknown skill: x"],
    ]);
  });

  it("a Skill call whose result never came is attempted", () => {
    const report = run([assistant("m1", [toolUse("t1", "Skill", { skill: "x" })])], outcome({ exitCode: 1 }));
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills.map((s) => s.evidence)).toEqual([
      ["Skill tool call failed: no tool result"],
    ]);
  });

  it("reads SKILL.md through a chained shell command: strong, path resolved", () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Bash", { command: "cat .claude/skills/pdf-report/SKILL.md && ls" })]),
      toolResult("t1", "---\nname: pdf-report\n---", {}, false),
      assistant("m2", [
        toolUse("t2", "Read", { file_path: ".claude/skills/pdf-report/templates/report.md" }),
      ]),
      toolResult("t2", "template"),
      resultLine(),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "strong"]]);
    expect(report.files.observedSkillReads).toEqual(["/ws/.claude/skills/pdf-report/SKILL.md"]);
    expect(report.files.observedReads).toEqual([
      "/ws/.claude/skills/pdf-report/SKILL.md",
      "/ws/.claude/skills/pdf-report/templates/report.md",
    ]);
    expect(commands(report)).toMatchObject([
      { command: "cat .claude/skills/pdf-report/SKILL.md && ls", exitCode: 0 },
    ]);
  });

  it("another file in a skill folder alone is medium", () => {
    const report = run([
      assistant("m1", [
        toolUse("t1", "Read", { file_path: "/ws/.claude/skills/pdf-report/scripts/make.sh" }),
      ]),
      toolResult("t1", "#!/bin/sh"),
      resultLine(),
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([["pdf-report", "medium"]]);
  });

  it("writes, thinking and reasoning usage", () => {
    const report = run([
      assistant("m1", [{ type: "thinking", thinking: "plan it", signature: "sig" }]),
      assistant("m1", [toolUse("t1", "Write", { file_path: "out/a.txt", content: "x" })]),
      toolResult("t1", "ok"),
      assistant("m2", [toolUse("t2", "NotebookEdit", { notebook_path: "/abs/n.ipynb", new_source: "" })]),
      toolResult("t2", "ok"),
      resultLine({
        usage: {
          input_tokens: 10,
          output_tokens: 5,
          cache_read_input_tokens: 90,
          cache_creation_input_tokens: 7,
          output_tokens_details: { thinking_tokens: 3 },
        },
      }),
    ]);
    expect(report.files.observedWrites).toEqual(["/ws/out/a.txt", "/abs/n.ipynb"]);
    expect(report.events[0]).toEqual({
      type: "message",
      role: "assistant",
      phase: "thinking",
      text: "plan it",
    });
    expect(report.modelCalls).toBe(2);
    expect(report.usage).toMatchObject({
      inputTokens: 100,
      outputTokens: 5,
      reasoningTokens: 3,
      cacheTokens: 90,
      cacheReadTokens: 90,
      cacheWriteTokens: 7,
      totalTokens: 105,
      reasoningChars: "plan it".length,
    });
  });

  it("a denial listed only in result.permission_denials still marks the command", () => {
    const report = run([
      assistant("m1", [toolUse("t1", "Bash", { command: "rm -rf build" })]),
      toolResult("t1", "Claude requested permissions to use Bash, but you haven't granted it yet.", {}, true),
      assistant("m2", [{ type: "text", text: "I could not run it." }]),
      resultLine({
        result: "I could not run it.",
        permission_denials: [{ tool_name: "Bash", tool_use_id: "t1" }],
      }),
    ]);
    expect(commands(report)).toMatchObject([{ command: "rm -rf build", exitCode: null, denied: true }]);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.isError).toBe(false);
  });

  it("never throws on bad lines: counts them", () => {
    const report = run([
      "",
      "   ",
      "not json at all",
      '{"type":"stream_event","event":{}}',
      '{"type":"assistant"}',
      "[1,2,3]",
      assistant("m1", [{ type: "text", text: "hello" }, { type: "mystery_block" }, 42]),
      resultLine({ result: "hello", num_turns: "three", usage: "n/a" }),
    ]);
    expect(report.unparsedLines).toBe(4);
    expect(report.finalOutput).toBe("hello");
    expect(report.turns).toBeUndefined();
    expect(report.usage.source).toEqual({ input: "chars", output: "chars", reasoning: "chars" });
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
  });

  it("reads a result line's lists whole or not at all, and numbers only when finite", () => {
    const denied = [
      assistant("m1", [toolUse("t1", "Bash", { command: "rm -rf build" })]),
      toolResult("t1", "Claude requested permissions to use Bash.", {}, true),
    ];
    const withList = (entries: unknown[]) =>
      run([...denied, resultLine({ permission_denials: entries })]).errorKind;
    expect(withList([{ tool_use_id: "t1" }])).toBe("permission-denied");
    // An entry that is not an object makes the list unreadable, as a lenient schema reads it.
    expect(withList([{ tool_use_id: "t1" }, "t1"])).toBeUndefined();
    expect(withList([{ tool_use_id: 1 }])).toBeUndefined();

    const failed = (errors: unknown) =>
      run(
        [resultLine({ subtype: "error_during_execution", is_error: true, result: undefined, errors })],
        outcome({ stderrTail: "from stderr" }),
      ).errorMessage;
    expect(failed(["first", "second"])).toBe("first\nsecond");
    expect(failed(["first", 2])).toBe("from stderr");

    // `1e999` parses to Infinity: not a token count.
    const report = run([
      '{"type":"result","subtype":"success","is_error":false,"result":"ok","usage":{"input_tokens":1e999,"output_tokens":4,"output_tokens_details":{"thinking_tokens":"x"}}}',
    ]);
    expect(report.usage).toMatchObject({ outputTokens: 4 });
    expect(report.usage.inputTokens).toBeUndefined();
    expect(report.usage.reasoningTokens).toBeUndefined();
  });

  it("no result line and a non-zero exit is a crash", () => {
    const report = run(
      [assistant("m1", [{ type: "text", text: "partial" }])],
      outcome({ exitCode: 137, stderrTail: "Killed\n" }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("crash");
    expect(report.errorMessage).toBe("Claude Code exited with code 137 without a result line: Killed");
    expect(report.finalOutput).toBe("partial");
  });

  it("a timeout wins over everything else", () => {
    const report = run(
      [assistant("m1", [{ type: "text", text: "working" }])],
      outcome({ exitCode: null, signal: "SIGKILL", timedOut: true, durationMs: 5000 }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("timeout");
    expect(report.errorMessage).toBe("Timed out after 5000 ms");
  });

  it("prefers result.result, then the last top-level text (not a subagent's)", () => {
    const report = run([
      assistant("m1", [{ type: "text", text: "top" }]),
      assistant("m2", [{ type: "text", text: "from subagent" }], "t9"),
      JSON.stringify({ type: "result", subtype: "error_max_turns", is_error: true, num_turns: 3 }),
    ]);
    expect(report.finalOutput).toBe("top");
    expect(report.errorKind).toBe("max-turns");
  });
});
