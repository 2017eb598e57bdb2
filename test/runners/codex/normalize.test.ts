import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createCodexNormalizer } from "../../../src/runners/codex/normalize.ts";
import { unwrapShellCommand } from "../../../src/runners/codex/shell-command.ts";
import { skillNameFromPath } from "../../../src/runners/skill-detection.ts";
import { normalizeWith, outcome } from "../../support/normalizer-harness.ts";
import { cachedByScenario, recordedScenarios } from "../../support/recorded-scenarios.ts";

const publicDir = fileURLToPath(new URL("../../fixtures/public/codex-exec-json/", import.meta.url));

const runner = { id: "codex", pathKey: "codex", agent: { type: "codex", model: "gpt-5.5" } };

const normalize = normalizeWith(createCodexNormalizer);

const toolNames = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
const commands = (report: SessionReport) => report.events.flatMap((e) => (e.type === "command" ? [e] : []));
const toolResults = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolResult" ? [e] : []));
const signals = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "skillSignal" ? [[e.skill, e.signal]] : []));
const thinking = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "message" && e.phase === "thinking" ? [e.text] : []));
const failedCommands = (report: SessionReport) =>
  commands(report).flatMap((c) => {
    if (c.denied === true) return [{ command: c.command, exitCode: null, reason: "permission-denied" }];
    return c.exitCode === 0 ? [] : [{ command: c.command, exitCode: c.exitCode ?? null }];
  });

// ---------------------------------------------------------------------------------------------
// Recorded scenarios (codex 0.169.0 against a scripted model server): expected.json is the truth.
// ---------------------------------------------------------------------------------------------

const recorded = recordedScenarios("codex");
const { names: scenarios, workspaceOf, expectedFor } = recorded;

function inputFor(name: string): NormalizerInput {
  const cwd = workspaceOf(name);
  return {
    runner,
    prompt: "Do the task.",
    cwd,
    skillRoots: [`${cwd}/.agents/skills`, `/home/runner/home-codex-${name}/.codex/skills`],
  };
}

const scenarioReport = cachedByScenario((name) => {
  const { lines, exitCode, stderrTail } = recorded.run(name);
  return normalize(lines, inputFor(name), outcome({ exitCode, stderrTail }));
});

