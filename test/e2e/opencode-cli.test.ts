/**
 * Drives the REAL OpenCode CLI (pinned, from the cache filled by scripts/install-agents.ts) against
 * the project's scripted Anthropic model server on 127.0.0.1, launched with OUR launch spec
 * (src/runners/opencode/launch.ts) and read by OUR normalizer (src/runners/opencode/normalize.ts).
 *
 * Findings recorded here (opencode-ai 1.18.33, linux-x64):
 * - A skill installed ONLY under the private `$XDG_CONFIG_HOME/opencode/skills/<name>/SKILL.md`
 *   (the launch spec's `skillsDir`; nothing in the workspace) is found by the `skill` tool, whose
 *   output names that folder as "Base directory for this skill".
 * - The `skill` tool lists the skill's files with ripgrep. Without `rg` on PATH it tries to download
 *   it from GitHub and the call fails with "ripgrep execution failed" (status "error"), so these
 *   tests need ripgrep installed (`apt-get install -y ripgrep`).
 * - No config file is needed: `ANTHROPIC_API_KEY` and `ANTHROPIC_BASE_URL` in the env reach the
 *   `anthropic` provider, but the AI SDK wants the URL with `/v1` (`http://host` alone gives
 *   `POST /messages`); the launch spec adds it, and every request below arrives on `/v1/messages`.
 * - Before the scripted turns OpenCode sends one tool-less title request (claude-haiku-4-5), which
 *   the mock answers aside. An HTTP 401 is not retried: one request, one `error` line, exit 1.
 * - `OPENCODE_CONFIG_CONTENT` (inline config) takes a permission rule: a `deny` refuses the call with
 *   "The user has specified a rule which prevents you from using this specific tool call".
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionReport } from "../../src/model/session-report.ts";
import { launchOpencode, opencodeRunnerSchema } from "../../src/runners/opencode/launch.ts";
import { createOpencodeNormalizer } from "../../src/runners/opencode/normalize.ts";
import {
  type AnthropicModelServer,
  type ModelScript,
  startAnthropicModelServer,
} from "../support/anthropic-model-server.ts";
import { AGENT_PINS, resolveAgentBinary } from "./agents.ts";

const SKILL_MD = `---
name: hello-skill
description: Writes a greeting into out.txt. Use when asked to greet into a file.
---

Run \`echo hi > out.txt\` in the current directory, then say that out.txt was written.
`;

const PROMPTS = {
  skill: "Greet into a file (opencode skill).",
  noSkill: "Show the files here, then write hello.txt (opencode no skill).",
  // Starts with "-": it must reach the model as the prompt, not be read as an option.
  failing: "- Run the project check and tell me the result (opencode failing command).",
  unknownSkill: "Use the missing skill (opencode unknown skill).",
  denied: "Touch blocked.txt (opencode denied).",
  auth: "Create a short status report (opencode 401).",
} as const;

const FINAL = {
  skill: "Wrote hi to out.txt using hello-skill.",
  noSkill: 'The directory only holds hello.txt now; it contains "hello".',
  failing: "The project check failed with exit code 3. I recorded the fallback result in check.log.",
  unknownSkill: "That skill does not exist.",
  denied: "I was not allowed to create blocked.txt.",
};

const SCRIPTS: { match: string; turns: ModelScript }[] = [
  {
    match: PROMPTS.skill,
    turns: [
      {
        content: [
          { type: "text", text: "I'll use the hello-skill skill." },
          { type: "tool_use", name: "skill", input: { name: "hello-skill" } },
        ],
      },
      {
        content: [
          {
            type: "tool_use",
            name: "bash",
            input: { command: "echo hi > out.txt", description: "Write out.txt" },
          },
        ],
      },
      { content: [{ type: "text", text: FINAL.skill }] },
    ],
  },
  {
    match: PROMPTS.noSkill,
    turns: [
      {
        content: [{ type: "tool_use", name: "bash", input: { command: "ls -a", description: "List files" } }],
      },
      {
        content: [
          {
            type: "tool_use",
            name: "bash",
            input: { command: "echo hello > hello.txt", description: "Write" },
          },
        ],
      },
      { content: [{ type: "text", text: FINAL.noSkill }] },
    ],
  },
  {
    match: PROMPTS.failing,
    turns: [
      { content: [{ type: "tool_use", name: "bash", input: { command: "exit 3", description: "Check" } }] },
      {
        content: [
          { type: "text", text: "The check failed with exit code 3; recording a fallback result." },
          {
            type: "tool_use",
            name: "bash",
            input: { command: "echo fallback-ok > check.log", description: "Fallback" },
          },
        ],
      },
      { content: [{ type: "text", text: FINAL.failing }] },
    ],
  },
  {
    match: PROMPTS.unknownSkill,
    turns: [
      { content: [{ type: "tool_use", name: "skill", input: { name: "no-such-skill" } }] },
      { content: [{ type: "text", text: FINAL.unknownSkill }] },
    ],
  },
  {
    match: PROMPTS.denied,
    turns: [
      {
        content: [
          { type: "tool_use", name: "bash", input: { command: "touch blocked.txt", description: "Touch" } },
        ],
      },
      { content: [{ type: "text", text: FINAL.denied }] },
    ],
  },
  {
    match: PROMPTS.auth,
    turns: [
      {
        http_status: 401,
        error: { type: "authentication_error", message: "invalid x-api-key" },
        repeat: true,
      },
    ],
  },
];

interface Run {
  report: SessionReport;
  exitCode: number | null;
  stderr: string;
  workspace: string;
  skillsDir: string;
}

function hasRipgrep(): boolean {
  return spawnSync("rg", ["--version"], { stdio: "ignore" }).status === 0;
}

const toolNames = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
const commands = (report: SessionReport) =>
  report.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));

describe("opencode CLI (real binary) through our launch spec and normalizer", () => {
  let server: AnthropicModelServer;
  let root: string;
  let counter = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "skill-eval-e2e-opencode-"));
    server = await startAnthropicModelServer({ scripts: SCRIPTS });
  });

  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** One execution: fresh sibling home and workspace, the skill installed where the spec says. */
  async function runOpencode(prompt: string, env: Record<string, string> = {}): Promise<Run> {
    counter += 1;
    const home = join(root, `${counter}-home`);
    const workspace = join(root, `${counter}-ws`);
    mkdirSync(home, { recursive: true });
    mkdirSync(workspace, { recursive: true });
    const config = opencodeRunnerSchema.parse({
      agent: "opencode",
      command: resolveAgentBinary("opencode"),
      model: "anthropic/claude-sonnet-4-5",
      env,
    });
    const spec = launchOpencode(config, {
      prompt,
      workspace,
      home,
      // A complete host env: nothing from the developer's shell but PATH (no real keys, no real HOME).
      hostEnv: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        LANG: "C.UTF-8",
        ANTHROPIC_API_KEY: "sk-ant-test",
        // Claude-style, without /v1: the spec must add it.
        ANTHROPIC_BASE_URL: server.url,
      },
    });
    mkdirSync(join(spec.skillsDir, "hello-skill"), { recursive: true });
    writeFileSync(join(spec.skillsDir, "hello-skill", "SKILL.md"), SKILL_MD);

    const normalizer = createOpencodeNormalizer({
      runner: { id: "opencode", pathKey: "opencode", agent: { type: "opencode", model: config.model ?? "" } },
      prompt,
      cwd: workspace,
      skillRoots: [spec.skillsDir],
    });
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: [spec.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      });
      if (spec.stdin !== undefined) child.stdin?.end(spec.stdin);
      let pending = "";
      let stderr = "";
      let timedOut = false;
      child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
        pending += chunk;
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) normalizer.push(line);
      });
      child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, 90_000);
      child.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once("close", (exitCode, signal) => {
        clearTimeout(timer);
        if (pending !== "") normalizer.push(pending);
        const report = normalizer.finish({
          exitCode,
          signal,
          timedOut,
          stderrTail: stderr.slice(-4000),
          durationMs: Date.now() - started,
        });
        resolve({ report, exitCode, stderr, workspace, skillsDir: spec.skillsDir });
      });
    });
  }

  function requestsFor(prompt: string) {
    return server.requests.filter((r) => r.mainLoop && r.script === prompt);
  }

  it("is the pinned version", () => {
    const res = spawnSync(resolveAgentBinary("opencode"), ["--version"], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: root,
        XDG_CONFIG_HOME: join(root, "v", "config"),
        XDG_DATA_HOME: join(root, "v", "data"),
        XDG_STATE_HOME: join(root, "v", "state"),
        XDG_CACHE_HOME: join(root, "v", "cache"),
      },
    });
    expect(res.stdout.trim()).toBe(AGENT_PINS.opencode.version);
  });

  it("ripgrep is on PATH (OpenCode's skill tool needs it offline)", () => {
    expect(
      hasRipgrep(),
      "install ripgrep (apt-get install -y ripgrep): the skill tool fails without rg",
    ).toBe(true);
  });

  it("skill used: a skill under the private XDG config, called with the skill tool", async () => {
    const { report, exitCode, workspace, skillsDir, stderr } = await runOpencode(PROMPTS.skill);

    expect(exitCode, stderr).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(report.unparsedLines).toBe(0);
    expect(report.sessionId).toMatch(/^ses_/);
    expect(toolNames(report)).toEqual(["skill", "bash"]);
    expect(report.detectedSkills).toEqual([
      { skill: "hello-skill", confidence: "explicit", evidence: ["skill tool call succeeded"] },
    ]);
    expect(report.attemptedSkills).toEqual([]);
    const skillResult = report.events.find((e) => e.type === "toolResult" && e.tool === "skill");
    expect(skillResult).toMatchObject({ isError: false });
    expect(skillResult?.type === "toolResult" ? skillResult.output : "").toContain(
      `Base directory for this skill: ${join(skillsDir, "hello-skill")}`,
    );
    expect(commands(report)).toEqual([{ command: "echo hi > out.txt", exitCode: 0 }]);
    expect(readFileSync(join(workspace, "out.txt"), "utf8")).toBe("hi\n");
    expect(existsSync(join(workspace, ".opencode"))).toBe(false);
    expect(report.finalOutput).toBe(FINAL.skill);
    expect(report.modelCalls).toBe(3);
    expect(report.usage).toMatchObject({ inputTokens: 300, outputTokens: 60, totalTokens: 360 });
    expect(report.costUsd).toBeGreaterThan(0);

    const seen = requestsFor(PROMPTS.skill);
    expect(seen.map((r) => [r.path, r.reply.kind, r.reply.entryIndex])).toEqual([
      ["/v1/messages", "turn", 0],
      ["/v1/messages", "turn", 1],
      ["/v1/messages", "turn", 2],
    ]);
    expect(seen.every((r) => r.body?.toolNames.includes("skill") === true)).toBe(true);
    for (const r of server.requests) {
      expect(r.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
      expect(r.path).toBe("/v1/messages");
    }
  });

  it("skill not used: an installed skill the model never calls is not detected", async () => {
    const { report, exitCode, workspace } = await runOpencode(PROMPTS.noSkill);

    expect(exitCode).toBe(0);
    expect(report.isError).toBe(false);
    expect(toolNames(report)).toEqual(["bash", "bash"]);
    expect(commands(report)).toEqual([
      { command: "ls -a", exitCode: 0 },
      { command: "echo hello > hello.txt", exitCode: 0 },
    ]);
    expect(readFileSync(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([]);
    expect(report.files.observedReads).toEqual([]);
    expect(report.finalOutput).toBe(FINAL.noSkill);
    expect(report.modelCalls).toBe(3);
  });

  it("a failing command: its exit code is kept and the run still succeeds", async () => {
    const { report, exitCode, workspace } = await runOpencode(PROMPTS.failing);

    expect(exitCode).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(commands(report)).toEqual([
      { command: "exit 3", exitCode: 3 },
      { command: "echo fallback-ok > check.log", exitCode: 0 },
    ]);
    expect(readFileSync(join(workspace, "check.log"), "utf8")).toBe("fallback-ok\n");
    expect(report.finalOutput).toBe(FINAL.failing);
    // The dash prompt reached the model whole.
    expect(requestsFor(PROMPTS.failing)[0]?.body?.firstUserText).toContain(PROMPTS.failing);
  });

  it("an unknown skill: the failed skill call is attempted, not used", async () => {
    const { report, exitCode } = await runOpencode(PROMPTS.unknownSkill);

    expect(exitCode).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toHaveLength(1);
    expect(report.attemptedSkills[0]?.skill).toBe("no-such-skill");
    // The installed skill is listed as available: the skill folder was found.
    expect(report.attemptedSkills[0]?.evidence[0]).toMatch(
      /^skill tool call failed: Skill "no-such-skill" not found\. Available skills: .*hello-skill/,
    );
    expect(report.finalOutput).toBe(FINAL.unknownSkill);
  });

  it("a permission rule denies a command: denied, permission-denied, not a failed run", async () => {
    const permission = JSON.stringify({ permission: { bash: { "touch *": "deny" } } });
    const { report, exitCode, workspace } = await runOpencode(PROMPTS.denied, {
      OPENCODE_CONFIG_CONTENT: permission,
    });

    expect(exitCode).toBe(0);
    expect(report.events.filter((e) => e.type === "command")).toMatchObject([
      { command: "touch blocked.txt", exitCode: null, denied: true },
    ]);
    expect(existsSync(join(workspace, "blocked.txt"))).toBe(false);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBe("permission-denied");
    expect(report.errorMessage).toMatch(/prevents you from using this specific tool call/);
    expect(report.finalOutput).toBe(FINAL.denied);
  });

  it("an API error (HTTP 401): one error line, auth, no answer", async () => {
    const { report, exitCode } = await runOpencode(PROMPTS.auth);

    expect(exitCode).toBe(1);
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("auth");
    expect(report.errorMessage).toBe("invalid x-api-key (HTTP 401)");
    expect(report.finalOutput).toBe("");
    expect(report.modelCalls).toBe(0);
    expect(report.events).toEqual([]);
    expect(report.unparsedLines).toBe(0);
    // Not retried.
    expect(requestsFor(PROMPTS.auth).map((r) => r.reply.status)).toEqual([401]);
  });
});