describe("recorded Codex scenarios", () => {
  it("covers every scenario folder", () => {
    expect(scenarios).toEqual([
      "api-error-401",
      "api-error-500",
      "long-output",
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
      const firstLine = z
        .object({ type: z.literal("thread.started"), thread_id: z.string() })
        .parse(JSON.parse(recorded.run(name).lines[0] ?? ""));
      expect(report.sessionId).toBe(firstLine.thread_id);
      // Not in `--json` stdout: left out rather than guessed.
      expect([report.modelCalls, report.costUsd, report.agentVersion, report.model]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });

    it("final output", () => {
      expect(scenarioReport(name).finalOutput).toBe(expected.finalOutput ?? "");
    });

    it("skills: a shell read of SKILL.md is the skill use, strong on the ladder", () => {
      const report = scenarioReport(name);
      const used = signals(report).flatMap(([skill, signal]) => (signal === "skill-md-read" ? [skill] : []));
      expect(used).toEqual(expected.skillsInvoked);
      expect(report.detectedSkills.map(({ skill, confidence }) => ({ skill, confidence }))).toEqual(
        expected.detectedSkills,
      );
      expect(report.files.observedSkillReads.map((path) => skillNameFromPath(path))).toEqual(
        expected.skillMdReads,
      );
      expect(report.attemptedSkills.map((s) => s.skill)).toEqual(expected.failedSkillInvocations);
    });

    it("commands unwrapped from `/bin/bash -lc`, and the failed ones", () => {
      const report = scenarioReport(name);
      expect(commands(report).map((c) => c.command)).toEqual(expected.commands);
      expect(failedCommands(report)).toEqual(expected.failedCommands);
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
    });
  });
});

describe("recorded scenarios: report details", () => {
  it("usage from turn.completed (cumulative over the turn's model calls)", () => {
    const report = scenarioReport("skill-used");
    expect(report.usage).toEqual({
      inputTokens: 300,
      outputTokens: 60,
      reasoningTokens: 15,
      cacheTokens: 30,
      cacheReadTokens: 30,
      cacheWriteTokens: 0,
      totalTokens: 360,
      inputChars: "Do the task.".length,
      outputChars: "Created report.txt with the project status (green).".length,
      reasoningChars: "The pdf-report skill matches; read its instructions first.".length,
      source: { input: "provider", output: "provider", reasoning: "provider" },
    });
    expect(report.durationMs).toBe(1234);
    expect(report.errorMessage).toBeUndefined();
  });

  it("explains skill detection with evidence, and keeps reasoning as thinking", () => {
    const report = scenarioReport("skill-used");
    expect(report.detectedSkills).toEqual([
      {
        skill: "pdf-report",
        confidence: "strong",
        evidence: ["Read /home/runner/ws-codex-skill-used/.agents/skills/pdf-report/SKILL.md"],
      },
    ]);
    expect(thinking(report)).toEqual(["The pdf-report skill matches; read its instructions first."]);
    expect(report.events.map((e) => e.type)).toEqual([
      "message",
      "toolCall",
      "command",
      "toolResult",
      "fileRead",
      "skillSignal",
      "toolCall",
      "command",
      "toolResult",
      "message",
    ]);
  });

  it("joins command results to their calls, with the exit code", () => {
    const report = scenarioReport("tool-error");
    expect(
      toolResults(report).map(({ tool, callId, isError, output }) => ({ tool, callId, isError, output })),
    ).toEqual([
      { tool: "exec_command", callId: "item_0", isError: true, output: "" },
      { tool: "exec_command", callId: "item_2", isError: false, output: "" },
    ]);
    expect(commands(report).map((c) => c.exitCode)).toEqual([3, 0]);
    const calls = report.events.flatMap((e) => (e.type === "toolCall" ? [e] : []));
    expect(calls[0]).toEqual({
      type: "toolCall",
      tool: "exec_command",
      args: { command: "exit 3" },
      callId: "item_0",
    });
    // A command's non-zero exit is not a failed run.
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
  });

  it("keeps the full SKILL.md output as the tool result", () => {
    const result = toolResults(scenarioReport("skill-md-read"))[0];
    expect(result?.output).toMatch(/^---\nname: pdf-report\n/);
  });

  it("API errors: turn.failed gives the message; Reconnecting errors are not answers", () => {
    const auth = scenarioReport("api-error-401");
    expect(auth.errorMessage).toBe(
      "unexpected status 401 Unauthorized: Incorrect API key provided: sk-***est., url: http://127.0.0.1:18300/v1/responses",
    );
    expect(auth.events).toEqual([]);
    expect(auth.usage.source).toEqual({ input: "chars", output: "chars", reasoning: "chars" });
    const server = scenarioReport("api-error-500");
    expect(server.errorMessage).toBe(
      "We’re currently experiencing high demand, which may cause temporary errors.",
    );
    expect(server.finalOutput).toBe("");
  });

  it("keeps a 204,899-character answer whole", () => {
    expect(scenarioReport("long-output").finalOutput).toHaveLength(204_899);
    expect(scenarioReport("long-output").usage.outputChars).toBe(204_899);
  });
});

// ---------------------------------------------------------------------------------------------
// Public captures: expected values counted with jq, not by a normalizer.
// ---------------------------------------------------------------------------------------------

const usageSchema = z.object({
  input_tokens: z.number(),
  cached_input_tokens: z.number(),
  cache_write_input_tokens: z.number().optional(),
  output_tokens: z.number(),
  reasoning_output_tokens: z.number().optional(),
});

const publicExpectedSchema = z.object({
  counts: z.object({ non_json_lines: z.number() }),
  thread_id: z.string(),
  command_executions_in_order: z.array(
    z.object({ id: z.string(), command: z.string(), exit_code: z.number().nullable(), status: z.string() }),
  ),
  nonzero_exit_commands: z.array(z.object({ id: z.string(), exit_code: z.number() })),
  file_changes: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      changes: z.array(z.object({ path: z.string(), kind: z.string() })),
    }),
  ),
  mcp_tool_calls: z.array(
    z.object({
      id: z.string(),
      server: z.string(),
      tool: z.string(),
      status: z.string(),
      error: z.object({ message: z.string() }).nullable(),
    }),
  ),
  web_searches: z.array(z.object({ id: z.string(), query: z.string() })),
  error_items: z.array(z.string()),
  top_level_error_events: z.array(z.string()),
  turn_failed: z.array(z.object({ message: z.string() })),
  agent_messages: z.array(z.string()),
  last_agent_message: z.string().nullable(),
  reasoning_items: z.number(),
  turn_completed_usage: z.array(usageSchema),
});

const publicFiles = readdirSync(publicDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort();

/** `bash -lc X` with X the command shell-quoted: bare, in single quotes, or in double quotes. */
function isQuotingOf(raw: string, inner: string): boolean {
  const wrapper = /^(?:\/bin\/)?(?:ba)?sh -lc /.exec(raw);
  if (wrapper === null) return raw === inner;
  const quoted = raw.slice(wrapper[0].length);
  return [inner, `'${inner}'`, `"${inner.replace(/["\\$`]/g, "\\$&")}"`].includes(quoted);
}

describe.each(publicFiles)("public capture %s", (file) => {
  const expectedText = readFileSync(posix.join(publicDir, `${file}.expected.json`), "utf8");
  const expected = publicExpectedSchema.parse(JSON.parse(expectedText));
  const lines = readFileSync(posix.join(publicDir, file), "utf8").split("\n");
  const failed = expected.turn_failed.length > 0;
  const report = normalize(
    lines,
    { runner, prompt: "p", cwd: "/ws", skillRoots: [] },
    outcome({ exitCode: failed ? 1 : 0 }),
  );

  it("validates and understands every line", () => {
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
    expect(report.unparsedLines).toBe(expected.counts.non_json_lines);
    expect(report.sessionId).toBe(expected.thread_id);
  });

  it("commands: unwrapped, in order, joined to their exit codes", () => {
    const executions = expected.command_executions_in_order;
    const seen = commands(report);
    expect(seen).toHaveLength(executions.length);
    executions.forEach((execution, index) => {
      const command = seen[index];
      expect(isQuotingOf(execution.command, command?.command ?? ""), execution.command).toBe(true);
      expect(command?.exitCode).toBe(execution.exit_code);
    });
    const execCalls = report.events.flatMap((e) =>
      e.type === "toolCall" && e.tool === "exec_command" ? [e] : [],
    );
    expect(execCalls.map((c) => c.callId)).toEqual(executions.map((e) => e.id));
    const failedIds = toolResults(report).flatMap((r) =>
      r.tool === "exec_command" && r.isError === true ? [r.callId] : [],
    );
    expect(failedIds).toEqual(expected.nonzero_exit_commands.map((c) => c.id));
  });

  it("file changes are apply_patch calls; only applied patches write", () => {
    const patchCalls = report.events.flatMap((e) =>
      e.type === "toolCall" && e.tool === "apply_patch" ? [e] : [],
    );
    expect(patchCalls.map((c) => c.callId)).toEqual(expected.file_changes.map((c) => c.id));
    const written = expected.file_changes
      .filter((c) => c.status === "completed")
      .flatMap((c) => c.changes.map((change) => posix.resolve("/ws", change.path)));
    expect(report.files.observedWrites).toEqual([...new Set(written)]);
  });

  it("MCP calls and web searches are tool calls", () => {
    const mcpNames = expected.mcp_tool_calls.map((c) => `mcp__${c.server}__${c.tool}`);
    expect(toolNames(report).filter((name) => name.startsWith("mcp__"))).toEqual(mcpNames);
    const mcpFailed = toolResults(report).flatMap((r) => (r.tool?.startsWith("mcp__") ? [r.isError] : []));
    expect(mcpFailed).toEqual(expected.mcp_tool_calls.map((c) => c.status === "failed"));
    const searches = report.events.flatMap((e) =>
      e.type === "toolCall" && e.tool === "web_search" ? [e] : [],
    );
    expect(searches.map((s) => [s.callId, s.args])).toEqual(
      expected.web_searches.map((s) => [s.id, { query: s.query, action: undefined }]),
    );
  });

  it("messages, reasoning and the final output", () => {
    const texts = report.events.flatMap((e) =>
      e.type === "message" && e.phase === undefined ? [e.text] : [],
    );
    expect(texts).toEqual(expected.agent_messages);
    expect(report.finalOutput).toBe(expected.last_agent_message ?? "");
    expect(thinking(report)).toHaveLength(expected.reasoning_items);
  });

  it("errors: only turn.failed fails the run; error lines and items do not", () => {
    expect(report.isError).toBe(failed);
    expect(report.errorKind).toBe(failed ? "api-error" : undefined);
    expect(report.errorMessage).toBe(expected.turn_failed.at(-1)?.message);
  });

  it("usage: summed over turn.completed lines", () => {
    const sum = (pick: (u: z.infer<typeof usageSchema>) => number | undefined) => {
      const values = expected.turn_completed_usage.map(pick);
      return values.every((v) => v === undefined)
        ? undefined
        : values.reduce<number>((a, v) => a + (v ?? 0), 0);
    };
    const input = sum((u) => u.input_tokens);
    const output = sum((u) => u.output_tokens);
    expect(report.usage.inputTokens).toBe(input);
    expect(report.usage.outputTokens).toBe(output);
    expect(report.usage.cacheReadTokens).toBe(sum((u) => u.cached_input_tokens));
    expect(report.usage.cacheWriteTokens).toBe(sum((u) => u.cache_write_input_tokens));
    expect(report.usage.reasoningTokens).toBe(sum((u) => u.reasoning_output_tokens));
    expect(report.usage.totalTokens).toBe(
      input === undefined || output === undefined ? undefined : input + output,
    );
    expect(report.costUsd).toBeUndefined();
  });
});

it("public captures: all eight exec --json files are tested", () => {
  expect(publicFiles).toHaveLength(8);
});

describe("public captures: details", () => {
  function publicReport(file: string, end: ProcessOutcome = outcome()): SessionReport {
    const lines = readFileSync(posix.join(publicDir, file), "utf8").split("\n");
    return normalize(lines, { runner, prompt: "p", cwd: "/ws", skillRoots: [] }, end);
  }

  it("synthetic all-formats stream: every tool kind in order", () => {
    const report = publicReport("banteg-takopi__codex_exec_json_all_formats.jsonl", outcome({ exitCode: 1 }));
    expect(toolNames(report)).toEqual([
      "exec_command",
      "exec_command",
      "apply_patch",
      "apply_patch",
      "mcp__github__search_issues",
      "mcp__github__search_issues",
      "web_search",
    ]);
    const mcpResults = toolResults(report).filter((r) => r.tool?.startsWith("mcp__"));
    expect(mcpResults.map((r) => r.output)).toEqual(["Found 3 matches.", "tool timeout"]);
    expect(report.errorMessage).toBe("Aborted: required dependency `npm` is missing; cannot continue.");
  });

  it("old `bash -lc` wrappers unwrap, double quotes and escapes included", () => {
    const report = publicReport("tielec-ai-workflow-agent__issue-119-requirements-review-todo-list.jsonl");
    expect(
      commands(report)
        .map((c) => c.command)
        .slice(0, 4),
    ).toEqual([
      "sed -n '1,200p' @.ai-workflow/issue-119/00_planning/output/planning.md",
      "ls",
      "ls -a",
      "sed -n '1,200p' .ai-workflow/issue-119/00_planning/output/planning.md",
    ]);
    // The failed read of the mistyped `@.ai-workflow/...` path is not a read; the later ones are.
    expect(report.files.observedReads).toEqual([
      "/ws/.ai-workflow/issue-119/00_planning/output/planning.md",
      "/ws/.ai-workflow/issue-119/01_requirements/output/requirements.md",
    ]);
  });

  it("an HTTP 400 whose message is JSON: api-error, not auth", () => {
    const report = publicReport("justazul-agent-cli-sdk__error-400.jsonl", outcome({ exitCode: 1 }));
    expect(report.errorKind).toBe("api-error");
    expect(report.errorMessage).toContain('"status":400');
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written lines for what the recordings do not show (shapes follow reference §2.3).
// ---------------------------------------------------------------------------------------------

const ws = "/ws";
const codexHome = "/home/x/.codex";

function line(value: Record<string, unknown>): string {
  return JSON.stringify(value);
}

function commandItem(
  id: string,
  command: string,
  fields: { exit_code?: number | null; status?: string; aggregated_output?: string } = {},
): Record<string, unknown> {
  return {
    id,
    type: "command_execution",
    command,
    aggregated_output: fields.aggregated_output ?? "",
    exit_code: fields.exit_code ?? null,
    status: fields.status ?? "in_progress",
  };
}

function command(id: string, cmd: string, exitCode: number, output = ""): string[] {
  const wrapped = `/bin/bash -lc '${cmd}'`;
  return [
    line({ type: "item.started", item: commandItem(id, wrapped) }),
    line({
      type: "item.completed",
      item: commandItem(id, wrapped, {
        exit_code: exitCode,
        status: exitCode === 0 ? "completed" : "failed",
        aggregated_output: output,
      }),
    }),
  ];
}

const start = [line({ type: "thread.started", thread_id: "t-1" }), line({ type: "turn.started" })];
const done = line({
  type: "turn.completed",
  usage: { input_tokens: 10, cached_input_tokens: 2, output_tokens: 5 },
});

function message(id: string, text: string): string {
  return line({ type: "item.completed", item: { id, type: "agent_message", text } });
}

function run(lines: string[], end: ProcessOutcome = outcome()): SessionReport {
  const skillRoots = [`${ws}/.agents/skills`, `${codexHome}/skills`];
  return normalize(lines, { runner, prompt: "go", cwd: ws, skillRoots }, end);
}

describe("unwrapShellCommand", () => {
  it.each([
    ["/bin/bash -lc pwd", "pwd"],
    ["/bin/bash -lc 'ls -a'", "ls -a"],
    [`/bin/bash -lc "printf 'Status: green\\\\n' > report.txt"`, "printf 'Status: green\\n' > report.txt"],
    [`/bin/bash -lc 'echo '"'"'hi'"'"''`, "echo 'hi'"],
    [`bash -lc "echo \\"a\\" \\$HOME"`, 'echo "a" $HOME'],
    ["/bin/sh -lc 'git status --short'", "git status --short"],
    ["/usr/bin/zsh -c 'make test'", "make test"],
    ["pytest -q", "pytest -q"],
    ["/bin/bash -lc 'a' | tee log", "/bin/bash -lc 'a' | tee log"],
    ["/bin/bash -lc", "/bin/bash -lc"],
    ["/bin/bash -lc 'unterminated", "/bin/bash -lc 'unterminated"],
    ["/bin/bash -lc $CMD", "/bin/bash -lc $CMD"],
  ])("%s → %s", (raw, inner) => {
    expect(unwrapShellCommand(raw)).toBe(inner);
  });

  it("argv arrays", () => {
    expect(unwrapShellCommand(["/bin/bash", "-lc", "cat a.txt"])).toBe("cat a.txt");
    expect(unwrapShellCommand(["git", "status"])).toBe("git status");
  });
});

describe("Codex normalizer on hand-written lines", () => {
  it("a skill in $CODEX_HOME/skills read by absolute path is strong; another of its files alone is medium", () => {
    const report = run([
      ...start,
      ...command("i1", `cat ${codexHome}/skills/hello/SKILL.md`, 0, "---\nname: hello\n---"),
      ...command("i2", `head -n 5 ${codexHome}/skills/other/scripts/run.sh`, 0),
      message("i3", "done"),
      done,
    ]);
    expect(report.detectedSkills.map((s) => [s.skill, s.confidence])).toEqual([
      ["hello", "strong"],
      ["other", "medium"],
    ]);
    expect(report.files.observedSkillReads).toEqual([`${codexHome}/skills/hello/SKILL.md`]);
  });

  it("a failed read of SKILL.md is neither a read nor a skill use", () => {
    const report = run([
      ...start,
      ...command("i1", "cat .agents/skills/missing/SKILL.md", 1, "cat: No such file or directory"),
      message("i2", "no skill"),
      done,
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.files.observedReads).toEqual([]);
    expect(failedCommands(report)).toEqual([{ command: "cat .agents/skills/missing/SKILL.md", exitCode: 1 }]);
  });

  it("a command seen only completed is still one call, one command, one result", () => {
    const wrapped = "/bin/bash -lc 'cat notes.md'";
    const report = run([
      ...start,
      line({
        type: "item.completed",
        item: commandItem("i1", wrapped, { exit_code: 0, status: "completed", aggregated_output: "n" }),
      }),
      done,
    ]);
    expect(report.events.map((e) => e.type)).toEqual(["toolCall", "command", "toolResult", "fileRead"]);
    expect(report.files.observedReads).toEqual(["/ws/notes.md"]);
  });

  it("a declined command is denied: the run completes with permission-denied", () => {
    const wrapped = "/bin/bash -lc 'rm -rf build'";
    const report = run([
      ...start,
      line({ type: "item.started", item: commandItem("i1", wrapped) }),
      line({ type: "item.completed", item: commandItem("i1", wrapped, { status: "declined" }) }),
      message("i2", "I could not run it."),
      done,
    ]);
    expect(commands(report)).toEqual([
      { type: "command", command: "rm -rf build", exitCode: null, denied: true },
    ]);
    expect(failedCommands(report)).toEqual([
      { command: "rm -rf build", exitCode: null, reason: "permission-denied" },
    ]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.errorMessage).toBe("Codex declined 1 command(s)");
  });

  it("file changes: paths resolved, deletes count as writes, failed patches do not", () => {
    const changes = [
      { path: "src/a.ts", kind: "update" },
      { path: "/abs/b.md", kind: "delete" },
    ];
    const report = run([
      ...start,
      line({ type: "item.started", item: { id: "p1", type: "file_change", changes, status: "in_progress" } }),
      line({ type: "item.completed", item: { id: "p1", type: "file_change", changes, status: "completed" } }),
      line({
        type: "item.completed",
        item: { id: "p2", type: "file_change", changes: [{ path: "c.txt", kind: "add" }], status: "failed" },
      }),
      done,
    ]);
    expect(report.files.observedWrites).toEqual(["/ws/src/a.ts", "/abs/b.md"]);
    expect(toolResults(report).map((r) => [r.callId, r.isError, r.output])).toEqual([
      ["p1", false, "update src/a.ts\ndelete /abs/b.md"],
      ["p2", true, "add c.txt"],
    ]);
    expect(toolNames(report)).toEqual(["apply_patch", "apply_patch"]);
  });

  it("warnings and stream errors do not fail a run that completes", () => {
    const report = run([
      line({ type: "thread.started", thread_id: "t-1" }),
      line({
        type: "item.completed",
        item: { id: "i0", type: "error", message: "Model metadata not found" },
      }),
      line({ type: "turn.started" }),
      line({ type: "error", message: "Reconnecting... 1/5 (stream disconnected)" }),
      message("i1", "fine"),
      done,
    ]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(report.errorMessage).toBeUndefined();
    expect(report.finalOutput).toBe("fine");
  });

  it("401 seen in the retries makes a failed turn `auth`", () => {
    const report = run(
      [
        ...start,
        line({ type: "error", message: "Reconnecting... 1/2 (unexpected status 401 Unauthorized: bad key)" }),
        line({ type: "turn.failed", error: { message: "stream disconnected before completion" } }),
      ],
      outcome({ exitCode: 1 }),
    );
    expect(report.errorKind).toBe("auth");
    expect(report.errorMessage).toBe("stream disconnected before completion");
    const forbidden = run(
      [...start, line({ type: "turn.failed", error: { message: '{"status":403,"error":"forbidden"}' } })],
      outcome({ exitCode: 1 }),
    );
    expect(forbidden.errorKind).toBe("auth");
  });

  it("no turn.completed and a non-zero exit is a crash, with the last error as detail", () => {
    const report = run(
      [...start, line({ type: "error", message: "Reconnecting... 5/5 (connection refused)" })],
      outcome({ exitCode: 1, stderrTail: "panic" }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("crash");
    expect(report.errorMessage).toBe(
      "Codex exited with code 1 before its turn completed: Reconnecting... 5/5 (connection refused)",
    );
    const killed = run(start, outcome({ exitCode: null, signal: "SIGKILL", stderrTail: "" }));
    expect(killed.errorMessage).toBe("Codex was killed (SIGKILL) before its turn completed");
    // Exit 0 without a completed turn is not treated as a failure.
    expect(run(start).isError).toBe(false);
  });

  it("a timeout wins over everything else; a command cut off keeps no exit code", () => {
    const wrapped = "/bin/bash -lc 'sleep 100'";
    const report = run(
      [...start, line({ type: "item.started", item: commandItem("i1", wrapped) })],
      outcome({ exitCode: null, signal: "SIGTERM", timedOut: true, durationMs: 5000, stderrTail: "" }),
    );
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("timeout");
    expect(report.errorMessage).toBe("Timed out after 5000 ms");
    expect(commands(report)).toEqual([{ type: "command", command: "sleep 100" }]);
    expect(toolResults(report)).toEqual([]);
  });

  it("usage sums over turns; old streams without reasoning tokens fall back to characters", () => {
    const report = run([
      ...start,
      message("i1", "a"),
      done,
      line({ type: "turn.started" }),
      message("i2", "bc"),
      done,
    ]);
    expect(report.usage).toMatchObject({
      inputTokens: 20,
      outputTokens: 10,
      cacheReadTokens: 4,
      cacheTokens: 4,
      totalTokens: 30,
      outputChars: 2,
      source: { input: "provider", output: "provider", reasoning: "chars" },
    });
    expect(report.usage.reasoningTokens).toBeUndefined();
    expect(report.usage.cacheWriteTokens).toBeUndefined();
    expect(report.finalOutput).toBe("bc");
  });

  it("counts lines it cannot read, ignores item types it does not report", () => {
    const report = run([
      ...start,
      "not json",
      line({ type: "something.new" }),
      line({ type: "item.completed", item: { id: "x", type: "todo_list", items: [] } }),
      line({ type: "item.completed", item: { id: "y", type: "brand_new_item" } }),
      line({ type: "item.plan.delta", item_id: "z", delta: "step" }),
      "",
      done,
    ]);
    expect(report.unparsedLines).toBe(2);
    expect(report.events).toEqual([]);
  });

  it("clips huge tool outputs", () => {
    const big = "x".repeat(150_000);
    const report = run([...start, ...command("i1", "yes | head", 0, big), done]);
    const output = toolResults(report)[0]?.output ?? "";
    expect(output.length).toBeLessThan(100_100);
    expect(output).toMatch(/… \[50000 more characters\]$/);
  });

  it("collab tool calls report under their own tool name", () => {
    const report = run([
      ...start,
      line({
        type: "item.started",
        item: { id: "c1", type: "collab_tool_call", tool: "spawn_agent", status: "in_progress" },
      }),
      line({
        type: "item.completed",
        item: { id: "c1", type: "collab_tool_call", tool: "spawn_agent", status: "failed" },
      }),
      done,
    ]);
    expect(toolNames(report)).toEqual(["spawn_agent"]);
    expect(toolResults(report).map((r) => r.isError)).toEqual([true]);
  });
});
